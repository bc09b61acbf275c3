import { afterAll, beforeAll, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { AVERTISSEMENT_B3, PORTEFEUILLE_BASCULE } from "../support/imports-bascule";
import { DESKTOP, PHONE, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 74 item 3 as the agency sees it, imported on 28/11/2026 with the screen's cut-over day (01/11/2026): the dry
// run says the lease ended before the cut-over; after the import the calendar asks the insurance certificate from
// the cut-over (not from 2021) and the DPE's date of a lot known by its class; on a phone too.

let server: E2EServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const desktop = useBrowser({ viewport: DESKTOP });

const classeur = () =>
  writeXlsxFile(
    Object.entries(PORTEFEUILLE_BASCULE).map(([sheet, lignes]) => ({
      sheet,
      data: lignes.map((l) => l.map((value) => (value === null ? null : { value }))),
    })),
  ).toBuffer();

it("warns of the ended lease in the dry run, imports, and the calendar starts at the cut-over (1440 and 390 px)", async () => {
  const { page } = desktop();
  await signInAdmin(page, server, `${server.url}/parametres/?tab=reprise`);
  await visible(page.getByRole("heading", { name: "Reprise de données" }));
  await page.locator("#reprise-fichiers").setInputFiles({
    name: "portefeuille.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await classeur(),
  });
  expect(await page.getByLabel("Date de reprise").inputValue()).toBe("01/11/2026");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await visible(page.getByText(AVERTISSEMENT_B3));
  await screenshot(page, "verification");

  await page.getByRole("button", { name: "Importer", exact: true }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Importer ces données ?" });
  await confirmation.getByRole("button", { name: "Importer" }).click();
  await visible(page.getByRole("status").filter({ hasText: /Import n° \d+ terminé/ }));

  await page.goto(`${server.url}/echeances`);
  const assurance = page.getByText(/Attestation d'assurance à demander à Julie Petit/);
  await visible(assurance);
  await visible(page.getByText(/DPE de classe E : date de réalisation à renseigner/));
  await screenshot(page, "echeances");
  await page.setViewportSize(PHONE);
  await visible(assurance);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "echeances-telephone");
});
