import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ColorModeToggle } from "../../shell/ColorModeToggle";
import { ColorModeProvider, useColorMode } from "../color-mode";

const root = document.documentElement;

function Probe() {
  return <span data-testid="mode">{useColorMode().colorMode}</span>;
}

const renderToggle = (disableSwitch = false) =>
  render(
    <ColorModeProvider defaultMode="light" disableSwitch={disableSwitch}>
      <ColorModeToggle />
      <Probe />
    </ColorModeProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  root.setAttribute("data-theme", "light");
});

describe("colour mode", () => {
  it("adopts the theme the pre-paint script applied", () => {
    root.setAttribute("data-theme", "dark");
    renderToggle();
    expect(screen.getByTestId("mode")).toHaveTextContent("dark");
    expect(screen.getByRole("button", { name: "Switch between dark and light mode (currently dark mode)" })).toBeEnabled();
  });

  it("toggles, saves the choice under 'theme' and updates <html>", async () => {
    renderToggle();
    await userEvent.click(screen.getByRole("button", { name: "Switch between dark and light mode (currently light mode)" }));
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(screen.getByRole("button", { name: /currently dark mode/ })).toBeInTheDocument();
  });

  it("follows another tab, and falls back to light when that tab clears or garbles the value", () => {
    renderToggle();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark", storageArea: window.localStorage }));
    });
    expect(root.getAttribute("data-theme")).toBe("dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: null, storageArea: window.localStorage }));
    });
    expect(screen.getByTestId("mode")).toHaveTextContent("light");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "sepia", storageArea: window.localStorage }));
    });
    expect(root.getAttribute("data-theme")).toBe("light");
  });

  it("hides the toggle when the switch is disabled", () => {
    renderToggle(true);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("throws a helpful error outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useColorMode() was called outside <ColorModeProvider>");
    jest.restoreAllMocks();
  });
});
