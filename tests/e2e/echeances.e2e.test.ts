import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { addDays, parisDate } from "../../worker/domain/dates";
import { apiLogin, apiOk } from "./support/api";
import { violations } from "./support/axe";
import { screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { download } from "./support/files";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 63, item 6 on screen: « Échéances » lists a lease's end and its insurance certificate to ask for, filters
// them by type, exports the CSV, shows the month with the lease's end and moves between months; the dashboard's
// card counts what falls within 30 days and leads to the screen.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const aujourdhui = parisDate(new Date());

/** A lease of a class-G lot started in 2024, ending in ten days, without an insurance certificate. */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `12 rue du Calendrier ${label}`,
    classeEnergie: "G",
  });
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Echeance${label}` });
  const fin = addDays(aujourdhui, 10);
  await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2024-01-01",
    dateCreationBail: "2023-12-15",
    dateDebutBail: "2024-01-01",
    dateFinBail: fin,
    numFraisDossier: `FD-E-${label}`,
  });
  return { fin, locataire: `Léa Echeance${label}` };
}

describe.each(SIZES_BUREAU_SEUL)("échéances à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("la liste, un filtre, le CSV, le mois et la carte du tableau de bord", async () => {
    const s = await seed(size.label);
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/echeances`);
    await visible(page.getByRole("heading", { name: "Échéances", exact: true }));
    const finBail = page.getByText(`Fin du bail de ${s.locataire}`).first();
    await visible(finBail);
    await visible(page.getByText(`Attestation d'assurance à demander à ${s.locataire}`).first());
    expect(await violations(page, "main")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "liste");

    // Only the ends of leases.
    await page.getByLabel("Type").click();
    await page.getByRole("option", { name: "Fin de bail" }).click();
    await visible(finBail);
    await expect
      .poll(() => page.getByText(`Attestation d'assurance à demander à ${s.locataire}`).count())
      .toBe(0);

    // The CSV of what is shown: the server's file, French headers, UTF-8 with a BOM; one export button, not the
    // list's own beside it.
    expect(await page.getByRole("button", { name: /^Exporter/ }).count()).toBe(1);
    const csv = await download(page, () =>
      page.getByRole("button", { name: "Exporter (CSV)" }).click(),
    );
    expect(csv.name).toMatch(/^echeances-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texte = new TextDecoder().decode(csv.bytes);
    expect(texte).toMatch(/^Date;Type;Niveau;Échéance;Règle;Appartement;Dossier;Mandat\r\n/);
    expect(texte).toContain(`Fin du bail de ${s.locataire}`);
    expect(texte).not.toContain("Attestation d'assurance à demander");

    // The month holding the lease's end.
    await page.getByRole("radio", { name: "Mois" }).click();
    if (s.fin.slice(0, 7) !== aujourdhui.slice(0, 7))
      await page.getByRole("button", { name: "Mois suivant" }).click();
    const lien = page.getByRole("link", { name: new RegExp(`Fin du bail de ${s.locataire}`) });
    await visible(lien);
    expect(await violations(page, "main")).toEqual([]);
    await screenshot(page, "mois");
    await page.getByRole("button", { name: "Mois suivant" }).click();
    await expect.poll(() => lien.count()).toBe(0);
    await page.getByRole("button", { name: "Mois précédent" }).click();
    await visible(lien);
    await lien.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/dossiers\/\d+$/);

    // The dashboard's card: what is overdue or within 30 days, and the way to the screen.
    await page.goto(`${server.url}/`);
    const carte = page.getByRole("heading", { name: "Échéances à 30 jours" });
    await visible(carte);
    await visible(page.getByText(/\d+ échéances? échues? ou d'ici le/));
    await screenshot(page, "carte");
    await page.getByRole("link", { name: "Voir toutes les échéances" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/echeances");
  });
});
