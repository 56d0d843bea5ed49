import path from "node:path";
import { browserModulesLeftOut } from "../webpack";

const PARTYTOWN_BROWSER = path.join("node_modules", "gatsby", "dist", "internal-plugins", "partytown", "gatsby-browser.js");
const REGISTER_SERVICE_WORKER = path.join("site", ".cache", "register-service-worker.js");
const leftOut = (file: string, apis: string[][]) => browserModulesLeftOut(apis).some((pattern) => pattern.test(file));

describe("modules of Gatsby's browser runtime left out of the production build", () => {
  it("always leaves out Partytown's browser plugin, whose body runs in development only", () => {
    expect(leftOut(PARTYTOWN_BROWSER, [])).toBe(true);
    expect(leftOut(PARTYTOWN_BROWSER, [["registerServiceWorker"]])).toBe(true);
  });

  it("leaves out the service worker registration only while no plugin registers one", () => {
    expect(leftOut(REGISTER_SERVICE_WORKER, [["onClientEntry", "onRouteUpdate"], []])).toBe(true);
    expect(leftOut(REGISTER_SERVICE_WORKER, [["onClientEntry"], ["registerServiceWorker", "onServiceWorkerActive"]])).toBe(false);
  });

  it("keeps the rest of Gatsby's runtime and the site's own modules", () => {
    for (const kept of [
      path.join("site", ".cache", "production-app.js"),
      path.join("site", ".cache", "api-runner-browser.js"),
      path.join("node_modules", "gatsby", "dist", "internal-plugins", "partytown", "gatsby-ssr.js"),
      path.join("site", "src", "register-service-worker.ts"),
    ]) {
      expect(leftOut(kept, [])).toBe(false);
    }
  });
});
