/**
 * Kinds of value a parameter can hold beyond its schema (`x-input-kind` in
 * the description). The console is generic: the site hands it the kinds it
 * knows, and a parameter of any other kind is plain text.
 */
export interface InputKind {
  /** What the value should be, for the field's hint ("UK postcode"). */
  label: string;
  /** Checks the text as typed: its normalised form, or why it is not of this kind. */
  check(text: string): InputKindCheck;
  /**
   * Whether a value of this kind, typed as a search query, can hardly be
   * meant as anything else (a full postcode), so that looking it up is the
   * search's first answer. A kind whose values also read as ordinary search
   * words (an outward code: "H1", "ES6") is offered after the results.
   */
  unmistakable: boolean;
}

export type InputKindCheck = { valid: true; normalised: string } | { valid: false; message: string };

export type InputKinds = Readonly<Record<string, InputKind>>;
