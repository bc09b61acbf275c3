import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { erreursXsd, SCHEMA_PAIN_008 } from "../support/xsd";
import { apiCall, apiConfirm, apiLogin, apiOk } from "./support/api";
import {
  confirmIdentity,
  pathname,
  screenshot,
  sidebarEntries,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";
import { confirmerIbans, secondAdmin } from "./support/second-admin";
import { nextDownload } from "./support/files";
import { retourCamt054 } from "../support/camt054";

// Issue 41 on screen: the tenant's mandate created on the dossier's Prélèvement tab (IBAN masked) and printed; a
// batch prepared on the Prélèvements screen, validated after a confirmation, then its pain.008 file downloaded (valid
// against its XSD; a draft has none, issue 59); the bank's return (camt.054) proposing the reject on its reason, recorded, and the term due again (the next batch collects it).
let server: E2EServer;
let token = "";
const MOIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  // The trust account, the ICS and the debtors' IBANs are money moves (issue 59): the seeding session confirms.
  await apiConfirm(server, token, server.admin.password);
  await apiOk(server, token, "PUT", "/api/agence", {
    iban: IBAN_AGENCE,
    bic: BIC_AGENCE,
    ics: "FR72ZZZ123456",
  });
  // The trust account confirmed by a second admin (issue 59): the SEPA file is issued from it.
  const second = await secondAdmin(server, token);
  await confirmerIbans(server, second.token, { sequestre: true });
});
afterAll(async () => {
  await server?.stop();
});

const row = (page: Page, text: string | RegExp) => page.getByRole("row").filter({ hasText: text });
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A dossier let at 970 € a month, the month's term unpaid. */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", { ...valid.Appartement(), loyerHC: 850, charge: 120 });
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Debiteur-${label}` });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateDebutBail: "2025-01-01",
  });
  const q = await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  return { dossier: d.id as number, quitance: q.id as number };
}

describe.each(SIZES_BUREAU_SEUL)("prélèvements à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("crée et imprime un mandat, prépare et valide un prélèvement, télécharge son fichier, enregistre un rejet", async () => {
    const s = await seed(size.label);
    const titulaire = `Titulaire-${size.label}`;
    const { page } = browser();
    await signInAdmin(page, server);
    if (size.width >= 1024) expect(await sidebarEntries(page)).toContain("Prélèvements");

    // The dossier's Prélèvement tab: a new mandate, shown with its IBAN masked; the tenant pays by Prélèvement.
    await page.goto(`${server.url}/dossiers/${s.dossier}?tab=prelevement`);
    await page.getByRole("button", { name: "Nouveau mandat" }).click();
    await page.getByLabel("Titulaire du compte").fill(titulaire);
    await page.getByLabel("IBAN", { exact: true }).fill("FR76 3000 6000 0112 3456 7890 189");
    await page.getByLabel("BIC (facultatif)").fill("AGRIFRPP");
    await page.getByLabel("Lieu de signature").fill("Paris");
    await page.getByRole("button", { name: "Enregistrer le mandat" }).click();
    // The debtor's IBAN: the fresh session confirms with its password first (it then holds five minutes, for the
    // SEPA file and the validation below).
    await confirmIdentity(page, server.admin.password);
    await visible(toast(page, "Mandat SEPA enregistré"));
    const carte = page.getByTestId("mandat-actif");
    await visible(carte);
    expect(plain(await carte.innerText())).toContain("FR76 **** **** 0189");
    expect(plain(await carte.innerText())).not.toContain("3000 6000");
    expect(plain(await page.getByTestId("mode-paiement").innerText())).toContain("Prélèvement");
    const pdf = nextDownload(page);
    await page.getByRole("button", { name: "Imprimer le mandat" }).click();
    expect((await pdf).suggestedFilename()).toMatch(/^Mandat SEPA PL-D\d+-M\d+\.pdf$/);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "mandat");

    // Prélèvements: a batch for the first date the pre-notification allows; its detail lists the debit.
    await page.goto(`${server.url}/prelevements/`);
    await page.getByRole("button", { name: "Préparer un prélèvement" }).click();
    await visible(page.getByRole("heading", { name: /^Prélèvement n° \d+ du / }));
    const ligne = row(page, titulaire);
    await visible(ligne.first());
    expect(plain(await ligne.first().innerText())).toContain("970,00 €");
    expect(plain(await ligne.first().innerText())).toContain("FRST");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "brouillon");

    // A draft has no SEPA file (issue 59): the screen says to validate it first.
    await visible(page.getByText("Validez le lot pour obtenir son fichier SEPA."));
    expect(await page.getByRole("button", { name: "Télécharger le fichier SEPA" }).count()).toBe(0);

    // Validate after the confirmation.
    await page.getByRole("button", { name: "Valider", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await visible(confirm.getByText(/Valider le prélèvement n° \d+ \?/));
    await confirm.getByRole("button", { name: "Valider" }).click();
    await visible(toast(page, "validé"));
    await visible(page.getByText("Validé", { exact: true }).first());
    expect(await page.getByRole("button", { name: "Supprimer" }).count()).toBe(0);

    // The pain.008 file, once validated: valid against its schema, the debit in it.
    const download = nextDownload(page);
    await page.getByRole("button", { name: "Télécharger le fichier SEPA" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^prelevements-\d{4}-\d{2}-\d{2}\.xml$/);
    const xml = readFileSync((await file.path())!, "utf8");
    expect(await erreursXsd(xml, SCHEMA_PAIN_008)).toEqual([]);
    expect(xml).toContain(`<Nm>${titulaire}</Nm>`);
    expect(xml).toContain(`-Q${s.quitance}</EndToEndId>`);

    // Issue 60: the line names its month; the tenant's account shows the validated debit as programmed, pending.
    expect(plain(await row(page, titulaire).first().innerText())).toMatch(/Loyer \p{L}+ \d{4}/u);
    const lot = pathname(page);
    await page.goto(`${server.url}/dossiers/${s.dossier}?tab=compte`);
    const programmes = page.getByRole("region", { name: "Prélèvements programmés" });
    await visible(programmes);
    expect(plain(await programmes.innerText())).toMatch(
      /Prélèvement programmé le \d\d\/\d\d\/\d{4} \(loyer \p{L}+ \d{4}\)\s*En attente\s*970,00 €/u,
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "programme");
    await page.goto(`${server.url}${lot}`);

    // The bank returns the debit in its camt.054 notification (reason MD06): the Prélèvements screen proposes the
    // reject, its dialog on the bank's reason; the batch's line then says why.
    const retour = new FormData();
    const endToEndId = `PRL${lot.split("/").pop()}-Q${s.quitance}`;
    const jour = new Date().toISOString().slice(0, 10);
    retour.append(
      "file",
      new File(
        [retourCamt054({ endToEndId, montant: "970.00", code: "MD06", date: jour })],
        "retour.xml",
      ),
    );
    const imp = await fetch(`${server.url}/api/banque/releves`, {
      method: "POST",
      headers: { Authorization: `Token ${token}` },
      body: retour,
    });
    expect(imp.status, await imp.clone().text()).toBe(201);
    await page.goto(`${server.url}/prelevements/`);
    const retours = page.getByRole("region", { name: "Retours bancaires" });
    await retours.getByRole("row").filter({ hasText: "Retour MD06" }).first().click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Enregistrer un rejet" }));
    expect(plain(await dialog.getByRole("combobox").innerText())).toContain("MD06");
    await screenshot(page, "retour-camt054");
    await dialog.getByRole("button", { name: "Enregistrer le rejet" }).click();
    await visible(toast(page, "Rejet enregistré"));
    await page.goto(`${server.url}${lot}`);
    await visible(row(page, "MD06 - Contestation du débiteur").first());
    await screenshot(page, "rejet");

    // The term is due again: the next batch collects it.
    await page.goto(`${server.url}/prelevements/`);
    await visible(row(page, "Validé").first());
    await page.getByRole("button", { name: "Préparer un prélèvement" }).click();
    await visible(page.getByRole("heading", { name: /^Prélèvement n° \d+ du / }));
    await visible(row(page, titulaire).first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "de-nouveau-du");
    await page.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await visible(toast(page, "supprimé"));
  });
});

describe("le serveur Node, requêtes parallèles", () => {
  it("des préparations parallèles ne prélèvent jamais deux fois un terme", async () => {
    const s = await seed("parallele");
    await apiConfirm(server, token, server.admin.password);
    await apiOk(server, token, "POST", `/api/Dossier/${s.dossier}/mandatsSepa`, {
      titulaire: "Parallele",
      iban: "FR7630006000011234567890189",
      dateSignature: `${MOIS}-01`,
      lieuSignature: "Paris",
    });
    const lots = await Promise.all(
      [1, 2, 3, 4].map(() =>
        apiCall(server, token, "POST", "/api/prelevements", { dateEcheance: "2099-01-05" }),
      ),
    );
    expect(lots.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const avec = lots.filter((r) =>
      r.body.prelevement.lignes.some((l: any) => l.QuitanceId === s.quitance),
    );
    expect(avec).toHaveLength(1);
  });
});
