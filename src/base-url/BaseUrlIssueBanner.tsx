import { BASE_URL_BANNER_ID, createBaseUrlCheckScript } from "./base-url-check";

const is404Page = (pathname: string) => /^\/?(404|500)(\/|\.html)?$/.test(pathname) || pathname.startsWith("/dev-404-page");

/**
 * Rendered into every page's static HTML, outside the React root: a hidden
 * red banner and the script that reveals it when the page is served under a
 * different base URL than the one configured.
 */
export function BaseUrlIssueBanner({ pathname, baseUrl }: { pathname: string; baseUrl: string }) {
  return (
    <>
      <div id={BASE_URL_BANNER_ID} role="alert" data-page-path={is404Page(pathname) ? undefined : pathname} hidden>
        <strong>This site did not load properly.</strong> It was built for the base URL <code>{baseUrl}</code> but is being served from{" "}
        <code data-base-url-suggestion="" />. Set <code>site.baseUrl</code> to <code data-base-url-suggestion="" /> in site.config.ts and
        build it again, or serve it from <code>{baseUrl}</code>.
      </div>
      <script dangerouslySetInnerHTML={{ __html: createBaseUrlCheckScript(baseUrl) }} />
    </>
  );
}
