import { operationSlug, slugify } from "../src/slugs";

describe("slugs", () => {
  it.each([
    ["lookupPostcode", "lookup-postcode"],
    ["getScottishPostcode", "get-scottish-postcode"],
    ["Postcode Lookup", "postcode-lookup"],
    ["Outward Codes", "outward-codes"],
    ["repos/get-content", "repos-get-content"],
    ["HTMLParser", "html-parser"],
    ["Café Places", "cafe-places"],
  ])("%s → %s", (input, slug) => expect(slugify(input)).toBe(slug));

  it("derives a slug from method and path when there is no operationId", () => {
    expect(operationSlug({}, "get", "/pets/{petId}")).toBe("get-pets-pet-id");
    expect(operationSlug({ operationId: "!!!" }, "post", "/pets")).toBe("post-pets");
  });
});
