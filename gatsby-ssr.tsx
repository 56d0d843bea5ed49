import { type GatsbySSR, withPrefix } from "gatsby";
import React from "react";
import siteConfig from "./site.config";
import { BaseUrlIssueBanner } from "./src/base-url/BaseUrlIssueBanner";
import { createCodeThemeCss } from "./src/code/prism-theme-css";
import { PAGE_PATH_ATTRIBUTE, pageIndependentLoaderScript } from "./src/deploy/page-independent-scripts";
import { createPrePaintScript } from "./src/pre-paint/initial-state";
import { isSearchShortcut } from "./src/search/search-shortcuts";
import { createPrePaintInput } from "./src/pre-paint/pre-paint-input";
import { siteHeadTags } from "./src/shell/Seo";

export { wrapPageElement } from "./src/wrap-page-element";
export { wrapRootElement } from "./src/wrap-root-element";

const prePaintScript = createPrePaintScript(createPrePaintInput(siteConfig), isSearchShortcut);
const codeThemeCss = createCodeThemeCss();

/** Without JavaScript, show every tab panel (code samples) one after another and hide tab bars. */
const NOSCRIPT_CSS = "[data-noscript-reveal][hidden]{display:block!important}[data-js-only]{display:none!important}";

/** Gatsby's per-page loader script, made the same on every page (see src/deploy/page-independent-scripts.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents() as React.ReactElement[];
  replacePostBodyComponents(
    components.map((component) => {
      const props = component?.props as { id?: string; dangerouslySetInnerHTML?: { __html: string } } | undefined;
      if (props?.id !== "gatsby-script-loader" || !props.dangerouslySetInnerHTML) return component;
      const { script, pagePath } = pageIndependentLoaderScript(props.dangerouslySetInnerHTML.__html);
      return React.cloneElement(component, { [PAGE_PATH_ATTRIBUTE]: pagePath, dangerouslySetInnerHTML: { __html: script } });
    }),
  );
};

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
    // What every page's head has alike: icons, manifest, theme colour, the site's card (the page's own tags are its Head's).
    ...siteHeadTags(withPrefix),
  ]);
  setPreBodyComponents([
    // Runs before anything in <body> is painted: applies the stored theme and
    // the announcement-bar dismissal, so the first paint is already right.
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript }} />,
    // Production pages only: `gatsby develop` serves one empty shell for every address, which the check would misread.
    ...(process.env.NODE_ENV === "production"
      ? [<BaseUrlIssueBanner key="base-url-issue" pathname={pathname} baseUrl={siteConfig.site.baseUrl} />]
      : []),
  ]);
};
