import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { addMonths } from "../../worker/domain/dates";
import { apiLogin, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { download, pdfText } from "./support/files";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 39 item 6 on screen: a regularisation's balance is claimable one month after its letter (loi 89-462
// art. 23). Entered today, its line stands on the account at its due date while the balance shown, and the formal
// notice, leave it out; the letter prints that date. (The day it counts is checked with a moved clock in
// tests/api/regularisation.test.ts: the server here runs on the real one.)
let server: E2EServer;
let token = "";
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const ANNEE = Number(today.slice(0, 4)) - 1;
const echeance = addMonths(today, 1);
const jourCourt = (d: string) => d.split("-").reverse().join("/");

/** A lease since January of last year (120 € of charges a month), its twelve terms of that year all paid. */
async function seedLease(nom: string, n: number) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const client = await post("Client", { ...valid.Client(), nom: `Bailleur-${nom}` });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${n} rue de l'Échéance`,
    loyerHC: 850,
    charge: 120,
  });
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom, mail: `echeance${n}@e2e.test` });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: `${ANNEE}-01-01`,
    dateCreationBail: `${ANNEE - 1}-12-15`,
    dateDebutBail: `${ANNEE}-01-01`,
  });
  for (let m = 1; m <= 12; m++)
    await post(`Quitance/generate/${d.id}`, { date: `${ANNEE}-${String(m).padStart(2, "0")}-01` });
  const compte = await apiOk(server, token, "GET", `/api/Dossier/${d.id}/compte`);
  await post(`Dossier/${d.id}/paiements`, { montant: compte.solde, date: today, mode: "Virement" });
  return d.id as number;
}

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(() => server?.stop());

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)(
  "régularisation exigible un mois après la lettre à $label px",
  (size) => {
    const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

    it("le solde de la régularisation n'apparaît qu'à sa date d'exigibilité", async () => {
      const dossier = await seedLease(`Echeance-${size.label}`, Number(size.label));
      const { page } = browser();
      await signInAdmin(page, server, `${server.url}/dossiers/${dossier}?tab=regularisations`);
      await page.getByRole("button", { name: "Nouvelle régularisation" }).click();
      const dialog = page.getByRole("dialog");
      await page.waitForFunction(() =>
        document
          .querySelector("[data-testid=regularisation-totaux]")
          ?.textContent?.includes("12 échéances"),
      );
      await dialog.getByLabel("Eau : montant").fill("1 550,45");
      await dialog.getByRole("button", { name: "Enregistrer la régularisation" }).click();
      await visible(
        toast(
          page,
          "La régularisation a été enregistrée et son solde porté au compte du locataire.",
        ),
      );
      await hidden(dialog);

      // The letter prints the day the balance can be claimed.
      const ligne = page.getByRole("row").filter({ hasText: `31/12/${ANNEE}` });
      const pdf = await download(page, () => ligne.getByRole("button", { name: /Lettre/ }).click());
      expect(plain(pdfText(pdf.bytes))).toContain("Solde dû par le locataire 110,45 €");

      // On the account: the line at its due date, the balance shown without it, no formal notice to print.
      await page.goto(`${server.url}/dossiers/${dossier}?tab=compte`);
      const regul = page
        .getByRole("row")
        .filter({ hasText: `Régularisation des charges du 01/01/${ANNEE}` });
      await visible(regul);
      expect(plain(await regul.innerText())).toContain(jourCourt(echeance));
      expect(plain(await page.getByTestId("solde-compte").innerText())).toBe("Solde : 0,00 €");
      expect(await page.getByRole("button", { name: "Mise en demeure" }).count()).toBe(0);
      expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
      await screenshot(page, `regularisation-echeance-compte-${size.label}`);
    });
  },
);
