import { EDITION_BUILT_ATTRIBUTE, ROUTER_ATTRIBUTE } from "../../navigation/edition-address";
import { dataScripts } from "../../navigation/data-scripts";

/** What the edition's one HTML page is made of, every address relative to it. */
export interface ShellInput {
  lang: string;
  dir: "ltr" | "rtl";
  /** The colour mode before the pre-paint script runs (it applies the stored one). */
  defaultTheme: string;
  title: string;
  description: string;
  favicon: string;
  /** The site's stylesheet ("styles.1a2b.css"). */
  stylesheet: string;
  /** CSS generated at build time that the site inlines (the code themes). */
  inlineCss: string;
  /** Gatsby's bundles in the order the site loads them (webpack runtime, framework, app). */
  scripts: string[];
  /** The day the edition is built, "2026-11-28": the footer says it beside the version. */
  builtOn: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * The edition's index.html. Every script is a file, none inline, so a
 * Content-Security-Policy with `script-src 'self'` allows it. The pre-paint
 * script loads first and blocks rendering: the stored colour mode applies
 * before anything is painted, as on the site.
 */
export function editionIndexHtml(input: ShellInput): string {
  const scripts = input.scripts.map((src) => `<script src="${escapeAttribute(src)}" defer></script>`).join("");
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeAttribute(input.lang)}" dir="${input.dir}" data-theme="${escapeAttribute(input.defaultTheme)}" ${ROUTER_ATTRIBUTE}="hash" ${EDITION_BUILT_ATTRIBUTE}="${escapeAttribute(input.builtOn)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(input.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(input.description)}">`,
    `<link rel="icon" href="${escapeAttribute(input.favicon)}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${escapeAttribute(input.stylesheet)}">`,
    `<style>${input.inlineCss.replace(/<\/style/gi, "<\\/style")}</style>`,
    `<script src="${dataScripts.prePaint.file}"></script>`,
    `<script src="${dataScripts.routes.file}"></script>`,
    scripts,
    "</head>",
    "<body>",
    `<noscript><p>This offline edition of the documentation needs JavaScript.</p></noscript>`,
    '<div id="___gatsby"></div>',
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
