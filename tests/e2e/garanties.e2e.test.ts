import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moisLong } from "../../worker/domain/compte/libelles";
import { addDays, addMonths, parisDate } from "../../worker/domain/dates";
import { de } from "../../worker/domain/francais/elision";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 78 on screen at 1440 px (its screens at 390 px: phone-routes): staff put a lease under the agency's GLI contract on the dossier's
// « Cautions » tab, the lease's premiums reach the owner's account, and a claim step is recorded on the
// « Sinistre » card under the guarantee (ADR 130); a payment by hand after the indemnity pays the insurer first
// (ADR 157).
let server: E2EServer;
let token = "";
const seeds = new Map<string, { dossier: number; client: number }>();
const assureurs = new Map<string, number>();

async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const c = await post("Client", { ...valid.Client(), nom: `Bailleur-gli-${label}` });
  const a = await post("Appartement", valid.Appartement());
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Occupant-gli-${label}` });
  const d = await post("Dossier", valid.Dossier(a.id, l.id));
  return { dossier: d.id as number, client: c.id as number };
}

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  await apiOk(server, token, "POST", "/api/ContratGli", {
    assureur: "Assur Loyers",
    numeroContrat: "GLI-E2E",
    taux: 2.5,
  });
  for (const { label } of SIZES_BUREAU_SEUL) {
    seeds.set(label, await seed(label));
    const f = await apiOk(server, token, "POST", "/api/Fournisseur", {
      // Without its IBAN here (a money detail asks a confirmed session): the screen only picks the supplier.
      ...fournisseurValide({
        siret: null,
        iban: null,
        bic: null,
        metiers: ["assurance"],
        decennale: null,
        rcPro: null,
      }),
      raisonSociale: `Assur Loyers SA ${label}`,
    });
    assureurs.set(label, f.id as number);
  }
});
afterAll(async () => {
  await server?.stop();
});

describe.each(SIZES_BUREAU_SEUL)("la garantie des loyers à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const s = () => seeds.get(size.label)!;

  it("place le bail sous la GLI, puis les primes arrivent au compte du propriétaire", async () => {
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/dossiers/${s().dossier}?tab=cautions`);
    await visible(page.getByText("Garantie des loyers"));
    // A Visale saved without its visa: the server's two messages at their fields (was a toast alone), and the
    // visa's date typed jj/mm/aaaa (was a native input, mm/dd/yyyy in an English browser).
    await page.getByLabel("Type de garantie").selectOption("visale");
    await page.getByRole("button", { name: "Enregistrer la garantie" }).click();
    const requis = page.locator("[data-slot=field-error]", {
      hasText: "Ce champ est obligatoire.",
    });
    await visible(requis);
    expect(await requis.count()).toBe(2);
    expect(await page.getByLabel("Date du visa").getAttribute("placeholder")).toBe("jj/mm/aaaa");
    await page.getByLabel("Type de garantie").selectOption("gli");
    await page
      .getByLabel("Contrat GLI")
      .selectOption({ label: "Assur Loyers · n° GLI-E2E · 2,5 % (loyer et charges)" });
    // The day the lease joined the contract (issue 78's gli.dateAdhesion), typed jj/mm/aaaa: the premiums start
    // with its month (the screen had no such field, so they ran from the lease's first term).
    await page.getByLabel("Date d'adhésion").fill("01/09/2026");
    await page.getByRole("button", { name: "Enregistrer la garantie" }).click();
    await visible(page.getByText("Garantie du bail enregistrée."));
    await screenshot(page, `garantie-${size.label}`);
    const g = await apiOk(server, token, "GET", `/api/Dossier/${s().dossier}/garantie`);
    expect(g.type).toBe("gli");
    expect(g.gli.dateAdhesion).toBe("2026-09-01");
    await page.reload();
    expect(await page.getByLabel("Date d'adhésion").inputValue()).toBe("01/09/2026");
    await apiOk(server, token, "POST", `/api/Quitance/generate/${s().dossier}`, {
      date: "2026-09-05",
    });
    const compte = await apiOk(server, token, "GET", `/api/Client/${s().client}/compte`);
    expect(
      compte.ecritures.filter((e: { natureCharge?: string }) => e.natureCharge === "assurance_gli"),
    ).toHaveLength(1);
  });

  it("montre la prime au compte du propriétaire, puis enregistre une étape du sinistre", async () => {
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/${s().client}?tab=compte`);
    await visible(page.getByText("Prime GLI septembre 2026 (Assur Loyers)").first());
    await screenshot(page, `garantie-prime-${size.label}`);
    await page.goto(`${server.url}/dossiers/${s().dossier}?tab=cautions`);
    const etapes = page.getByRole("list", { name: "Étapes du sinistre" });
    await visible(etapes);
    // The September term is unpaid and its reminder's day passed: the cover is threatened.
    await visible(etapes.getByText("Expirée : couverture menacée"));
    await page.getByLabel("Étape", { exact: true }).selectOption({
      label: "septembre 2026 · GLI : relance du locataire",
    });
    await page.getByRole("button", { name: "Enregistrer l'étape" }).click();
    const dialog = page.getByRole("alertdialog");
    await visible(dialog.getByText("Une étape enregistrée ne peut pas être retirée."));
    await dialog.getByRole("button", { name: "Enregistrer l'étape" }).click();
    await visible(toast(page, "Étape du sinistre enregistrée."));
    const relance = etapes.getByRole("listitem").filter({ hasText: "GLI : relance du locataire" });
    await visible(relance.getByText(/^Faite le/));
    await visible(page.getByRole("button", { name: "Dossier de sinistre (zip)" }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, `sinistre-etape-${size.label}`);
    const sinistre = await apiOk(server, token, "GET", `/api/Dossier/${s().dossier}/sinistre`);
    expect(
      sinistre.etapes
        .filter((e: { etat: string }) => e.etat === "faite")
        .map((e: { etape: string }) => e.etape),
    ).toEqual(["gli_relance"]);
  });

  it("enregistre un paiement du locataire à l'assureur, puis le liste dans « Récupérations à reverser »", async () => {
    const { page } = browser();
    // The insurer paid 100 € of the September term: the tenant now owes it that much.
    await apiOk(server, token, "POST", `/api/Dossier/${s().dossier}/indemnites`, {
      date: "2026-10-20",
      montant: 100,
      organisme: "Assur Loyers",
      periodes: ["2026-09"],
    });
    await signInAdmin(page, server, `${server.url}/dossiers/${s().dossier}?tab=cautions`);
    const form = page.getByRole("form", { name: "Paiement du locataire à l'assureur" });
    await visible(form);
    await form.getByLabel("Date").fill("2026-10-25");
    await form.getByLabel("Montant (€)").fill("150");
    const enregistrer = "Enregistrer un paiement du locataire à l'assureur";
    await form.getByRole("button", { name: enregistrer }).click();
    let dialog = page.getByRole("alertdialog");
    await visible(dialog.getByText(/seront reversés à l'assureur/));
    await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
    // Above what is owed: the server's refusal at the amount's field, nothing written.
    await visible(form.getByText(/Le locataire ne doit que 100,00\s€ à l'assureur/));
    await form.getByLabel("Montant (€)").fill("40");
    await form.getByRole("button", { name: enregistrer }).click();
    dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await visible(toast(page, "Paiement à l'assureur enregistré : il est à reverser."));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, `recuperation-sinistre-${size.label}`);
    await page.goto(`${server.url}/comptabilite/`);
    await visible(page.getByText("Récupérations à reverser"));
    await visible(page.getByText(`Occupant-gli-${size.label}`).first());
    await visible(page.getByText("Au prochain paiement des fournisseurs").first());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, `recuperations-a-reverser-${size.label}`);
    // The contract's insurer picked among the suppliers, so the batch can pay it (confirmed: money goes there).
    await page
      .getByLabel("Assur Loyers · n° GLI-E2E")
      .selectOption({ label: `Assur Loyers SA ${size.label}` });
    await page.getByRole("button", { name: "Enregistrer l'assureur" }).click();
    dialog = page.getByRole("alertdialog");
    await visible(dialog.getByText(/seront payées à Assur Loyers SA/));
    await dialog.getByRole("button", { name: "Enregistrer l'assureur" }).click();
    await visible(toast(page, "Assureur du contrat enregistré."));
    const contrats = await apiOk(server, token, "GET", "/api/ContratGli");
    expect(contrats.data[0].FournisseurId).toBe(assureurs.get(size.label));
    await screenshot(page, `contrat-gli-assureur-${size.label}`);
  });

  it("« Encaisser un paiement » après l'indemnité : la part de l'assureur d'abord, le reste au compte, dit en français", async () => {
    const { page } = browser();
    // Still owed to the insurer after the 40 € above: 60 €. The tenant hands staff a cheque of 100 €.
    await signInAdmin(page, server, `${server.url}/dossiers/${s().dossier}?tab=compte`);
    await page.getByRole("button", { name: "Encaisser" }).first().click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Encaisser un paiement" }));
    await dialog.getByLabel(/Montant/).fill("100");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(
      toast(
        page,
        /Paiement enregistré : 60,00\s€ reviennent à l'assureur qui a indemnisé le propriétaire \(récupération à lui reverser\) ; 40,00\s€ sont portés au compte du locataire\./,
      ),
    );
    await screenshot(page, `paiement-assureur-${size.label}`);
    const garantie = await apiOk(server, token, "GET", `/api/Dossier/${s().dossier}/garantie`);
    expect(garantie.duAssureur).toBe(0);
    // ADR 170, 172: the indemnity cancelled before the 100 € left for the insurer: they are the tenant's again, and
    // « Récupérations à reverser » says so.
    const { ecritures } = await apiOk(server, token, "GET", `/api/Dossier/${s().dossier}/compte`);
    const indemnite = (ecritures as { libelle: string; PaiementId?: number }[]).find((e) =>
      e.libelle.includes("Indemnité"),
    );
    await apiOk(server, token, "POST", `/api/Paiement/${indemnite?.PaiementId}/annuler`, {
      motif: "Indemnité versée par erreur",
    });
    await page.goto(`${server.url}/comptabilite/`);
    await visible(
      page.getByText("Indemnité annulée : rendue au locataire (payée à son compte)").first(),
    );
  });

  it("sous Visale, un premier terme impayé n'est pas encore un sinistre : la carte le dit, avec le jour de la déclaration", async () => {
    const { page } = browser();
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    // One term of this month unpaid: Visale counts a claim from two (the card read « Aucun terme impayé »).
    const mois = parisDate(new Date()).slice(0, 7);
    const suivant = addMonths(`${mois}-01`, 1).slice(0, 7);
    const a = await post("Appartement", valid.Appartement());
    const l = await post("Locataire", { ...valid.Locataire(), nom: `Visale-${size.label}` });
    const d = (await post("Dossier", { ...valid.Dossier(a.id, l.id), jourQuitance: 1 }))
      .id as number;
    await apiOk(server, token, "PUT", `/api/Dossier/${d}/garantie`, {
      type: "visale",
      visale: { numeroVisa: `V-${size.label}`, dateVisa: `${mois}-01` },
    });
    await post(`Quitance/generate/${d}`, { date: `${mois}-01` });
    await signInAdmin(page, server, `${server.url}/dossiers/${d}?tab=cautions`);
    await visible(
      page.getByText(
        new RegExp(
          `^1 terme impayé \\(${moisLong(mois)}, [\\d\\s]+,\\d\\d\\s€\\) : pas encore un sinistre Visale ; déclaration possible à partir du 01/${suivant.slice(5)}/${suivant.slice(0, 4)} si l'échéance ${de(moisLong(suivant))} reste impayée\\.$`,
        ),
      ),
    );
    await screenshot(page, `visale-premier-impaye-${size.label}`);
  });

  it("sous une GLI, un terme impayé d'avant l'adhésion n'est pas couvert : la carte le dit, pas « Aucun terme impayé »", async () => {
    const { page } = browser();
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    // Last month's term unpaid, the lease joined the GLI on this month's first day: no cover, so no step.
    const mois = parisDate(new Date()).slice(0, 7);
    const precedent = addMonths(`${mois}-01`, -1).slice(0, 7);
    const contrat = await post("ContratGli", {
      assureur: "Assur Avant",
      numeroContrat: `GLI-AVANT-${size.label}`,
      taux: 2.5,
    });
    const a = await post("Appartement", valid.Appartement());
    const l = await post("Locataire", { ...valid.Locataire(), nom: `Avant-${size.label}` });
    const d = (await post("Dossier", { ...valid.Dossier(a.id, l.id), jourQuitance: 1 }))
      .id as number;
    await apiOk(server, token, "PUT", `/api/Dossier/${d}/garantie`, {
      type: "gli",
      gli: { ContratGliId: contrat.id, dateAdhesion: `${mois}-01` },
    });
    await post(`Quitance/generate/${d}`, { date: `${precedent}-01` });
    await signInAdmin(page, server, `${server.url}/dossiers/${d}?tab=cautions`);
    await visible(
      page.getByText(
        `1 terme impayé antérieur à l'adhésion du 01/${mois.slice(5)}/${mois.slice(0, 4)} (${moisLong(precedent)}) : non couvert par la GLI.`,
        { exact: true },
      ),
    );
    await screenshot(page, `gli-avant-adhesion-${size.label}`);
  });

  it("« Rendre au locataire » (ADR 172) : confirmé, la récupération paie son terme, dit en français", async () => {
    const { page } = browser();
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    // A lease's unpaid term of last month, Visale's indemnity of it, 300 € the tenant paid Visale back...
    const jour = parisDate(new Date());
    const debut = addDays(jour, -30);
    const a = await post("Appartement", valid.Appartement());
    const nom = `Rendu-${size.label}`;
    const l = await post("Locataire", { ...valid.Locataire(), nom });
    const d = (await post("Dossier", valid.Dossier(a.id, l.id))).id as number;
    const q = (await post(`Quitance/generate/${d}`, { date: debut })).id as number;
    const i = await post(`Dossier/${d}/indemnites`, {
      date: jour,
      montant: 970.5,
      organisme: "Visale",
      periodes: [debut.slice(0, 7)],
    });
    await post(`Dossier/${d}/recuperations`, { date: jour, montant: 300 });
    // ...then the indemnity cancelled as before ADR 170, its ledger reversal alone: the 300 € left to no one.
    const db = createClient({ url: `file:${join(server.dataDir, "patrimoine.db")}` });
    await db.execute({
      sql: `INSERT INTO "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "PaiementId", "auteur", "createdAt")
        VALUES (?, 'annulation', ?, 'Annulation de l''indemnité', 97050, ?, 'admin@e2e.test', ?)`,
      args: [d, jour, i.paiements[0].paiement.id, new Date().toISOString()],
    });
    db.close();

    await signInAdmin(page, server, `${server.url}/comptabilite/`);
    const ligne = page.getByRole("row").filter({ hasText: nom });
    await ligne.getByRole("button", { name: "Rendre au locataire" }).click();
    const dialog = page.getByRole("alertdialog");
    await visible(dialog.getByText(/ne sont plus dus à Visale.*Cela ne peut pas être retiré\./));
    await screenshot(page, `rendre-au-locataire-${size.label}`, undefined, { fullPage: false });
    await dialog.getByRole("button", { name: "Rendre au locataire" }).click();
    await visible(toast(page, "Récupération rendue au locataire : elle paie son terme."));
    // Given back once: the button is gone, the term is paid by the 300 €.
    await expect
      .poll(() => ligne.getByRole("button", { name: "Rendre au locataire" }).count())
      .toBe(0);
    expect((await apiOk(server, token, "GET", `/api/Quitance/${q}`)).resteDu).toBe(670.5);
  });
});
