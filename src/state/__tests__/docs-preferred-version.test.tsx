import { render, screen } from "@testing-library/react";
import { DocsPreferredVersionProvider, docsPreferredVersionKey, useDocsPreferredVersion } from "../docs-preferred-version";

const versions = [{ name: "current", label: "Next", path: "/docs/overview" }];
function Probe() {
  return <span data-testid="preferred">{useDocsPreferredVersion().preferredVersion?.label ?? "none"}</span>;
}
const renderProbe = () =>
  render(
    <DocsPreferredVersionProvider pluginId="default" versions={versions}>
      <Probe />
    </DocsPreferredVersionProvider>,
  );

beforeEach(() => window.localStorage.clear());

describe("docs preferred version", () => {
  it("uses the key docs-preferred-version-<pluginId>", () => {
    expect(docsPreferredVersionKey("default")).toBe("docs-preferred-version-default");
  });

  it("keeps a stored version that exists", () => {
    window.localStorage.setItem("docs-preferred-version-default", "current");
    renderProbe();
    expect(screen.getByTestId("preferred")).toHaveTextContent("Next");
  });

  it("clears a stored name that matches no known version", () => {
    window.localStorage.setItem("docs-preferred-version-default", "9.x");
    renderProbe();
    expect(screen.getByTestId("preferred")).toHaveTextContent("none");
    expect(window.localStorage.getItem("docs-preferred-version-default")).toBeNull();
  });
});
