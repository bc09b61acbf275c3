import axe from "axe-core";
import type { Locator, Page } from "playwright-core";

// axe-core's serious and critical findings, its source evaluated through the DevTools protocol (the app's CSP,
// script-src 'self', refuses an injected script tag).

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe's serious and critical findings inside `scope` (a dialog), one line each. */
export async function seriousFindings(page: Page, scope: Locator): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const found = (await scope.evaluate(async (el) => {
    const result = await (window as any).axe.run(el);
    return result.violations;
  })) as Violation[];
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)} : ${v.help}`),
    );
}
