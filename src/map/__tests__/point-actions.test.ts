import path from "node:path";
import { buildApiRecords, loadSpec, renderMarkdown } from "../../../plugins/gatsby-source-openapi";
import { searchToInputs } from "../../navigation/console-address";
import { actionHref, formatDegrees, openStreetMapHref, POINT_ACTIONS } from "../point-actions";

describe("what a point of the map offers", () => {
  it("opens each action's console with the longitude and latitude filled in, sending to the same server", () => {
    const [postcodes, outcodes] = POINT_ACTIONS;
    expect(actionHref(postcodes, -0.0801264, 51.49276, "https://api.postcodes.io")).toBe(
      "/docs/api/reverse-geocode-lon-lat?try&server=https%3A%2F%2Fapi.postcodes.io&path.longitude=-0.080126&path.latitude=51.49276&send=",
    );
    const href = actionHref(outcodes, -2, 53.5, "http://127.0.0.1:8000");
    expect(searchToInputs(href.slice(href.indexOf("?")))).toEqual({
      inputs: { server: "http://127.0.0.1:8000", values: { "query.lon": "-2", "query.lat": "53.5" } },
      send: true,
    });
  });

  it("links to OpenStreetMap at street level", () => {
    expect(openStreetMapHref(-0.080126, 51.492763)).toBe(
      "https://www.openstreetmap.org/?mlat=51.492763&mlon=-0.080126#map=17/51.492763/-0.080126",
    );
    expect(formatDegrees(10)).toBe("10");
    expect(formatDegrees(-0.5)).toBe("-0.5");
  });

  it("names operations of our description that take these inputs", async () => {
    const { operations } = buildApiRecords({ ...(await loadSpec(path.resolve("openapi/openapi.yaml"))), renderMarkdown });
    for (const action of POINT_ACTIONS) {
      const operation = operations.find((op) => op.slug === action.slug);
      expect(operation).toBeDefined();
      const inputs = operation!.parameters.map((p) => `${p.location}.${p.name}`);
      expect(inputs).toEqual(expect.arrayContaining([action.longitude, action.latitude]));
      // The request as shown is the operation's own method and path.
      expect(action.request.split("?")[0]).toBe(`${operation!.method.toUpperCase()} ${operation!.path}`);
    }
    // Each finds its own kind of thing: no two actions alike.
    expect(new Set(POINT_ACTIONS.map((a) => a.label)).size).toBe(POINT_ACTIONS.length);
  });
});
