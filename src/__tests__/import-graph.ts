import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The modules of a tree and what each imports (static, type-only and
 * dynamic imports alike), read with TypeScript's own pre-processor; only
 * imports of the tree's own files count (`./x`, `../y/index`).
 */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED = new Set(["node_modules", "__tests__", "generated", "public", ".cache"]);

/** The TypeScript files of a tree, without tests, generated files and type declarations. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(file);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The file an import names, if it is one of `files`. */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...[".ts", ".tsx"].map((e) => base + e), ...["index.ts", "index.tsx"].map((i) => path.join(base, i))];
  return candidates.find((c) => files.has(c)) ?? null;
}

export function importGraph(roots: readonly string[]): ImportGraph {
  const files = roots.flatMap(sourceFiles);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName, known) ?? []);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every import circle: groups of two or more modules that import each other, directly or not (Tarjan's algorithm). */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/**
 * A layer of the tree. Its units are folders or files (relative to the root);
 * a module belongs to the unit that holds it most closely.
 */
export interface Layer {
  name: string;
  units: readonly string[];
  /**
   * For a layer whose units are features: the only imports one unit may make
   * of another, as `"from -> to"`. Without it, the layer's units import each
   * other freely (they are libraries; import circles are checked apart).
   */
  crossings?: readonly string[];
}

export interface LayerReport {
  /** Imports that break the order, one line each: `from -> to: why`. */
  violations: string[];
  /** Listed crossings no import makes any more. */
  unusedCrossings: string[];
}

/**
 * Checks a graph against layers listed from the bottom up: a module may import
 * its own unit and any unit of a lower layer; another unit of its own layer
 * only along a listed crossing; never a higher layer. A module in no unit is
 * reported too, so that a new folder is given its place.
 */
export function checkLayers(graph: ImportGraph, root: string, layers: readonly Layer[]): LayerReport {
  const units = layers.flatMap((layer, level) => layer.units.map((unit) => ({ unit, level, layer })));
  const placeOf = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join("/");
    const holders = units.filter(({ unit }) => relative === unit || relative.startsWith(`${unit}/`));
    return { relative, place: holders.sort((a, b) => b.unit.length - a.unit.length)[0] };
  };
  const violations: string[] = [];
  const used = new Set<string>();
  for (const [file, targets] of graph) {
    const from = placeOf(file);
    if (!from.place) {
      violations.push(`${from.relative}: in no layer`);
      continue;
    }
    for (const target of targets) {
      const to = placeOf(target);
      if (!to.place || to.place.unit === from.place.unit || to.place.level < from.place.level) continue;
      const line = `${from.relative} -> ${to.relative}`;
      if (to.place.level > from.place.level) {
        violations.push(`${line}: ${from.place.layer.name} imports ${to.place.layer.name}, a layer above`);
        continue;
      }
      const crossings = from.place.layer.crossings;
      if (!crossings) continue;
      const crossing = `${from.place.unit} -> ${to.place.unit}`;
      if (crossings.includes(crossing)) used.add(crossing);
      else violations.push(`${line}: ${crossing} is not a listed crossing of ${from.place.layer.name}`);
    }
  }
  const unusedCrossings = layers.flatMap((layer) => (layer.crossings ?? []).filter((crossing) => !used.has(crossing)));
  return { violations, unusedCrossings };
}
