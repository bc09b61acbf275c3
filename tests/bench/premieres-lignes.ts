// Issue 72 item 4's figure: the first rows of a list of 20,000 apartments on a phone (390 px) with the CPU 4 times
// slower, the measurement of tests/e2e/liste-20000.e2e.test.ts (tests/e2e/support/first-rows.ts): a Node server on
// a data folder of its own (20,000 apartments written in SQL), Debian's Chromium through playwright-core. Each round a
// fresh browser context signs in on the list (its first visit: the scripts fetched, compiled and run once), then
// opens it again, measured: the second visit, as the E2E's. run.ts adds it to the table; alone (3 rounds):
// `npx tsx tests/bench/premieres-lignes.ts`. Without Chromium (CHROMIUM_PATH, else /usr/bin/chromium) the line is
// left unmeasured, which the run reports as a broken set-up (the E2E needs Chromium too).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "playwright-core";
import {
  FIRST_ROW,
  firstRowsLine,
  markFirstRows,
  measureFirstRows,
} from "../e2e/support/first-rows";
import { seedAppartements } from "../e2e/support/seed-appartements";
import { type Figure, fmt, median, type Step } from "./harness";
import { cleanupAll, loginHeaders, onCleanup } from "./processes";
import { ADMIN, serverCommand, startApi } from "./servers";

const N = 20_000;
const PHONE = { width: 390, height: 844 };
const RATE = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TOKEN_KEY = "jwt_access_token";

/** The server on 20,000 apartments and the browser; `steps`: one measured navigation a round. */
export async function setUpPremieresLignes(
  dir: string,
): Promise<{ steps: Step[]; dispose: () => Promise<void> } | undefined> {
  if (!existsSync(CHROMIUM)) {
    console.log(`[bench] premières lignes : Chromium introuvable (${CHROMIUM}), ligne non mesurée`);
    return undefined;
  }
  mkdirSync(dir, { recursive: true });
  await seedAppartements(join(dir, "patrimoine.db"), N);
  const api = await startApi("liste de 20 000 (navigateur)", serverCommand(), dir);
  const token = (await loginHeaders(api.url, ADMIN)).Authorization.replace(/^Token /, "");
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  const url = `${api.url}/appartements/`;
  const step: Step = {
    name: `premières lignes de ${N} (téléphone, CPU ×${RATE})`,
    run: async (rec) => {
      const context = await browser.newContext({
        locale: "fr-FR",
        timezoneId: "Europe/Paris",
        viewport: PHONE,
      });
      try {
        const page = await context.newPage();
        // Signed in as the E2E's signIn does: the login's token where the login form puts it.
        await page.addInitScript(
          ([key, value]) => {
            if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
          },
          [TOKEN_KEY, token] as const,
        );
        await markFirstRows(page);
        await page.goto(url);
        await page.locator(FIRST_ROW).first().waitFor({ state: "visible", timeout: 60_000 });
        const f = await measureFirstRows(page, url, "/api/Appartement", RATE);
        if (f.ms < 0) throw new Error("premières lignes : pas de marque");
        process.stdout.write(` ${firstRowsLine(f, RATE)}`);
        rec("premieres.telephone", f.ms);
        rec("premieres.charge", f.load);
      } finally {
        await context.close();
      }
    },
  };
  return {
    steps: [step],
    dispose: async () => {
      await browser.close().catch(() => {});
    },
  };
}

export const PREMIERES_LIGNES_FIGURES: Figure[] = [
  {
    // Not checked against the calibration loop: Chromium's throttling is the machine's slowdown already.
    label: `Premières lignes d'une liste de ${N.toLocaleString("fr-FR")} (téléphone 390 px, CPU ×${RATE}, 2e visite)`,
    target: "≤ 1 s",
    value: (r) => r.get("premieres.telephone"),
    format: fmt.ms,
    pass: (v) => v <= 1000,
  },
  {
    label: "Premières lignes : charge de la machine pendant la mesure",
    target: "info",
    value: (r) => r.get("premieres.charge"),
    format: (v) => v.toFixed(1),
  },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = mkdtempSync(join(tmpdir(), "bench-premieres-lignes-"));
  onCleanup(() => rmSync(root, { recursive: true, force: true }));
  try {
    const set = await setUpPremieresLignes(join(root, "data"));
    if (set) {
      const values: number[] = [];
      for (let round = 1; round <= 3; round++) {
        process.stdout.write(`[bench] tour ${round}/3 :`);
        await set.steps[0]!.run((key, v) => key === "premieres.telephone" && values.push(v), round);
        process.stdout.write("\n");
      }
      console.log(`[bench] premières lignes, médiane : ${fmt.ms(median(values))} (cible ≤ 1 s)`);
      await set.dispose();
    }
  } finally {
    await cleanupAll();
  }
}
