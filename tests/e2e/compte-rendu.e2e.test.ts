import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { download, pdfText } from "./support/files";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 38 parts 4 and 5 on screen: from the owner's Compte tab, the compte-rendu de gérance of the previous month
// (the default) is downloaded and e-mailed; the Revenus fonciers dialog shows the 2044 lines of the year and
// downloads its PDF.
let server: E2EServer;
let token = "";
// The previous month in Paris (the dialog's default period).
const parisMonth = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());
const prev = new Date(
  Date.UTC(Number(parisMonth.slice(0, 4)), Number(parisMonth.slice(5, 7)) - 2, 1),
);
const PREV = prev.toISOString().slice(0, 7);
const ANNEE = PREV.slice(0, 4);
const NOM_MOIS = new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" }).format(prev);
const dernier = new Date(Date.UTC(prev.getUTCFullYear(), prev.getUTCMonth() + 1, 0)).getUTCDate();

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** An owner under a mission at 8 % TTC, a lease at 850 € + 120 €, the previous month's term paid on its 10th. */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const put = (path: string, body?: unknown) => apiOk(server, token, "PUT", `/api/${path}`, body);
  const client = await post("Client", { ...valid.Client(), nom: `Gerance-${label}` });
  const a = await post("Appartement", { ...valid.Appartement(), loyerHC: 850, charge: 120 });
  await put(`Appartement/${a.id}/owner/add/${client.id}`);
  const mission = await post("Mission", { ...valid.Mission(), honorairesGestion: 8, tauxTva: 20 });
  await put(`Mission/${mission.id}/appartement/add/${a.id}`);
  await put(`Mission/${mission.id}/client/add/${client.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Locataire-${label}` });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateDebutBail: "2025-01-01",
  });
  const q = await post(`Quitance/generate/${d.id}`, { date: `${PREV}-01` });
  await post(`Dossier/${d.id}/paiements`, {
    montant: 970,
    date: `${PREV}-10`,
    mode: "Virement",
    QuitanceId: q.id,
  });
  return { client: client.id as number, appartement: a.id as number };
}

describe.each(SIZES_BUREAU_SEUL)("compte-rendu et revenus fonciers à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("télécharge le compte-rendu du mois précédent, l'envoie, et lit les lignes 2044", async () => {
    const s = await seed(size.label);
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/${s.client}?tab=compte`);
    await page.getByRole("button", { name: "Compte-rendu de gérance" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Compte-rendu de gérance" }));
    // The previous month by default.
    expect(plain(await dialog.locator("#compte-rendu-periode").innerText()).toLowerCase()).toBe(
      `${NOM_MOIS} ${ANNEE}`,
    );
    // Issue 60: the current month is offered too.
    await dialog.locator("#compte-rendu-periode").click();
    await visible(page.getByRole("option", { name: /\(en cours\)$/ }));
    await page.keyboard.press("Escape");
    await screenshot(page, "compte-rendu-dialog");
    const pdf = await download(page, () =>
      dialog.getByRole("button", { name: "Télécharger le PDF" }).click(),
    );
    expect(pdf.name).toMatch(/^Compte-rendu de gérance .*Gerance-.*\.pdf$/);
    const text = plain(pdfText(pdf.bytes));
    expect(text).toContain("Compte-rendu de gérance");
    expect(text).toContain(`Gerance-${size.label}`);
    expect(text).toContain(`au ${dernier} ${NOM_MOIS} ${ANNEE}`);
    // 970 € collected, 8 % TTC = 77,60 € (12,93 € of VAT), closing at 892,40 €.
    expect(text).toContain("64,67 € 12,93 € 77,60 €");
    expect(text).toMatch(/Solde de clôture au \d\d\/\d\d\/\d{4} 892,40 €/);
    // Issue 60: the term with its payment day and state, the deposit, the mandate and its fee as signed.
    expect(text).toContain("Détail des échéances");
    expect(text).toContain(`10/${PREV.slice(5, 7)}/${ANNEE}`);
    expect(text).toContain("Payé");
    expect(text).toContain("Dépôt de garantie : 850,00 €, détenu par l'agence.");
    expect(text).toMatch(/Mandat n° \S+/);
    expect(text).toContain("Honoraires de gestion : 8 % TTC");

    await dialog.getByRole("button", { name: "Envoyer par e-mail" }).click();
    await visible(
      page
        .getByText(/Compte-rendu (envoyé à|mis en file d'envoi pour) elise\.durand@example\.fr/)
        .first(),
    );
    await visible(page.getByRole("button", { name: "Revenus fonciers" }));

    await page.getByRole("button", { name: "Revenus fonciers" }).click();
    const revenus = page.getByRole("dialog");
    await visible(revenus.getByRole("heading", { name: "Revenus fonciers" }));
    await revenus.locator("#revenus-fonciers-annee").click();
    await page.getByRole("option", { name: ANNEE, exact: true }).click();
    const ligne = (n: string) => revenus.getByTestId(`ligne-${n}`);
    // 211: 970 € less the 120 € of charges; 221: the fee TTC; 222: 20 € for the one dwelling.
    await visible(ligne("211").getByText("850,00 €"));
    expect(plain(await ligne("221").innerText())).toContain("77,60 €");
    expect(plain(await ligne("222").innerText())).toContain("20,00 €");
    expect(plain(await ligne("224").innerText())).toContain("0,00 €");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "revenus-fonciers-dialog");
    const aide = await download(page, () =>
      revenus.getByRole("button", { name: "Télécharger le PDF" }).click(),
    );
    const aideText = plain(pdfText(aide.bytes));
    expect(aideText).toContain("Aide à la déclaration des revenus fonciers");
    expect(aideText).toContain("211 Loyers bruts encaissés (hors charges) 850,00 €");
  });

  it("montre les lignes 2044 de chaque nature, la ligne 230 et « Provisoire » pour l'année en cours", async () => {
    const s = await seed(`${size.label}-2044`);
    const a = s.appartement;
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    // Issue 60 (ADR 075): a property tax and its TEOM paid by the agency, last year's non-deductible provisions.
    for (const [intitule, montant, natureCharge] of [
      ["Taxe foncière", 412, "taxe_fonciere"],
      ["TEOM", 50, "teom"],
    ])
      await post("Intendance", {
        nature: "depense",
        AppartementId: a,
        intitule,
        numFacture: `${intitule}-${size.label}`,
        date: `${PREV}-15`,
        montant,
        regle: true,
        payeParAgence: true,
        natureCharge,
      });
    await apiOk(server, token, "PUT", `/api/Appartement/${a}/copropriete`, {
      annee: Number(ANNEE) - 1,
      nonDeductible: 80,
    });
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/${s.client}?tab=compte`);
    // The owner's account names each expense's nature.
    await visible(page.getByText("Taxe foncière", { exact: true }));
    await page.getByRole("button", { name: "Revenus fonciers" }).click();
    const revenus = page.getByRole("dialog");
    await visible(revenus.getByRole("heading", { name: "Revenus fonciers" }));
    await revenus.locator("#revenus-fonciers-annee").click();
    await page.getByRole("option", { name: ANNEE, exact: true }).click();
    const ligne = async (n: string) => plain(await revenus.getByTestId(`ligne-${n}`).innerText());
    await visible(revenus.getByTestId("ligne-227").getByText("412,00 €"));
    expect(await ligne("223")).toContain("0,00 €");
    expect(await ligne("225")).toContain("0,00 €");
    expect(await ligne("230")).toContain("80,00 €");
    // 240 = 77,60 + 20 + 412 - 80; the TEOM on no line.
    expect(await ligne("240")).toContain("429,60 €");
    expect(plain(await revenus.getByTestId("revenus-non-reportes").innerText())).toContain(
      "50,00 €",
    );
    if (ANNEE === parisMonth.slice(0, 4))
      expect(plain(await revenus.getByTestId("revenus-provisoire").innerText())).toBe(
        `Provisoire : l'année ${ANNEE} n'est pas terminée, les montants changeront.`,
      );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "revenus-fonciers-2044");
  });
});
