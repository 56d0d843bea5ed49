/**
 * Webpack loader for the guides' MDX files in `gatsby develop`, run before
 * gatsby-plugin-mdx's own loader.
 *
 * gatsby-plugin-mdx compiles a guide from its node's body, not from what
 * webpack read. When that fails (an unclosed tag, say), it hands webpack the
 * file as it is, and webpack reads MDX as JavaScript: "Failed to compile"
 * (a syntax error at the front matter's `---`) over every page of the
 * preview, not only the guide, until createPages has left the guide's page
 * out, and for good when webpack compiled the file after that. What this
 * loader returns is what gatsby-plugin-mdx hands on instead: a component
 * that says the guide does not compile. The problem itself is reported by
 * the site's own check, in the terminal and the preview's problems panel
 * (src/gatsby/build-problems.ts). A guide that compiles never shows it:
 * gatsby-plugin-mdx then returns its own compiled guide.
 */
const FALLBACK = [
  'import * as React from "react";',
  "",
  "export default function GuideThatDoesNotCompile() {",
  '  return React.createElement("p", { role: "alert" }, "This guide does not compile: the problems panel and the terminal say where.");',
  "}",
  "",
].join("\n");

module.exports = function guideFallback() {
  return FALLBACK;
};
