import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// ADR 024 on screen: the Révisions page lists a lease's yearly IRL revision with its computation to the cent, shows
// a class G dwelling blocked with its reason, applies the revision after a confirmation, and the tenant's letter
// downloads; the dossier's Révisions tab shows it. At 1440 px (its screens at 390 px: phone-routes).
let server: E2EServer;
let token = "";

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** A running lease of 800 € + 50 € whose revision of 01/07/2026 (IRL 1er trimestre 2025 -> 2026) is due. */
async function seedLease(nom: string, n: number, classeEnergie = "C") {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${n} rue de l'Indice`,
    classeEnergie,
  });
  const l = await post("Locataire", { ...valid.Locataire(), nom });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 800,
    loyerCharge: 50,
    depotGarantie: 800,
    dateEntree: "2025-07-01",
    dateCreationBail: "2025-06-15",
    dateDebutBail: "2025-07-01",
    indice: 145.47,
    indiceTrim: "1er trimestre 2025",
  });
  return d.id as number;
}

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("révisions à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("liste la révision au centime, montre le blocage F/G, l'applique et télécharge la lettre", async () => {
    const nom = size.label === "1440" ? "Lefranc" : "Morvan";
    const bloque = size.label === "1440" ? "Gaudin" : "Gravier";
    const dossier = await seedLease(nom, Number(size.label));
    await seedLease(bloque, Number(size.label) + 1, "F");
    const { page } = browser();
    // The dossier's Révisions tab shows the revision due with « Appliquer » (it said « Aucune révision de loyer
    // appliquée. » while one was due).
    await signInAdmin(page, server, `${server.url}/dossiers/${dossier}?tab=revisions`);
    const due = page.getByRole("region", { name: "Révision due" });
    await visible(due.getByText("Révision due le 01/07/2026"));
    expect(plain(await due.innerText())).toContain("806,21 €");
    expect(await due.getByRole("button", { name: "Appliquer", exact: true }).isEnabled()).toBe(
      true,
    );
    await page.goto(`${server.url}/revisions/`);

    // The computation: 800 € x 146,6 / 145,47 = 806,21 €.
    const line = row(page, nom);
    await visible(line);
    const text = plain(await line.innerText());
    for (const part of [
      // The address as everywhere else: a comma before the postcode.
      `${size.label} rue de l'Indice, `,
      "01/07/2026",
      "800,00 €",
      "2025-T1 : 145,47",
      "2026-T1 : 146,6",
      "806,21 €",
    ])
      expect(text).toContain(part);
    const g = row(page, bloque);
    await visible(g.getByText("Bloquée", { exact: true }));
    expect(plain(await g.innerText())).toContain("Logement classé F");
    expect(await g.getByRole("button", { name: "Appliquer", exact: true }).isDisabled()).toBe(true);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    // « Appliquer » in sight without scrolling the table sideways (it was 190 px past the card's edge).
    const table = page.locator('[data-slot="table-container"]').first();
    expect(await table.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "liste");

    // Applied after a confirmation; the row leaves the list, the letter downloads.
    await line.getByRole("button", { name: "Appliquer", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await visible(confirm.getByText("Appliquer la révision du loyer ?"));
    await confirm.getByRole("button", { name: "Appliquer", exact: true }).click();
    await visible(toast(page, "1 révision appliquée."));
    await hidden(line);
    const applied = page.getByRole("region", { name: "Révisions appliquées" });
    // The banner names the tenant and the address, not a dossier number.
    await visible(applied.getByText(`rue de l'Indice`));
    expect(plain(await applied.innerText())).toContain(nom);
    expect(plain(await applied.innerText())).not.toContain("Dossier n°");
    await screenshot(page, "appliquee");
    const letter = await download(page, () =>
      applied.getByRole("button", { name: "Lettre au locataire" }).first().click(),
    );
    expect(letter.name).toMatch(/^Révision du loyer.*\.pdf$/);
    const pdf = pdfText(letter.bytes);
    expect(pdf).toContain("Révision annuelle du loyer");
    expect(plain(pdf)).toContain("806,21");
    const d = await apiOk(server, token, "GET", `/api/Dossier/${dossier}`);
    expect([d.loyerHC, d.indice, d.indiceTrim]).toEqual([806.21, 146.6, "1er trimestre 2026"]);

    // The dossier's Révisions tab shows it.
    await page.goto(`${server.url}/dossiers/${dossier}?tab=revisions`);
    await visible(page.getByText("806,21 €").first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    // Its export named for what it holds (it was « export.csv »).
    const csv = await download(page, () =>
      page.getByRole("button", { name: "Exporter CSV" }).click(),
    );
    expect(csv.name).toBe(`revisions-dossier-${dossier}.csv`);
  });
});
