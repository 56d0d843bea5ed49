import type { GatsbySSR } from "gatsby";
import React from "react";
import siteConfig from "./site.config";
import { BaseUrlIssueBanner } from "./src/base-url/BaseUrlIssueBanner";
import { createCodeThemeCss } from "./src/code/prism-theme-css";
import { createPrePaintScript } from "./src/pre-paint/initial-state";
import { createPrePaintInput } from "./src/pre-paint/pre-paint-input";

export { wrapPageElement } from "./src/wrap-page-element";
export { wrapRootElement } from "./src/wrap-root-element";

const prePaintScript = createPrePaintScript(createPrePaintInput(siteConfig));
const codeThemeCss = createCodeThemeCss();

/** Without JavaScript, show every tab panel (code samples) one after another and hide tab bars. */
const NOSCRIPT_CSS = "[data-noscript-reveal][hidden]{display:block!important}[data-js-only]{display:none!important}";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({
    lang: siteConfig.locale.htmlLang,
    dir: siteConfig.locale.direction,
    "data-theme": siteConfig.colorMode.defaultMode,
  } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  setHeadComponents([
    <style key="code-theme" dangerouslySetInnerHTML={{ __html: codeThemeCss }} />,
    <noscript key="noscript-css">
      <style dangerouslySetInnerHTML={{ __html: NOSCRIPT_CSS }} />
    </noscript>,
  ]);
  setPreBodyComponents([
    // Runs before anything in <body> is painted: applies the stored theme and
    // the announcement-bar dismissal, so the first paint is already right.
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />,
    <BaseUrlIssueBanner key="base-url-issue" pathname={pathname} baseUrl={siteConfig.site.baseUrl} />,
  ]);
};
