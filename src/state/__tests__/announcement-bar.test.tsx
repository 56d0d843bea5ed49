import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnnouncementBar } from "../../shell/AnnouncementBar";
import { STORAGE_KEYS } from "../../shell-constants";
import { AnnouncementBarProvider } from "../announcement-bar";

const config = {
  id: "announcement-bar",
  content: 'New data. <a href="/docs/self-host">Details</a>',
  backgroundColor: "#000000",
  textColor: "#ffffff",
  isCloseable: true,
};
const renderBar = (id = config.id) =>
  render(
    <AnnouncementBarProvider config={{ ...config, id }}>
      <AnnouncementBar />
    </AnnouncementBarProvider>,
  );

beforeEach(() => window.localStorage.clear());

describe("announcement bar", () => {
  it("shows until closed, and remembers the dismissal with the bar id", async () => {
    const { unmount } = renderBar();
    expect(screen.getByRole("region", { name: "Announcement" })).toHaveTextContent("New data.");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed)).toBe("true");
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementId)).toBe("announcement-bar");
    unmount();
    renderBar();
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  });

  it("shows again when a different id is configured", () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementId, "announcement-bar");
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, "true");
    renderBar("data-release-2026");
    expect(screen.getByRole("region", { name: "Announcement" })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed)).toBe("false");
  });

  it("treats the legacy misspelt id as the same bar", () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementId, "annoucement-bar");
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissed, "true");
    renderBar();
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementId)).toBe("announcement-bar");
  });

  it("renders nothing without a configuration", () => {
    const { container } = render(
      <AnnouncementBarProvider config={undefined}>
        <AnnouncementBar />
      </AnnouncementBarProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
