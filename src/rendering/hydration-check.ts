import { h, options, type VNode } from "preact";
import { renderToString } from "preact-render-to-string";

/**
 * A check of hydration for the browser tests. Preact, which renders the
 * production build (src/gatsby/preact.ts), hydrates the server's HTML
 * without saying where it differs from what the browser renders: it keeps
 * the server's attributes, quietly rewrites differing text and adds or
 * removes elements. React reported such differences; this does it for
 * Preact. While a page hydrates, it compares
 *
 * - each element's attributes with those the server rendering writes for
 *   the element's props (the same serializer, preact-render-to-string, on
 *   the props the browser rendered);
 * - the page's text before and after;
 * - the elements added or removed.
 *
 * Each difference is one line of one console error. The browser tests turn
 * it on (`window.__checkHydration`, see gatsby-browser.tsx) and fail on any
 * console error; readers' browsers never load it.
 */

/** The first words of the console error that lists the differences. */
export const HYDRATION_MISMATCH = "The page's server HTML differs from what the browser renders:";

/** What Preact keeps on a vnode once rendered: its DOM node, under its mangled name (`_dom` in Preact's source). */
interface RenderedVNode extends VNode {
  __e?: Node | null;
}

const SVG = "http://www.w3.org/2000/svg";

/** How an element is named in a report: `<h1 id="x">`, `<span class="a b">`. */
export function nameOf(element: Element): string {
  const id = element.getAttribute("id");
  const className = element.getAttribute("class");
  const name = element.localName;
  if (id) return `<${name} id="${id}">`;
  if (className) return `<${name} class="${className}">`;
  return `<${name}>`;
}

/** Where {@link serverAttributes} parses the markup: one element for every call (a page has thousands of elements). */
let parser: HTMLTemplateElement | undefined;

/** The attributes the server rendering writes for an element of this type with these props, as name → value. */
export function serverAttributes(type: string, props: Record<string, unknown>, inSvg: boolean): Map<string, string> {
  const element = h(type, { ...props, children: null, dangerouslySetInnerHTML: undefined }) as VNode<object>;
  const markup = renderToString(inSvg && type !== "svg" ? h("svg", null, element) : element);
  parser ??= document.createElement("template");
  parser.innerHTML = markup;
  let parsed = parser.content.firstElementChild;
  if (parsed && inSvg && type !== "svg") parsed = parsed.firstElementChild;
  const attributes = new Map<string, string>();
  for (const attribute of parsed?.attributes ?? []) attributes.set(attribute.name, attribute.value);
  return attributes;
}

/** How an element's attributes differ from what the server writes for its props: one line each. */
export function attributeDifferences(element: Element, props: Record<string, unknown>): string[] {
  const expected = serverAttributes(element.localName, props, element.namespaceURI === SVG);
  const lines: string[] = [];
  for (const attribute of element.attributes) {
    const wanted = expected.get(attribute.name);
    if (wanted === undefined)
      lines.push(
        `${nameOf(element)}: attribute ${attribute.name}="${attribute.value}" is in the server's HTML, not in the browser's render`,
      );
    else if (wanted !== attribute.value)
      lines.push(
        `${nameOf(element)}: attribute ${attribute.name} is "${attribute.value}" in the server's HTML, "${wanted}" in the browser's render`,
      );
  }
  for (const [name, value] of expected)
    if (!element.hasAttribute(name))
      lines.push(`${nameOf(element)}: attribute ${name}="${value}" is in the browser's render, not in the server's HTML`);
  return lines;
}

/** Where two texts first differ, with some text around it on each side. */
export function textDifference(before: string, after: string): string | undefined {
  if (before === after) return undefined;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, start - 30), start + 50));
  return `text: the server's HTML reads ${around(before)}, the browser's render ${around(after)}`;
}

/** The elements a list of DOM changes added or removed, one line each. */
export function elementChanges(records: readonly MutationRecord[]): string[] {
  const lines: string[] = [];
  for (const record of records) {
    for (const node of record.addedNodes)
      if (node instanceof Element) lines.push(`${nameOf(node)} was added: it is in the browser's render, not in the server's HTML`);
    for (const node of record.removedNodes)
      if (node instanceof Element) lines.push(`${nameOf(node)} was removed: it is in the server's HTML, not in the browser's render`);
  }
  return lines;
}

/**
 * Runs `hydrate` (which hydrates `container`, at once or in slices that
 * end when `whenHydrated` calls back) and reports on the console every
 * difference between the server's HTML and what was rendered. Returns what
 * `hydrate` returned.
 */
export function hydrateAndCheck<T>(
  container: Element,
  hydrate: () => T,
  whenHydrated: (callback: () => void) => void = (callback) => callback(),
): T {
  const lines: string[] = [];
  const textBefore = container.textContent ?? "";
  const observer = new MutationObserver(() => {});
  observer.observe(container, { childList: true, subtree: true });
  const previousDiffed = options.diffed;
  options.diffed = (vnode: RenderedVNode) => {
    const node = vnode.__e;
    if (typeof vnode.type === "string" && node instanceof Element && container.contains(node))
      lines.push(...attributeDifferences(node, vnode.props as Record<string, unknown>));
    previousDiffed?.(vnode);
  };
  const detach = () => {
    options.diffed = previousDiffed;
    observer.disconnect();
  };
  let result: T;
  try {
    result = hydrate();
  } catch (error) {
    detach();
    throw error;
  }
  whenHydrated(() => {
    const records = observer.takeRecords();
    detach();
    lines.push(...elementChanges(records));
    const text = textDifference(textBefore, container.textContent ?? "");
    if (text) lines.push(text);
    if (lines.length > 0) console.error(`${HYDRATION_MISMATCH}\n${lines.map((line) => `- ${line}`).join("\n")}`);
  });
  return result;
}
