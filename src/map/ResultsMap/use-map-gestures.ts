import type React from "react";
import { useRef } from "react";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { mapPointAt, type MapView, panView, pinchView } from "../map-view";
import type { MapXY } from "../projection";

/** A press that moves less than this many pixels is a click, not a drag. */
const CLICK_SLOP_PX = 5;

type Point = { x: number; y: number };

interface Gesture {
  /** Pointers down, by id, with where each is now. */
  pointers: Map<number, Point>;
  /** Touch moves the map only with two fingers; a mouse or pen drags it with one. */
  touch: boolean;
  /** Two fingers came down: the map's gesture until the last finger lifts. */
  twoFingers: boolean;
  startView: MapView;
  startX: number;
  startY: number;
  /** Distance between two fingers, and the screen share of their middle, when the pinch began. */
  startSpread: number | null;
  startMiddle: [number, number];
  moved: boolean;
}

const spread = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

interface GestureOptions {
  viewport: React.RefObject<HTMLDivElement>;
  /** The view on screen now. */
  latest: React.MutableRefObject<MapView>;
  /** A screen position as shares of the viewport's width and height. */
  shareAt: (clientX: number, clientY: number) => [number, number];
  show: (view: MapView) => void;
  onPick: (at: MapXY) => void;
  /** One finger swiped over the map (the page scrolled instead): time to say how the map moves. */
  onOneFingerSwipe: () => void;
  /** Two fingers came down: the map moves, and any hint can go. */
  onTwoFingers: () => void;
}

/**
 * Once two fingers are down the gesture is the map's: the browser must not scroll or zoom the page with
 * them, which only a non-passive touchmove listener can stop (React's touch listeners are passive).
 * One finger is left to the browser, which scrolls the page; past the slop it asks for the hint.
 * The listeners go on with the render (a layout effect), before any touch can reach the new map.
 */
function useTouchPolicy(
  viewport: React.RefObject<HTMLDivElement>,
  gesture: React.MutableRefObject<Gesture | null>,
  handlers: React.MutableRefObject<Pick<GestureOptions, "onOneFingerSwipe" | "onTwoFingers">>,
) {
  useIsomorphicLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    let start: Point | null = null;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 1) start = { x: event.touches[0].clientX, y: event.touches[0].clientY };
    };
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length >= 2 || gesture.current?.twoFingers) {
        if (event.cancelable) event.preventDefault();
        return;
      }
      const [finger] = event.touches;
      if (start && finger && Math.hypot(finger.clientX - start.x, finger.clientY - start.y) >= CLICK_SLOP_PX) {
        handlers.current.onOneFingerSwipe();
      }
    };
    element.addEventListener("touchstart", onTouchStart, { passive: true });
    element.addEventListener("touchmove", onTouchMove, { passive: false });
    return () => {
      element.removeEventListener("touchstart", onTouchStart);
      element.removeEventListener("touchmove", onTouchMove);
    };
  }, [viewport, gesture, handlers]);
}

/**
 * The map's pointer handlers. A mouse or pen drags the map; on a touch
 * screen one finger scrolls the page (CSS `touch-action: pan-x pan-y` lets
 * the browser have it) and two fingers move and pinch the map, as the maps
 * readers know do, so that scrolling down a page never gets stuck in it.
 * A press that hardly moves is a click or tap that picks the spot under it.
 * Presses on the markers and links are theirs.
 */
export function useMapGestures({ viewport, latest, shareAt, show, onPick, onOneFingerSwipe, onTwoFingers }: GestureOptions) {
  const gesture = useRef<Gesture | null>(null);
  const swipeHandlers = useRef({ onOneFingerSwipe, onTwoFingers });
  swipeHandlers.current = { onOneFingerSwipe, onTwoFingers };

  useTouchPolicy(viewport, gesture, swipeHandlers);

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
      Object.assign(current, {
        startSpread: spread(a, b),
        startMiddle: shareAt((a.x + b.x) / 2, (a.y + b.y) / 2),
        startView: latest.current,
        twoFingers: true,
        moved: true,
      });
      swipeHandlers.current.onTwoFingers();
      return;
    }
    gesture.current = {
      pointers: new Map([[event.pointerId, position]]),
      touch: event.pointerType === "touch",
      twoFingers: false,
      startView: latest.current,
      startX: event.clientX,
      startY: event.clientY,
      startSpread: null,
      startMiddle: [0.5, 0.5],
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
      const middle = shareAt((a.x + b.x) / 2, (a.y + b.y) / 2);
      show(pinchView(current.startView, spread(a, b) / current.startSpread, current.startMiddle, middle));
      return;
    }
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
    current.moved = true;
    // One finger alone is the page's: it moved too far to be a tap, and that is all.
    if (current.touch && !current.twoFingers) return;
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
