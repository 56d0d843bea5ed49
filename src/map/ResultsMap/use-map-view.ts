import type React from "react";
import { useCallback, useRef, useState } from "react";
import { useIsomorphicLayoutEffect } from "../../state/isomorphic-layout-effect";
import { type Bounds, clampView, mapPointAt, type MapView, PAN_STEP, panView, ZOOM_STEP, zoomView } from "../map-view";
import type { MapXY } from "../projection";
import { useMapGestures } from "./use-map-gestures";

/** What the map tells its component about touch, to show or hide the two-finger hint. */
export interface TouchHints {
  onOneFingerSwipe: () => void;
  onTwoFingers: () => void;
}

/**
 * The view of the results map and every way to change it: buttons, keys
 * (arrows move, + and - zoom, 0 resets), dragging with a mouse or two
 * fingers, pinching, and Ctrl + wheel (a trackpad's pinch); a plain wheel
 * and one finger scroll the page as usual. A click or tap that does not
 * drag picks the spot under it.
 */
export function useMapView(fitted: MapView, country: Bounds, onPick: (at: MapXY) => void, hints: TouchHints) {
  const [view, setView] = useState(fitted);
  const viewport = useRef<HTMLDivElement>(null);
  const latest = useRef(view);
  latest.current = view;

  const show = useCallback((next: MapView) => setView(clampView(next, country)), [country]);
  const zoom = useCallback((factor: number, at?: MapXY) => show(zoomView(latest.current, factor, at)), [show]);
  const pan = useCallback((dx: number, dy: number) => show(panView(latest.current, dx, dy)), [show]);
  const reset = useCallback(() => setView(fitted), [fitted]);

  /** Where a screen position is, as shares of the viewport's inside (where the map is drawn, within its border). */
  const shareAt = useCallback((clientX: number, clientY: number): [number, number] => {
    const element = viewport.current;
    if (!element || element.clientWidth === 0 || element.clientHeight === 0) return [0.5, 0.5];
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    return [(clientX - left) / element.clientWidth, (clientY - top) / element.clientHeight];
  }, []);

  // Ctrl + wheel zooms about the pointer; React's wheel listener is passive, so it could not keep the page from zooming too.
  // Set with the render (a layout effect): a wheel in the task before the effects would zoom the page instead.
  useIsomorphicLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const factor = Math.exp(-event.deltaY / 200);
      zoom(factor, mapPointAt(latest.current, shareAt(event.clientX, event.clientY)));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [zoom, shareAt]);

  const pointer = useMapGestures({ viewport, latest, shareAt, show, onPick, ...hints });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const move = moves[event.key];
    if (move) pan(...move);
    else if (event.key === "+" || event.key === "=") zoom(ZOOM_STEP);
    else if (event.key === "-" || event.key === "_") zoom(1 / ZOOM_STEP);
    else if (event.key === "0") reset();
    else if (event.key === "Enter" && event.target === event.currentTarget) onPick(mapPointAt(latest.current, [0.5, 0.5]));
    else return;
    event.preventDefault();
  };

  return {
    view,
    viewport,
    zoomIn: () => zoom(ZOOM_STEP),
    zoomOut: () => zoom(1 / ZOOM_STEP),
    reset,
    handlers: { ...pointer, onKeyDown },
  };
}
