/**
 * The mark of an address that opens the API console (`?try`; the inputs it
 * can hold are written by console-address.ts). A module of its own because
 * an operation page only asks whether its address opens the console, and
 * its first JavaScript should carry no more of the address code than that.
 */

import { CONSOLE_ADDRESS_PARAM, HTML_ATTRIBUTES } from "../shell-constants";

/** Marks an address that opens the console (a shared constant: the pre-paint script reads it too). */
export const TRY_PARAM = CONSOLE_ADDRESS_PARAM;

/**
 * Lifts the mark the pre-paint script set for an address that opens the console (HTML_ATTRIBUTES.consoleOpening):
 * the console is drawn, its error took its place, or it was closed. What the mark kept hidden shows.
 */
export const endConsoleOpening = () => document.documentElement.removeAttribute(HTML_ATTRIBUTES.consoleOpening);

/** Whether a query string asks for the console. */
export const wantsConsole = (search: string) => new URLSearchParams(search).has(TRY_PARAM);
