import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiConfirm, apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";
import { confirmerQuotesParts, secondAdmin } from "./support/second-admin";

// Issue 38, the owner's account on screen: an owner with an IBAN, an apartment under a mission at 8 % TTC, a lease;
// a tenant's payment recorded on the dossier's Compte tab; the owner's Compte tab shows the rent share and the fee,
// the balance and what is available (less the reserve); the quote-parts set from the apartment's owners tab.
let server: E2EServer;
let token = "";
let second: Awaited<ReturnType<typeof secondAdmin>>;
const MOIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  second = await secondAdmin(server, token);
});
afterAll(async () => {
  await server?.stop();
});

const row = (page: Page, text: string | RegExp) => page.getByRole("row").filter({ hasText: text });
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function seed(label: string) {
  // The owner's IBAN is a money move (issue 59): the seeding session confirms first.
  await apiConfirm(server, token, server.admin.password);
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const put = (path: string, body?: unknown) => apiOk(server, token, "PUT", `/api/${path}`, body);
  const client = await post("Client", {
    ...valid.Client(),
    nom: `Mandant-${label}`,
    iban: "FR7630006000011234567890189",
    bic: "AGRIFRPP",
    reserve: 100,
  });
  const autre = await post("Client", { ...valid.Client(), nom: `Indivisaire-${label}` });
  const a = await post("Appartement", { ...valid.Appartement(), loyerHC: 850, charge: 120 });
  await put(`Appartement/${a.id}/owner/add/${client.id}`);
  const mission = await post("Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
  await put(`Mission/${mission.id}/appartement/add/${a.id}`);
  await put(`Mission/${mission.id}/client/add/${client.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Payeur-${label}` });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateDebutBail: "2025-01-01",
  });
  await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  return { client: client.id, autre: autre.id, appartement: a.id, dossier: d.id };
}

describe.each(SIZES_BUREAU_SEUL)("compte du propriétaire à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("un paiement du locataire crédite le propriétaire de sa part et débite les honoraires", async () => {
    const s = await seed(size.label);
    const { page } = browser();
    await signInAdmin(page, server);

    // The tenant pays the month's 970 € from the dossier's Compte tab.
    await page.goto(`${server.url}/dossiers/${s.dossier}?tab=compte`);
    await page.getByRole("button", { name: "Encaisser" }).first().click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Encaisser un paiement" }));
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Le paiement a bien été enregistré."));

    // The owner's Compte tab: the rent credited, 8 % TTC debited (77,60 €), available = balance - 100 € reserve.
    await page.goto(`${server.url}/client/${s.client}?tab=compte`);
    const loyer = row(page, /Loyer et charges .* encaissés/);
    await visible(loyer.first());
    expect(plain(await loyer.first().innerText())).toContain("970,00 €");
    const honoraires = row(page, "Honoraires de gestion 8 % TTC");
    await visible(honoraires.first());
    expect(plain(await honoraires.first().innerText())).toContain("77,60 €");
    expect(plain(await page.getByTestId("solde-proprietaire").innerText())).toBe(
      "Solde : 892,40 €",
    );
    expect(plain(await page.getByTestId("disponible-proprietaire").innerText())).toContain(
      "Disponible : 792,40 €",
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "compte-proprietaire");

    // A period after the payment: no line, the balance carried.
    await page.locator("#compte-proprietaire-du").fill("01/01/2099");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await visible(page.getByText("Aucune écriture sur le compte de ce propriétaire."));

    // An expense paid by the agency, recorded from the apartment's Intendance tab and marked paid: debited.
    await page.goto(`${server.url}/appartements/${s.appartement}?tab=intendance`);
    await page.getByRole("button", { name: "Nouvelle dépense" }).click();
    const depense = page.getByRole("dialog");
    const box = (name: string) => depense.getByRole("textbox", { name, exact: true });
    await box("Intitulé").fill("Serrurier");
    await box("Montant").fill("120,00");
    await box("N° de facture").fill(`S-${size.label}`);
    await depense.getByRole("switch", { name: "Réglée" }).click();
    await depense.getByRole("switch", { name: "Payée par l'agence pour le propriétaire" }).click();
    await depense.getByRole("button", { name: "Ajouter" }).click();
    await visible(toast(page, "Votre dépense a été créée avec succès."));
    await page.goto(`${server.url}/client/${s.client}?tab=compte`);
    const ligne = row(page, "Dépense payée par l'agence : Serrurier");
    await visible(ligne.first());
    expect(plain(await ligne.first().innerText())).toContain("120,00 €");
    expect(plain(await page.getByTestId("solde-proprietaire").innerText())).toBe(
      "Solde : 772,40 €",
    );

    // The IBAN is shown in groups of four on the client's record.
    await page.goto(`${server.url}/client/${s.client}`);
    await visible(page.getByText("FR76 3000 6000 0112 3456 7890 189").first());
  });

  it("les quotes-parts se saisissent sur l'onglet Propriétaires de l'appartement, total 100 % exigé", async () => {
    const s = await seed(`qp-${size.label}`);
    await apiOk(server, token, "PUT", `/api/Appartement/${s.appartement}/owner/add/${s.autre}`);
    // A co-owner, then the shares, wait for a second admin (issue 59, ADR 073).
    await confirmerQuotesParts(server, second, s.appartement);
    const { page } = browser();
    await signInAdmin(
      page,
      server,
      `${server.url}/appartements/${s.appartement}?tab=proprietaires`,
    );
    await visible(page.getByText("50 % (parts égales)").first());
    await page.getByRole("button", { name: "Modifier les quotes-parts" }).click();
    const dialog = page.getByRole("dialog");
    const champs = dialog.getByRole("textbox");
    await champs.nth(0).fill("60");
    await champs.nth(1).fill("30");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(
      dialog.getByText("Les quotes-parts d'un appartement doivent totaliser exactement 100 %."),
    );
    await screenshot(page, "quotes-parts-refus");
    await champs.nth(1).fill("40");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(
      toast(page, "Modification enregistrée : elle s'appliquera après sa vérification"),
    );
    await confirmerQuotesParts(server, second, s.appartement);
    await page.reload();
    await visible(page.getByText("60 %", { exact: true }).first());
    await visible(page.getByText("40 %", { exact: true }).first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "quotes-parts");
  });
});
