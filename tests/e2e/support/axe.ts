import axe from "axe-core";
import type { Locator, Page } from "playwright-core";
import { animationsDone } from "./settle";

// axe-core's serious and critical findings, its source evaluated through the DevTools protocol (the app's CSP,
// script-src 'self', refuses an injected script tag). Only the violations are gathered (`resultTypes`): the same
// rules run on the same nodes, but axe no longer collects and serialises every passed and incomplete node, which no
// test reads (ADR 148).

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

const loaded = async (page: Page) => {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  await animationsDone(page);
};

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
    const result = await (window as any).axe.run(sel ?? document, { resultTypes: ["violations"] });
    return result.violations as Violation[];
  }, within);
  return serious(found);
}

/** The findings inside `scope` (a dialog). */
export async function seriousFindings(page: Page, scope: Locator): Promise<string[]> {
  await loaded(page);
  const found = (await scope.evaluate(async (el) => {
    const result = await (window as any).axe.run(el, { resultTypes: ["violations"] });
    return result.violations;
  })) as Violation[];
  return serious(found);
}
