import { findFrontmatterProblems, invalidFrontmatterMessage } from "../docs-nodes";

describe("guide front matter", () => {
  it("accepts a complete front matter", () => {
    expect(
      findFrontmatterProblems({
        title: "Overview",
        description: "What it is.",
        sidebar_label: "Intro",
        position: 1,
        unlisted: false,
        operation: "lookup-postcode",
      }),
    ).toEqual([]);
  });

  it("requires a title and a description", () => {
    expect(findFrontmatterProblems({})).toEqual(['"title" must be a non-empty string', '"description" must be a non-empty string']);
    expect(findFrontmatterProblems(undefined)).toHaveLength(2);
  });

  it("checks the optional fields' types", () => {
    expect(findFrontmatterProblems({ title: "T", description: "D", position: 1.5, unlisted: "yes", operation: 3 })).toEqual([
      '"position" must be a whole number',
      '"unlisted" must be true or false',
      '"operation" must be an operation slug (a string)',
    ]);
  });
});

describe("the message for invalid front matter (a build stops with it; gatsby develop shows it)", () => {
  it("names the file, the key and what to do", () => {
    expect(invalidFrontmatterMessage("content/docs/licences.mdx", findFrontmatterProblems({ description: "D" }))).toBe(
      'content/docs/licences.mdx: invalid front matter: "title" must be a non-empty string. Fix the block between the --- lines at the top of the file.',
    );
  });
});
