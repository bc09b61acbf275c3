import axe from "axe-core";
import type { Locator, Page } from "playwright-core";

// axe-core's serious and critical findings, its source evaluated through the DevTools protocol (the app's CSP,
// script-src 'self', refuses an injected script tag).

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

const loaded = async (page: Page) => {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  await settledAnimations(page);
};

/**
 * Waits (at most 2 s) for the transitions and animations that end to end: a button just enabled fades from
 * `disabled:opacity-50` to opaque over 150 ms (`transition-all`), and axe reading it halfway reports a contrast that
 * no one sees once it is still. Endless ones (a spinner) are left running.
 */
const settledAnimations = (page: Page) =>
  page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((r) => setTimeout(r, 2000)),
    ]);
  });

/** The serious and critical ones, one line each. */
const serious = (found: Violation[]) =>
  found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)} : ${v.help}`),
    );

/**
 * The findings on the page as it is now; within `within` (a selector) when given: a screen without the toasts still
 * fading in over it.
 */
export async function violations(page: Page, within?: string): Promise<string[]> {
  await loaded(page);
  const found = await page.evaluate(async (sel) => {
    const result = await (window as any).axe.run(sel ?? document);
    return result.violations as Violation[];
  }, within);
  return serious(found);
}

/** The findings inside `scope` (a dialog). */
export async function seriousFindings(page: Page, scope: Locator): Promise<string[]> {
  await loaded(page);
  const found = (await scope.evaluate(async (el) => {
    const result = await (window as any).axe.run(el);
    return result.violations;
  })) as Violation[];
  return serious(found);
}
