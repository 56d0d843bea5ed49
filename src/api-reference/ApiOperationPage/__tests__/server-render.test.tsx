/**
 * @jest-environment node
 */
import path from "node:path";
import { setStaticQueryData } from "../../../../test-utils/gatsby-mock";
import { renderWhenReady } from "../../../../test-utils/render-when-ready";
import { buildApiRecords, loadSpec, renderMarkdown } from "../../../../plugins/gatsby-source-openapi";
import { buildApiSidebar } from "../../api-sidebar";
import { SAMPLE_LANGUAGES } from "../../code-samples/languages";
import { errorMessages, operationView } from "../../operation-view";
import { resolveSidebar } from "../../../sidebars/resolve-sidebar";
import { wrapPageElement } from "../../../wrap-page-element";
import { wrapRootElement } from "../../../wrap-root-element";
import { TryIt } from "../../../api-console/TryIt";
import { ApiOperationPage } from "..";

describe("server rendering of the whole API reference", () => {
  it("renders every operation of our description to complete static HTML", async () => {
    const loaded = await loadSpec(path.resolve("openapi/openapi.yaml"));
    const records = buildApiRecords({ ...loaded, renderMarkdown });
    const schemas = new Map(records.schemas.map((s) => [s.name, s.schema]));
    const sidebar = resolveSidebar("api", buildApiSidebar(records.tags, records.operations), new Map(), "test").items;
    // One object answers every static query of the page: navigation data and the API sidebar.
    setStaticQueryData({
      allSidebar: { nodes: [{ sidebarId: "docs", firstLink: { href: "/docs/overview", label: "Overview" } }] },
      allMdx: { nodes: [] },
      sidebar: { items: sidebar },
    });

    expect(records.operations).toHaveLength(19);
    for (const op of records.operations) {
      const location = { pathname: `/docs/api/${op.slug}` };
      const page = <ApiOperationPage operation={operationView(op)} schemas={schemas} tags={records.tags} TryIt={TryIt} />;
      const html = await renderWhenReady(<>{wrapRootElement({ element: wrapPageElement({ element: page, props: { location } }) })}</>);

      // Everything a reader needs is in the HTML: path, every parameter, every status, every tab's sample; the
      // "More" languages are named in their menu and their samples load when chosen, so the HTML stays small.
      expect(html).toContain(op.summary.replace(/&/g, "&amp;"));
      for (const parameter of op.parameters.filter((p) => !p.aliasOf))
        expect(html).toContain(`id="param-${parameter.location}-${parameter.name}"`);
      for (const response of op.responses) expect(html).toContain(`id="response-${response.status}"`);
      for (const { label, placement } of SAMPLE_LANGUAGES) {
        if (placement === "tab") expect(html).toContain(`>Request: ${label}<`);
        else expect(html).not.toContain(`>Request: ${label}<`);
        expect(html).toContain(`>${label}</`);
      }
      for (const { message } of errorMessages(op.responses))
        expect(html).toContain(JSON.stringify(message).slice(1, -1).replace(/&/g, "&amp;"));
      // The API sidebar, with this operation marked as the current page.
      expect(html).toContain('aria-label="API reference"');
      expect(html).toMatch(new RegExp(`<a href="/docs/api/${op.slug}"[^>]*aria-current="page"`));
      expect(html).not.toContain("This page crashed");
    }
  });
});
