import { act, render, screen } from "@testing-library/react";
import type { Problem } from "../../../develop/problems-protocol";
import { RouteLocationProvider } from "../../../state/route-location";
import DevelopProblems from "..";

/** The problems stream of `gatsby develop`, played by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  send(problems: Problem[]) {
    act(() => this.onmessage?.({ data: JSON.stringify(problems) } as MessageEvent<string>));
  }
  close() {
    this.closed = true;
  }
}

const brokenLink: Problem = {
  level: "warning",
  message: "content/docs/libraries.mdx:14: the link to /docs/no-such-list leads nowhere.",
  link: { page: "/docs/libraries", href: "/docs/no-such-list" },
};

/** Runs the animation frames and mutation callbacks that are due. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
    jest.runOnlyPendingTimers();
  });
}

function renderOn(pathname: string) {
  return render(
    <RouteLocationProvider location={{ pathname, hash: "", search: "" }}>
      <DevelopProblems />
    </RouteLocationProvider>,
  );
}

function addLink(href: string): HTMLAnchorElement {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.setAttribute("href", href);
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => setTimeout(() => callback(0), 16) as unknown as number);
  jest.spyOn(window, "cancelAnimationFrame").mockImplementation((frame) => clearTimeout(frame));
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

test("a link already on the page is marked when the problem arrives", async () => {
  const anchor = addLink("/docs/no-such-list");
  renderOn("/docs/libraries");
  FakeEventSource.last?.send([brokenLink]);
  await settle();
  expect(anchor).toHaveAttribute("data-broken-link", "");
  expect(anchor).toHaveAttribute("title", "Broken link: /docs/no-such-list (see the problems panel)");
  expect(screen.getByRole("region", { name: "Problems in the sources" })).toHaveTextContent("libraries.mdx:14");
});

test("a link that arrives after the problem (the guide's hot update came second) is marked too", async () => {
  renderOn("/docs/libraries");
  FakeEventSource.last?.send([brokenLink]);
  await settle();
  const anchor = addLink("/docs/no-such-list");
  await settle();
  expect(anchor).toHaveAttribute("data-broken-link", "");
});

test("the mark goes when the problem is fixed", async () => {
  const anchor = addLink("/docs/no-such-list");
  renderOn("/docs/libraries");
  FakeEventSource.last?.send([brokenLink]);
  await settle();
  expect(anchor).toHaveAttribute("data-broken-link", "");

  FakeEventSource.last?.send([]);
  await settle();
  expect(anchor).not.toHaveAttribute("data-broken-link");
  expect(anchor).not.toHaveAttribute("title");
  expect(screen.queryByRole("region", { name: "Problems in the sources" })).toBeNull();
});

test("a link with the same address on another page is not marked", async () => {
  const anchor = addLink("/docs/no-such-list");
  renderOn("/docs/self-host");
  FakeEventSource.last?.send([brokenLink]);
  await settle();
  expect(anchor).not.toHaveAttribute("data-broken-link");
});
