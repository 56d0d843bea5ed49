import { createStoredValue } from "../state/browser-store";
import { STORAGE_KEYS } from "../shell-constants";
import { createStorageSlot } from "../storage/storage";

/** How many requests the history keeps. */
export const HISTORY_SIZE = 20;

/** One request sent from the console. */
export interface HistoryEntry {
  /** Operation page it was sent from. */
  slug: string;
  method: string;
  url: string;
  /** The console's query string, which restores the inputs. */
  search: string;
  /** HTTP status, or null when no answer came. */
  status: number | null;
  /** When it was sent (ms since the epoch). */
  at: number;
}

/** The history as a browser store (shared by every console on the site, and followed across tabs). */
export const storedHistory = createStoredValue(createStorageSlot(STORAGE_KEYS.consoleHistory));

const isEntry = (value: unknown): value is HistoryEntry =>
  typeof value === "object" &&
  value !== null &&
  ["slug", "method", "url", "search"].every((key) => typeof (value as Record<string, unknown>)[key] === "string");

/** The entries stored, newest first; anything unreadable counts as an empty history. */
export function readHistory(raw: string | null): HistoryEntry[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

/** The history with `entry` first; the same request sent again moves up instead of appearing twice. */
export function withEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((e) => !(e.slug === entry.slug && e.search === entry.search))].slice(0, HISTORY_SIZE);
}

export const addToHistory = (entry: HistoryEntry) => storedHistory.set(JSON.stringify(withEntry(readHistory(storedHistory.get()), entry)));
export const clearHistory = () => storedHistory.set(null);

/** The server the reader chose last, remembered across pages and visits. */
export const storedServer = createStoredValue(createStorageSlot(STORAGE_KEYS.consoleServer));
