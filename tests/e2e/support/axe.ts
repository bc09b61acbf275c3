import axe from "axe-core";
import type { Page } from "playwright-core";

// axe's own source, evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses the inline
// <script> page.addScriptTag would add.
const AXE = axe.source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document);
    return result.violations as Violation[];
  });
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) ${JSON.stringify(n.target)} : ${v.help}`),
    );
}
