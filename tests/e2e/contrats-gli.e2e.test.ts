import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trimestresRecents } from "../../worker/domain/garanties/bordereau";
import { parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { apiLogin, apiOk, seedUser } from "./support/api";
import {
  hidden,
  PHONE,
  screenshot,
  signIn,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { pick } from "./support/leases-fixtures";
import { startServer, type E2EServer } from "./support/server";

// Issue 78's gap (ADR 147): a GLI contract is created on screen, from the lease's guarantee card that has none to
// offer, its delays refused out of order at their field; the lease is put under it; its quarter's statement lists the
// lease's premium and downloads as CSV; its insurer paid changes only once confirmed; a contract in use has no
// « Supprimer », an unused one goes after a confirmation.
let server: E2EServer;
let token = "";
let dossier = 0;
// The statement's default quarter: the last one ended, where the lease's first term falls.
const echu = trimestresRecents(parisDate(new Date()), 1).echus[0]!;

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const c = await post("Client", { ...valid.Client(), nom: "Bailleur-contrat-gli" });
  const a = await post("Appartement", valid.Appartement());
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
  const l = await post("Locataire", { ...valid.Locataire(), nom: "Occupant-contrat-gli" });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateEntree: echu.debut,
    dateDebutBail: echu.debut,
    dateCreationBail: echu.debut,
  });
  dossier = d.id;
  for (const raisonSociale of ["Assur Loyers SA", "Garantie Plus SA"])
    await post("Fournisseur", {
      // Without its IBAN (a money detail asks a confirmed session): the screen only picks the supplier.
      ...fournisseurValide({
        siret: null,
        iban: null,
        bic: null,
        metiers: ["assurance"],
        decennale: null,
        rcPro: null,
      }),
      raisonSociale,
    });
});
afterAll(async () => {
  await server?.stop();
});

describe("« Contrats GLI » à 1440 px", () => {
  const browser = useBrowser();

  it("crée le contrat depuis la carte du bail, y place le bail, puis télécharge le bordereau du trimestre", async () => {
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/dossiers/${dossier}?tab=cautions`);
    await visible(page.getByText("Garantie des loyers"));
    await page.getByLabel("Type de garantie").selectOption("gli");
    // No contract yet: the way to create one, not an empty choice.
    await visible(page.getByText("L'agence n'a encore aucun contrat GLI."));
    await screenshot(page, "carte-bail-sans-contrat-1440");
    await page.getByRole("link", { name: "Créer un contrat GLI" }).click();
    await waitForPath(page, "/contrats-gli/new");
    await visible(page.getByRole("heading", { level: 1, name: "Nouveau contrat GLI" }));
    // The usual delays are there already.
    expect(await page.getByLabel("Délai de relance (jours)").inputValue()).toBe("20");
    expect(await page.getByLabel("Délai de déclaration (jours)").inputValue()).toBe("40");
    // The insurer's field says it is the company, not the broker the premiums may be paid to.
    await visible(page.getByText("Le courtier éventuel n'est pas à saisir ici", { exact: false }));
    await page
      .getByRole("textbox", { name: "Assureur (compagnie d'assurance)", exact: true })
      .fill("Assur Loyers");
    await page.getByLabel("N° de contrat").fill("GLI-147");
    await page.getByLabel("Taux (%)").fill("2,5");
    await page.getByLabel("N° ORIAS de l'agence").fill("12345678");
    await pick(page, "Assureur payé (fournisseur)", "Assur", /Assur Loyers SA/);
    await page.getByLabel("Délai de mise en demeure (jours)").fill("15");
    await page.getByRole("button", { name: "Créer" }).click();
    // Out of order: said at the field, nothing created.
    await visible(
      page.getByText("Les délais se suivent : relance, puis mise en demeure, puis déclaration."),
    );
    await screenshot(page, "formulaire-erreur-1440");
    expect((await apiOk(server, token, "GET", "/api/ContratGli")).data).toHaveLength(0);
    await page.getByLabel("Délai de mise en demeure (jours)").fill("35");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Le contrat GLI a été créé."));

    // Back on the lease's card, which now offers it.
    await waitForPath(page, `/dossiers/${dossier}`);
    await page.getByLabel("Type de garantie").selectOption("gli");
    await page
      .getByLabel("Contrat GLI")
      .selectOption({ label: "Assur Loyers · n° GLI-147 · 2,5 % (loyer et charges)" });
    await page.getByRole("button", { name: "Enregistrer la garantie" }).click();
    await visible(page.getByText("Garantie du bail enregistrée."));
    // The lease's first term, in the last quarter ended: its premium is on that quarter's statement.
    await apiOk(server, token, "POST", `/api/Quitance/generate/${dossier}`, {
      date: `${echu.premierMois}-05`,
    });

    await page.goto(`${server.url}/contrats-gli/`);
    const ligne = page.getByRole("row").filter({ hasText: "GLI-147" });
    await visible(ligne.getByText("2,5 % (loyer et charges)"));
    await visible(ligne.getByText("Assur Loyers SA"));
    // One lease under it.
    await visible(ligne.getByRole("cell", { name: "1", exact: true }));
    await screenshot(page, "liste-1440");
    await ligne.getByText("GLI-147").click();
    await waitForPath(page, /^\/contrats-gli\/\d+$/);
    await page.getByRole("tab", { name: "Bordereau" }).click();
    await visible(page.getByText(`${echu.libelle}`).first());
    const lot = page.getByRole("row").filter({ hasText: "Occupant-contrat-gli" });
    await visible(lot.getByText("entrée"));
    await visible(page.getByTestId("bordereau-total").getByText(/Total des primes du/));
    await screenshot(page, "bordereau-1440");
    // One CSV: the server's statement, not the table's generic export beside it.
    await expect(page.getByRole("button", { name: /CSV/ }).allTextContents()).resolves.toEqual([
      " Télécharger le CSV",
    ]);
    expect(await page.getByRole("button", { name: "Exporter CSV" }).count()).toBe(0);
    const telechargement = page.waitForEvent("download");
    await page.getByRole("button", { name: "Télécharger le CSV" }).click();
    const fichier = await telechargement;
    expect(fichier.suggestedFilename()).toBe(`Bordereau GLI GLI-147 ${echu.code}.csv`);
    const csv = await readFile((await fichier.path())!, "utf8");
    expect(csv).toContain("Occupant-contrat-gli");
    expect(csv).toContain("entrée");

    await page.setViewportSize(PHONE);
    await screenshot(page, "bordereau-390");
    await page.goto(`${server.url}/contrats-gli/`);
    await visible(page.getByText("GLI-147").first());
    await screenshot(page, "liste-390");
  });

  it("ne change l'assureur payé qu'une fois confirmé, et ne supprime qu'un contrat inutilisé", async () => {
    const { page } = browser();
    const contrats = (await apiOk(server, token, "GET", "/api/ContratGli")).data;
    const utilise = contrats.find((c: { numeroContrat: string }) => c.numeroContrat === "GLI-147");
    await apiOk(server, token, "POST", "/api/ContratGli", {
      assureur: "Autre assureur",
      numeroContrat: "GLI-INUTILE",
      taux: 3,
      base: "loyer",
    });
    await signInAdmin(page, server, `${server.url}/contrats-gli/${utilise.id}/edit`);
    await pick(page, "Assureur payé (fournisseur)", "Garantie", /Garantie Plus SA/);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    let dialog = page.getByRole("alertdialog");
    await visible(
      dialog.getByText(
        "Les primes et récupérations du contrat n° GLI-147 seront payées à Garantie Plus SA.",
      ),
    );
    await screenshot(page, "assureur-confirmation-1440", undefined, { fullPage: false });
    // Declined: nothing sent, the form as typed.
    await dialog.getByRole("button", { name: "Annuler" }).click();
    expect((await apiOk(server, token, "GET", `/api/ContratGli/${utilise.id}`)).FournisseurId).toBe(
      utilise.FournisseurId,
    );
    await page.getByRole("button", { name: "Enregistrer" }).click();
    dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Enregistrer l'assureur" }).click();
    await waitForPath(page, `/contrats-gli/${utilise.id}`);
    await visible(page.getByText("Garantie Plus SA"));

    await page.goto(`${server.url}/contrats-gli/`);
    const enService = page.getByRole("row").filter({ hasText: "GLI-147" });
    await visible(enService);
    // A contract a lease is under is not deleted (the server answers 409 too).
    expect(await enService.getByRole("button", { name: "Supprimer" }).count()).toBe(0);
    const inutile = page.getByRole("row").filter({ hasText: "GLI-INUTILE" });
    await visible(inutile.getByText("3 % (loyer seul)"));
    await inutile.getByRole("button", { name: "Supprimer" }).click();
    dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await hidden(page.getByRole("row").filter({ hasText: "GLI-INUTILE" }));
    const restants = (await apiOk(server, token, "GET", "/api/ContratGli")).data;
    expect(restants.map((c: { numeroContrat: string }) => c.numeroContrat)).toEqual(["GLI-147"]);

    // A plain user reads the contract and its statement, without « Modifier » (the server would answer 403); its
    // /edit address shows the details.
    const lecteur = await seedUser(server, token, "lecteur.gli@e2e.test", "user");
    const autre = await browser().context.newPage();
    await signIn(
      autre,
      server,
      lecteur.email,
      lecteur.password,
      `${server.url}/contrats-gli/${utilise.id}`,
    );
    await visible(autre.getByRole("heading", { name: /GLI-147/ }));
    expect(await autre.getByRole("link", { name: "Modifier" }).count()).toBe(0);
    await autre.goto(`${server.url}/contrats-gli/${utilise.id}/edit`);
    await visible(autre.getByRole("heading", { name: /GLI-147/ }));
    expect(await autre.getByRole("button", { name: "Enregistrer" }).count()).toBe(0);
  });
});
