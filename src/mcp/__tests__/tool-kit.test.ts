import { type InputSchema, type Tool, argumentHints, readOnly, runTool, textAnswer } from "../tool-kit";

const READ_PAGE: InputSchema = {
  type: "object",
  properties: {
    page: { type: "string", minLength: 1, description: 'The page\'s path or address, e.g. "/docs/overview". More after.' },
    offset: { type: "integer", minimum: 0, description: "Where to start." },
  },
  required: ["page"],
  additionalProperties: false,
};

const BULK: InputSchema = {
  type: "object",
  properties: {
    filter: { type: "string" },
    body: {
      oneOf: [
        { type: "object", required: ["postcodes"], properties: { postcodes: { type: "array" } } },
        { type: "object", required: ["geolocations"], properties: { geolocations: { type: "array" } } },
      ],
    },
  },
  required: ["body"],
  additionalProperties: false,
};

const LON_LAT: InputSchema = {
  type: "object",
  properties: { longitude: { type: "number", description: "WGS84 longitude." }, latitude: { type: "number" }, limit: { type: "integer" } },
  required: ["longitude", "latitude"],
  additionalProperties: false,
};

describe("hints for arguments a tool does not take", () => {
  it("names the argument a stray one was likely meant as, by its start or its letters", () => {
    expect(argumentHints(LON_LAT, { lon: -0.14, lat: 51.5 })).toEqual([
      "lon is not an argument of this tool: did you mean longitude?",
      "lat is not an argument of this tool: did you mean latitude?",
      "Its arguments:\n- longitude (required): WGS84 longitude.\n- latitude (required)\n- optional: limit",
    ]);
    const operation: InputSchema = { type: "object", properties: { operation: { type: "string" } }, required: ["operation"] };
    expect(argumentHints(operation, { operationId: "lookupPostcode" })[0]).toBe(
      "operationId is not an argument of this tool: did you mean operation?",
    );
  });

  it("offers an argument once, and reads names as data (a key of every object is no argument given)", () => {
    expect(argumentHints(LON_LAT, { lon: -0.14, long: -0.14, latitude: 51.5 }).filter((hint) => hint.includes("did you mean"))).toEqual([
      "lon is not an argument of this tool: did you mean longitude?",
    ]);
    const named: InputSchema = { type: "object", properties: { constructor: { type: "string" } }, required: ["constructor"] };
    expect(argumentHints(named, {})).toEqual(["Its arguments:\n- constructor (required)"]);
    expect(argumentHints(LON_LAT, { longitude: 1, latitude: 2, toString: "x" })).toEqual([
      "Its arguments:\n- longitude (required): WGS84 longitude.\n- latitude (required)\n- optional: limit",
    ]);
  });

  it("says which object a name belongs in (a bulk body's postcodes given beside it)", () => {
    expect(argumentHints(BULK, { postcodes: ["SW1A 1AA"] })[0]).toBe('postcodes belongs inside body: {"body": {"postcodes": …}}.');
  });

  it("lists the arguments, the required ones with what they are, where no name is near", () => {
    expect(argumentHints(READ_PAGE, { path: "/docs/overview" })).toEqual([
      'Its arguments:\n- page (required): The page\'s path or address, e.g. "/docs/overview". More after.\n- optional: offset',
    ]);
  });

  it("cuts a long description at a word", () => {
    const long: InputSchema = { type: "object", properties: { q: { type: "string", description: "word ".repeat(60) } }, required: ["q"] };
    const [line] = argumentHints(long, {});
    expect(line).toMatch(/^Its arguments:\n- q \(required\): (word ){30,}word…$/);
    expect(line.length).toBeLessThan(200);
  });

  it("has nothing to add when every name is right, whatever is wrong with the values", () => {
    expect(argumentHints(READ_PAGE, { page: "" })).toEqual([]);
    expect(argumentHints(LON_LAT, { longitude: "x", latitude: 51.5 })).toEqual([]);
  });

  it("is said in the tool's error, after the schema's problems", async () => {
    const tool: Tool = {
      name: "read_page",
      title: "Read a page",
      description: "Reads a page.",
      inputSchema: READ_PAGE,
      annotations: readOnly("Read a page", false),
      run: async () => textAnswer("read"),
    };
    const answer = await runTool(tool, { path: "/docs/overview" });
    expect(answer.isError).toBe(true);
    const text = answer.content.map((part) => (part.type === "text" ? part.text : "")).join("");
    expect(text).toMatch(/^The arguments of read_page do not fit its input schema:\n- .*page/);
    expect(text).toContain("\nIts arguments:\n- page (required): The page's path or address");
    expect((await runTool(tool, { page: "/docs/overview" })).isError).toBeFalsy();
  });
});
