import { MAX_REPORT_URL, newIssueAddress, reportAddress, type DifferenceReport } from "../difference-report";

const report: DifferenceReport = {
  operation: "GET /postcodes/{postcode}",
  page: "https://docs.example.com/docs/api/lookup-postcode?try",
  server: "http://localhost:8000",
  request: { method: "get", url: "http://localhost:8000/postcodes/SW1A%201AA", body: null },
  status: "200 OK",
  differences: ["/result/postcode: documented as a string, received null"],
  body: '{"status":200,"result":{"postcode":null}}',
};

describe("a report of an answer that differs from the documentation", () => {
  it("is a new issue on the repository of the docs' edit links, on GitHub or GitLab, and nowhere else", () => {
    const github = newIssueAddress("https://github.com/acme/docs/edit/main/")?.("T", "B");
    expect(github).toBe("https://github.com/acme/docs/issues/new?title=T&body=B");
    const gitlab = newIssueAddress("https://gitlab.com/acme/team/docs/-/edit/main/")?.("T", "B");
    expect(gitlab).toBe("https://gitlab.com/acme/team/docs/-/issues/new?issue%5Btitle%5D=T&issue%5Bdescription%5D=B");
    expect(newIssueAddress("https://example.com/docs/edit/")).toBeNull();
    expect(newIssueAddress("not a url")).toBeNull();
  });

  it("holds the operation, page, server, request, status, differences and answer", () => {
    const url = new URL(reportAddress("https://github.com/acme/docs/edit/main/", report) ?? "");
    expect(url.searchParams.get("title")).toBe("Answer differs from the documentation: GET /postcodes/{postcode} (200 OK)");
    expect(url.searchParams.get("body")).toBe(
      [
        "The API console's answer differs from the documentation of `GET /postcodes/{postcode}`.",
        "",
        "- Page: https://docs.example.com/docs/api/lookup-postcode?try",
        "- Server: http://localhost:8000",
        "- Request: `GET http://localhost:8000/postcodes/SW1A%201AA`",
        "- Status: 200 OK",
        "",
        "Differences:",
        "",
        "- `/result/postcode: documented as a string, received null`",
        "",
        "Answer body:",
        "",
        "```json",
        '{"status":200,"result":{"postcode":null}}',
        "```",
      ].join("\n"),
    );
  });

  it("cuts the answer, then the list, short to keep the address within what GitHub takes", () => {
    const big = {
      ...report,
      request: { ...report.request, method: "post", body: '{\n  "postcodes": ["OX49 5NU"]\n}' },
      differences: Array.from({ length: 400 }, (_, i) => `/result/${i}/result: documented as an object, received 1`),
      body: JSON.stringify({ result: Array.from({ length: 100 }, () => ({ postcode: "SW1A 1AA", text: "é".repeat(50) })) }),
    };
    const url = reportAddress("https://github.com/acme/docs/edit/main/", big) ?? "";
    expect(url.length).toBeLessThanOrEqual(MAX_REPORT_URL);
    const body = new URL(url).searchParams.get("body") ?? "";
    expect(body).toContain('Request body:\n\n```json\n{\n  "postcodes": ["OX49 5NU"]\n}\n```');
    expect(body).toMatch(/\n- …and \d+ more\n/);
    expect(body).toMatch(/… \(\d+ more characters\)/);
  });
});
