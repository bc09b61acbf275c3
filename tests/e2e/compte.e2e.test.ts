import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { hidden, loginUI, screenshot, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 20, the tenant's account on screen: a partial payment cashed from the month list then completed, the
// quittance downloaded; a payment reversed from the dossier's Compte tab after confirmation with its reason; the
// tenant's link, which answers only on its button (opening it changes nothing), under the agency's name.
let server: E2EServer;
let token = "";
const MOIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());
const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const AGENCE = "Agence des Lilas";
const CONTACT = "gestion@agence-lilas.fr";

type Bail = {
  client: number;
  appartement: number;
  locataire: number;
  dossier: number;
  quitance: { id: number; uuid: string; numero: string };
};

/** A lease of its own (apartment, tenant, dossier) and the month's term (970 € due, status unknown). */
async function seedLease(nom: string, n: number): Promise<Bail> {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const client = await post("Client", { ...valid.Client(), nom: `Bailleur-${nom}` });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${n} rue des Comptes`,
    loyerHC: 850,
    charge: 120,
  });
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom, mail: `compte${n}@e2e.test` });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateCreationBail: "2024-12-15",
    dateDebutBail: "2025-01-01",
  });
  const q = await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  return {
    client: client.id,
    appartement: a.id,
    locataire: l.id,
    dossier: d.id,
    quitance: { id: q.id, uuid: q.uuid, numero: q.numero },
  };
}

const terme = (id: number) => apiOk(server, token, "GET", `/api/Quitance/${id}`);

beforeAll(async () => {
  const saved = { nom: process.env.AGENCE_NOM, contact: process.env.CONTACT_EMAIL };
  process.env.AGENCE_NOM = AGENCE;
  process.env.CONTACT_EMAIL = CONTACT;
  try {
    server = await startServer();
  } finally {
    for (const [k, v] of [
      ["AGENCE_NOM", saved.nom],
      ["CONTACT_EMAIL", saved.contact],
    ] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("compte du locataire à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const login = async (page: Page) =>
    loginUI(page, server, server.admin.email, server.admin.password, { expectPath: "/" });

  it("encaisse un paiement partiel depuis le mois, le reste dû s'affiche, un second paiement le solde, la quittance est téléchargée", async () => {
    const nom = `Partiel-${size.label}`;
    const bail = await seedLease(nom, Number(size.label));
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/quitances/?mois=${MOIS}`);
    const line = row(page, nom);
    await visible(line.getByText("Inconnue", { exact: true }));

    // First payment: the amount is prefilled with what is due; 400 € typed the French way.
    await line.getByRole("button", { name: "Encaisser" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Encaisser un paiement" }));
    expect(plain(await dialog.getByLabel(/Montant/).inputValue())).toBe("970,00");
    expect(await dialog.getByRole("combobox", { name: /Mode/ }).innerText()).toContain("Virement");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "dialogue");
    // An amount the server refuses is told under its field.
    await dialog.getByLabel(/Montant/).fill("0");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(dialog.getByText("Le montant doit être supérieur à zéro."));
    await dialog.getByLabel(/Montant/).fill("400,00");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Le paiement a bien été enregistré."));
    await hidden(dialog);
    await visible(line.getByText("Partielle", { exact: true }));
    expect(plain(await line.innerText())).toMatch(/reçu 400,00 €,\s*reste 570,00 €/);
    await screenshot(page, "partielle");
    let q = await terme(bail.quitance.id);
    expect([q.regle, q.montantRegle, q.resteDu]).toEqual([false, 400, 570]);

    // Second payment: prefilled with the rest, by cheque with its reference; the term is paid.
    await line.getByRole("button", { name: "Encaisser" }).click();
    await visible(dialog.getByRole("heading", { name: "Encaisser un paiement" }));
    expect(plain(await dialog.getByLabel(/Montant/).inputValue())).toBe("570,00");
    await dialog.getByRole("combobox", { name: /Mode/ }).click();
    await page.getByRole("option", { name: "Chèque" }).click();
    await dialog.getByLabel("Référence").fill("CHQ-0042");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Le paiement a bien été enregistré."));
    await visible(line.getByText("Payée", { exact: true }));
    expect(await line.getByRole("button", { name: "Encaisser" }).count()).toBe(0);
    expect(await line.getByRole("button", { name: "Relancer" }).count()).toBe(0);
    q = await terme(bail.quitance.id);
    expect([q.regle, q.montantRegle, q.resteDu]).toEqual([true, 970, 0]);
    expect(
      q.paiements.map((p: { montant: number; mode: string }) => `${p.montant} ${p.mode}`),
    ).toEqual(["400 Virement", "570 Chèque"]);
    await screenshot(page, "payee");

    const pdf = await download(page, () =>
      line.getByRole("button", { name: "Télécharger le PDF" }).click(),
    );
    expect(pdf.name).toMatch(new RegExp(`^${MOIS}_.*${nom}.*\\.pdf$`));
    expect(pdfText(pdf.bytes)).toContain("Quittance de loyer");
  });

  it("annule un paiement depuis l'onglet Compte après confirmation et motif ; encaisse sur le compte ; le solde se lit sur le locataire", async () => {
    const nom = `Annulation-${size.label}`;
    const bail = await seedLease(nom, 100 + Number(size.label));
    await apiOk(server, token, "POST", `/api/Dossier/${bail.dossier}/paiements`, {
      montant: "970,00",
      date: TODAY,
      mode: "Virement",
      reference: "VIR-77",
      QuitanceId: bail.quitance.id,
    });
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${bail.dossier}?tab=compte`);
    const solde = page.getByTestId("solde-compte");
    await visible(solde);
    expect(plain(await solde.innerText())).toBe("Solde : 0,00 €");
    const paiement = row(page, "Paiement (Virement) réf. VIR-77");
    await visible(paiement);
    expect(plain(await paiement.innerText())).toContain("970,00 €");
    await screenshot(page, "compte");

    // Annuler: the reason is required, then the reversal is written and the term is due again.
    await paiement.getByRole("button", { name: "Annuler" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Annuler ce paiement ?"));
    expect(await dialog.getByLabel(/Motif/).getAttribute("placeholder")).toBe(
      "Virement rejeté, chèque impayé…",
    );
    await dialog.getByRole("button", { name: "Annuler le paiement" }).click();
    await visible(dialog.getByText("Ce champ est obligatoire."));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "motif-requis");
    await dialog.getByLabel(/Motif/).fill("Virement rejeté par la banque");
    await dialog.getByRole("button", { name: "Annuler le paiement" }).click();
    await visible(toast(page, "Le paiement a bien été annulé."));
    await hidden(dialog);
    await visible(row(page, "Virement rejeté par la banque"));
    await visible(paiement.getByText("Annulé", { exact: true }));
    expect(await paiement.getByRole("button", { name: "Annuler" }).count()).toBe(0);
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=solde-compte]")?.textContent?.includes("970"),
    );
    expect(plain(await solde.innerText())).toBe("Solde : 970,00 € dû");
    let q = await terme(bail.quitance.id);
    expect([q.regle, q.montantRegle, q.resteDu]).toEqual([false, 0, 970]);
    await screenshot(page, "annule");

    // Encaisser on the account itself (no term named): prefilled with the balance, it settles the oldest term.
    await page.getByRole("button", { name: "Encaisser" }).first().click();
    await visible(dialog.getByRole("heading", { name: "Encaisser un paiement" }));
    expect(plain(await dialog.getByLabel(/Montant/).inputValue())).toBe("970,00");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Le paiement a bien été enregistré."));
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=solde-compte]")?.textContent?.includes("0,00"),
    );
    expect(plain(await solde.innerText())).toBe("Solde : 0,00 €");
    q = await terme(bail.quitance.id);
    expect([q.regle, q.resteDu]).toEqual([true, 0]);

    // A credit of 50 €, read on the tenant's Dossiers tab.
    await apiOk(server, token, "POST", `/api/Dossier/${bail.dossier}/paiements`, {
      montant: 50,
      date: TODAY,
      mode: "Espèces",
    });
    await page.goto(`${server.url}/locataires/${bail.locataire}?tab=dossiers`);
    await visible(row(page, "rue des Comptes").getByText(/Crédit/));
    expect(plain(await row(page, "rue des Comptes").innerText())).toContain("Crédit : 50,00 €");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "locataire-solde");
  });

  it("relevé de compte : la période se lit et se tape en jj/mm/aaaa ; une fin avant le début est dite et bloque le bouton ; le PDF porte la période", async () => {
    const nom = `Releve-${size.label}`;
    const bail = await seedLease(nom, 300 + Number(size.label));
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${bail.dossier}?tab=compte`);
    const du = page.getByLabel("Du", { exact: true });
    const au = page.getByLabel("Au", { exact: true });
    await visible(du);
    const [y, m, d] = TODAY.split("-");
    expect([await du.inputValue(), await au.inputValue()]).toEqual([
      `01/01/${y}`,
      `${d}/${m}/${y}`,
    ]);
    const bouton = page.getByRole("button", { name: "Relevé de compte" });

    await du.fill(`02/01/${y}`);
    await au.fill(`01/01/${y}`);
    await visible(
      page.getByText("La date de fin doit être postérieure ou égale à la date de début."),
    );
    expect(await bouton.isDisabled()).toBe(true);
    await au.fill("31/02/2025");
    await visible(page.getByText("Date invalide (format attendu JJ/MM/AAAA)."));
    expect(await bouton.isDisabled()).toBe(true);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "releve-periode-invalide");

    await du.fill("15/03/2025");
    await au.fill(`${d}/${m}/${y}`);
    await hidden(page.getByRole("alert").filter({ hasText: /Date invalide|date de fin/ }));
    const pdf = await download(page, () => bouton.click());
    expect(pdf.name).toMatch(new RegExp(`^Relevé de compte - .*${nom}.*\\.pdf$`));
    expect(plain(pdfText(pdf.bytes))).toContain("Période du 15 mars 2025 au");
  });

  it("le lien du locataire : l'ouvrir ne change rien, seul le bouton répond ; ensuite, réponse déjà prise en compte", async () => {
    const nom = `Lien-${size.label}`;
    const bail = await seedLease(nom, 200 + Number(size.label));
    const { page } = browser();
    await page.goto(`${server.url}/quitance/validation/true/${bail.quitance.uuid}`);
    const button = page.getByRole("button", { name: "Confirmer que j'ai payé" });
    await visible(button);
    await visible(page.getByText(AGENCE));
    expect(await page.getByText("Patrimoine Locatif").count()).toBe(0);
    const card = plain(await page.locator("[data-slot=card]").innerText());
    expect(card).toContain("970,00 €");
    expect(card).toMatch(/Loyer (de |d')\p{L}+ \d{4}/u); // « d'octobre », « d'avril », « d'août »
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "question");
    // Opened (as a mail scanner would): nothing answered.
    await page.reload();
    await visible(button);
    let q = await terme(bail.quitance.id);
    expect([q.statusInconu, q.reponduAt, q.regle, q.declarationLocataire]).toEqual([
      true,
      null,
      false,
      null,
    ]);

    await button.click();
    await visible(page.getByText("Merci pour votre réponse"));
    await screenshot(page, "merci");
    q = await terme(bail.quitance.id);
    expect([q.statusInconu, q.regle]).toEqual([false, true]);
    expect(q.declarationLocataire).toMatch(
      /^Le locataire a déclaré avoir payé le \d\d\/\d\d\/\d{4}$/,
    );

    // Opened again, either answer: already taken into account, with the agency's address; no button.
    await page.goto(`${server.url}/quitance/validation/false/${bail.quitance.uuid}`);
    await visible(page.getByText("Votre réponse a déjà été prise en compte par nos services..."));
    await visible(page.getByRole("link", { name: CONTACT }));
    expect(await page.getByRole("button").count()).toBe(0);
    await screenshot(page, "deja");
    await page.goto(`${server.url}/quitance/validation/true/00000000-0000-4000-8000-000000000000`);
    await visible(page.getByText("Ce lien n'est pas valide."));

    // Staff see the declaration on the term.
    await login(page);
    await page.goto(`${server.url}/quitances/?mois=${MOIS}`);
    await visible(row(page, nom).getByText(q.declarationLocataire));
    await visible(row(page, nom).getByText("Payée", { exact: true }));
    await screenshot(page, "declaration");
  });

  it("le tableau de bord dessine l'argent : encaissé / dû sur 12 mois et impayés par ancienneté, chiffres lisibles aussi en tableau", async () => {
    const bail = await seedLease(`Tableau-${size.label}`, 300 + Number(size.label));
    await apiOk(server, token, "POST", `/api/Dossier/${bail.dossier}/paiements`, {
      montant: 400,
      date: TODAY,
      mode: "Virement",
      QuitanceId: bail.quitance.id,
    });
    const board = await apiOk(server, token, "GET", "/api/dashboard");
    const { page } = browser();
    await login(page);
    const encaissements = await visible(
      page.getByRole("img", {
        name: /^Encaissé et dû par mois, (de |d').+ à .+ : .+ encaissés pour .+ dus\./,
      }),
    );
    const moisCourant = board.encaissements.at(-1);
    expect(moisCourant.encaisse).toBeGreaterThanOrEqual(400);
    const euros = (n: number) =>
      plain(new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(n));
    expect(plain((await encaissements.getAttribute("aria-label")) ?? "")).toContain(
      `${euros(moisCourant.encaisse)} encaissés pour ${euros(moisCourant.du)} dus.`,
    );
    // 12 months drawn as bars.
    expect(await encaissements.locator("[title]").count()).toBe(12);
    const impayes = await visible(
      page.getByRole("img", {
        name: /^Impayés par ancienneté de l'échéance : .+ au total ; 0 à 30 jours : .+/,
      }),
    );
    expect(plain((await impayes.getAttribute("aria-label")) ?? "")).toContain(
      `0 à 30 jours : ${euros(board.impayes["0-30"])}`,
    );
    // The same figures as a table, on demand.
    await page.getByRole("button", { name: "Voir les chiffres" }).first().click();
    const table = await visible(
      page.getByRole("table", { name: "Encaissé et dû par mois (euros)" }),
    );
    expect(await table.locator("tbody tr").count()).toBe(12);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `compte-tableau-de-bord-${size.label}`);
  });

  it("un terme déjà encaissé par l'agence : le lien dit que la réponse est prise en compte, le bouton 409 aussi", async () => {
    const nom = `Encaisse-${size.label}`;
    const bail = await seedLease(nom, 300 + Number(size.label));
    const { page } = browser();
    // The page is open with its button when staff record a payment: the click answers 409, the page says so.
    await page.goto(`${server.url}/quitance/validation/false/${bail.quitance.uuid}`);
    const button = page.getByRole("button", { name: "Confirmer que je n'ai pas encore payé" });
    await visible(button);
    await apiOk(server, token, "POST", `/api/Dossier/${bail.dossier}/paiements`, {
      montant: 100,
      date: TODAY,
      mode: "Virement",
      QuitanceId: bail.quitance.id,
    });
    await button.click();
    await visible(page.getByText("Votre réponse a déjà été prise en compte par nos services..."));
    await visible(page.getByRole("link", { name: CONTACT }));
    const q = await terme(bail.quitance.id);
    expect([q.reponduAt, q.declarationLocataire, q.montantRegle]).toEqual([null, null, 100]);
    // Opened afterwards: no button at all.
    await page.reload();
    await visible(page.getByText("Votre réponse a déjà été prise en compte par nos services..."));
    expect(await page.getByRole("button").count()).toBe(0);
  });
});
