import { docPath } from "../../navigation/doc-paths";
import type { PagesData } from "../build-problems";

type Operation = PagesData["allOpenApiOperation"]["nodes"][number];

const guide = (docId: string, frontmatter: Partial<PagesData["allMdx"]["nodes"][number]["frontmatter"]> = {}) => ({
  id: `mdx-${docId}`,
  fields: { docId, path: docPath(docId), sourcePath: `content/docs/${docId}.mdx`, frontmatterProblems: [] },
  frontmatter: { title: docId, sidebar_label: null, unlisted: null, schema: null, operation: null, ...frontmatter },
  internal: { contentFilePath: `/site/content/docs/${docId}.mdx` },
});

export const operation = (slug: string, extra: Partial<Operation> = {}): Operation => ({
  id: `op-${slug}`,
  slug,
  pointer: `#/paths/~1${slug}/get`,
  file: "openapi/openapi.yaml",
  operationId: slug,
  method: "get",
  path: `/${slug}`,
  codeSampleValues: null,
  parameters: [],
  responses: [{ status: "200", content: [{ examples: [{ name: "ok", value: { status: 200 }, generated: false }] }] }],
  ...extra,
});

/** The data of createPages' query for a tiny site: four guides, two operations, one tag, three schemas. */
export const pagesData = (): PagesData => ({
  allMdx: {
    nodes: [
      guide("index"),
      guide("overview"),
      guide("postcode/lookup", { operation: "lookup-postcode" }),
      guide("postcode/schema", { schema: "Postcode" }),
    ],
  },
  allSidebar: { nodes: [] },
  openApiStatus: { problems: [], warnings: [] },
  apiSidebar: { firstLink: { href: "/docs/api/api-reference-postcodes-io", label: "Introduction" } },
  allOpenApiOperation: { nodes: [operation("lookup-postcode"), operation("ping")] },
  allOpenApiTag: { nodes: [{ id: "tag-postcodes", slug: "postcodes", name: "Postcodes" }] },
  allOpenApiSchema: {
    nodes: [
      {
        name: "Postcode",
        refs: ["Codes"],
        schema: { type: "object", properties: { postcode: { type: "string" }, codes: { $ref: "#/components/schemas/Codes" } } },
      },
      { name: "Codes", refs: [], schema: { type: "object", properties: { admin_district: { type: "string" } } } },
      { name: "Unused", refs: [], schema: { type: "object" } },
    ],
  },
  openApiSpec: { id: "spec", publishedFiles: ["/openapi.yaml", "/openapi.json"] },
});

/** sidebars.ts of the tiny site. */
export const docSidebars = {
  docs: ["overview", { type: "category" as const, label: "Postcodes", items: ["postcode/lookup", "postcode/schema"] }],
};
