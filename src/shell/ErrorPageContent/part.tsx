import { Suspense } from "react";
import { pagePart } from "../../rendering/page-parts";
import type { ErrorFallbackProps } from "../../ui/ErrorBoundary";

/** What a crash shows until the crash screen's code is there, or when it cannot be downloaded: the error and a way to retry. */
function CrashNotice({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <div role="alert">
      <h1>This page crashed.</h1>
      <p>{error.message}</p>
      <button type="button" className="button-primary" onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}

/**
 * The crash screen's body, loaded on demand (a frame part, src/shell/shell-parts.ts, so it is there
 * once the page has hydrated). Its download never fails the crash screen: the notice stands in.
 */
export const ErrorPageContentPart = pagePart<ErrorFallbackProps>(() =>
  import(".").then(
    (m) => m.ErrorPageContent,
    () => CrashNotice,
  ),
);

/** The crash screen's body, with the notice while its code downloads. */
export function ErrorPageBody({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <Suspense fallback={<CrashNotice error={error} tryAgain={tryAgain} />}>
      <ErrorPageContentPart.Component error={error} tryAgain={tryAgain} />
    </Suspense>
  );
}
