import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CodeSamples, type CodeSampleView, type SampleRewrite } from "..";
import { ROUTER_ATTRIBUTE } from "../../../navigation/edition-address";
import { DATA_GLOBAL, dataScripts } from "../../../navigation/data-scripts";
import { CodeLanguageProvider } from "../../../state/code-language";

const sample = (id: string, label: string, html: string): CodeSampleView => ({
  id,
  label,
  prism: "bash",
  languageLabel: label,
  html,
  live: true,
});

const tabs = [sample("curl", "cURL", "curl https://api.example.com/things/1"), sample("python", "Python", "requests.get(1)")];
const more = { languages: [{ id: "swift", label: "Swift" }], src: "/code-samples/get-thing.json" };
const swiftFile = [sample("swift", "Swift", 'URL(string: "https://api.example.com/things/1")')];

/** What the console hands the page: every sample written again, here for the value 2. */
const forTwo: SampleRewrite = (samples) => samples.map((s) => ({ ...s, html: s.html.replace("1", "2") }));

beforeEach(() => {
  // jsdom has no fetch: the samples file answers as a Response would.
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => swiftFile }) as Response);
});

describe("code samples while the API console is open", () => {
  it("shows the tabs and a language of the More menu as the console writes them, and as built once it closes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CodeLanguageProvider>
        <CodeSamples samples={tabs} more={more} rewrite={forTwo} />
      </CodeLanguageProvider>,
    );
    expect(screen.getByRole("tabpanel", { name: "cURL" })).toHaveTextContent("curl https://api.example.com/things/2");

    await user.click(screen.getByRole("button", { name: "More languages" }));
    await user.click(screen.getByRole("button", { name: "Swift" }));
    expect(await screen.findByText('URL(string: "https://api.example.com/things/2")')).toBeInTheDocument();

    rerender(
      <CodeLanguageProvider>
        <CodeSamples samples={tabs} more={more} rewrite={null} />
      </CodeLanguageProvider>,
    );
    expect(await screen.findByText('URL(string: "https://api.example.com/things/1")')).toBeInTheDocument();
  });
});

describe("the More samples in the offline edition", () => {
  afterEach(() => document.documentElement.removeAttribute(ROUTER_ATTRIBUTE));

  it("come from the edition's data script, since a page opened from disk may not fetch", async () => {
    const user = userEvent.setup();
    document.documentElement.setAttribute(ROUTER_ATTRIBUTE, "hash");
    const src = "/code-samples/get-other-thing.json";
    (window as unknown as Record<string, Record<string, unknown>>)[DATA_GLOBAL] = { [dataScripts.siteJson(src).key]: swiftFile };
    render(
      <CodeLanguageProvider>
        <CodeSamples samples={tabs} more={{ ...more, src }} />
      </CodeLanguageProvider>,
    );
    await user.click(screen.getByRole("button", { name: "More languages" }));
    await user.click(screen.getByRole("button", { name: "Swift" }));
    expect(await screen.findByText('URL(string: "https://api.example.com/things/1")')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe("the tabs out of sight", () => {
  const highlighted = (text: string) => `<span class="code-line"><span class="token function">${text}</span></span>`;
  const both = [sample("curl", "cURL", highlighted("curl")), sample("python", "Python", highlighted("requests"))];

  it("hold their code as plain text, and the chosen tab its highlighting", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CodeLanguageProvider>
        <CodeSamples samples={both} />
      </CodeLanguageProvider>,
    );
    const panel = (id: string) => container.querySelector(`[role=tabpanel][data-code-language=${id}]`)!;
    expect(panel("curl").querySelectorAll(".token")).toHaveLength(1);
    expect(panel("python").querySelectorAll("pre span")).toHaveLength(0);
    expect(panel("python")).toHaveTextContent("requests");

    await user.click(screen.getByRole("tab", { name: "Python" }));
    expect(panel("python").querySelectorAll(".token")).toHaveLength(1);
    expect(panel("curl").querySelectorAll("pre span")).toHaveLength(0);
    expect(panel("curl")).toHaveTextContent("curl");
  });
});
