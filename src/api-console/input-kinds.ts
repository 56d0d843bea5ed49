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
}

export type InputKindCheck = { valid: true; normalised: string } | { valid: false; message: string };

export type InputKinds = Readonly<Record<string, InputKind>>;
