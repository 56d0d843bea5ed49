import { fireEvent, render, screen } from "@testing-library/react";
import React from "react";
import { Link } from "../../ui/Link";
import { routerHref } from "../router-link";

/** Gatsby's runtime as the links use it, recorded. */
interface FakeRuntime {
  ___navigate: jest.Mock;
  ___loader: { enqueue: jest.Mock; hovering: jest.Mock };
}

/** One IntersectionObserver for the page (the links share it), whose entries the test delivers. */
const observers: { callback: IntersectionObserverCallback; observed: Set<Element> }[] = [];
class FakeIntersectionObserver {
  observed = new Set<Element>();
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, observed: this.observed });
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

const win = window as unknown as FakeRuntime & { IntersectionObserver?: unknown };
const abort = jest.fn();

beforeAll(() => {
  win.IntersectionObserver = FakeIntersectionObserver;
});

beforeEach(() => {
  win.___navigate = jest.fn();
  win.___loader = { enqueue: jest.fn(() => ({ abort })), hovering: jest.fn() };
  abort.mockClear();
  window.history.replaceState(null, "", "/docs/overview");
});

const seen = (element: Element, visible: boolean) => {
  const [observer] = observers;
  observer.callback(
    [{ target: element, isIntersecting: visible, intersectionRatio: visible ? 1 : 0 } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
};

describe("routerHref", () => {
  it("applies the site's trailing-slash rule to the pathname, and keeps the query and anchor", () => {
    expect(routerHref("/docs/api/")).toBe("/docs/api");
    expect(routerHref("/docs/api/?q=1#top")).toBe("/docs/api?q=1#top");
    expect(routerHref("/docs/api", "always")).toBe("/docs/api/");
    expect(routerHref("/docs/api/", "ignore")).toBe("/docs/api/");
    expect(routerHref("/")).toBe("/");
  });
});

describe("a link to a site page", () => {
  it("is one anchor, and a plain click goes through Gatsby's router without reloading", () => {
    render(<Link to="/docs/api/">API</Link>);
    const link = screen.getByRole("link", { name: "API" });
    expect(link).toHaveAttribute("href", "/docs/api");
    expect(link.children).toHaveLength(0);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(win.___navigate).toHaveBeenCalledWith("/docs/api", { replace: false });
  });

  it("replaces the history entry when it links to the page being read", () => {
    render(<Link to="/docs/overview">Overview</Link>);
    fireEvent.click(screen.getByRole("link", { name: "Overview" }));
    expect(win.___navigate).toHaveBeenCalledWith("/docs/overview", { replace: true });
  });

  it.each([
    ["a modifier key", { ctrlKey: true }],
    ["the shift key", { shiftKey: true }],
    ["the meta key", { metaKey: true }],
    ["the alt key", { altKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves a click with %s to the browser", (_, init) => {
    render(<Link to="/docs/api">API</Link>);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    screen.getByRole("link", { name: "API" }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(win.___navigate).not.toHaveBeenCalled();
  });

  it("leaves a click its own handler prevented, after calling that handler", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Link to="/docs/api" onClick={onClick}>
        API
      </Link>,
    );
    fireEvent.click(screen.getByRole("link", { name: "API" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(win.___navigate).not.toHaveBeenCalled();
  });

  it("preloads its page on hover, through Gatsby's loader", () => {
    render(<Link to="/docs/api?x=1">API</Link>);
    fireEvent.mouseEnter(screen.getByRole("link", { name: "API" }));
    expect(win.___loader.hovering).toHaveBeenCalledWith("/docs/api?x=1");
  });

  it("prefetches its page while on screen, from one observer for every link, and stops when it leaves or unmounts", () => {
    const { unmount } = render(
      <>
        <Link to="/docs/api">API</Link>
        <Link to="/docs/overview">Here</Link>
      </>,
    );
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    const api = screen.getByRole("link", { name: "API" });
    const here = screen.getByRole("link", { name: "Here" });
    expect([...observer.observed]).toEqual([api, here]);

    seen(api, true);
    expect(win.___loader.enqueue).toHaveBeenCalledWith("/docs/api");
    seen(here, true);
    // Not the page being read: that load is under way already.
    expect(win.___loader.enqueue).toHaveBeenCalledTimes(1);
    seen(api, false);
    expect(abort).toHaveBeenCalledTimes(1);

    unmount();
    expect(observer.observed.size).toBe(0);
  });
});
