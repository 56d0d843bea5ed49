import type { SchemaNode } from "../schema/schema-model";
import type { CodeSampleView, SampleRewrite } from "../CodeSamples";
import type { ParameterView } from "../ParameterList";

/**
 * An operation as its page's query gives it (types only): what the page,
 * its Try it section and the console's chunk read, in a module of its own so
 * that the console's chunk does not import the page it sits in.
 */

export interface ExampleView {
  name: string;
  summary: string | null;
  /** Request body examples only: the value, which the console starts from. */
  value?: unknown;
  descriptionHtml?: string | null;
  valueHtml: string;
  generated?: boolean;
}

/** A documented answer to a malformed value of an input kind (`x-invalid-input` on a response example). */
export interface InvalidInputAnswer {
  kind: string;
  status: string;
  body: unknown;
}

/** The documented answer when none of some groups of parameters is given whole (`x-required-inputs`). */
export interface MissingInputAnswer {
  groups: readonly (readonly string[])[];
  status: string;
  body: unknown;
}

export interface MediaView {
  mediaType: string;
  schema: unknown;
  examples: readonly ExampleView[];
}

export interface OperationView {
  slug: string;
  /** Found by the search (src/search/SearchMeta). */
  operationId?: string | null;
  /** Its shorter name in the sidebar (`x-sidebar-label`), one of the names the search knows the page by. */
  sidebarLabel?: string | null;
  method: string;
  path: string;
  summary: string;
  descriptionHtml: string | null;
  deprecated: boolean;
  tags: readonly string[];
  servers: readonly string[];
  parameters: readonly ParameterView[];
  requestBody: { required: boolean; descriptionHtml: string | null; content: readonly MediaView[] } | null;
  responses: readonly { status: string; descriptionHtml: string; content: readonly MediaView[] }[];
  samples: readonly CodeSampleView[];
  /** Languages of the samples' "More" menu, whose samples load on demand from {@link moreSamplesPath}. */
  moreSampleLanguages: readonly { id: string; label: string }[];
  /** The exact `error` strings the operation can return. */
  errorMessages: readonly { status: string; message: string }[];
  /** What the API console needs beyond the above: `x-sample-values`, the values the code samples use, which the console starts from; */
  codeSampleValues: { path?: unknown; query?: unknown } | null;
  sampleResponseKind: string;
  /** the documented answers to a malformed value of an input kind (`x-invalid-input`), the first of each kind. */
  invalidInputAnswers: readonly InvalidInputAnswer[];
  /** The answer when no group of `x-required-inputs` is given whole; null without one. */
  missingInputAnswer?: MissingInputAnswer | null;
  /** A GET's example request URL, opened as it is. */
  exampleUrl: string | null;
  /** The named schemas it uses that a guide describes field by field: the page names them and links there (schema-guides.ts). */
  schemaGuides?: readonly { name: string; path: string; title: string; within: readonly string[] }[];
}

/** The schema trees of an operation's request body and responses, in the order the page renders them. */
export interface OperationTrees {
  body: readonly (SchemaNode | null)[];
  responses: readonly (readonly (SchemaNode | null)[])[];
}

/**
 * What the page hands its Try it section, the console's entry. The page
 * does not import the console: its template gives it the section
 * (src/api-console/TryIt).
 */
export interface TryItProps {
  operation: OperationView;
  schemas: ReadonlyMap<string, unknown>;
  /** Receives what writes the page's code samples for the console's inputs, and null when it closes. */
  onSampleRewrite: (rewrite: SampleRewrite | null) => void;
  /** Where the page shows the console's column ({@link ConsolePlacement}), and how the console asks for another place. */
  placement: ConsolePlacement;
  onPlacement: (placement: ConsolePlacement) => void;
  /** Counts the presses of the Try it button at the top of the page (narrow screens): each opens the console, or brings it into view. */
  openRequests: number;
}

/**
 * Where the page puts the column of the console, samples and example: beside the reference on a wide
 * screen and after the parameters on a narrow one ("beside"); right after the introduction, when the
 * reader opened the console from its top ("top", narrow screens); or across the whole page, with the
 * request and the answer side by side ("wide", wide screens).
 */
export type ConsolePlacement = "beside" | "top" | "wide";
