import { POSTCODE_INPUT_KINDS } from "../../input-kinds/postcode-input-kinds";
import { ASKED_ABOUT_PAGES } from "../asked-about-pages";
import SearchDialog, { type SearchDialogProps } from ".";

/** What the navbar hands the dialog: everything but the input kinds, which this module adds. */
export type SiteSearchDialogProps = Omit<SearchDialogProps, "inputKinds" | "whenNothingFound">;

/**
 * The search dialog as this site uses it, and the entry of its chunk: the
 * generic dialog with the input kinds of our description, so that typing a
 * postcode or an outward code offers to look it up (the API console does
 * the same with `inputKinds`), and the pages readers ask about most,
 * offered when a search finds nothing.
 */
export default function SiteSearchDialog(props: SiteSearchDialogProps) {
  return <SearchDialog {...props} inputKinds={POSTCODE_INPUT_KINDS} whenNothingFound={ASKED_ABOUT_PAGES} />;
}
