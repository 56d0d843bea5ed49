import { checkGuideSource } from "../../../guides/mdx/check-guide-source";
import { fieldListProblems, fieldListsOf, listedFieldNames, selectFields } from "../field-lists";

/** A guide's components as the build reads them: from its MDX parse. */
const parsed = (source: string) => checkGuideSource("a.mdx", source).elements;

const FIELDS = ["postcode", "eastings", "country", "codes"];

describe("lists of fields on a field-reference page", () => {
  it("reads a list as names apart by spaces or commas; no attribute is every field", () => {
    expect(listedFieldNames("postcode  eastings,country")).toEqual(["postcode", "eastings", "country"]);
    expect(listedFieldNames(undefined)).toBeNull();
  });

  it("shows a list's fields in the API's order, whatever the list's, and names those the schema lacks", () => {
    const fields = FIELDS.map((name) => ({ name }));
    expect(selectFields(fields, ["country", "postcode", "eastngs"])).toEqual({
      shown: [{ name: "postcode" }, { name: "country" }],
      unknown: ["eastngs"],
    });
    expect(selectFields(fields, null).shown).toHaveLength(4);
  });

  it("finds each <SchemaFields /> of a source with its line", () => {
    const source =
      "Intro\n\n### Where\n\n<SchemaFields fields=\"postcode eastings\" />\n\n### Rest\n\n<SchemaFields fields='country codes' />\n";
    expect(fieldListsOf(parsed(source))).toEqual([
      { line: 5, names: ["postcode", "eastings"], expression: false },
      { line: 9, names: ["country", "codes"], expression: false },
    ]);
  });

  it("accepts one <SchemaFields /> of every field, or lists that hold each field once", () => {
    expect(fieldListProblems("a.mdx", parsed("<SchemaFields />"), "Postcode", FIELDS)).toEqual([]);
    expect(
      fieldListProblems(
        "a.mdx",
        parsed('<SchemaFields fields="postcode eastings" />\n<SchemaFields fields="country codes" />'),
        "Postcode",
        FIELDS,
      ),
    ).toEqual([]);
  });

  it("reads the guide's components, not a tag shown in a code block", () => {
    const source = '<SchemaFields />\n\n```mdx\n<SchemaFields fields="postcode" />\n```\n';
    expect(fieldListsOf(parsed(source))).toEqual([{ line: 1, names: null, expression: false }]);
    expect(fieldListProblems("a.mdx", parsed(source), "Postcode", FIELDS)).toEqual([]);
  });

  it("names the file, the line and what to do for a field the schema lacks, one listed twice, one left out", () => {
    const source = '<SchemaFields fields="postcode eastngs" />\n\n<SchemaFields fields="postcode country" />';
    expect(fieldListProblems("content/docs/postcode/schema.mdx", parsed(source), "Postcode", FIELDS)).toEqual([
      'content/docs/postcode/schema.mdx:1: Postcode has no field "eastngs". Its fields: postcode, eastings, country, codes.',
      'content/docs/postcode/schema.mdx:3: "postcode" is already listed on line 1; list each field once.',
      'content/docs/postcode/schema.mdx: the lists of fields leave out "eastings", "codes" of Postcode. Add each to the <SchemaFields fields="…" /> of its subject.',
    ]);
  });

  it("refuses a list beside a <SchemaFields /> of every field, and a list written as an expression", () => {
    const problems = fieldListProblems("a.mdx", parsed('<SchemaFields />\n<SchemaFields fields={["postcode"]} />'), "Postcode", FIELDS);
    expect(problems).toEqual([
      'a.mdx:2: write the fields of <SchemaFields fields="…" /> as a string of names ("postcode outcode"), not an expression.',
      'a.mdx:1: <SchemaFields /> without `fields` shows every field of Postcode, so the page\'s other 1 <SchemaFields /> show fields twice. Give each one `fields="…"`, or keep one without.',
    ]);
  });
});
