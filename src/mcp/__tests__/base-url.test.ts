import { baseUrlFrom } from "../base-url";

const PUBLIC = "https://api.postcodes.io";

describe("the stdio server's API address", () => {
  it("is --base-url's, else POSTCODES_API_URL's, else the public API's", () => {
    expect(baseUrlFrom(["--base-url", "http://localhost:8000/"], { POSTCODES_API_URL: "http://other" }, PUBLIC)).toBe(
      "http://localhost:8000",
    );
    expect(baseUrlFrom(["--base-url=http://127.0.0.1:4010"], {}, PUBLIC)).toBe("http://127.0.0.1:4010");
    expect(baseUrlFrom([], { POSTCODES_API_URL: "http://localhost:8000" }, PUBLIC)).toBe("http://localhost:8000");
    expect(baseUrlFrom([], {}, PUBLIC)).toBe(PUBLIC);
  });

  it("stops, saying what to write, on --base-url without a URL or an option it does not know, instead of calling the public API", () => {
    expect(() => baseUrlFrom(["--base-url"], {}, PUBLIC)).toThrow("--base-url needs a URL after it");
    expect(() => baseUrlFrom(["--base-url", "--verbose"], {}, PUBLIC)).toThrow("--base-url needs a URL after it");
    expect(() => baseUrlFrom(["--base-url="], {}, PUBLIC)).toThrow("--base-url needs a URL after it");
    expect(() => baseUrlFrom(["--baseurl", "http://localhost:8000"], {}, PUBLIC)).toThrow(
      "Unknown option --baseurl: the server takes only --base-url URL",
    );
    expect(() => baseUrlFrom(["--base-url", "ftp://example.org"], {}, PUBLIC)).toThrow("The API's base URL (--base-url)");
  });
});
