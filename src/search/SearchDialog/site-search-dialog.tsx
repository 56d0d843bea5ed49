import { POSTCODE_INPUT_KINDS } from "../../input-kinds/postcode-input-kinds";
import SearchDialog, { type SearchDialogProps } from ".";

/** What the navbar hands the dialog: everything but the input kinds, which this module adds. */
export type SiteSearchDialogProps = Omit<SearchDialogProps, "inputKinds">;

/**
 * The search dialog as this site uses it, and the entry of its chunk: the
 * generic dialog with the input kinds of our description, so that typing a
 * postcode or an outward code offers to look it up (the API console does
 * the same with `inputKinds`).
 */
export default function SiteSearchDialog(props: SiteSearchDialogProps) {
  return <SearchDialog {...props} inputKinds={POSTCODE_INPUT_KINDS} />;
}
