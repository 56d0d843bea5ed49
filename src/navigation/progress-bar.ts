export interface ProgressBarSettings {
  /** Where the bar starts (fraction of the width). */
  minimum: number;
  /** Duration of each move, in ms. */
  speedMs: number;
  /** How often the bar creeps forward while waiting, in ms. */
  trickleSpeedMs: number;
  easing: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** How far one trickle step moves: big steps early, tiny ones near the end (never reaching 100 %). */
export function trickleAmount(status: number): number {
  if (status < 0.2) return 0.1;
  if (status < 0.5) return 0.04;
  if (status < 0.8) return 0.02;
  if (status < 0.99) return 0.005;
  return 0;
}

/**
 * A thin bar at the top of the window that shows a page is loading. It lives
 * outside React (like a browser's own progress indicator) so it can start
 * before the next page's code exists.
 */
export class ProgressBar {
  private status: number | null = null;
  private element: HTMLElement | null = null;
  private trickleTimer: ReturnType<typeof setInterval> | undefined;
  private removeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly settings: ProgressBarSettings,
    private readonly doc: Document = document,
  ) {}

  /** Current position from 0 to 1, or null when not shown. */
  get value(): number | null {
    return this.status;
  }

  start(): void {
    if (this.status === null) this.set(0);
    clearInterval(this.trickleTimer);
    this.trickleTimer = setInterval(() => this.inc(), this.settings.trickleSpeedMs);
  }

  set(n: number): void {
    const value = clamp(n, this.settings.minimum, 1);
    this.status = value === 1 ? null : value;
    const bar = this.render();
    const inner = bar.firstElementChild as HTMLElement;
    const { speedMs, easing } = this.settings;
    inner.style.transition = `transform ${speedMs}ms ${easing}`;
    inner.style.transform = `translate3d(${(-1 + value) * 100}%, 0, 0)`;
    bar.setAttribute("aria-valuenow", String(Math.round(value * 100)));
    if (value === 1) {
      clearInterval(this.trickleTimer);
      bar.style.transition = `opacity ${speedMs}ms linear ${speedMs}ms`;
      bar.style.opacity = "0";
      clearTimeout(this.removeTimer);
      this.removeTimer = setTimeout(() => this.remove(), speedMs * 2);
    }
  }

  inc(): void {
    if (this.status === null) {
      this.start();
      return;
    }
    this.set(clamp(this.status + trickleAmount(this.status), 0, 0.994));
  }

  done(): void {
    if (this.status === null) return;
    this.set(1);
  }

  private render(): HTMLElement {
    clearTimeout(this.removeTimer);
    if (this.element && this.element.isConnected) {
      this.element.style.transition = "";
      this.element.style.opacity = "1";
      return this.element;
    }
    const bar = this.doc.createElement("div");
    bar.id = "route-progress";
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-label", "Loading page");
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", "100");
    const inner = this.doc.createElement("div");
    inner.style.transform = "translate3d(-100%, 0, 0)";
    bar.appendChild(inner);
    this.doc.body.appendChild(bar);
    this.element = bar;
    return bar;
  }

  private remove(): void {
    this.element?.remove();
    this.element = null;
  }
}
