import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { powershellWord, shellWord } from "../languages";
import { BODIES, bulkSample as sample } from "./awkward-bodies";

// The shell samples are run by real shells, with the program they call replaced by a function that
// prints the body it was given: what a reader's shell would hand to curl, wget or HTTPie.

/** Stand-ins that print the body: curl's --data (read from standard input for @-), wget's --body-data, HTTPie's standard input. */
const STAND_INS = `
curl() { while [ $# -gt 0 ]; do if [ "$1" = "--data" ]; then if [ "$2" = "@-" ]; then cat; else printf '%s' "$2"; fi; fi; shift; done; }
wget() { while [ $# -gt 0 ]; do if [ "$1" = "--body-data" ]; then printf '%s' "$2"; fi; shift; done; }
http() { cat; }
`;

// bash is what most readers have; dash is /bin/sh on Debian and Ubuntu and, like zsh, reads backslash escapes in echo.
const SHELLS = ["bash", "dash"].filter((shell) => existsSync(`/bin/${shell}`));

describe("bodies in the shell samples", () => {
  it("runs in at least bash and dash here", () => {
    expect(SHELLS).toEqual(["bash", "dash"]);
  });

  for (const id of ["curl", "wget", "httpie"]) {
    for (const shell of SHELLS) {
      it.each(Object.entries(BODIES))(`${id} in ${shell} sends the body exactly: %s`, (_name, value) => {
        const printed = execFileSync(shell, ["-c", `${STAND_INS}\n${sample(id, value)}`], { encoding: "utf8" });
        expect(JSON.parse(printed)).toEqual(value);
      });
    }
  }

  it("quotes curl's here-document delimiter, so the shell expands nothing in it", () => {
    expect(sample("curl", BODIES["an apostrophe with expansions"])).toContain("--data @- <<'EOF'\n");
  });

  it("passes wget its body with real newlines in single quotes, and HTTPie's through printf", () => {
    expect(sample("wget", BODIES.example)).toContain(`--body-data '{\n  "postcodes": [\n`);
    expect(sample("httpie", BODIES.example)).toMatch(/^printf '%s\\n' '\{\n/);
  });

  it("doubles every PowerShell single-quote character in the body", () => {
    const source = sample("powershell", BODIES["typographic quotes"]);
    const literal = /-Body ('(?:[^'‘’‚‛]|['‘’‚‛]{2})*')$/.exec(source)?.[1];
    expect(literal).toBeDefined();
    // PowerShell's rule for a single-quoted string: it ends at a lone quote character; a doubled one is that character.
    const value = literal!.slice(1, -1).replace(/(['‘’‚‛])\1/g, "$1");
    expect(JSON.parse(value)).toEqual(BODIES["typographic quotes"]);
    expect(powershellWord("it's")).toBe("'it''s'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
  });

  it("gives the raw HTTP message the body's length in UTF-8 bytes", () => {
    const value = BODIES["quotes, a newline and Welsh"];
    const message = sample("http", value);
    const body = message.slice(message.indexOf("\r\n\r\n") + 4);
    expect(message).toContain(`Content-Length: ${Buffer.byteLength(body, "utf8")}\r\n`);
    expect(Buffer.byteLength(body, "utf8")).toBeGreaterThan(body.length);
  });
});
