import { useEffect, useRef } from "react";
import type { MapPoint } from "../map-subject";
import { formatDistance, pointTitle } from "../map-drawing";
import { actionHref, formatDegrees, openStreetMapHref, POINT_ACTIONS } from "../point-actions";
import type { MapXY } from "../projection";
import { Link } from "../../ui/Link";
import { noteSiteLink } from "../../navigation/site-sent-link";
import * as styles from "./styles.module.css";

/** What the reader chose on the map: one of the results, or a spot they clicked. */
export type Picked = { kind: "point"; index: number } | { kind: "spot"; longitude: number; latitude: number; at: MapXY };

/**
 * The chosen point: what it is, and what to do from there: see it on
 * OpenStreetMap, or search around it in another operation's console (which
 * opens with the longitude and latitude filled in, and sends).
 */
export function PointPanel({
  picked,
  points,
  server,
  onClose,
}: {
  picked: Picked;
  points: readonly MapPoint[];
  server: string;
  onClose: () => void;
}) {
  const point = picked.kind === "point" ? points[picked.index] : null;
  const { longitude, latitude } = point ?? (picked as Extract<Picked, { kind: "spot" }>);
  const title = point ? pointTitle(point) : "The chosen spot";
  // A new choice brings the panel into view: under the map, it can be below the screen's edge (a phone).
  const panel = useRef<HTMLElement>(null);
  // (A block, not an arrow's value: browsers now answer scrollIntoView with a promise, which React would take for a cleanup.)
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: "nearest" });
  }, [longitude, latitude]);
  return (
    <section ref={panel} className={styles.panel} aria-label={title} data-map-panel="">
      <div className={styles.panelHead}>
        <p className={styles.panelTitle}>{title}</p>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
      <p>
        Longitude <code>{formatDegrees(longitude)}</code>, latitude <code>{formatDegrees(latitude)}</code>
        {point?.distance != null && <>, {formatDistance(point.distance)} from the searched point</>}.
      </p>
      <ul className={styles.actions}>
        {POINT_ACTIONS.map((action) => {
          const href = actionHref(action, longitude, latitude, server);
          return (
            <li key={action.slug}>
              {/* The site's own link: its console sends at once, to the server the reader chose here. */}
              <Link to={href} onClick={() => noteSiteLink(href)}>
                {action.label}
              </Link>{" "}
              <code className={styles.actionRequest}>{action.request}</code>
            </li>
          );
        })}
        <li>
          <Link to={openStreetMapHref(longitude, latitude)} target="_blank" rel="noopener noreferrer">
            Open in OpenStreetMap
          </Link>
        </li>
      </ul>
    </section>
  );
}
