import { render } from "@testing-library/react";
import { type ScrollPosition, useScrollPosition } from "../scroll-position";

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
});
afterEach(() => jest.restoreAllMocks());

const scrollTo = (y: number) => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
};
const runFrames = () => frames.splice(0).forEach((frame) => frame(0));

function Follower({ seen, enabled = true }: { seen: ScrollPosition[]; enabled?: boolean }) {
  useScrollPosition(enabled ? (position) => seen.push(position) : null, [enabled]);
  return null;
}

describe("the scroll source", () => {
  it("notifies every subscriber once per frame, with where the page was before", () => {
    const a: ScrollPosition[] = [];
    const b: ScrollPosition[] = [];
    const { unmount } = render(
      <>
        <Follower seen={a} />
        <Follower seen={b} />
      </>,
    );
    scrollTo(100);
    scrollTo(250);
    expect(frames).toHaveLength(1);
    runFrames();
    window.dispatchEvent(new Event("resize"));
    scrollTo(200);
    runFrames();
    expect(a).toEqual([
      { scrollY: 250, previousScrollY: 0 },
      { scrollY: 200, previousScrollY: 250 },
    ]);
    expect(b).toEqual(a);
    unmount();
    scrollTo(0);
    runFrames();
    expect(a).toHaveLength(2);
  });

  it("stops notifying a component that disables it", () => {
    const seen: ScrollPosition[] = [];
    const { rerender, unmount } = render(<Follower seen={seen} />);
    scrollTo(40);
    runFrames();
    rerender(<Follower seen={seen} enabled={false} />);
    scrollTo(80);
    runFrames();
    expect(seen.map((p) => p.scrollY)).toEqual([40]);
    unmount();
  });
});
