import siteConfig from "../../../site.config";
import type { NavbarItemConfig } from "../../config/site-config.types";
import type { NavigationData } from "../../navbar/resolve-navbar-item";
import { checkNavbarInDevelop } from "../navbar-check";
import { currentProblems, type ProblemReporter } from "../problems";

const navigation = (docIds: string[]): NavigationData => ({
  docs: Object.fromEntries(docIds.map((id) => [id, { path: `/docs/${id}`, title: id, unlisted: false }])),
  sidebars: {},
  versions: [{ name: "current", label: "Next", path: "/docs/overview" }],
  preferredVersionName: null,
  locale: siteConfig.locale,
  offlineEdition: null,
});

/** A reporter that records every line it is given, whichever level. */
function recordingReporter(): { reporter: ProblemReporter; printed: () => string[] } {
  const print = jest.fn();
  const reporter: ProblemReporter = { error: print, warn: print, info: print, panicOnBuild: print };
  return { reporter, printed: () => print.mock.calls.map(([text]) => String(text)) };
}

const item = (docId: string): NavbarItemConfig[] => [
  { label: "Home", to: "/" },
  { type: "doc", docId },
];

describe("gatsby develop's check of the navbar (items from the site.config.ts loader, docs from createPages)", () => {
  const command = process.env.gatsby_executing_command;
  beforeAll(() => {
    process.env.gatsby_executing_command = "develop";
  });
  afterAll(() => {
    process.env.gatsby_executing_command = command;
  });

  it("reports an item once both halves are known, whichever edit made it bad, and clears it when fixed", () => {
    const { reporter, printed } = recordingReporter();
    checkNavbarInDevelop({ items: item("licence") }, reporter);
    expect(currentProblems()).toEqual([]); // no docs known yet

    checkNavbarInDevelop({ data: navigation(["overview", "licences"]) }, reporter);
    const expected =
      'site.config.ts: navbar.items[1].docId: "licence" is not a doc id (did you mean "licences"?). ' +
      "Doc ids are paths under content/docs without the extension: set docId to an existing guide's, or remove the item.";
    expect(currentProblems()).toEqual([{ level: "error", message: expected }]);
    expect(printed()).toEqual([`A navbar item cannot be rendered:\n  - ${expected}`]);

    // The docs change again (createPages runs again): the same problem is not printed twice.
    checkNavbarInDevelop({ data: navigation(["overview", "licences", "self-host"]) }, reporter);
    expect(printed()).toHaveLength(1);

    // The author fixes site.config.ts.
    checkNavbarInDevelop({ items: item("licences") }, reporter);
    expect(currentProblems()).toEqual([]);

    // The guide is deleted: the item the config still names is reported again.
    checkNavbarInDevelop({ data: navigation(["overview"]) }, reporter);
    expect(currentProblems()).toEqual([
      { level: "error", message: expect.stringContaining('navbar.items[1].docId: "licences" is not a doc id') },
    ]);
    checkNavbarInDevelop({ data: navigation(["overview", "licences"]) }, reporter);
    expect(currentProblems()).toEqual([]);
    expect(printed().at(-1)).toBe("A navbar item cannot be rendered: fixed.");
  });
});
