import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { download, pdfText } from "./support/files";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// The charges regularisation on screen (ADR 025): entered on a dossier's Régularisations tab (last calendar year by
// default, the provisions from the server, the sums as typed, a negative amount refused), its balance on the
// account, its letter downloaded.
let server: E2EServer;
let token = "";
const ANNEE =
  Number(
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()).slice(0, 4),
  ) - 1;

/** A lease since January of last year (120 € of charges a month) with its twelve terms of that year. */
async function seedLease(nom: string, n: number) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const client = await post("Client", { ...valid.Client(), nom: `Bailleur-${nom}` });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${n} rue des Charges`,
    loyerHC: 850,
    charge: 120,
  });
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom, mail: `regul${n}@e2e.test` });
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
  return d.id as number;
}

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(() => server?.stop());

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("régularisation des charges à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("saisit une régularisation sur un dossier, le solde va au compte, la lettre est téléchargée", async () => {
    const nom = `Regul-${size.label}`;
    const dossier = await seedLease(nom, Number(size.label));
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/dossiers/${dossier}?tab=regularisations`);
    await visible(page.getByText("Aucune régularisation des charges pour ce dossier."));
    await page.getByRole("button", { name: "Nouvelle régularisation" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Nouvelle régularisation des charges" }));
    expect(await dialog.locator("#regularisation-du").inputValue()).toBe(`01/01/${ANNEE}`);
    expect(await dialog.locator("#regularisation-au").inputValue()).toBe(`31/12/${ANNEE}`);
    const provisions = dialog.getByTestId("regularisation-provisions");
    await page.waitForFunction(() =>
      document
        .querySelector("[data-testid=regularisation-provisions]")
        ?.textContent?.includes("440"),
    );
    expect(plain(await provisions.innerText())).toBe("1 440,00 €");

    // The sums follow what is typed; a negative amount is told under its field.
    await dialog.getByLabel("Eau : montant").fill("1 000,00");
    await dialog.getByLabel("Taxe d'enlèvement des ordures ménagères : montant").fill("550,45");
    const quotePart = dialog.getByLabel("Taxe d'enlèvement des ordures ménagères : quote-part");
    // What the field does, said beside it: printed on the letter, no amount changed (a bare « Quote-part » was not).
    expect(
      await quotePart.evaluate(
        (el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent,
      ),
    ).toContain("imprimée telle quelle sur le courrier ; elle ne change aucun montant");
    await quotePart.fill("125/1000");
    await dialog.getByLabel("Chauffage : montant").fill("-5");
    const totaux = dialog.getByTestId("regularisation-totaux");
    expect(plain(await totaux.innerText())).toContain("Charges réelles 1 545,45 €");
    await dialog.getByRole("button", { name: "Enregistrer la régularisation" }).click();
    await visible(dialog.getByText("Ce montant ne peut pas être négatif."));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `regularisation-dialogue-${size.label}`);
    await dialog.getByLabel("Chauffage : montant").fill("");
    expect(plain(await totaux.innerText())).toContain("Charges réelles 1 550,45 €");
    expect(plain(await dialog.getByTestId("regularisation-solde").innerText())).toBe(
      "110,45 € dû par le locataire",
    );
    expect(plain(await totaux.innerText())).toContain(
      "Nouvelle provision mensuelle suggérée 129,20 € (12 mois)",
    );
    await dialog.getByRole("button", { name: "Enregistrer la régularisation" }).click();
    await visible(
      toast(page, "La régularisation a été enregistrée et son solde porté au compte du locataire."),
    );
    await hidden(dialog);

    const ligne = page.getByRole("row").filter({ hasText: `31/12/${ANNEE}` });
    await visible(ligne);
    expect(plain(await ligne.innerText())).toContain("110,45 €");
    expect(plain(await ligne.innerText())).toContain("dû par le locataire");
    // The CSV: the balance a number like the other amounts, its direction in a « Sens » column.
    const csv = await download(page, () =>
      page.getByRole("button", { name: "Exporter CSV" }).click(),
    );
    const [entetes, premiere] = new TextDecoder()
      .decode(csv.bytes)
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/);
    expect(entetes).toContain("Solde;Sens");
    expect(premiere).toContain(";110,45;dû par le locataire;");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `regularisation-liste-${size.label}`);

    const pdf = await download(page, () => ligne.getByRole("button", { name: /Lettre/ }).click());
    expect(pdf.name).toMatch(/^Régularisation des charges .*\.pdf$/);
    const text = plain(pdfText(pdf.bytes));
    for (const phrase of [
      "Régularisation des charges locatives",
      "125/1000",
      "Solde dû par le locataire 110,45 €",
      "pendant 6 mois",
      "129,20 €",
    ])
      expect(text).toContain(phrase);

    // The balance is a line of the tenant's account.
    await page.goto(`${server.url}/dossiers/${dossier}?tab=compte`);
    await visible(
      page.getByRole("row").filter({ hasText: `Régularisation des charges du 01/01/${ANNEE}` }),
    );
  });
});
