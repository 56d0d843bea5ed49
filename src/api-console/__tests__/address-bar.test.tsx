import { ROUTER_ATTRIBUTE } from "../../navigation/edition-address";
import { addressWithSearch, lastWrittenSearch, replaceAddressSearch } from "../address-bar";

/** (A .tsx test for jsdom's window and history.) */
describe("the console's address", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(ROUTER_ATTRIBUTE);
    window.history.replaceState(null, "", "/");
  });

  it("on the site: the query string of the page, without its anchor when shared", () => {
    window.history.replaceState(null, "", "/docs/api/lookup-postcode#response-200");
    replaceAddressSearch("?try&postcode=SW1A%201AA");
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/docs/api/lookup-postcode?try&postcode=SW1A%201AA#response-200",
    );
    expect(lastWrittenSearch()).toBe("?try&postcode=SW1A%201AA");
    expect(addressWithSearch("?try")).toBe(`${window.location.origin}/docs/api/lookup-postcode?try`);
  });

  it("in the hash-routed edition: the query of the route, inside the hash, which a shared address keeps", () => {
    document.documentElement.setAttribute(ROUTER_ATTRIBUTE, "hash");
    window.history.replaceState(null, "", "/manuals/index.html#/docs/api/lookup-postcode");
    replaceAddressSearch("?try&postcode=SW1A%201AA");
    expect(window.location.search).toBe("");
    expect(window.location.hash).toBe("#/docs/api/lookup-postcode?try&postcode=SW1A%201AA");
    expect(addressWithSearch("?try")).toBe(`${window.location.origin}/manuals/index.html#/docs/api/lookup-postcode?try`);
    replaceAddressSearch("");
    expect(window.location.hash).toBe("#/docs/api/lookup-postcode");
  });
});
