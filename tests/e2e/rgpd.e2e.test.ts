import { unzipSync, strFromU8 } from "fflate";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download } from "./support/files";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Personal data on screen: a tenant's data exported from the tenant's record ("Exporter les données", a zip), and
// Paramètres > Données personnelles: the retention rules, the former tenants due within 30 days, and "Anonymiser
// maintenant" for those due, after a confirmation.
let server: E2EServer;
let token = "";

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** A former tenant named `nom` whose only lease (from July 2022) ended on `fin`. */
async function ancien(nom: string, fin: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", valid.Appartement());
  const l = await post("Locataire", {
    ...valid.Locataire(),
    nom,
    mail: `${nom.toLowerCase()}@e2e.test`,
  });
  await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateCreationBail: "2022-06-15",
    dateEntree: "2022-07-01",
    dateDebutBail: "2022-07-01",
    dateFinBail: fin,
  });
  return l.id as number;
}

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("données personnelles à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("exporte les données d'un locataire, liste ceux à anonymiser et anonymise ceux dont la date est venue", async () => {
    const du = `Ancien${size.label}`;
    const bientot = `Bientot${size.label}`;
    const id = await ancien(du, "2023-06-30");
    // Due in a few days (within the 30 shown ahead), whatever the day the test runs.
    const soon = new Date(Date.now() + 10 * 86_400_000);
    soon.setUTCFullYear(soon.getUTCFullYear() - 3);
    await ancien(bientot, soon.toISOString().slice(0, 10));

    const { page } = browser();
    await signInAdmin(page, server);

    // The tenant's record: the export, a zip of the records and files.
    await page.goto(`${server.url}/locataires/${id}`);
    const exporter = await visible(page.getByRole("button", { name: "Exporter les données" }));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "fiche");
    const zip = await download(page, () => exporter.click());
    expect(zip.name).toMatch(new RegExp(`^donnees-locataire-${id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const files = unzipSync(zip.bytes);
    expect(JSON.parse(strFromU8(files["locataire.json"]!))).toMatchObject({ id, nom: du });
    expect(JSON.parse(strFromU8(files["dossiers.json"]!))).toHaveLength(1);

    // Paramètres > Données personnelles: the rules, then the list.
    await page.goto(`${server.url}/parametres?tab=donnees`);
    await visible(page.getByText("Durées de conservation"));
    await visible(page.getByText(/3 ans après la fin du dernier bail/));
    const ligne = (nom: string) => page.locator("tr, [data-card]").filter({ hasText: nom }).first();
    await visible(page.getByText(`${du} Léa`));
    await visible(page.getByText(`${bientot} Léa`));
    expect(plain(await ligne(du).innerText())).toContain("À anonymiser");
    expect(plain(await ligne(du).innerText())).toContain("30/06/2026");
    expect(plain(await ligne(bientot).innerText())).toContain("Bientôt");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "a-anonymiser");

    await page.getByRole("button", { name: "Anonymiser maintenant" }).click();
    const dialog = page.getByRole("alertdialog");
    await visible(dialog.getByText(/Ancien locataire n°/));
    await dialog.getByRole("button", { name: "Anonymiser" }).click();
    await visible(toast(page, "1 locataire anonymisé."));
    await hidden(ligne(du));
    await visible(ligne(bientot));
    await screenshot(page, "apres");

    await page.goto(`${server.url}/locataires/${id}`);
    await visible(page.getByRole("heading", { name: new RegExp(`Ancien locataire n° ${id}`) }));
  });
});
