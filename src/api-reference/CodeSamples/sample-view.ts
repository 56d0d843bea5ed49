/** A code sample as a page holds it, and what rewrites samples (types only, shared by the tabs and the More panel). */

export interface CodeSampleView {
  id: string;
  label: string;
  prism: string;
  /** Made at build time with the highlighter, which stays out of the page's JavaScript. */
  languageLabel: string;
  html: string;
  /** Generated from the request (not hand-written), so it can follow the API console's inputs. */
  live: boolean;
}

/**
 * Writes samples again for other values: the API console hands one to the
 * page while it is open, so that every sample, tab or "More", shows the
 * console's request. Hand-written samples come back as they are.
 */
export type SampleRewrite = (samples: readonly CodeSampleView[]) => readonly CodeSampleView[];
