import type React from "react";
import { useRef } from "react";
import { mapPointAt, type MapView, panView, zoomView } from "../../map/map-view";
import type { MapXY } from "../../map/projection";

/** A press that moves less than this many pixels is a click, not a drag. */
const CLICK_SLOP_PX = 5;

interface Gesture {
  /** Pointers down, by id, with where each is now. */
  pointers: Map<number, { x: number; y: number }>;
  startView: MapView;
  startX: number;
  startY: number;
  /** Distance between two fingers when the pinch began. */
  startSpread: number | null;
  moved: boolean;
}

const spread = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

interface GestureOptions {
  viewport: React.RefObject<HTMLDivElement>;
  /** The view on screen now. */
  latest: React.MutableRefObject<MapView>;
  /** A screen position as shares of the viewport's width and height. */
  shareAt: (clientX: number, clientY: number) => [number, number];
  show: (view: MapView) => void;
  onPick: (at: MapXY) => void;
}

/**
 * The map's pointer handlers: one mouse button or finger drags the map, two
 * fingers pinch it, and a press that hardly moves is a click that picks the
 * spot under it. Presses on the markers and links are theirs.
 */
export function useMapGestures({ viewport, latest, shareAt, show, onPick }: GestureOptions) {
  const gesture = useRef<Gesture | null>(null);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest("button, a")) return;
    const current = gesture.current;
    // A third finger takes no part: two make a pinch.
    if (current && current.pointers.size >= 2) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const position = { x: event.clientX, y: event.clientY };
    if (current) {
      // A second finger: from now on the gesture is a pinch.
      current.pointers.set(event.pointerId, position);
      const [a, b] = [...current.pointers.values()];
      Object.assign(current, { startSpread: spread(a, b), startView: latest.current, moved: true });
      return;
    }
    gesture.current = {
      pointers: new Map([[event.pointerId, position]]),
      startView: latest.current,
      startX: event.clientX,
      startY: event.clientY,
      startSpread: null,
      moved: false,
    };
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || !current.pointers.has(event.pointerId)) return;
    current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const element = viewport.current;
    if (!element || element.clientWidth === 0 || element.clientHeight === 0) return;
    if (current.startSpread !== null && current.pointers.size === 2) {
      const [a, b] = [...current.pointers.values()];
      const middle = mapPointAt(current.startView, shareAt((a.x + b.x) / 2, (a.y + b.y) / 2));
      show(zoomView(current.startView, spread(a, b) / current.startSpread, middle));
      return;
    }
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
    current.moved = true;
    show(panView(current.startView, -dx / element.clientWidth, -dy / element.clientHeight));
  };

  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || !current.pointers.has(event.pointerId)) return;
    current.pointers.delete(event.pointerId);
    const [left] = [...current.pointers.values()];
    if (left) {
      // One finger of a pinch lifted: the other drags on from here, keeping the zoom.
      Object.assign(current, { startSpread: null, startView: latest.current, startX: left.x, startY: left.y });
      return;
    }
    gesture.current = null;
    if (!current.moved && event.type === "pointerup") onPick(mapPointAt(latest.current, shareAt(event.clientX, event.clientY)));
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
