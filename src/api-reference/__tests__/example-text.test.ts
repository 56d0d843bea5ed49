import { exampleLanguage, exampleText, formEncoded } from "../example-text";

describe("an example as its media type sends it", () => {
  it("writes a form body in bracket notation, as the service's parser reads it", () => {
    const postcodes = formEncoded({ "postcodes[]": ["SE1P 5ZZ", "B0GUS"] });
    expect(postcodes).toBe("postcodes[]=SE1P+5ZZ&postcodes[]=B0GUS");
    const points = formEncoded({
      geolocations: [
        { longitude: -0.080126, latitude: "51.492763", limit: 1 },
        { longitude: 1, latitude: 2 },
      ],
    });
    expect(points).toBe(
      "geolocations[0][longitude]=-0.080126&geolocations[0][latitude]=51.492763&geolocations[0][limit]=1&geolocations[1][longitude]=1&geolocations[1][latitude]=2",
    );
    // What a form parser reads back: the keys with their brackets, the values as sent.
    expect([...new URLSearchParams(postcodes)]).toEqual([
      ["postcodes[]", "SE1P 5ZZ"],
      ["postcodes[]", "B0GUS"],
    ]);
    expect(formEncoded({ q: "a&b=c ☃", point: { x: 1 } })).toBe("q=a%26b%3Dc+%E2%98%83&point[x]=1");
  });

  it("labels a form body Form and anything else JSON, whose text it keeps", () => {
    expect(exampleText({ "postcodes[]": ["N1"] }, "application/x-www-form-urlencoded")).toEqual({
      language: "text",
      label: "Form",
      text: "postcodes[]=N1",
    });
    expect(exampleText({ postcodes: ["N1"] }, "application/json")).toEqual({
      language: "json",
      label: "JSON",
      text: '{\n  "postcodes": [\n    "N1"\n  ]\n}',
    });
    // A form example that is not an object is shown as it is, as JSON.
    expect(exampleText(["N1"], "application/x-www-form-urlencoded").label).toBe("JSON");
    expect(exampleLanguage("application/x-www-form-urlencoded; charset=utf-8")).toEqual({ language: "text", label: "Form" });
  });
});
