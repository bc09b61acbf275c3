import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE, IBAN_PROPRIO } from "../support/reversements";
import { apiConfirm, apiLogin, apiOk } from "./support/api";
import { violations } from "./support/axe";
import { screenshot, toast, useBrowser, visible } from "./support/browser";
import { activerEspace, lienInvitation } from "./support/espace";
import { download, pdfText } from "./support/files";
import { SIZES, plain } from "./support/lists";
import { confirmerIbans, secondAdmin } from "./support/second-admin";
import { startServer, type E2EServer } from "./support/server";

// Issue 62, Done when, on screen: staff invite an owner and their tenant; each opens the e-mailed link, chooses a
// password and lands in their space. The owner (signed out, then in again with the password) reads « Mon compte »
// (staff's balance to the cent), « Mes logements » (the tenant's name, the month's rent called and collected),
// « Reversements » (today's payout, its date and amount), and downloads a compte-rendu from « Documents ». The tenant
// reads « Mon compte » (staff's balance), downloads the quittance of the paid term and the attestation de loyer, and declares « J'ai payé » on the unpaid
// one: the term shows as declared and the balance does not move (staff confirm a declaration, it pays nothing).
// axe finds nothing serious on any page of the way.
let server: E2EServer;
let token = "";
const seeds = new Map<string, Awaited<ReturnType<typeof seed>>>();
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  // The trust account and the owners' IBANs are money moves typed by one admin, confirmed by another (issue 59).
  await apiConfirm(server, token, server.admin.password);
  await apiOk(server, token, "PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE });
  second = (await secondAdmin(server, token)).token;
  await confirmerIbans(server, second, { sequestre: true });
  for (const { label } of SIZES) seeds.set(label, await seed(label));
  // Today's payouts: each owner's available balance (the rent less the fees and the 100 € reserve) sent.
  const { reversement } = await apiOk(server, token, "POST", "/api/reversements", {
    date: AUJOURDHUI,
  });
  await apiOk(server, token, "POST", `/api/Reversement/${reversement.id}/valider`);
});
afterAll(async () => {
  await server?.stop();
});

const MOIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());
const AVANT = new Date(Date.UTC(Number(MOIS.slice(0, 4)), Number(MOIS.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7);
const AUJOURDHUI = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(
  new Date(),
);
let second = "";
const EUROS = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
/** An amount as the spaces print it, white space made plain. */
const euros = (n: number) => plain(EUROS.format(n));

/**
 * An owner under a mission (their IBAN confirmed, a 100 € reserve), their apartment let at 850 € + 120 € to a
 * tenant: last month's term paid, this month's called and unpaid; both invited to their space.
 */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const put = (path: string) => apiOk(server, token, "PUT", `/api/${path}`);
  const proprietaire = {
    nom: `Bailleur-${label}`,
    email: `bailleur-${label}@example.fr`,
  };
  const locataire = {
    prenom: "Léa",
    nom: `Occupant-${label}`,
    email: `occupant-${label}@example.fr`,
  };
  await apiConfirm(server, token, server.admin.password);
  const c = await post("Client", {
    ...valid.Client(),
    nom: proprietaire.nom,
    mailPerso: proprietaire.email,
    iban: IBAN_PROPRIO,
    reserve: 100,
  });
  await confirmerIbans(server, second, { clients: [c.id] });
  const a = await post("Appartement", { ...valid.Appartement(), loyerHC: 850, charge: 120 });
  await put(`Appartement/${a.id}/owner/add/${c.id}`);
  const mission = await post("Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
  await put(`Mission/${mission.id}/appartement/add/${a.id}`);
  await put(`Mission/${mission.id}/client/add/${c.id}`);
  const l = await post("Locataire", {
    ...valid.Locataire(),
    prenom: locataire.prenom,
    nom: locataire.nom,
    mail: locataire.email,
  });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateDebutBail: "2025-01-01",
  });
  const paye = await post(`Quitance/generate/${d.id}`, { date: `${AVANT}-01` });
  await post(`Dossier/${d.id}/paiements`, {
    montant: 970,
    date: `${AVANT}-10`,
    mode: "Virement",
    QuitanceId: paye.id,
  });
  await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  await post(`Client/${c.id}/acces`);
  await post(`Locataire/${l.id}/acces`);
  return { client: c.id as number, dossier: d.id as number, proprietaire, locataire };
}

async function sansDefaut(page: Page) {
  expect(await violations(page)).toEqual([]);
}

/** Nothing wider than the screen (no sideways scroll on a phone). */
async function tientEnLargeur(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** The file downloaded is a PDF (its first bytes); its text. */
function pdf(file: { bytes: Uint8Array }) {
  expect(Buffer.from(file.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return plain(pdfText(file.bytes));
}

describe.each(SIZES)("les espaces à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const telephone = size.width < 768;
  const s = () => seeds.get(size.label)!;

  /** Goes to a page of the space through its menu (the bottom bar on a phone, the tabs otherwise). */
  async function aller(page: Page, titre: string) {
    const menu = page.getByRole("navigation", {
      name: telephone ? "Pages de l'espace (bas)" : "Pages de l'espace",
      exact: true,
    });
    // Each entry's words within its own cell (at 390 px « Reversements » ran into « Documents »).
    expect(
      await menu
        .getByRole("link")
        .evaluateAll((ls) =>
          ls.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent),
        ),
    ).toEqual([]);
    await menu.getByRole("link", { name: titre, exact: true }).click();
    await visible(menu.locator('[aria-current="page"]', { hasText: titre }));
    await visible(page.getByRole("heading", { name: titre, level: 1 }));
    const main = page.getByRole("main");
    // The page's data read (its skeleton gone).
    await main.locator('[aria-busy="true"]').waitFor({ state: "detached" });
    await tientEnLargeur(page, size.width);
    await sansDefaut(page);
    return main;
  }

  it("le propriétaire invité active son espace, lit son compte, ses logements, et télécharge un compte-rendu", async () => {
    const { page } = browser();
    const chemin = await lienInvitation(server, token, s().proprietaire.email);
    await page.goto(`${server.url}${chemin}`);
    await visible(page.getByRole("heading", { name: "Activer mon espace" }));
    await visible(page.getByText(s().proprietaire.email));
    await sansDefaut(page);
    await activerEspace(page, "Tournesol-42");
    await visible(page.getByText("Espace propriétaire"));

    // Signs out, then in with the password.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await visible(page.getByRole("heading", { name: "Mon espace en ligne" }));
    await sansDefaut(page);
    await page.getByLabel("Adresse e-mail").fill(s().proprietaire.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("Tournesol-42");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await visible(page.getByRole("button", { name: "Se déconnecter" }));

    // « Mon compte »: staff's balance and available amount, to the cent (the 100 € reserve left after the payout).
    const staff = await apiOk(server, token, "GET", `/api/Client/${s().client}/compte`);
    let main = await aller(page, "Mon compte");
    await visible(main.getByText("Mouvements", { exact: true }));
    expect(staff.solde).toBe(100);
    expect(plain(await main.innerText())).toMatch(
      new RegExp(
        `^Mon compte Solde ${euros(staff.solde)} Disponible au prochain reversement ${euros(staff.disponible)} Mouvements`,
      ),
    );
    await screenshot(page, "proprietaire-compte");

    // « Mes logements »: the tenant's name, this month's rent called (970 €), nothing collected yet, the arrears.
    main = await aller(page, "Mes logements");
    const logement = plain(await main.getByRole("list", { name: "Mes logements" }).innerText());
    expect(logement).toContain(`Locataire : Léa ${s().locataire.nom}`);
    expect(logement).toMatch(
      new RegExp(`Appelé en \\S+ \\d{4} ${euros(970)} Encaissé ${euros(0)}`),
    );
    expect(logement).toContain(`Impayés : ${euros(970)}`);
    await screenshot(page, "proprietaire-logements");

    // « Reversements »: today's payout, 892,40 € less the 100 € reserve.
    main = await aller(page, "Reversements");
    const virement = plain(await main.getByRole("list", { name: "Reversements" }).innerText());
    expect(virement).toBe(
      `Virement du ${AUJOURDHUI.split("-").reverse().join("/")} Effectué ${euros(792.4)}`,
    );
    await screenshot(page, "proprietaire-reversements");

    // « Documents »: the compte-rendu of the period offered first, a PDF of this owner.
    main = await aller(page, "Documents");
    await visible(main.getByLabel("Période"));
    const cr = await download(page, () =>
      main.getByRole("button", { name: "Télécharger le compte-rendu" }).click(),
    );
    expect(cr.name).toMatch(/^Compte-rendu de gérance .+\.pdf$/);
    const texte = pdf(cr);
    expect(texte).toContain("Compte-rendu de gérance");
    expect(texte).toContain(s().proprietaire.nom);
    await sansDefaut(page);
    await screenshot(page, "proprietaire-documents", undefined, { fullPage: false });
  });

  it("le locataire invité active son espace, télécharge quittance et attestation, déclare un paiement", async () => {
    const { page } = browser();
    const chemin = await lienInvitation(server, token, s().locataire.email);
    await page.goto(`${server.url}${chemin}`);
    await visible(page.getByRole("heading", { name: "Activer mon espace" }));
    await sansDefaut(page);
    await activerEspace(page, "Tournesol-42");
    await visible(page.getByText("Espace locataire"));

    // « Mon compte »: staff's balance (970 € due: this month's term).
    const compte = () =>
      apiOk(server, token, "GET", `/api/Dossier/${s().dossier}/compte`).then(
        (c) => c.solde as number,
      );
    const solde = await compte();
    expect(solde).toBe(970);
    let main = await aller(page, "Mon compte");
    expect(plain(await main.getByTestId("solde").innerText())).toBe(euros(solde));
    await visible(main.getByText("Reste dû", { exact: true }));
    await screenshot(page, "locataire-compte");

    // « Quittances »: the paid term's quittance, a PDF (« Quittance de novembre », « Quittance d'octobre »).
    main = await aller(page, "Quittances");
    const quittance = await download(page, () =>
      main.getByRole("button", { name: /^Quittance d(e |')/ }).click(),
    );
    expect(pdf(quittance)).toContain(s().locataire.nom);

    // « J'ai payé » on the unpaid term: confirmed first (the answer is final), declared, for staff to confirm.
    await main.getByRole("button", { name: "J'ai payé" }).click();
    const confirmation = page.getByRole("alertdialog");
    await visible(confirmation.getByText("J'ai payé ce loyer ?"));
    await visible(confirmation.getByText(/elle ne peut plus être modifiée ensuite/));
    await confirmation.getByRole("button", { name: "J'ai payé" }).click();
    await visible(toast(page, "Merci, votre réponse a été transmise à l'agence."));
    await visible(main.getByText("Vous avez indiqué avoir payé : l'agence vérifie."));
    expect(await violations(page, "main")).toEqual([]);
    await screenshot(page, "locataire-quittances");
    await page.reload();
    await visible(main.getByText("Vous avez indiqué avoir payé : l'agence vérifie."));
    expect(await main.getByRole("button", { name: "J'ai payé" }).count()).toBe(0);

    // « Documents »: the attestation de loyer, made on demand, with the tenant's name.
    main = await aller(page, "Documents");
    const attestation = await download(page, () =>
      main.getByRole("button", { name: "Attestation de loyer" }).click(),
    );
    const texte = pdf(attestation);
    expect(texte).toContain("Attestation");
    expect(texte).toContain(s().locataire.nom);
    await screenshot(page, "locataire-documents");

    // The declaration paid nothing: the balance is staff's, unchanged.
    expect(await compte()).toBe(solde);
    main = await aller(page, "Mon compte");
    expect(plain(await main.getByTestId("solde").innerText())).toBe(euros(solde));
  });
});
