/**
 * @jest-environment node
 */
import path from "node:path";
import { renderToString } from "react-dom/server";
import { setStaticQueryData } from "../../../../test-utils/gatsby-mock";
import { buildApiRecords, type OperationRecord } from "../../../../plugins/gatsby-source-openapi/src/build-records";
import { loadSpec } from "../../../../plugins/gatsby-source-openapi/src/load-spec";
import { renderMarkdown } from "../../../../plugins/gatsby-source-openapi/src/markdown";
import { buildApiSidebar } from "../../../api-reference/api-sidebar";
import { generateCodeSamples } from "../../../api-reference/code-samples/generate-code-samples";
import { sampleValuesOf } from "../../../api-reference/code-samples/request-model";
import type { Json } from "../../../api-reference/schema/schema-model";
import { highlightToHtml } from "../../../code/highlight";
import { errorMessages } from "../../../gatsby/api-resolvers";
import { resolveSidebar } from "../../../sidebars/sidebar-items";
import { wrapPageElement } from "../../../wrap-page-element";
import { wrapRootElement } from "../../../wrap-root-element";
import { ApiOperationPage, type OperationView } from "..";

/** The operation as the page query would return it (build-time fields included). */
function toView(op: OperationRecord): OperationView {
  const withHtml = (examples: { value: unknown }[]) =>
    examples.map((e) => ({ ...e, valueHtml: highlightToHtml(JSON.stringify(e.value, null, 2), "json") }));
  return {
    ...op,
    requestBody: op.requestBody && {
      ...op.requestBody,
      content: op.requestBody.content.map((m) => ({ ...m, examples: withHtml(m.examples) })),
    },
    responses: op.responses.map((r) => ({ ...r, content: r.content.map((m) => ({ ...m, examples: withHtml(m.examples) })) })),
    samples: generateCodeSamples({ ...op, sampleValues: sampleValuesOf(op.extensions) }, op.codeSamples),
    errorMessages: errorMessages(op.responses),
  } as unknown as OperationView;
}

describe("server rendering of the whole API reference", () => {
  it("renders every operation of our description to complete static HTML", async () => {
    const loaded = await loadSpec(path.resolve("openapi/openapi.yaml"));
    const records = buildApiRecords({ document: loaded.document, sourceFile: loaded.sourceFile, names: loaded.names, renderMarkdown });
    const schemas = new Map<string, Json>(records.schemas.map((s) => [s.name, s.schema as Json]));
    const sidebar = resolveSidebar("api", buildApiSidebar(records.tags, records.operations), new Map(), "test");
    // One object answers every static query of the page: navigation data and the API sidebar.
    setStaticQueryData({
      allSidebar: { nodes: [{ sidebarId: "docs", firstLink: { href: "/docs/overview", label: "Overview" } }] },
      allMdx: { nodes: [] },
      sidebar: { items: sidebar },
    });

    expect(records.operations).toHaveLength(19);
    for (const op of records.operations) {
      const location = { pathname: `/docs/api/${op.slug}` };
      const page = <ApiOperationPage operation={toView(op)} schemas={schemas} tags={records.tags} />;
      const html = renderToString(<>{wrapRootElement({ element: wrapPageElement({ element: page, props: { location } }) })}</>);

      // Everything a reader needs is in the HTML: path, every parameter, every status, every sample language.
      expect(html).toContain(op.summary.replace(/&/g, "&amp;"));
      for (const parameter of op.parameters.filter((p) => !p.aliasOf))
        expect(html).toContain(`id="param-${parameter.location}-${parameter.name}"`);
      for (const response of op.responses) expect(html).toContain(`id="response-${response.status}"`);
      for (const label of ["cURL", "JavaScript", "Node.js", "Python", "PHP", "Ruby", "Go", "Java", "C#"])
        expect(html).toContain(`Request: ${label}`);
      for (const { message } of errorMessages(op.responses))
        expect(html).toContain(JSON.stringify(message).slice(1, -1).replace(/&/g, "&amp;"));
      // The API sidebar, with this operation marked as the current page.
      expect(html).toContain('aria-label="API reference"');
      expect(html).toMatch(new RegExp(`<a href="/docs/api/${op.slug}"[^>]*aria-current="page"`));
      expect(html).not.toContain("This page crashed");
    }
  });
});
