import type { Page } from "playwright-core";

// What "the screen has loaded what it shows" means for a test that looks at a whole screen (axe, widths): its code
// and its data read, no skeleton nor busy region left. Playwright's networkidle said it by 500 ms without any
// request, paid on every screen (about 0.6 s each on a loaded machine, 130 screens in the accessibility pass alone);
// this waits on the page's own requests instead: none in flight for a short quiet moment, which still covers the
// gap between a lazy screen's code arriving and its data being asked.

interface InFlight {
  count: number;
  /** performance-clock ms of the last request started or ended. */
  last: number;
}
const inFlight = new WeakMap<Page, InFlight>();

/** Counts the page's requests from now on (launchBrowser calls it for every page it opens). */
export function trackRequests(page: Page): void {
  const state: InFlight = { count: 0, last: performance.now() };
  inFlight.set(page, state);
  const started = () => {
    state.count++;
    state.last = performance.now();
  };
  const ended = () => {
    state.count = Math.max(0, state.count - 1);
    state.last = performance.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * The quiet moment: longer than a screen takes between its code arriving and its data asked (a render), on a loaded
 * machine. A lazy screen's blank 300 ms (route-view.tsx) is its code's request in flight, counted as such.
 */
const QUIET_MS = 200;
const POLL_MS = 25;

/**
 * Until the page has no request in flight for QUIET_MS and its screen is drawn: something in its place, no skeleton
 * or `aria-busy` left. At most `timeout` ms (then it throws, naming what was still pending).
 */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  const state = inFlight.get(page);
  const deadline = performance.now() + timeout;
  if (state)
    while (state.count > 0 || performance.now() - state.last < QUIET_MS) {
      if (performance.now() > deadline)
        throw new Error(`Page jamais au repos : ${state.count} requête(s) en cours`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  else await page.waitForLoadState("networkidle", { timeout });
  await page.waitForFunction(
    () => {
      const place = document.querySelector("main") ?? document.getElementById("root");
      return (
        !!place &&
        place.childElementCount > 0 &&
        !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]')
      );
    },
    undefined,
    { timeout: Math.max(1, deadline - performance.now()), polling: "raf" },
  );
}

/**
 * To another screen as the app's own links go (the History API, which the router follows): the app stays loaded,
 * so a screen costs its own code and data, not a new start of the app. The quiet moment counts from here: the
 * screen's first requests may leave a frame later.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, "", to), path);
  const state = inFlight.get(page);
  if (state) state.last = performance.now();
}

/**
 * Waits (at most 2 s) for the transitions and animations that end to end: a dialog's opening, a button just enabled
 * fading from `disabled:opacity-50` to opaque over 150 ms (`transition-all`), which axe reading it halfway reports
 * as a contrast no one sees once it is still. Endless ones (a spinner) are left running.
 */
export const animationsDone = (page: Page) =>
  page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });
