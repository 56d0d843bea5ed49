// Proves the API reference is not tied to our own description: builds a copy of the site with
// another valid OpenAPI file as the spec path (OPENAPI_SPEC, the plugin's Pet Store fixture: 3.0,
// an operation without operationId, one without tags, allOf/oneOf, a discriminator, x-codeSamples)
// and checks the build has exactly the API pages that file implies, complete in the static HTML.
//
//   node scripts/check-foreign-spec.mjs
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSite, copySite } from "./lib/site-copy.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SPEC = "plugins/gatsby-source-openapi/__tests__/fixtures/petstore-30.yaml";

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
};

const site = copySite(ROOT);
try {
  console.info(`Building a copy of the site with OPENAPI_SPEC=${SPEC} ...`);
  await buildSite(site, { env: { OPENAPI_SPEC: SPEC }, label: "The build from the Pet Store description" });
  const publicDir = path.join(site, "public");
  const page = (p) => {
    const file = path.join(publicDir, p.slice(1), "index.html");
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  };
  // Page text with tags and all whitespace removed (highlighted code is split into many spans).
  const text = (html) =>
    html
      .replace(/<[^>]+>/g, "")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&gt;/g, ">")
      .replace(/&lt;/g, "<")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, "");

  // The pages the Pet Store implies: one per operation (slugs from operationId, else method and path),
  // one per tag, the index and the introduction; and none of ours.
  const apiDir = path.join(publicDir, "docs/api");
  const apiPages = readdirSync(apiDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(apiDir, d.name, "index.html")))
    .map((d) => d.name)
    .sort();
  const expected = ["api-reference", "api-reference-postcodes-io", "get-health", "list-pets", "pets", "post-pets", "show-pet-by-id"];
  check(
    JSON.stringify(apiPages) === JSON.stringify(expected),
    `API pages: expected ${expected.join(", ")}; the build has ${apiPages.join(", ")}`,
  );
  check(page("/docs/api") !== null, "no API index at /docs/api");

  const list = page("/docs/api/list-pets");
  if (list) {
    const body = text(list);
    check(/<h1[^>]*>List pets<\/h1>/.test(list), "list-pets: no 'List pets' heading");
    check(
      /curl--max-time10--requestGET\\--url'?https:\/\/pets\.example\.com\/v1\/pets/.test(body),
      "list-pets: the curl sample does not call the spec's server",
    );
    check(body.includes("X-Trace"), "list-pets: the path-level header parameter is missing");
    // The Pet Store answers plain JSON, not postcodes.io's { status, result } envelope.
    check(
      body.includes(".then(res=>res.json()).then(res=>console.log(res))"),
      "list-pets: the JavaScript sample does not print the JSON answer",
    );
    check(
      !/data\.result|\["result"\]|\['result'\]|data\.Result|"result":"error"/.test(body),
      "list-pets: a code sample reads a `result` field the Pet Store does not have",
    );
    check(/limit.{0,400}100/.test(body), "list-pets: the limit's maximum is missing");
    // The API console knows nothing of postcodes: every operation page has it, and a GET its example URL.
    check(/<h2[^>]*id="try-it"[^>]*>Try it<\/h2>/.test(list), "list-pets: no Try it section for the API console");
    check(list.includes('Open directly: <a href="https://pets.example.com/v1/pets'), "list-pets: no example URL to open directly");
    const data = JSON.parse(readFileSync(path.join(publicDir, "page-data/docs/api/list-pets/page-data.json"), "utf8"));
    const op = data.result.data.openApiOperation;
    check(op.servers[0] === "https://pets.example.com/v1", "list-pets: the console does not get the spec's servers");
    check(
      op.samples.every((s) => s.live === true),
      "list-pets: generated samples are not marked to follow the console's inputs",
    );
  }
  const show = page("/docs/api/show-pet-by-id");
  if (show) {
    const body = text(show);
    check(body.includes("petId"), "show-pet-by-id: the path parameter is missing");
    check(
      body.includes("owner(Person|string,") && body.includes("Exactlyoneofthese"),
      "show-pet-by-id: the oneOf property of Pet is not shown",
    );
  }
  const create = page("/docs/api/post-pets");
  if (create) {
    check(/<h2[^>]*id="try-it"[^>]*>Try it<\/h2>/.test(create), "post-pets: no Try it section for the API console");
    check(!create.includes("Open directly:"), "post-pets: a POST offers a URL to open directly");
  }
  if (create)
    check(
      text(create).includes("PythonSDK") && text(create).includes('client.pets.create(name="Rex")'),
      "post-pets: the x-codeSamples sample is missing",
    );

  const tag = page("/docs/api/pets");
  if (tag) check(text(tag).includes("Everythingaboutpets."), "pets: the tag description is missing");

  // The files for assistants and API tools follow the Pet Store too (the build itself checks them in full).
  const file = (p) => (existsSync(path.join(publicDir, p)) ? readFileSync(path.join(publicDir, p), "utf8") : "");
  // Every twin starts with the note for agents (src/markdown-twins/twin-note.ts), then the page.
  const twin = (p) => file(p).replace(/^> For coding agents: [^\n]*\n\n/, "");
  check(file("docs/api/list-pets.md").startsWith("> For coding agents: [llms.txt]("), "list-pets.md: no note for agents at its top");
  const listTwin = twin("docs/api/list-pets.md");
  check(listTwin.startsWith("# List pets\n\n`GET /pets`"), "list-pets.md: no Markdown twin with the method and path");
  check(listTwin.includes("`limit`") && listTwin.includes("`X-Trace`"), "list-pets.md: a parameter is missing from the twin");
  check(
    file("llms.txt").includes("(https://postcodes.io/docs/api/list-pets.md): GET /pets."),
    "llms.txt does not list the Pet Store's operations",
  );
  check(!file("llms.txt").includes("lookup-postcode"), "llms.txt lists an operation of our own API");
  check(twin("docs/overview.md").startsWith("# Overview"), "the guides have no Markdown twins");
  // The Pet Store's description links out of the site (to the OpenAPI specification): the build's checks let it be, and the twin keeps it a link.
  const outside = "(https://spec.openapis.org/oas/v3.0.3.html)";
  check(
    twin("docs/api/api-reference-postcodes-io.md").includes(`[OpenAPI 3.0.3]${outside}`),
    "the introduction's twin lost the link out of the site",
  );
  const collection = JSON.parse(file("postman-collection.json") || "{}");
  check(collection.info?.name === "Pet Store", "postman-collection.json is not the Pet Store's");
  check(
    JSON.stringify(collection).split('"request":').length - 1 === 4,
    "postman-collection.json does not have one request per operation (4)",
  );
  check(JSON.parse(file("code-samples/list-pets.json") || "[]").length === 11, "list-pets: the More menu's samples are missing");

  // The published description is the Pet Store's; our guides still build (their API links degrade).
  check(readFileSync(path.join(publicDir, "openapi.yaml"), "utf8").includes("title: Pet Store"), "/openapi.yaml is not the Pet Store");
  check(page("/docs/overview") !== null, "the guides were not built");
  check(page("/docs/api/lookup-postcode") === null, "a page of our own API was built from another spec");
} finally {
  if (process.env.KEEP_SITE_COPY) console.info(`The built copy is kept in ${site}`);
  else rmSync(site, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`Building with another OpenAPI description went wrong:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.info("OK: the site builds from another OpenAPI description, with the pages it implies.");
