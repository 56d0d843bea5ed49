import { copiedText } from "../copy-text";

describe("what a code block's Copy copies", () => {
  it("is the code as shown, in every language but HTTP", () => {
    expect(copiedText("import requests\n\nurl = 1", "python")).toBe("import requests\n\nurl = 1");
  });

  it("is, for an HTTP message, its head in CRLF lines and its body as shown (Content-Length counts it)", () => {
    const body = '{\n  "postcodes": ["SE1P 5ZZ"]\n}';
    expect(copiedText(`POST /postcodes HTTP/1.1\nHost: api.postcodes.io\nContent-Length: ${body.length}\n\n${body}`, "http")).toBe(
      `POST /postcodes HTTP/1.1\r\nHost: api.postcodes.io\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(copiedText("GET /postcodes/SE1P%205ZZ HTTP/1.1\nHost: api.postcodes.io", "http")).toBe(
      "GET /postcodes/SE1P%205ZZ HTTP/1.1\r\nHost: api.postcodes.io",
    );
  });
});
