import { isListedServer, openingServer, resolveServerUrl } from "../console-servers";

const SERVERS = ["https://api.postcodes.io", "http://localhost:8000"];

describe("the console's servers", () => {
  it("resolves a relative server URL against the site's origin and keeps an absolute one", () => {
    expect(resolveServerUrl("/v1", "https://docs.example.com")).toBe("https://docs.example.com/v1");
    expect(resolveServerUrl("/", "https://docs.example.com")).toBe("https://docs.example.com/");
    expect(resolveServerUrl("api/v2", "http://localhost:9000")).toBe("http://localhost:9000/api/v2");
    expect(resolveServerUrl("//api.example.com/v1", "https://docs.example.com")).toBe("https://api.example.com/v1");
    expect(resolveServerUrl("https://api.postcodes.io", "https://docs.example.com")).toBe("https://api.postcodes.io");
  });

  it("tells a listed server by its URL, trailing slashes aside", () => {
    expect(isListedServer("http://localhost:8000/", SERVERS)).toBe(true);
    expect(isListedServer(" https://api.postcodes.io ", SERVERS)).toBe(true);
    expect(isListedServer("http://localhost:8001", SERVERS)).toBe(false);
    expect(isListedServer("", [""])).toBe(false);
  });

  it("opens on a remembered server only while it is usable", () => {
    expect(openingServer(null, SERVERS)).toBe(SERVERS[0]);
    expect(openingServer("", SERVERS)).toBe(SERVERS[0]);
    expect(openingServer("http://localhost:99999", SERVERS)).toBe(SERVERS[0]);
    expect(openingServer("http://localhost:8000", SERVERS)).toBe("http://localhost:8000");
    expect(openingServer("https://mine.example/api", SERVERS)).toBe("https://mine.example/api");
    expect(openingServer(null, [])).toBe("");
  });
});
