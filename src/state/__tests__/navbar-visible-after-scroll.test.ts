import { NAVBAR_ALWAYS_VISIBLE_SCROLL_PX } from "../../shell-constants";
import { navbarVisibleAfterScroll } from "../hideable-navbar";

describe("navbarVisibleAfterScroll", () => {
  it("shows the navbar near the top, whichever way the page moved", () => {
    expect(navbarVisibleAfterScroll({ scrollY: NAVBAR_ALWAYS_VISIBLE_SCROLL_PX - 1, previousScrollY: 0 })).toBe(true);
    expect(navbarVisibleAfterScroll({ scrollY: 0, previousScrollY: 0 })).toBe(true);
  });

  it("hides it on the way down past the top and shows it on the way up", () => {
    expect(navbarVisibleAfterScroll({ scrollY: NAVBAR_ALWAYS_VISIBLE_SCROLL_PX, previousScrollY: 0 })).toBe(false);
    expect(navbarVisibleAfterScroll({ scrollY: 400, previousScrollY: 500 })).toBe(true);
  });

  it("leaves it as it was when the page did not move", () => {
    expect(navbarVisibleAfterScroll({ scrollY: 400, previousScrollY: 400 })).toBeNull();
  });
});
