import axe from "axe-core";
import type { Page } from "playwright-core";

// axe's own source, evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses an inline
// script tag.
const AXE = axe.source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe's serious and critical findings on the page as it is now, one line each; within `within` (a selector) when
 * given: a screen without the toasts still fading in over it.
 */
export async function violations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async (sel) => {
    const result = await (window as any).axe.run(sel ?? document);
    return result.violations as Violation[];
  }, within);
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)} : ${v.help}`),
    );
}
