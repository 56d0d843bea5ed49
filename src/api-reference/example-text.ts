import { isJsonObject } from "../json/json-values";
import { scalar } from "./code-samples/request-model";

/** An example written as its media type sends it, with the code block's language and label. */
export interface ExampleText {
  /** The highlighter's language. */
  language: string;
  /** The language as the code block names it. */
  label: string;
  text: string;
}

const FORM = "application/x-www-form-urlencoded";

/** A value of a form body, encoded: a space is `+`, as forms send it. */
const formValue = (value: unknown) => encodeURIComponent(scalar(value)).replace(/%20/g, "+");
/** A form key with its brackets as the service's parser (Express's `qs`) reads them, the rest encoded. */
const formKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, "[").replace(/%5D/gi, "]");

/**
 * A form body's fields in bracket notation, as the description says the service reads them: a list
 * of values repeats its key (`postcodes[]=A&postcodes[]=B`), a list of objects gives each field with
 * the item's index (`geolocations[0][longitude]=…`), an object each field (`point[latitude]=…`).
 */
export function formEncoded(body: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const items = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : [[null, value] as const];
    for (const [index, item] of items) {
      const at = index !== null && isJsonObject(item) ? `${key}[${index}]` : key;
      if (isJsonObject(item)) for (const [field, x] of Object.entries(item)) pairs.push(`${formKey(`${at}[${field}]`)}=${formValue(x)}`);
      else pairs.push(`${formKey(at)}=${formValue(item)}`);
    }
  }
  return pairs.join("&");
}

/**
 * An example as the request or answer of its media type holds it: a form body form-encoded (a block
 * labelled form-encoded showed it as JSON), anything else as JSON.
 */
export function exampleText(value: unknown, mediaType: string): ExampleText {
  if (isForm(mediaType) && isJsonObject(value)) return { ...FORM_LANGUAGE, text: formEncoded(value) };
  return { ...JSON_LANGUAGE, text: JSON.stringify(value ?? null, null, 2) };
}

const FORM_LANGUAGE = { language: "text", label: "Form" };
const JSON_LANGUAGE = { language: "json", label: "JSON" };
const isForm = (mediaType: string) => mediaType.split(";")[0].trim().toLowerCase() === FORM;

/** The code block's language and label for an example of `mediaType` (see {@link exampleText}). */
export const exampleLanguage = (mediaType: string): Omit<ExampleText, "text"> => (isForm(mediaType) ? FORM_LANGUAGE : JSON_LANGUAGE);
