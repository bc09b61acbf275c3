import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { erreursXsd, SCHEMA_PAIN_001 } from "../support/xsd";
import { apiCall, apiConfirm, apiLogin, apiOk } from "./support/api";
import {
  confirmIdentity,
  screenshot,
  sidebarEntries,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";
import { nextDownload } from "./support/files";
import { confirmerIbans, secondAdmin } from "./support/second-admin";

// Issue 38, part 3, on screen: a tenant's payment recorded on the dossier reaches the owner's account; a batch is
// prepared on the Reversements screen, validated after a confirmation, then its SEPA file downloaded (valid
// pain.001.001.09, the same at each download: issue 59); the owner's Compte tab shows the `reversement` debit.
let server: E2EServer;
let token = "";
/** A second admin: the IBANs the first one types are confirmed by someone else (issue 59). */
let second = "";
const MOIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  // The trust account and the owners' IBANs are money moves (issue 59): the seeding session confirms first.
  await apiConfirm(server, token, server.admin.password);
  await apiOk(server, token, "PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE });
  second = (await secondAdmin(server, token)).token;
  await confirmerIbans(server, second, { sequestre: true });
});
afterAll(async () => {
  await server?.stop();
});

const row = (page: Page, text: string | RegExp) => page.getByRole("row").filter({ hasText: text });
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** An owner with an IBAN and a 100 € reserve, an apartment of theirs let at 970 € a month, the month's receipt. */
async function seed(label: string) {
  await apiConfirm(server, token, server.admin.password);
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const put = (path: string, body?: unknown) => apiOk(server, token, "PUT", `/api/${path}`, body);
  const client = await post("Client", {
    ...valid.Client(),
    nom: `Bailleur-${label}`,
    prenom: "Zoé",
    iban: "DE89370400440532013000",
    reserve: 100,
  });
  await confirmerIbans(server, second, { clients: [client.id] });
  const a = await post("Appartement", { ...valid.Appartement(), loyerHC: 850, charge: 120 });
  await put(`Appartement/${a.id}/owner/add/${client.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Occupant-${label}` });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateDebutBail: "2025-01-01",
  });
  const q = await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  return { client: client.id as number, dossier: d.id as number, quitance: q.id as number };
}

describe.each(SIZES_BUREAU_SEUL)("reversements à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("prépare et valide un reversement, débité du compte du propriétaire, puis télécharge son fichier SEPA", async () => {
    const s = await seed(size.label);
    const nom = `Bailleur-${size.label} Zoé`;
    const { page } = browser();
    await signInAdmin(page, server);
    if (size.width >= 1024) expect(await sidebarEntries(page)).toContain("Reversements");

    // The tenant pays the month's 970 € from the dossier's Compte tab: 870 € available to the owner (reserve 100 €).
    // The account's "Encaisser" waits for the balance that prefills its amount (its read held back here).
    let release = () => {};
    const held = new Promise<void>((resolve) => void (release = resolve));
    await page.route(`**/api/Dossier/${s.dossier}/compte`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/dossiers/${s.dossier}?tab=compte`);
    const encaisser = page.getByRole("button", { name: "Encaisser" }).first();
    await visible(encaisser);
    expect(await encaisser.isDisabled()).toBe(true);
    release();
    await encaisser.click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Encaisser un paiement" }));
    expect(plain(await dialog.getByLabel(/Montant/).inputValue())).toBe("970,00");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Le paiement a bien été enregistré."));

    // Reversements: prepare a batch for today; its detail opens with the owner's transfer.
    await page.goto(`${server.url}/reversements/`);
    await page.getByRole("button", { name: "Préparer un reversement" }).click();
    await visible(page.getByRole("heading", { name: /^Reversement n° \d+ du / }));
    const ligne = row(page, nom);
    await visible(ligne.first());
    expect(plain(await ligne.first().innerText())).toContain("870,00 €");
    expect(plain(await ligne.first().innerText())).toContain("DE89 3704 0044 0532 0130 00");
    await visible(page.getByText("Brouillon").first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "brouillon");

    // A draft has no SEPA file (issue 59): the screen says to validate it first.
    await visible(page.getByText("Validez le lot pour obtenir son fichier SEPA."));
    expect(await page.getByRole("button", { name: "Télécharger le fichier SEPA" }).count()).toBe(0);

    // Validate after the confirmation. A money move (issue 59): the browser's session was just opened, so the user
    // confirms with their password first (a wrong one is told on its field), then the validation goes on by itself.
    await page.getByRole("button", { name: "Valider", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await visible(confirm.getByText(/Valider le reversement n° \d+ \?/));
    await confirm.getByRole("button", { name: "Valider" }).click();
    const identite = page.getByRole("dialog").filter({ hasText: "Confirmer votre identité" });
    await visible(identite);
    await identite.getByLabel("Mot de passe").fill("pas le bon");
    await identite.getByRole("button", { name: "Confirmer" }).click();
    await visible(identite.getByText("Mot de passe incorrect."));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "confirmation", undefined, { fullPage: false });
    await confirmIdentity(page, server.admin.password);
    await visible(toast(page, "validé"));
    await visible(page.getByText("Validé", { exact: true }).first());

    // A validated batch is never deleted: no "Supprimer".
    expect(await page.getByRole("button", { name: "Supprimer" }).count()).toBe(0);
    await screenshot(page, "valide");

    // The SEPA file, once validated: valid against the pain.001.001.09 schema, the owner's transfer in it; the same
    // file at the second download.
    const download = nextDownload(page);
    await page.getByRole("button", { name: "Télécharger le fichier SEPA" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^reversements-\d{4}-\d{2}-\d{2}\.xml$/);
    const xml = readFileSync((await file.path())!, "utf8");
    expect(await erreursXsd(xml, SCHEMA_PAIN_001)).toEqual([]);
    expect(xml).toContain(`<Nm>Bailleur-${size.label} Zoe</Nm>`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">870.00</InstdAmt>');
    const again = nextDownload(page);
    await page.getByRole("button", { name: "Télécharger le fichier SEPA" }).click();
    expect(readFileSync((await (await again).path())!, "utf8")).toBe(xml);

    // A second batch of the day: nobody payable, so nothing is created and the owner's reason is listed (issue 74).
    await page.goto(`${server.url}/reversements/`);
    await visible(row(page, "Validé").first());
    await screenshot(page, "liste");
    await page.getByRole("button", { name: "Préparer un reversement" }).click();
    const refus = page.getByRole("alert", { name: "Aucun reversement créé" });
    await visible(refus.getByText("Aucun propriétaire n'est payable à cette date"));
    expect(plain(await refus.innerText())).toMatch(
      /: Déjà dans le reversement n° \d+ de cette date\./,
    );
    await screenshot(page, "rien-a-reverser");
    expect(await row(page, "Brouillon").count()).toBe(0);

    // The owner's Compte tab: the payout debited, the reserve left.
    await page.goto(`${server.url}/client/${s.client}?tab=compte`);
    const debit = row(page, /Reversement .* \(virement groupé n° \d+ du /);
    await visible(debit.first());
    expect(plain(await debit.first().innerText())).toContain("870,00 €");
    expect(plain(await page.getByTestId("solde-proprietaire").innerText())).toBe(
      "Solde : 100,00 €",
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "compte");
  });
});

describe.each(SIZES_BUREAU_SEUL)("validation relue à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("écarte à la validation un propriétaire dont le disponible a baissé, avec son motif ; le téléchargement est journalisé", async () => {
    // Two owners paid by their tenants; the batch is prepared; then one tenant's payment is cancelled (a bounced
    // cheque): that owner's available falls below their line (issue 59).
    const baisse = await seed(`baisse-${size.label}`);
    const reste = await seed(`reste-${size.label}`);
    const paiements: number[] = [];
    for (const s of [baisse, reste])
      paiements.push(
        (
          await apiOk(server, token, "POST", `/api/Dossier/${s.dossier}/paiements`, {
            montant: 970,
            date: `${MOIS}-01`,
            mode: "Virement",
            QuitanceId: s.quitance,
          })
        ).paiement.id,
      );
    const date = `2098-06-0${size.width >= 1024 ? 1 : 2}`;
    const { reversement } = await apiOk(server, token, "POST", "/api/reversements", { date });
    await apiOk(server, token, "POST", `/api/Paiement/${paiements[0]}/annuler`, {
      motif: "Chèque impayé",
    });

    const { page } = browser();
    await signInAdmin(page, server);
    await page.goto(`${server.url}/reversements/${reversement.id}`);
    await visible(page.getByText("Validez le lot pour obtenir son fichier SEPA."));
    await page.getByRole("button", { name: "Valider", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await visible(confirm.getByText(/disponible a baissé depuis la préparation est écarté/));
    await confirm.getByRole("button", { name: "Valider" }).click();
    // A money move (issue 59): the browser's fresh session confirms first.
    await confirmIdentity(page, server.admin.password);
    await visible(toast(page, "1 propriétaire écarté"));
    const panneau = page.getByTestId("ecartes-validation");
    await visible(panneau);
    expect(plain(await panneau.innerText())).toContain(
      `Bailleur-baisse-${size.label} Zoé : Le disponible de ce propriétaire a baissé depuis la préparation du lot.`,
    );
    await visible(row(page, `Bailleur-reste-${size.label}`).first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "ecarte");

    // The file, then Paramètres > Téléchargements names who downloaded it.
    const download = nextDownload(page);
    await page.getByRole("button", { name: "Télécharger le fichier SEPA" }).click();
    const xml = readFileSync((await (await download).path())!, "utf8");
    expect(xml).toContain(`Bailleur-reste-${size.label}`);
    expect(xml).not.toContain(`Bailleur-baisse-${size.label}`);
    await page.goto(`${server.url}/parametres/?tab=telechargements`);
    const ligne = row(page, `Reversement n° ${reversement.id}`);
    await visible(ligne.first());
    expect(plain(await ligne.first().innerText())).toContain("Fichier SEPA d'un reversement");
    expect(plain(await ligne.first().innerText())).toContain(server.admin.email);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "telechargements");
  });
});

describe("le serveur Node, requêtes parallèles", () => {
  it("des préparations et des validations parallèles ne paient jamais deux fois", async () => {
    const s = await seed("parallele");
    await apiOk(server, token, "POST", `/api/Dossier/${s.dossier}/paiements`, {
      montant: 970,
      date: `${MOIS}-01`,
      mode: "Virement",
      QuitanceId: s.quitance,
    });
    const dates = ["2099-01-01", "2099-01-01", "2099-01-02", "2099-01-03"];
    const lots = await Promise.all(
      dates.map((date) => apiCall(server, token, "POST", "/api/reversements", { date })),
    );
    // Those that found the owner taken create nothing: 409 with the reason (issue 74, item 7).
    for (const r of lots.filter((r) => r.status !== 201))
      expect([r.status, r.body.error.code]).toEqual([409, "rien_a_reverser"]);
    const avec = lots.filter(
      (r) =>
        r.status === 201 && r.body.reversement.lignes.some((l: any) => l.ClientId === s.client),
    );
    expect(avec).toHaveLength(1);
    const lot = avec[0]!.body.reversement;
    expect(lot.lignes.find((l: any) => l.ClientId === s.client).montant).toBe(870);
    await apiConfirm(server, token, server.admin.password);
    const validations = await Promise.all(
      [1, 2, 3].map(() => apiCall(server, token, "POST", `/api/Reversement/${lot.id}/valider`)),
    );
    expect(validations.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const compte = await apiOk(server, token, "GET", `/api/Client/${s.client}/compte`);
    expect(compte.ecritures.filter((e: any) => e.type === "reversement")).toHaveLength(1);
    expect(compte.solde).toBe(100);
  });
});
