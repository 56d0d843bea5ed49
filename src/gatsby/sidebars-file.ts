import { readFileSync } from "node:fs";
import path from "node:path";
import { type SidebarItemDefinition } from "../sidebars/sidebar-items";
import { SidebarError } from "../sidebars/resolve-sidebar";
import { evaluateTypeScript, TypeScriptSyntaxError } from "./evaluate-typescript.cjs";

/** The file the guides' sidebars are written in, at the site's root. */
export const SIDEBARS_FILE = "sidebars.ts";

export type SidebarDefinitions = Record<string, SidebarItemDefinition[]>;

/** sidebars.ts is data: an import that would run is refused, with what to do instead. */
const refuseImport = (id: string): never => {
  throw new SidebarError(
    `${SIDEBARS_FILE} imports "${id}" at run time; the file holds data only (type imports are fine). Write the entries in the file.`,
  );
};

/** The exports of sidebars.ts; every way it can fail becomes a {@link SidebarError}. */
function runSidebarsFile(text: string): Record<string, unknown> {
  try {
    return evaluateTypeScript(text, { fileName: SIDEBARS_FILE, require: refuseImport });
  } catch (error) {
    if (error instanceof SidebarError) throw error;
    if (error instanceof TypeScriptSyntaxError) throw new SidebarError(`${error.message}. Fix the syntax there.`);
    throw new SidebarError(`${SIDEBARS_FILE} could not be run: ${(error as Error).message}.`);
  }
}

/**
 * Evaluates the text of sidebars.ts: TypeScript is stripped (type imports
 * included) and the default export read. The file is data: it may not
 * import anything at run time. Throws a {@link SidebarError} naming the
 * line of a syntax error, or what is wrong with the value.
 */
export function evaluateSidebars(text: string): SidebarDefinitions {
  const value = runSidebarsFile(text).default;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SidebarError(`${SIDEBARS_FILE} must export by default an object of sidebars: \`export default { docs: [ ... ] }\`.`);
  }
  for (const [id, items] of Object.entries(value)) {
    if (!Array.isArray(items)) throw new SidebarError(`${SIDEBARS_FILE}: sidebar "${id}" must be a list of entries (an array).`);
    items.forEach((item, index) => checkEntry(item, `sidebar "${id}", entry ${index + 1}`));
  }
  return value as SidebarDefinitions;
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Throws a {@link SidebarError} naming the entry (`where`) when it is not one of the shapes of SidebarItemDefinition. */
function checkEntry(item: unknown, where: string): void {
  const wrong = (what: string) => new SidebarError(`${SIDEBARS_FILE}: ${where} ${what}`);
  if (typeof item === "string") {
    if (!isText(item)) throw wrong('is an empty doc id: write the guide\'s id, such as "overview".');
    return;
  }
  if (typeof item !== "object" || item === null || Array.isArray(item))
    throw wrong(`is ${JSON.stringify(item)}: write a doc id ("overview") or an object with a type of "doc", "link" or "category".`);
  const entry = item as Record<string, unknown>;
  switch (entry.type) {
    case "doc":
      if (!isText(entry.id)) throw wrong('(type "doc") has no id: add id: "<guide id>".');
      return;
    case "link":
      if (!isText(entry.label) || !isText(entry.href)) throw wrong('(type "link") needs both a label and an href.');
      return;
    case "category":
      if (!isText(entry.label)) throw wrong('(type "category") has no label: add label: "<text>".');
      if (!Array.isArray(entry.items)) throw wrong(`(category "${entry.label}") has no items: add items: [ ... ].`);
      entry.items.forEach((child, index) => checkEntry(child, `${where} (category "${String(entry.label)}"), entry ${index + 1}`));
      return;
    default:
      throw wrong(`has type ${JSON.stringify(entry.type)}; allowed: "doc", "link" or "category".`);
  }
}

/** Reads and evaluates `sidebars.ts` in `siteRoot` (read again on every call, so an edit is seen at once). */
export const readSidebarsFile = (siteRoot: string): SidebarDefinitions =>
  evaluateSidebars(readFileSync(path.join(siteRoot, SIDEBARS_FILE), "utf8"));
