import type React from "react";
import { useEffect, useId, useMemo, useState } from "react";
import { COUNTRY, drawSubject, formatDistance, type MapDrawing, mapLabel, pointCaption, pointName, pointTitle } from "../map-drawing";
import type { MapSubject } from "../map-subject";
import { fitView, inView, type MapView, screenShare } from "../map-view";
import { formatDegrees, openStreetMapHref } from "../point-actions";
import { type MapXY, unproject } from "../projection";
import { MAP_TOUCH_HINT_MS } from "../../shell-constants";
import { usePrimaryInput } from "../../state/primary-input";
import { Link } from "../../ui/Link";
import { placeLabels } from "../place-labels";
import { PointPanel, type Picked } from "./PointPanel";
import { useElementWidth, usePlaces } from "./use-places";
import { useMapView } from "./use-map-view";
import * as styles from "./styles.module.css";

export interface ResultsMapProps {
  subject: MapSubject;
  /** The server the answer came from: the actions send their requests there. */
  server: string;
}

const viewBox = (v: MapView) => `${v.x} ${v.y} ${v.width} ${v.height}`;
const WHOLE_COUNTRY = fitView(COUNTRY.bounds);

/** The country, small, with the part on screen outlined: where in the UK the main view is. */
function Overview({ view }: { view: MapView }) {
  return (
    <svg className={styles.overview} viewBox={viewBox(WHOLE_COUNTRY)} aria-hidden="true" focusable="false">
      <path className={styles.land} d={COUNTRY.land} />
      <rect className={styles.overviewFrame} x={view.x} y={view.y} width={view.width} height={view.height} />
      {/* A view too small to see as a frame at this scale is a dot. */}
      {view.width < WHOLE_COUNTRY.width / 10 && (
        <circle
          className={styles.overviewDot}
          cx={view.x + view.width / 2}
          cy={view.y + view.height / 2}
          r={WHOLE_COUNTRY.width / 40}
          data-map-overview-dot=""
        />
      )}
    </svg>
  );
}

/**
 * The names of towns and cities for the part of the map on screen, clear of the markers: where the
 * view is, in words, for the eye (the image's label and the table say what the results are). They
 * arrive after the map, in a chunk of their own.
 */
function PlaceNames({
  view,
  points,
  viewport,
}: {
  view: MapView;
  points: MapDrawing["points"];
  viewport: React.RefObject<HTMLDivElement>;
}) {
  const places = usePlaces();
  const pixelWidth = useElementWidth(viewport);
  const markersAt = useMemo(() => points.map(({ at }) => at), [points]);
  const labels = useMemo(() => (places ? placeLabels(places, view, pixelWidth, markersAt) : []), [places, view, pixelWidth, markersAt]);
  return (
    <div className={styles.places} aria-hidden="true" data-map-places="">
      {labels.map(({ kind, name, text, share: [sx, sy] }) => (
        <span
          key={name}
          className={{ at: styles.place, atLeft: `${styles.place} ${styles.placeLeft}`, toward: styles.placeToward }[kind]}
          style={{ left: `${sx * 100}%`, top: `${sy * 100}%` }}
        >
          {text}
        </span>
      ))}
    </div>
  );
}

/** The points as text: what the map shows, with coordinates, distance and a link to OpenStreetMap for each. */
function PointTable({ subject }: { subject: MapSubject }) {
  return (
    <details className={styles.points}>
      <summary>Points on the map ({subject.points.length})</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Result</th>
            <th scope="col">Longitude, latitude</th>
            <th scope="col">Distance</th>
            <th scope="col">Street map</th>
          </tr>
        </thead>
        <tbody>
          {subject.points.map((point, i) => (
            <tr key={i}>
              <th scope="row">{pointTitle(point)}</th>
              <td>
                {formatDegrees(point.longitude)}, {formatDegrees(point.latitude)}
              </td>
              <td>{point.distance === null ? "—" : formatDistance(point.distance)}</td>
              <td>
                <Link to={openStreetMapHref(point.longitude, point.latitude)} target="_blank" rel="noopener noreferrer">
                  Open in OpenStreetMap
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {subject.searches.map((s, i) => (
        <p key={i}>
          {s.wide ? "Wide search found these within" : "Searched within"} {formatDistance(s.radius)} of {formatDegrees(s.longitude)},{" "}
          {formatDegrees(s.latitude)}.
        </p>
      ))}
    </details>
  );
}

/**
 * A focusable marker for each result in view, numbered as in the answer,
 * its name (and distance) in a tip. The focused one stays drawn until the
 * focus is back on the map, so that moving the map away from it never
 * drops the focus on the page's body.
 */
function Markers({
  points,
  view,
  viewport,
  picked,
  onPick,
}: {
  points: MapDrawing["points"];
  view: MapView;
  viewport: React.RefObject<HTMLDivElement>;
  picked: number | null;
  onPick: (index: number) => void;
}) {
  const [focused, setFocused] = useState<number | null>(null);
  const focusedAt = focused === null ? null : points[focused]?.at;
  useEffect(() => {
    if (focusedAt && !inView(view, focusedAt)) viewport.current?.focus();
  }, [view, focusedAt, viewport]);

  return points.map(({ point, at }, i) => {
    if (!inView(view, at) && i !== focused) return null;
    const [sx, sy] = screenShare(view, at);
    // Near the right edge or the top, the tip opens inwards.
    const classes = [styles.marker, sx > 0.5 ? styles.tipWest : styles.tipEast, sy < 0.25 ? styles.tipBelow : ""];
    return (
      <button
        key={i}
        type="button"
        className={classes.join(" ").trim()}
        style={{ left: `${sx * 100}%`, top: `${sy * 100}%` }}
        aria-label={pointName(point)}
        aria-pressed={picked === i}
        data-map-marker={i}
        onClick={() => onPick(i)}
        onFocus={() => setFocused(i)}
        onBlur={() => setFocused((current) => (current === i ? null : current))}
      >
        <span aria-hidden="true">{point.number ?? ""}</span>
        {/* The marker shows the number, the tip the rest: together, the words of its name (WCAG 2.5.3, label in name).
            The space keeps them two words in the text (the flex box lays it out as nothing). */}{" "}
        <span className={styles.tip} aria-hidden="true">
          {pointCaption(point)}
        </span>
      </button>
    );
  });
}

/**
 * The results of an answer on a map of the United Kingdom, drawn from open
 * boundary data shipped with the site: no tiles, no third party, nothing
 * sent anywhere. The entry of the map's chunk. Each new answer is a new
 * map: its view fits the new results, and nothing chosen on the old one
 * stays (the same results again keep the map as it is).
 */
export default function ResultsMapView(props: ResultsMapProps) {
  const key = useMemo(() => JSON.stringify(props.subject), [props.subject]);
  return <ResultsMapBody key={key} {...props} />;
}

/**
 * "Use two fingers to move the map", over the map while one finger swipes
 * across it (and scrolls the page), gone a moment after or when two
 * fingers come down.
 */
function useTouchHint() {
  // When the last one-finger swipe was: the hint goes MAP_TOUCH_HINT_MS after it, counted from the swipe itself,
  // not from the effect that arms the timer (which a busy page can run late).
  const [lastSwipe, setLastSwipe] = useState<number | null>(null);
  useEffect(() => {
    if (lastSwipe === null) return undefined;
    const timer = setTimeout(() => setLastSwipe(null), Math.max(0, lastSwipe + MAP_TOUCH_HINT_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [lastSwipe]);
  return {
    shown: lastSwipe !== null,
    onOneFingerSwipe: () => setLastSwipe(performance.now()),
    onTwoFingers: () => setLastSwipe(null),
  };
}

/** How to move the map, in the terms of the reader's device. */
function MapHelp({ id }: { id: string }) {
  const input = usePrimaryInput();
  return (
    <figcaption id={id} className={styles.help}>
      {input === "touch"
        ? "Move the map with two fingers and pinch to zoom; one finger scrolls the page. Tap the map to search from that spot."
        : "Drag or use the arrow keys to move, + and − (or Ctrl + wheel) to zoom, 0 to reset. Click the map, or press Enter on it, to search from that spot."}
    </figcaption>
  );
}

function ResultsMapBody({ subject, server }: ResultsMapProps) {
  const drawing = useMemo(() => drawSubject(subject), [subject]);
  const [picked, setPicked] = useState<Picked | null>(null);
  const pickSpot = (at: MapXY) => {
    const [longitude, latitude] = unproject(at);
    setPicked({ kind: "spot", longitude, latitude, at });
  };
  const touchHint = useTouchHint();
  const { view, viewport, zoomIn, zoomOut, reset, handlers } = useMapView(drawing.fitted, COUNTRY.bounds, pickSpot, touchHint);
  const helpId = useId();
  const imageId = useId();
  const spot = picked?.kind === "spot" ? screenShare(view, picked.at) : null;

  return (
    <figure className={styles.map}>
      <div
        ref={viewport}
        className={styles.viewport}
        // An application: screen readers pass the arrow keys, + and - through to it, which move and zoom the map.
        role="application"
        aria-label="Results map"
        // What the map shows (the image's label, which screen readers do not read inside an application), then how to use it.
        aria-describedby={`${imageId} ${helpId}`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map's view takes the focus to be moved with keys
        tabIndex={0}
        {...handlers}
      >
        <svg className={styles.svg} viewBox={viewBox(view)} role="img" aria-label={mapLabel(subject)}>
          <rect className={styles.sea} x={view.x} y={view.y} width={view.width} height={view.height} />
          <path className={styles.land} d={COUNTRY.land} />
          <path className={styles.border} d={COUNTRY.borders} />
          {drawing.boxes.map(([x, y, width, height], i) => (
            <rect key={i} className={styles.extent} x={x} y={y} width={width} height={height} data-map-extent="" />
          ))}
          {drawing.circles.map((d, i) => (
            <path key={i} className={styles.circle} d={d} data-map-circle="" />
          ))}
        </svg>
        <PlaceNames view={view} points={drawing.points} viewport={viewport} />
        <Overview view={view} />
        <span id={imageId} hidden>
          {mapLabel(subject)}
        </span>
        <Markers
          points={drawing.points}
          view={view}
          viewport={viewport}
          picked={picked?.kind === "point" ? picked.index : null}
          onPick={(index) => setPicked({ kind: "point", index })}
        />
        {spot && (
          <span
            className={styles.spot}
            style={{ left: `${spot[0] * 100}%`, top: `${spot[1] * 100}%` }}
            aria-hidden="true"
            data-map-spot=""
          />
        )}
        {/* What the help below says too, where the finger is: hidden from screen readers, which read the help. */}
        {touchHint.shown && (
          <div className={styles.touchHint} aria-hidden="true" data-map-touch-hint="">
            Use two fingers to move the map
          </div>
        )}
      </div>
      <div className={styles.controls}>
        <button type="button" onClick={zoomIn}>
          Zoom in
        </button>
        <button type="button" onClick={zoomOut}>
          Zoom out
        </button>
        <button type="button" onClick={reset}>
          Reset view
        </button>
      </div>
      <MapHelp id={helpId} />
      <p className={styles.credits}>
        Outline: Natural Earth. Names: GeoNames, CC BY 4.0. <Link to="/docs/licences#map-data">About the map&rsquo;s data</Link>
      </p>
      {picked && <PointPanel picked={picked} points={subject.points} server={server} onClose={() => setPicked(null)} />}
      <PointTable subject={subject} />
    </figure>
  );
}
