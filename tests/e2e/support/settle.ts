import type { Page } from "playwright-core";
import { nombreDe } from "../../../worker/domain/francais/pluriel";

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
 * The quiet moment, in the page's own time: two frames and a task with no request started, and at least QUIET_MS.
 * What it covers (a lazy screen's code arriving, then run, rendered, its data asked from an effect) happens on the
 * page's main thread, so its frames wait for it whatever the machine's load; a fixed 200 ms (before ADR 148) was
 * paid on every screen looked at whole, about 300 a run. A lazy screen's blank 300 ms (route-view.tsx) is its
 * code's request in flight, counted as such.
 */
const QUIET_MS = 50;
const POLL_MS = 25;

/** Two frames of the page, then a task: whatever a render's effects ask has been asked by then. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  );

/**
 * Until the page has had no request in flight for its quiet moment and its screen is drawn: something in its place,
 * no skeleton or `aria-busy` left. At most `timeout` ms (then it throws, naming what was still pending).
 */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  const state = inFlight.get(page);
  const deadline = performance.now() + timeout;
  if (state)
    for (;;) {
      while (state.count > 0 || performance.now() - state.last < QUIET_MS) {
        if (performance.now() > deadline)
          throw new Error(`Page jamais au repos : ${nombreDe(state.count, "requête")} en cours`);
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      const before = state.last;
      // A navigation meanwhile (a redirect) destroys the context the frames are counted in: wait again after it.
      const counted = await twoFrames(page).then(
        () => true,
        () => false,
      );
      if (counted && state.count === 0 && state.last === before) break;
      if (performance.now() > deadline) throw new Error("Page jamais au repos");
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
