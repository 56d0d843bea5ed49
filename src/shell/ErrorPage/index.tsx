import { useDocumentTitle } from "../../state/document-title";
import { ErrorBoundary, type ErrorFallbackProps } from "../../ui/ErrorBoundary";
import { ErrorPageBody } from "../ErrorPageContent/part";
import { Layout } from "../Layout";

/** Title of the page shown when a page crashes outside its content area. */
export const PAGE_ERROR_TITLE = "Page Error";

/**
 * Whole-page fallback for a crash that the layout's own boundary did not
 * catch (for example in the navbar). Tries to keep the site's navigation
 * around the message; if the layout itself is what crashes, shows the
 * message alone.
 */
export function ErrorPage({ error, tryAgain }: ErrorFallbackProps) {
  useDocumentTitle(PAGE_ERROR_TITLE);
  const content = <ErrorPageBody error={error} tryAgain={tryAgain} />;
  return (
    <ErrorBoundary fallback={() => <main>{content}</main>}>
      <Layout>{content}</Layout>
    </ErrorBoundary>
  );
}
