export interface BenchArgs {
  /** The first of `baselines`, which decides; null without any. */
  baseline: string | null;
  baselines: string[];
  runs: number;
  pages: string[] | null;
}
export function parseBenchArgs(argv: readonly string[], env?: Record<string, string | undefined>): BenchArgs;

export interface BudgetPage {
  name: string;
  path: string;
  totalKB: number;
}
export function selectPages<P extends BudgetPage>(budgetPages: readonly P[], paths: readonly string[] | null): P[];
export function median(values: readonly number[]): number;

export interface Budgets {
  lighthouse: { performance: { target: number; min: number }; accessibility: number; bestPractices: number; seo: number; cls: number };
  initialJsKB: number;
}
export interface PageFigures extends BudgetPage {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  bytes: { js: number; total: number };
  /** The page's initial scripts, gzip bytes, counted from the build. */
  initialJsGzip: number;
  failedAudits?: string[];
}
export function pageBudgetChecks(
  page: PageFigures,
  budgets: Budgets,
  comparison?: { baselinePerformance?: number },
): { failures: string[]; warnings: string[] };

export interface Tolerance {
  worseRatio: number;
  tbtFloorMs: number;
  lcpFloorMs: number;
  bytesFloor: number;
  scorePoints: number;
  /** How much the initial scripts may grow against the baseline (1: not at all); `worseRatio` when left out. */
  initialJsWorseRatio?: number;
}
export type FigureKind = "time" | "score" | "bytes";
export interface ComparedFigure {
  key: "tbtMs" | "lcpMs" | "performance" | "jsBytes" | "totalBytes" | "initialJsGzip";
  label: string;
  kind: FigureKind;
  floor?: "tbtFloorMs" | "lcpFloorMs" | "bytesFloor";
  /** The tolerance's own ratio for this figure, instead of `worseRatio`. */
  ratio?: "initialJsWorseRatio";
}
export const COMPARED: readonly ComparedFigure[];
export type BuildFigures = Record<ComparedFigure["key"], number>;
export function ratio(current: number, baseline: number): number;
export function isWorse(figure: ComparedFigure, baseline: number, current: number, tolerance: Tolerance): boolean;
export interface ComparisonRow {
  key: ComparedFigure["key"];
  label: string;
  kind: FigureKind;
  baseline: number;
  current: number;
  ratio: number;
  worse: boolean;
}
export function comparePage(
  page: { name: string; path: string },
  baseline: BuildFigures,
  current: BuildFigures,
  tolerance: Tolerance,
): { rows: ComparisonRow[]; failures: string[] };
export function formatFigure(kind: FigureKind, value: number): string;
export function formatRatio(value: number): string;
export function comparisonTable(
  compared: readonly { page: { name: string; path: string }; rows: readonly ComparisonRow[] }[],
): Record<string, string>[];
export function markdownTable(rows: readonly Record<string, string | number>[]): string;
