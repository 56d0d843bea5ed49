import { useEffect, useLayoutEffect } from "react";

/** useLayoutEffect in the browser, useEffect while server rendering (where layout effects cannot run). */
export const useIsomorphicLayoutEffect = typeof window !== "undefined" ? useLayoutEffect : useEffect;
