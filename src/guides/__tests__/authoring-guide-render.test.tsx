import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate } from "@mdx-js/mdx";
import { render, screen, within } from "@testing-library/react";
import * as runtime from "react/jsx-runtime";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { PageSidebarProvider } from "../SidebarCards";
import { mdxComponents } from "../mdx/mdx-components";
import type { SidebarItem } from "../../sidebars/sidebar-items";

/**
 * docs/authoring.md's `<SidebarCards />` example, compiled by the MDX
 * compiler and rendered with the guides' component map: it shows what the
 * guide says it shows. (authoring-guide.test.ts checks that every example
 * compiles as a guide.)
 */
const GUIDE = "docs/authoring.md";
const examples = [...readFileSync(path.resolve(GUIDE), "utf8").matchAll(/^```mdx\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
const sidebarCardsExample = examples.find((source) => source.includes("<SidebarCards"));

/** The example as a component (gatsby-plugin-mdx reads the front matter apart; the compiler alone would print it). */
async function compile(source: string) {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
  return (await evaluate(body, { ...runtime, development: false })).default;
}

const sidebar: SidebarItem[] = [
  { type: "link", label: "Overview", href: "/docs/overview" },
  {
    type: "category",
    label: "Postcodes",
    collapsed: false,
    items: [
      { type: "link", label: "Lookup", href: "/docs/postcode/lookup" },
      { type: "link", label: "Bulk lookup", href: "/docs/postcode/bulk" },
    ],
  },
  { type: "link", label: "Licences", href: "/docs/licences" },
];

describe(`the <SidebarCards /> example of ${GUIDE}`, () => {
  it("is there", () => {
    expect(sidebarCardsExample).toBeDefined();
  });

  it("shows a card per category with its guides as links, and a card 'More' for the guides outside any category", async () => {
    const Content = await compile(sidebarCardsExample ?? "");
    render(
      <PageSidebarProvider value={sidebar}>
        <Content components={mdxComponents} />
      </PageSidebarProvider>,
    );
    const card = (name: string) => within(screen.getByRole("region", { name }));
    expect(
      card("Postcodes")
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Lookup", "/docs/postcode/lookup"],
      ["Bulk lookup", "/docs/postcode/bulk"],
    ]);
    expect(
      card("More")
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Overview", "Licences"]);
    expect(screen.getByText("Pick the guide for what you want to do.")).toBeInTheDocument();
  });

  it("fails, saying why, on a page that belongs to no sidebar", async () => {
    const Content = await compile(sidebarCardsExample ?? "");
    jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={({ error }) => <p role="alert">{error.message}</p>}>
        <Content components={mdxComponents} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "<SidebarCards /> is on a page that belongs to no sidebar, so it has nothing to list.",
    );
    jest.restoreAllMocks();
  });
});
