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

function sourceFiles(dir: string): string[] {
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
