import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 38, part 6 on screen: a bank account marked as the trust account from the Banque page, its statement
// imported, the dashboard's "Représentation des fonds" red while the money owed and the bank balance differ, then
// balanced once the tenant's rent is recorded (the statement's line matched), and its PDF downloaded.

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("représentation des fonds à $label px", (size) => {
  let server: E2EServer;
  let token = "";
  let dir = "";
  beforeAll(async () => {
    server = await startServer();
    token = await apiLogin(server, server.admin.email, server.admin.password);
    dir = mkdtempSync(join(tmpdir(), "e2e-sequestre-"));
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  /** A lease (rent 850 + 120 €, deposit 850 €) and its November term. */
  async function seedLease(nom: string) {
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const client = await post("Client", { ...valid.Client(), nom: `Bailleur-${nom}` });
    const a = await post("Appartement", { ...valid.Appartement(), loyerHC: 850, charge: 120 });
    await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${client.id}`);
    const l = await post("Locataire", { ...valid.Locataire(), nom, mail: `sequestre@e2e.test` });
    const d = await post("Dossier", {
      ...valid.Dossier(a.id, l.id),
      loyerHC: 850,
      loyerCharge: 120,
      depotGarantie: 850,
      dateEntree: "2025-01-01",
      dateCreationBail: "2024-12-15",
      dateDebutBail: "2025-01-01",
    });
    await post(`Quitance/generate/${d.id}`, { date: "2026-11-01" });
    return String(l.prenom ?? "");
  }

  it("marque le compte séquestre, importe son relevé, l'écart est rouge puis nul une fois le loyer encaissé", async () => {
    const nom = size.label === "1440" ? "Marchetti" : "Delacroix";
    const prenom = await seedLease(nom);
    // The bank holds the deposit (850 €) and the rent (970 €): 1 820 €.
    const file = join(dir, "releve.csv");
    writeFileSync(
      file,
      [
        "Compte séquestre n° 00012345678;;;",
        "Date;Libellé;Montant;Solde",
        "02/11/2026;DEPOT DE GARANTIE;850,00;850,00",
        `20/11/2026;VIR SEPA ${prenom.toUpperCase()} ${nom.toUpperCase()} LOYER NOVEMBRE;970,00;1 820,00`,
      ].join("\n"),
    );
    const { page } = browser();
    await signInAdmin(page, server);

    // No trust account yet: the card says so, in red.
    const card = page.getByRole("region", { name: "Représentation des fonds" });
    await visible(card.getByText("Aucun compte marqué séquestre."));
    await visible(card.getByText("Solde inconnu"));

    // Banque: the statement imported, its account marked as the trust account.
    await page.goto(`${server.url}/banque/`);
    await page.getByTestId("releve-file").setInputFiles(file);
    await visible(toast(page, "2 lignes ajoutées, 0 doublon"));
    await page.getByRole("button", { name: /^Modifier le compte/ }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Modifier le compte" }));
    const sequestre = dialog.getByRole("switch", { name: "Compte séquestre (fonds des mandants)" });
    expect(await sequestre.getAttribute("aria-checked")).toBe("false");
    await sequestre.click();
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "compte");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Le compte a été enregistré."));
    await hidden(dialog);
    await visible(page.getByText("Compte séquestre", { exact: true }));

    // The dashboard: 850 € due (the deposit), 1 820 € in the bank: 970 € not accounted for, in red.
    await page.goto(`${server.url}/`);
    await visible(card.getByText("Écart", { exact: true }).first());
    const rouge = plain(await card.innerText());
    expect(rouge).toContain("Total dû 850,00 €");
    expect(rouge).toContain("Solde bancaire 1 820,00 €");
    expect(rouge).toContain("Écart 970,00 €");
    expect(rouge).toContain("au relevé du 20/11/2026");
    expect(await card.getAttribute("class")).toContain("border-destructive");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "ecart", undefined, { fullPage: false });

    // The rent recorded: the statement's line matched to the tenant's term (a payment of 970 € to the owner).
    await page.goto(`${server.url}/banque/`);
    const line = page.getByRole("row").filter({ hasText: nom.toUpperCase() });
    await line.getByRole("button", { name: "Accepter" }).click();
    await visible(toast(page, "La ligne a été rapprochée : le paiement est inscrit au compte."));

    // Balanced: 970 € owed to the owner + 850 € of deposit = the bank's 1 820 €.
    await page.goto(`${server.url}/`);
    await visible(card.getByText("Fonds représentés"));
    const vert = plain(await card.innerText());
    expect(vert).toContain("Total dû 1 820,00 €");
    expect(vert).toContain("Écart 0,00 €");
    expect(vert).toContain("Dû aux mandants 970,00 € · dépôts de garantie 850,00 €");
    // Issue 60: what explains the difference, on the card.
    expect(vert).toContain(
      "Avances aux mandants 0,00 € · honoraires non prélevés 0,00 € · écart restant à expliquer 0,00 €",
    );
    expect(await card.getAttribute("class")).not.toContain("border-destructive");
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "equilibre", undefined, { fullPage: false });

    const pdf = await download(page, () =>
      card.getByRole("button", { name: "État de représentation des fonds (PDF)" }).click(),
    );
    expect(pdf.name).toMatch(/^representation-des-fonds-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = plain(pdfText(pdf.bytes));
    expect(text).toContain("État de représentation des fonds");
    expect(text).toContain("Total des fonds dus 1 820,00 €");
    expect(text).toContain(`Bailleur-${nom}`);
    expect(text).toContain("Explication de l'écart");
    expect(text).toContain("Écart restant à expliquer 0,00 €");
    expect(text).toContain("Avances aux mandants (soldes débiteurs)");
    expect(text).toContain("Honoraires acquis par l'agence");
  });
});
