import { forgetSiteLink, isSiteLink, noteSiteLink, SITE_LINK_NOTE_MS } from "../site-sent-link";

describe("the note a link of the site's own leaves for its console", () => {
  beforeEach(() => window.localStorage.clear());

  it("is for the query string it was left for, for a minute, until the console uses it up", () => {
    noteSiteLink("/docs/api/lookup-postcode?try&path.postcode=SW1A+1AA&send=", 1_000);
    expect(isSiteLink("?try&path.postcode=SW1A+1AA&send=", 1_000 + SITE_LINK_NOTE_MS)).toBe(true);
    // Another address, or the same one too late or from a clock that went back: not the site's link.
    expect(isSiteLink("?try&path.postcode=SW1A+2AA&send=", 1_000)).toBe(false);
    expect(isSiteLink("?try&path.postcode=SW1A+1AA&send=", 1_001 + SITE_LINK_NOTE_MS)).toBe(false);
    expect(isSiteLink("?try&path.postcode=SW1A+1AA&send=", 999)).toBe(false);
    forgetSiteLink();
    expect(isSiteLink("?try&path.postcode=SW1A+1AA&send=", 1_000)).toBe(false);
  });

  it("is no note at all when none was left, or when what is stored is not one", () => {
    expect(isSiteLink("?try&send=")).toBe(false);
    window.localStorage.setItem("api-console.site-link", "not json");
    expect(isSiteLink("?try&send=")).toBe(false);
  });
});
