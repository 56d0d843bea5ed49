import { HISTORY_SIZE, type HistoryEntry, readHistory, withEntry } from "../console-history";
import { inputsToSearch, searchToInputs } from "../../navigation/console-address";
import { wantsConsole } from "../../navigation/console-flag";
import { openingSend, restoreInputs } from "../share-url";

describe("a request in the page's address", () => {
  const inputs = {
    server: "http://localhost:8000",
    values: { "path.postcode": "SW1A 1AA", "query.limit": "5", "query.empty": "" },
    body: '{"postcodes": ["A&B=C"]}',
    variant: 1,
  };

  it("round-trips: the address holds every input, and opening it gives them back", () => {
    const search = inputsToSearch(inputs);
    expect(search.startsWith("?try&")).toBe(true);
    expect(wantsConsole(search)).toBe(true);
    expect(wantsConsole("?q=1")).toBe(false);
    const { inputs: back, send } = searchToInputs(search);
    expect(send).toBe(false);
    expect(back).toEqual({
      server: inputs.server,
      values: { "path.postcode": "SW1A 1AA", "query.limit": "5" },
      body: inputs.body,
      variant: 1,
    });
    expect(searchToInputs(inputsToSearch(inputs, { send: true })).send).toBe(true);
  });

  it("restores over the first inputs: named fields replace them all, the server and body only when given", () => {
    const first = { server: "https://api.postcodes.io", values: { "path.postcode": "SE1P 5ZZ", "query.q": "x" }, body: null, variant: 0 };
    expect(restoreInputs(first, searchToInputs("?try&path.postcode=AB1%200AA").inputs)).toEqual({
      ...first,
      values: { "path.postcode": "AB1 0AA" },
    });
    expect(restoreInputs(first, searchToInputs("?try").inputs)).toEqual(first);
    expect(restoreInputs(first, searchToInputs("?try&body=%7B%7D").inputs).body).toBeNull();
  });
});

describe("the history", () => {
  const entry = (n: number): HistoryEntry => ({ slug: "ping", method: "GET", url: `u${n}`, search: `?try&n=${n}`, status: 200, at: n });

  it("keeps the last 20, newest first, and moves a repeated request up instead of listing it twice", () => {
    let history: HistoryEntry[] = [];
    for (let n = 0; n < 25; n++) history = withEntry(history, entry(n));
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history[0].url).toBe("u24");
    expect(history.at(-1)?.url).toBe("u5");
    history = withEntry(history, entry(10));
    expect(history.map((e) => e.url).filter((u) => u === "u10")).toHaveLength(1);
    expect(history[0].url).toBe("u10");
  });

  it("reads anything unreadable as empty", () => {
    expect(readHistory(null)).toEqual([]);
    expect(readHistory("not json")).toEqual([]);
    expect(readHistory('[{"slug": 1}, {"slug":"a","method":"GET","url":"u","search":"?try","status":null,"at":1}]')).toHaveLength(1);
  });
});

describe("sending on opening", () => {
  const servers = ["https://api.postcodes.io", "http://localhost:8000"];

  it("sends at once only to a listed server or from a link the site made, and only when the address asks to", () => {
    expect(openingSend("?try&path.postcode=X&send", "https://api.postcodes.io", servers)).toBe("send");
    expect(openingSend("?try&send", "http://localhost:8000/", servers)).toBe("send");
    expect(openingSend("?try&send", "https://attacker.example", servers)).toBe("wait");
    expect(openingSend("?try&send", "http://localhost:8001", servers)).toBe("wait");
    expect(openingSend("?try&path.postcode=X", "https://api.postcodes.io", servers)).toBeNull();
    // A link the site made itself (search, map) carries the server the reader chose here, and sends at once.
    expect(openingSend("?try&send", "https://postcodes.example.org/", servers, true)).toBe("send");
    expect(openingSend("?try", "https://postcodes.example.org/", servers, true)).toBeNull();
  });
});
