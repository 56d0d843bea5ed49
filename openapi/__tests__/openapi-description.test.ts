import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import qs from "qs";
import { bundleSpec, loadSpec } from "../../plugins/gatsby-source-openapi";
import { validateAgainstSchema } from "../../src/api-console/schema-validator";
import { collectExamples, ExampleValidator } from "../../src/api-reference/example-validation";
import { queryPairs } from "../../src/api-reference/code-samples/request-model";

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let spec: Obj;
/** The same description with every `$ref` resolved, to read parameters where they are used. */
let resolved: Obj;
beforeAll(async () => {
  spec = await bundleSpec(path.resolve(__dirname, "../openapi.yaml"));
  resolved = (await loadSpec(path.resolve(__dirname, "../openapi.yaml"))).document as Obj;
});

/** Every parameter of every operation, as the operation sees it. */
const parametersOf = (document: Obj): { operation: string; parameter: Obj }[] =>
  Object.entries(document.paths as Obj).flatMap(([p, item]) =>
    Object.entries(item as Obj).flatMap(([method, op]) =>
      ((op as Obj).parameters ?? []).map((parameter: Obj) => ({ operation: `${method} ${p}`, parameter })),
    ),
  );

/** Every route of the service (method, path) and the page slug its operation gets. */
const ROUTES: [string, string, string][] = [
  ["get", "/postcodes/{postcode}", "lookupPostcode"],
  ["get", "/postcodes", "postcodeLookup"],
  ["post", "/postcodes", "bulkPostcodeLookup"],
  ["get", "/postcodes/lon/{longitude}/lat/{latitude}", "reverseGeocodeLonLat"],
  ["get", "/postcodes/lat/{latitude}/lon/{longitude}", "reverseGeocodeLatLon"],
  ["get", "/postcodes/{postcode}/nearest", "nearestPostcode"],
  ["get", "/postcodes/{postcode}/validate", "validatePostcode"],
  ["get", "/postcodes/{postcode}/autocomplete", "autocompletePostcode"],
  ["get", "/random/postcodes", "randomPostcode"],
  ["get", "/outcodes/{outcode}", "findOutcode"],
  ["get", "/outcodes", "reverseGeocodeOutcodes"],
  ["get", "/outcodes/{outcode}/nearest", "nearestOutcode"],
  ["get", "/places", "placeQuery"],
  ["get", "/places/{code}", "findPlace"],
  ["get", "/random/places", "randomPlace"],
  ["get", "/terminated_postcodes/{postcode}", "lookupTerminatedPostcode"],
  ["get", "/scotland/postcodes/{postcode}", "getScottishPostcode"],
  ["get", "/ping", "ping"],
  ["get", "/ready", "ready"],
];

/** The exact error strings the service returns, by status. */
const ERRORS: [number, string][] = [
  [
    400,
    "Invalid JSON submitted.\nYou need to submit a JSON object with an array of postcodes or geolocation objects.\nAlso ensure that Content-Type is set to application/json\n",
  ],
  [
    400,
    "Invalid JSON query submitted. \nYou need to submit a JSON object with an array of postcodes or geolocation objects.\nAlso ensure that Content-Type is set to application/json\n",
  ],
  [400, "Invalid data submitted. You need to provide a JSON array"],
  [400, "Too many postcodes submitted. Up to 100 postcodes can be bulk requested at a time"],
  [400, "Too many locations submitted. Up to 100 locations can be bulk requested at a time"],
  [400, "No postcode query submitted. Remember to include query parameter"],
  [400, "Invalid longitude/latitude submitted"],
  [400, "Invalid result limit submitted"],
  [400, "Invalid lookup radius submitted"],
  [400, "No valid query submitted. Remember to include every parameter"],
  [404, "Invalid postcode"],
  [404, "Postcode not found"],
  [404, "Postcode exists in ONSPD but not in SPD"],
  [404, "Terminated postcode not found"],
  [404, "Outcode not found"],
  [404, "Place not found"],
  [500, "Service not ready. Database is not available"],
  [
    500,
    "500 Server Error.\nFor an urgent fix email support@ideal-postcodes.co.uk. \nAlternatively submit an issue at https://github.com/ideal-postcodes/postcodes.io/issues\n",
  ],
];

describe("our OpenAPI description", () => {
  it("describes every route of the service with the agreed operationId", () => {
    const found = Object.entries(spec.paths).flatMap(([p, item]) =>
      Object.entries(item as Obj)
        .filter(([m]) => ["get", "post", "put", "delete", "patch"].includes(m))
        .map(([m, op]) => [m, p, (op as Obj).operationId]),
    );
    expect(found.sort()).toEqual([...ROUTES].sort());
  });

  it("gives every operation a summary, a description, tags and responses", () => {
    for (const [method, p] of ROUTES) {
      const op = spec.paths[p][method];
      expect({ op: `${method} ${p}`, summary: typeof op.summary, description: typeof op.description, tags: op.tags?.length > 0 }).toEqual({
        op: `${method} ${p}`,
        summary: "string",
        description: "string",
        tags: true,
      });
    }
  });

  it("uses exactly the agreed tags", () => {
    expect(spec.tags.map((t: Obj) => t.name)).toEqual([
      "Postcodes",
      "Outward Codes",
      "Places",
      "Terminated Postcodes",
      "Scottish Postcodes",
      "Service",
    ]);
  });

  it("has an example of every error string the service returns, with its status", () => {
    const errorExamples = collectExamples(spec)
      .map((c) => c.value as Obj)
      .filter((v) => v && typeof v === "object" && "error" in v);
    for (const [status, message] of ERRORS) {
      expect(errorExamples.some((e) => e.status === status && e.error === message)).toBe(true);
    }
    const known = new Set(ERRORS.map(([, m]) => m));
    for (const example of errorExamples) expect(known.has(example.error)).toBe(true);
  });

  it("validates every example against its schema", () => {
    const validator = new ExampleValidator(spec);
    const checks = collectExamples(spec);
    expect(checks.length).toBeGreaterThan(150);
    const failures = checks.flatMap((c) => validator.validate(c.schemaPointer, c.value).map((problem) => `${c.where}: ${problem}`));
    expect(failures).toEqual([]);
  });

  it("would catch a drifted example", () => {
    const validator = new ExampleValidator(spec);
    const pointer = "#/paths/~1postcodes~1{postcode}/get/responses/200/content/application~1json/schema";
    const good = spec.paths["/postcodes/{postcode}"].get.responses["200"].content["application/json"].examples.found.value;
    expect(validator.validate(pointer, good)).toEqual([]);
    const drifted = { ...good, result: { ...good.result, place_name: "Southwark" } };
    expect(validator.validate(pointer, drifted).join()).toContain("place_name");
    const wrongType = { ...good, result: { ...good.result, quality: "1" } };
    expect(validator.validate(pointer, wrongType).join()).toContain("/result/quality");
  });

  it("puts no constraint on callback: the server validates nothing, it strips characters", () => {
    const ajv = new Ajv2020({ strict: false });
    const callbacks = parametersOf(resolved).filter(({ parameter }) => parameter.name === "callback");
    // Every route answers with a JSON envelope, /ping and /ready too, so every one takes it.
    expect(callbacks.map(({ operation }) => operation).sort()).toEqual(ROUTES.map(([method, p]) => `${method} ${p}`).sort());
    for (const { operation, parameter } of callbacks) {
      expect({ operation, schema: parameter.schema }).toEqual({ operation, schema: { type: "string" } });
      // Names the server accepts (the last two it silently changes) must pass a validating client or gateway.
      const validate = ajv.compile(parameter.schema);
      for (const name of ["handlePostcode", "cb[0]", "app.onPostcode", "my-cb", "1st callback"]) expect(validate(name)).toBe(true);
    }
  });

  it("accepts either coordinate pair on GET /outcodes, requires neither, and documents the 400", () => {
    const op = resolved.paths["/outcodes"].get;
    const byName = new Map<string, Obj>(op.parameters.map((p: Obj) => [p.name, p]));
    for (const name of ["lon", "lat", "longitude", "latitude"]) {
      expect({ name, in: byName.get(name)?.in, required: byName.get(name)?.required ?? false }).toEqual({
        name,
        in: "query",
        required: false,
      });
    }
    expect(byName.get("lon")?.["x-aliases"]).toEqual(["longitude"]);
    expect(byName.get("lat")?.["x-aliases"]).toEqual(["latitude"]);

    // What a validating gateway checks: no required parameter missing, every value of the right type.
    const ajv = new Ajv2020({ strict: false });
    const valid = (query: Record<string, number>) =>
      op.parameters.every(
        (p: Obj) => (p.required !== true || p.name in query) && (!(p.name in query) || ajv.validate(p.schema, query[p.name])),
      );
    expect(valid({ lon: 0.17398827115555, lat: 51.41300203259024 })).toBe(true);
    expect(valid({ longitude: 0.17398827115555, latitude: 51.41300203259024 })).toBe(true);

    // The rule is stated, and the answer to a request without a complete pair is documented.
    expect(op.description.replace(/\s+/g, " ")).toContain("`lon` with `lat`, or `longitude` with `latitude`");
    const examples = Object.values(op.responses["400"].content["application/json"].examples as Obj).map((e) => (e as Obj).value);
    expect(examples).toContainEqual({ status: 400, error: "Invalid longitude/latitude submitted" });
  });

  it("declares the form-encoded body of the bulk route beside JSON, with its examples as strings", () => {
    const body = resolved.paths["/postcodes"].post.requestBody.content;
    expect(Object.keys(body)).toEqual(["application/json", "application/x-www-form-urlencoded"]);
    const form = body["application/x-www-form-urlencoded"];
    expect(form.schema.oneOf.map((v: Obj) => v.required)).toEqual([["postcodes[]"], ["geolocations"]]);
    const point = form.schema.oneOf[1].properties.geolocations.items;
    for (const field of ["longitude", "latitude", "limit", "radius", "widesearch"]) expect(point.properties[field].type).toBe("string");
    expect(form.schema.description).toContain("Every value arrives as a string");
    const ajv = new Ajv2020({ strict: false });
    for (const example of Object.values(form.examples as Obj)) expect(ajv.validate(form.schema, (example as Obj).value)).toBe(true);
  });

  it("states the truthiness rule of the bulk body and the empty-body 400", () => {
    const description = resolved.paths["/postcodes"].post.description.replace(/\s+/g, " ");
    expect(description).not.toContain("When both keys are present, only `postcodes` is used");
    expect(description).toContain('A falsy one (`null`, `""`, `0`, `false`) counts as absent');
    expect(description).toContain("An empty body (`Content-Length: 0`) sent as JSON or form is read as `{}`");
  });

  it("says what bulk covers in the Postcodes tag: lookups and reverse geocoding only", () => {
    const postcodes = spec.tags.find((t: Obj) => t.name === "Postcodes").description.replace(/\s+/g, " ");
    expect(postcodes).not.toContain("any of that in bulk");
    expect(postcodes).toContain("Lookups and reverse geocoding also come in bulk");
  });

  it("documents the 500 of a random place with no place data", () => {
    expect(Object.keys(resolved.paths["/random/places"].get.responses)).toEqual(["200", "500"]);
  });

  it("warns of outcode=null sharing the no-outcode cache slot, and of the acute vowels place search keeps", () => {
    const outcode = resolved.paths["/random/postcodes"].get.parameters.find((p: Obj) => p.name === "outcode");
    expect(outcode.description.replace(/\s+/g, " ")).toContain('files "no outcode" under the name `null`');
    expect(resolved.paths["/places"].get.description.replace(/\s+/g, " ")).toContain(
      "so a prefix typed with `é`, `í`, `ó`, `ú` or `ý` matches nothing",
    );
  });

  it("says an autocomplete partial of only spaces returns the first postcodes, not null", () => {
    expect(resolved.paths["/postcodes/{postcode}/autocomplete"].get.description.replace(/\s+/g, " ")).toContain(
      "A partial of only spaces matches everything: it returns the first postcodes of the whole directory, not `null`.",
    );
  });

  describe("round 3 of the audit against the service's code", () => {
    const flat = (text: string) => text.replace(/\s+/g, " ");
    /**
     * A form body as the service reads it: Express's urlencoded parser hands the text to qs with
     * these options (body-parser 2.2, `extended: true`), and qs 6.14.0 is the version the service
     * locks.
     */
    const parseLikeTheService = (body: string) => {
      const count = body.split("&").length;
      return qs.parse(body, {
        allowPrototypes: true,
        arrayLimit: Math.max(100, count),
        depth: 32,
        parameterLimit: 1000,
        strictDepth: true,
      });
    };
    /** A form body written as the description's `encoding` says, by the rules the console uses for query strings. */
    const serialise = (encoding: Obj, value: Obj) =>
      Object.entries(value)
        .flatMap(([name, v]) =>
          queryPairs({ name, location: "query", style: encoding[name]?.style ?? null, explode: encoding[name]?.explode ?? null }, v),
        )
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join("&");

    it("names the form-encoded postcodes field as it is sent, so a serialiser following the encoding makes a list of one as of many", () => {
      const form = resolved.paths["/postcodes"].post.requestBody.content["application/x-www-form-urlencoded"];
      const lookup = form.schema.oneOf[0];
      const [field] = Object.keys(lookup.properties);
      expect(field).toBe("postcodes[]");
      expect(form.encoding[field]).toEqual({ style: "form", explode: true });
      for (const postcodes of [["SE1P 5ZZ"], ["SE1P 5ZZ", "B0GUS"], form.examples.postcodes.value[field]]) {
        const parsed = parseLikeTheService(serialise(form.encoding, { [field]: postcodes }));
        // postcodes_controller.ts: anything but an array is 400 "Invalid data submitted".
        expect(parsed).toEqual({ postcodes });
      }
      // Why the brackets are in the name: the same serialisation without them gives one postcode as a string.
      expect(parseLikeTheService(serialise({ postcodes: { style: "form", explode: true } }, { postcodes: ["SE1P 5ZZ"] }))).toEqual({
        postcodes: "SE1P 5ZZ",
      });
      // The bracket form of the points, as the description writes it, is a list of objects.
      expect(resolved.paths["/postcodes"].post.description).toContain(
        "`geolocations[0][longitude]=-0.080126&geolocations[0][latitude]=51.492763`",
      );
      expect(parseLikeTheService("geolocations[0][longitude]=-0.080126&geolocations[0][latitude]=51.492763")).toEqual({
        geolocations: [{ longitude: "-0.080126", latitude: "51.492763" }],
      });
    });

    it("declares the generic 500 on every operation: filter given twice on all, a broken percent escape where the path has a parameter", () => {
      const generic = ERRORS[ERRORS.length - 1][1];
      for (const [method, p] of ROUTES) {
        const op = resolved.paths[p][method];
        const where = `${method} ${p}`;
        const serverError = op.responses["500"];
        expect({ where, declared: serverError !== undefined }).toEqual({ where, declared: true });
        const examples = Object.values(serverError.content["application/json"].examples as Obj).map((e) => (e as Obj).value);
        expect({ where, examples }).toEqual({ where, examples: expect.arrayContaining([{ status: 500, error: generic }]) });
        const description = serverError.description.replace(/\s+/g, " ");
        expect({ where, filter: /`filter` given (more than once|twice)/.test(description) }).toEqual({ where, filter: true });
        if (p.includes("{")) expect({ where, escape: description.includes("broken percent escape") }).toEqual({ where, escape: true });
      }
      for (const p of ["/postcodes/{postcode}/validate", "/postcodes/{postcode}/autocomplete"]) {
        expect(resolved.paths[p].get.description).not.toMatch(/always a 200|never returns an error/);
      }
      // A NUL character reaches the database, which refuses it, wherever no format check comes first.
      for (const [method, p] of [
        ["get", "/postcodes"],
        ["get", "/postcodes/{postcode}/autocomplete"],
        ["get", "/outcodes/{outcode}"],
        ["get", "/outcodes/{outcode}/nearest"],
        ["get", "/places"],
        ["get", "/places/{code}"],
        ["get", "/random/postcodes"],
      ]) {
        const where = `${method} ${p}`;
        expect({ where, nul: resolved.paths[p][method].responses["500"].description.includes("NUL character (`%00`)") }).toEqual({
          where,
          nul: true,
        });
      }
    });

    it("lets the bulk reverse-geocoding echo keep option keys in any case, as the service does", () => {
      const item = spec.components.schemas.BulkReverseGeocodeItem;
      const lookup = new Map(Object.entries(spec.components.schemas as Obj).map(([name, s]) => [`#/components/schemas/${name}`, s]));
      // sanitizeQuery keeps keys whose lower case is on its list, spelt as sent.
      const answer = { query: { longitude: -0.080126, latitude: 51.492763, Limit: 5, WideSearch: true }, result: null };
      expect(validateAgainstSchema(answer, item, lookup)).toEqual([]);
      expect(new ExampleValidator(spec).validate("#/components/schemas/BulkReverseGeocodeItem", answer)).toEqual([]);
      expect(item.properties.query.description.replace(/\s+/g, " ")).toContain("An echoed key did not necessarily apply");
    });

    it("says which bodies get which 400, and that a JSON body outside the UTF charsets is a 500", () => {
      const post = resolved.paths["/postcodes"].post;
      expect(flat(post.responses["400"].description)).toContain(
        "`Invalid JSON submitted…` answers a body that is not JSON, or is JSON but neither an object nor an array (`null`, `42`)",
      );
      expect(flat(post.responses["500"].description)).toContain("a `charset` not spelt `utf-…`, such as `latin1` or `utf8`");
      expect(flat(post.description)).toContain("so one `postcodes=SE1P%205ZZ` arrives as a string");
    });

    it("never says an out-of-range coordinate finds nothing: the database folds it into range", () => {
      const text = JSON.stringify(resolved);
      expect(text).not.toMatch(/off the map (simply finds|finds nothing|returns `null`)/);
      const lon = resolved.paths["/outcodes"].get.parameters.find((p: Obj) => p.name === "lon");
      expect(flat(lon.description)).toContain("is folded back into range by the database, so `lon=359.92` searches around -0.08");
      expect(flat(spec.components.schemas.Geolocation.properties.longitude.description)).toContain(
        "folded back into range by the database",
      );
    });

    it("says a stray space inside a search query usually finds nothing", () => {
      expect(flat(resolved.paths["/postcodes"].get.description)).toContain(
        "A space anywhere else (`SW1A 2 AA`, `S W1A`) usually finds nothing",
      );
      expect(flat(resolved.paths["/postcodes/{postcode}/autocomplete"].get.description)).toContain(
        "a space anywhere else (`SW1A 2 AA`) usually gives `null`",
      );
    });
  });
});
