import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { READERS_QUESTIONS } from "../../../e2e/search-real-questions";
import { ASKED_ABOUT_PAGES } from "../asked-about-pages";

const guideTitle = (sitePath: string) => {
  const file = path.join(__dirname, "../../../content", `${sitePath.replace(/^\//, "")}.mdx`);
  return (matter(readFileSync(file, "utf8")).data as { title: string }).title;
};

describe("the pages readers ask about most", () => {
  it("are named by their guides' own titles", () => {
    for (const page of ASKED_ABOUT_PAGES) expect([page.path, guideTitle(page.path)]).toEqual([page.path, page.title]);
  });

  it("are the pages the readers' questions lead to most, in that order", () => {
    const asked = new Map<string, number>();
    for (const question of READERS_QUESTIONS) asked.set(question.page, (asked.get(question.page) ?? 0) + 1);
    const counts = ASKED_ABOUT_PAGES.map((page) => asked.get(page.path) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // None left out that was asked about more than the least of them.
    const least = Math.min(...counts);
    const more = [...asked].filter(([page, n]) => n > least && !ASKED_ABOUT_PAGES.some((offered) => offered.path === page));
    expect(more).toEqual([]);
  });
});
