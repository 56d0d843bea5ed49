import React from "react";
import { API_BASE_PATH, apiOperationPath } from "../../navigation/api-paths";
import { inputsToSearch } from "../../navigation/console-address";
import { useApiPages } from "../../api-reference/use-api-pages";
import { Admonition } from "../Admonition";
import { CodeBlock } from "../../ui/CodeBlock";
import { Link } from "../../ui/Link";
import { ShownWhenRead } from "../../ui/ShownWhenRead";
import { anchorHref } from "../../navigation/edition-address";
import { SidebarCards } from "../SidebarCards";
import * as styles from "./request-links.module.css";
import { GUIDE_COMMAND_WEIGHT } from "../../search/search-weights";

/** Stands in for <SchemaFields /> in a guide without `schema:` front matter, saying what to add. */
function MissingSchemaFrontmatter(): React.ReactNode {
  throw new Error("<SchemaFields /> needs `schema: <Name>` in the guide's front matter, naming a schema of the OpenAPI description.");
}

/** Plain text of React children (for accessible names). */
export function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

function heading(Tag: "h2" | "h3" | "h4") {
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id && (
          // For pointer users who want to copy the address; keyboards and screen
          // readers reach headings through the table of contents instead.
          // Not indexed (the search's section titles would end in "#"), and not in the twin, for people only.
          <a
            className="hash-link"
            href={anchorHref(id)}
            title={`Direct link to ${textOf(children)}`}
            aria-hidden="true"
            tabIndex={-1}
            data-search-ignore=""
            data-markdown-ignore=""
          >
            #
          </a>
        )}
      </Tag>
    );
  }
  Heading.displayName = `Mdx${Tag.toUpperCase()}`;
  return Heading;
}

type PreProps = React.HTMLAttributes<HTMLPreElement> & {
  /** The request an `http` block shows, "METHOD /path" (src/guides/mdx/rehype-highlight-code.ts). */
  "data-request"?: string;
  /** The request's query string as the block shows it ("lon={longitude}&lat={latitude}"). */
  "data-request-query"?: string;
  /** The JSON body the guide gives right after the request, when it gives one. */
  "data-request-body"?: string;
  "data-language"?: string;
  "data-language-label"?: string;
  "data-title"?: string;
  /** The highlighted code as HTML (src/guides/mdx/rehype-highlight-code.ts); code without it is shown as its children. */
  html?: string;
};

/**
 * A link in a guide. Links into the API reference are plain links; only when
 * the build uses another API's description (OPENAPI_SPEC) and that page
 * does not exist does the link become text, so guides still build.
 */
function GuideLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const apiPages = useApiPages();
  if (!apiPages.ownSpec && href.startsWith(`${API_BASE_PATH}/`) && !apiPages.exists(href)) return <>{children}</>;
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/**
 * Under a request a guide shows: its operation's reference page and its Try it, where the reader is
 * looking at the request. Nothing when no operation of the description is that request.
 */
function RequestLinks({ request, query = "", body }: { request: string; query?: string; body?: string }) {
  const operation = useApiPages().operationFor(request);
  if (!operation) return null;
  const page = apiOperationPath(operation.slug);
  // The console opens on this request: the query's values as shown, its {placeholders} as their examples, and the body
  // the guide gives (the console picks the variant it fits).
  const values: Record<string, string> = {};
  const named: string[] = [];
  for (const [name, value] of new URLSearchParams(query))
    if (/^\{[^}]*\}$/.test(value)) named.push(`query.${name}`);
    else values[`query.${name}`] = value;
  const tryAddress = `${page}${inputsToSearch({ values, ...(body !== undefined ? { body: body.trim() } : {}) }, { named })}`;
  return (
    // The twin's request is followed by nothing: these are the page's ways on, for people (data-markdown-ignore).
    <p className={styles.links} data-search-ignore="" data-markdown-ignore="">
      <Link to={page}>{operation.summary}</Link>
      <span aria-hidden="true"> in the API reference · </span>
      <Link to={tryAddress} aria-label={`Try it: ${operation.summary}`}>
        Try it
      </Link>
    </p>
  );
}

/** Code readers look for by its words: a guide's commands, requests and configuration files ("docker compose up", POST /postcodes, POSTGRES_DB). */
const SEARCHED_CODE: ReadonlySet<string> = new Set(["bash", "sh", "shell", "console", "yaml", "dotenv", "ini", "http"]);

/** One component map for all prose: guides and Markdown on other pages. */
export const mdxComponents = {
  a: GuideLink,
  pre: ({ children, html, ...props }: PreProps) => {
    const code = React.isValidElement<{ children?: React.ReactNode }>(children) ? children.props.children : children;
    const request = props["data-request"];
    return (
      <>
        <CodeBlock
          language={props["data-language"] ?? "plain"}
          languageLabel={props["data-language-label"] ?? "Text"}
          title={props["data-title"]}
          html={html}
          searchWeight={SEARCHED_CODE.has(props["data-language"] ?? "") ? GUIDE_COMMAND_WEIGHT : undefined}
        >
          {html === undefined ? code : undefined}
        </CodeBlock>
        {request && <RequestLinks request={request} query={props["data-request-query"]} body={props["data-request-body"]} />}
      </>
    );
  },
  table: (props: React.TableHTMLAttributes<HTMLTableElement>) => (
    // Wide tables scroll sideways, with a shade at the edge that has more; the wrapper takes focus so keyboards can scroll it.
    // Shown once read whole: a table painted from its first rows moved its cells when the rest arrived.
    <ShownWhenRead className="table-wrapper scroll-cue" tabIndex={0}>
      <table {...props} />
    </ShownWhenRead>
  ),
  // A header cell's words stay apart from the next cell's in text read without layout ("ParameterDefault"): the
  // space does it, and shows nowhere.
  th: ({ children, ...props }: React.ThHTMLAttributes<HTMLTableCellElement>) => <th {...props}>{children} </th>,
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  Admonition,
  SidebarCards,
  // <SchemaFields /> is provided by the schema-doc-page template, to field-reference guides only.
  SchemaFields: MissingSchemaFrontmatter,
};
