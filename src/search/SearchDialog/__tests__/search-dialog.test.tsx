import { fireEvent, render, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { POSTCODE_INPUT_KINDS } from "../../../input-kinds/postcode-input-kinds";
import { documentSearchEngine } from "../../document-search";
import type { SearchEngine } from "../../engine";
import type { SearchAnswer, SearchHit } from "../../ranking";
import type { SearchPage } from "../../search-documents";
import SearchDialog from "..";

/** The engine's answers, set by each test; or a whole engine of its own (`mockEngine`). */
const search = jest.fn<Promise<SearchAnswer | null>, [query: string, limit?: number, asTyped?: boolean]>();
let mockEngine: SearchEngine | null = null;
jest.mock("../../search-engine", () => ({
  loadSearchEngine: async (): Promise<SearchEngine> => mockEngine ?? { load: async () => {}, search: (...args) => search(...args) },
}));

const hit = (title: string): SearchHit => ({
  title,
  section: "Guides",
  url: `/docs/${title.toLowerCase()}`,
  heading: null,
  excerpt: title,
});
const LOOKUPS = [
  { kind: "postcode", slug: "lookup-postcode", parameter: "postcode" },
  { kind: "outcode", slug: "find-outcode", parameter: "outcode" },
];

/** The dialog with `query` typed and its results shown; returns the search input. */
async function dialogFor(query: string, hits: SearchHit[], inputKinds = POSTCODE_INPUT_KINDS) {
  search.mockResolvedValue({ hits, total: hits.length });
  render(<SearchDialog query={query} onQueryChange={() => {}} onClose={() => {}} quickLookups={LOOKUPS} inputKinds={inputKinds} />);
  await screen.findByText(/results? for/);
  return screen.getByRole("combobox");
}

beforeEach(() => {
  jest.mocked(navigate).mockReset();
  search.mockReset();
  mockEngine = null;
});

describe("the search dialog's lookup option", () => {
  it("is the first option and what Enter opens for a full postcode", async () => {
    const input = await dialogFor("sw1a1aa", [hit("Postcodes")]);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Look up SW1A 1AASend the request in the API console",
      "PostcodesGuidesPostcodes",
    ]);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/docs/api/lookup-postcode?try&path.postcode=SW1A+1AA&send=");
  });

  it("comes after the results for an outward code, and Enter opens the first result", async () => {
    const input = await dialogFor("ES6", [hit("Modules"), hit("Syntax")]);
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent?.slice(0, 14))).toEqual(["ModulesGuidesM", "SyntaxGuidesSy", "Look up ES6Sen"]);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0].id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/docs/modules");
  });

  it("is not the default for an outward code with no results: an arrow key picks it", async () => {
    const input = await dialogFor("H1", []);
    expect(input).not.toHaveAttribute("aria-activedescendant");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/docs/api/find-outcode?try&path.outcode=H1&send=");
  });

  it("knows no kind of value of its own: without input kinds, a postcode is an ordinary query", async () => {
    await dialogFor("SW1A 1AA", [hit("Postcodes")], {});
    expect(screen.getAllByRole("option")).toHaveLength(1);
  });
});

describe("the search dialog's results", () => {
  it("counts the rows shown of every page found, and shows ten more at a time", async () => {
    const all = Array.from({ length: 23 }, (_, i) => hit(`Page ${i + 1}`));
    search.mockImplementation(async (_query, limit = 10) => ({ hits: all.slice(0, limit), total: all.length }));
    render(<SearchDialog query="page" onQueryChange={() => {}} onClose={() => {}} />);
    expect(await screen.findByText("10 of 23 results for “page”.")).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(10);
    fireEvent.click(screen.getByRole("button", { name: "Show more results (13 more)" }));
    expect(await screen.findByRole("option", { name: /Page 20/ })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(20);
    expect(screen.getByRole("status")).toHaveTextContent("20 of 23 results for “page”.");
    fireEvent.click(screen.getByRole("button", { name: "Show more results (3 more)" }));
    expect(await screen.findByRole("option", { name: /Page 23/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show more/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("23 results for “page”.");
  });

  it("says there are no results when nothing matched", async () => {
    search.mockResolvedValue({ hits: [], total: 0 });
    render(<SearchDialog query="zzzzqx" onQueryChange={() => {}} onClose={() => {}} />);
    expect(await screen.findByText("No results for “zzzzqx”.")).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("offers the pages it is given when nothing matched, and opens one in place", async () => {
    search.mockResolvedValue({ hits: [], total: 0 });
    const onClose = jest.fn();
    const offered = [
      { path: "/docs/postcode/schema", title: "Postcode fields" },
      { path: "/docs/self-host", title: "Self-hosting" },
    ];
    render(<SearchDialog query="zzzzqx" onQueryChange={() => {}} onClose={onClose} whenNothingFound={offered} />);
    const section = await screen.findByRole("region", { name: "The pages readers ask about most" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Postcode fields", "/docs/postcode/schema"],
      ["Self-hosting", "/docs/self-host"],
    ]);
    fireEvent.click(links[1]!);
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/docs/self-host");
  });

  it("offers no pages when something matched", async () => {
    search.mockResolvedValue({ hits: [hit("Postcodes")], total: 1 });
    render(
      <SearchDialog
        query="postcodes"
        onQueryChange={() => {}}
        onClose={() => {}}
        whenNothingFound={[{ path: "/docs/self-host", title: "Self-hosting" }]}
      />,
    );
    expect(await screen.findByText("1 result for “postcodes”.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "The pages readers ask about most" })).toBeNull();
  });
});

describe("the search dialog's spelling correction", () => {
  const page = (url: string, title: string, text: string): SearchPage => ({
    url,
    title,
    meta: {},
    filters: { section: "Guides", order: "1" },
    sections: [{ anchor: "", heading: title, runs: [[1, text]] }],
  });

  it("says what it searched instead, and searches the words as typed on request", async () => {
    mockEngine = documentSearchEngine(async () => [
      page("/docs/postcode/nearest", "Nearest postcodes", "The nearest postcodes to a postcode."),
      page("/docs/overview", "Overview", "What the API does with postcodes."),
    ]);
    render(<SearchDialog query="nearset postcodes" onQueryChange={() => {}} onClose={() => {}} />);
    expect(await screen.findByText("Showing results for “nearest postcodes”: 1 result.")).toHaveAttribute("role", "status");
    expect(screen.getByRole("option")).toHaveTextContent(/^Nearest postcodes/);
    fireEvent.click(screen.getByRole("button", { name: "Search for “nearset postcodes” instead" }));
    expect(await screen.findByText("No results for “nearset postcodes”.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /instead/ })).toBeNull();
    expect(screen.getByRole("combobox")).toHaveFocus();
  });
});
