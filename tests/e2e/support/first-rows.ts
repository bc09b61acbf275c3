import { loadavg } from "node:os";
import type { Page } from "playwright-core";

// A list's first rows after a navigation, with the CPU slowed down (DevTools' throttling): the measurement of
// tests/e2e/liste-20000.e2e.test.ts (printed there) and of the bench's line "Premières lignes" (tests/bench/
// premieres-lignes.ts, judged there against its target), one code for both (issue 64, issue 72 item 4).

/** A list's first row in the page: a title cell (a real row, not a skeleton's). */
export const FIRST_ROW = "tbody tr td[data-card='title']";

// The functions run in the page name no function of their own: tsx (the bench) would wrap a named one in a helper
// of its own, which the page lacks.

/** A performance mark once the list's first row is in the page; before the page's navigation. */
export function markFirstRows(page: Page) {
  return page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector("tbody tr td[data-card='title']")) return;
      performance.mark("premieres-lignes");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

export interface FirstRows {
  /** From the navigation to the first rows; -1 without the mark. */
  ms: number;
  /** DOMContentLoaded, the session's check and the list's request (start→end, ms), the scripts loaded. */
  dom: number;
  me: string;
  liste: string;
  scripts: number;
  /** The machine's load average (1 min) right after. */
  load: number;
}

/**
 * Opens `url` with the CPU `rate` times slower and gives the milliseconds from the navigation to the list's first
 * rows, and where the time went (Resource Timing). `listPath`: the list's API path (`/api/Appartement`). The page
 * must be marked (`markFirstRows`) and signed in; the throttling is lifted after.
 */
export async function measureFirstRows(
  page: Page,
  url: string,
  listPath: string,
  rate = 4,
): Promise<FirstRows> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  try {
    await page.goto(url);
    await page.locator(FIRST_ROW).first().waitFor({ state: "visible", timeout: 60_000 });
    const ms = await page.evaluate(
      () => performance.getEntriesByName("premieres-lignes")[0]?.startTime ?? -1,
    );
    const steps = await page.evaluate((list) => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const res = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const [me, liste] = ["/api/user/me", `${list}?`].map((part) => {
        const r = res.find((e) => e.name.includes(part));
        return r ? `${Math.round(r.startTime)}→${Math.round(r.responseEnd)}` : "—";
      });
      return {
        dom: Math.round(nav.domContentLoadedEventEnd),
        me: me!,
        liste: liste!,
        scripts: res.filter((r) => r.initiatorType === "script" || r.name.endsWith(".js")).length,
      };
    }, listPath);
    return { ms, ...steps, load: loadavg()[0]! };
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
}

/** The measurement in one line (French, as the E2E and the bench print it). */
export const firstRowsLine = (f: FirstRows, rate = 4) =>
  `CPU x${rate} : premières lignes ${Math.round(f.ms)} ms après la navigation (DOMContentLoaded ${f.dom} ms, /api/user/me ${f.me} ms, liste ${f.liste} ms, ${f.scripts} scripts ; charge de la machine ${f.load.toFixed(1)})`;
