import { type RefObject, useEffect, useState } from "react";
import { isJsonObject } from "../../json/json-values";
import type { Place } from "../place-labels";

let loading: Promise<readonly Place[]> | null = null;

/**
 * The places of the JSON module: webpack hands its content as the default export, Node's loaders
 * (the unit tests) may hand it as the module itself. Each place is read, not assumed.
 */
function placesOf(module: unknown): Place[] {
  const content = isJsonObject(module) && isJsonObject(module.default) ? module.default : module;
  const places = isJsonObject(content) && Array.isArray(content.places) ? content.places : [];
  return places.filter(
    (p): p is Place =>
      Array.isArray(p) && p.length === 3 && typeof p[0] === "string" && typeof p[1] === "number" && typeof p[2] === "number",
  );
}

/** The places the map names, a chunk of their own (some 27 KB gzip) fetched once, with the first map. */
function loadPlaces(): Promise<readonly Place[]> {
  loading ??= import(/* webpackChunkName: "map-places" */ "../generated/uk-places.json").then((module) => placesOf(module));
  // A failed download is tried again by the next map.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The places to name, or null until they have arrived (or when they cannot: the map is whole without names). */
export function usePlaces(): readonly Place[] | null {
  const [places, setPlaces] = useState<readonly Place[] | null>(null);
  useEffect(() => {
    let current = true;
    loadPlaces().then(
      (loaded) => current && setPlaces(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return places;
}

/** An element's width in CSS pixels, kept up to date as it changes (0 where it cannot be measured). */
export function useElementWidth(element: RefObject<HTMLElement>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
