/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import { ColorModeToggle } from "../../shell/ColorModeToggle";
import { ColorModeProvider } from "../color-mode";

describe("colour mode toggle in server HTML", () => {
  it("is disabled until the page has hydrated, and names the default mode", () => {
    const html = renderToString(
      <ColorModeProvider defaultMode="light" disableSwitch={false}>
        <ColorModeToggle />
      </ColorModeProvider>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""/);
    expect(html).toContain('aria-label="Switch between dark and light mode (currently light mode)"');
  });
});
