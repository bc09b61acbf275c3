import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { apiConfirm, apiLogin, apiOk, seedUser } from "./support/api";
import {
  confirmIdentity,
  DESKTOP,
  PHONE,
  screenshot,
  signIn,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { activerEspace, lienInvitation } from "./support/espace";
import { confirmerIbans, secondAdmin } from "./support/second-admin";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 76, « staff pay it » (ADR 129): staff order a repair from a tenant's request, join two quotes and choose one
// above the mandate's ceiling; the owner approves on a phone in their space; staff mark it done and enter the invoice
// with a tenant's share; one staff member prepares the suppliers' payout, which they cannot validate; a comptable
// validates it and downloads the pain.001. Desktop (1440 px) for staff, a phone (390 px) for the owner and the
// payout's screen read again.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  // A supplier's IBAN is a money move: the admin's session has just confirmed.
  await apiConfirm(server, token, server.admin.password);
  // The trust account the transfers leave from, confirmed by a second admin (issue 59).
  await apiOk(server, token, "PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE });
  await confirmerIbans(server, (await secondAdmin(server, token)).token, { sequestre: true });
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser({ viewport: DESKTOP });
const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

async function seed() {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const put = (path: string, body?: unknown) => apiOk(server, token, "PUT", `/api/${path}`, body);
  const email = "bailleresse-travaux@example.fr";
  const c = await post("Client", { ...valid.Client(), nom: "Bailleresse", mailPerso: email });
  const a = await post("Appartement", { ...valid.Appartement(), adresse: "9 rue des Travaux" });
  await put(`Appartement/${a.id}/owner/add/${c.id}`);
  const m = await post("Mission", { ...valid.Mission(), plafondTravauxTTC: 500 });
  await put(`Mission/${m.id}/appartement/add/${a.id}`);
  const l = await post("Locataire", valid.Locataire());
  const d = await put(`Appartement/${a.id}/tenant/add/${l.id}`, valid.Dossier(a.id, l.id));
  const fournisseurs = [];
  for (const nom of ["Plomberie Dupont", "Sanitaires Leroy"])
    fournisseurs.push(
      await post("Fournisseur", {
        ...fournisseurValide({
          siret: null,
          decennale: { ...fournisseurValide().decennale, du: "2020-01-01", au: "2099-12-31" },
        }),
        raisonSociale: nom,
      }),
    );
  await post(`Client/${c.id}/acces`);
  // The invitation's link, read before the approval's e-mail comes after it.
  const invitation = await lienInvitation(server, token, email);
  // What the API does through its own screens elsewhere: the tenant's request from her space, the suppliers' IBAN
  // confirmed by a second person (tests/e2e/iban-verification), the owner's rents already credited.
  const db = createClient({ url: `file:${join(server.dataDir, "patrimoine.db")}` });
  const at = new Date().toISOString();
  try {
    await db.execute({
      sql: `insert into "Demande" ("espace", "LocataireId", "DossierId", "AppartementId", "objet", "texte", "statut", "createdAt", "updatedAt")
        values ('locataire', ?, ?, ?, 'Chauffe-eau en panne', 'Plus d''eau chaude depuis hier', 'nouvelle', ?, ?)`,
      args: [l.id, d.dossier.id, a.id, at, at],
    });
    await db.execute(`update "Fournisseur" set "ibanStatut" = 'verifie'`);
    await db.execute({
      sql: `insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "credit", "debit", "AppartementId", "auteur", "createdAt")
        values (?, 'loyer', ?, 'Loyers encaissés', 500000, 0, ?, 'e2e', ?)`,
      args: [c.id, parisDate(new Date()), a.id, at],
    });
  } finally {
    db.close();
  }
  return { invitation };
}

describe("« staff pay it »", () => {
  it("de la demande du locataire au fichier pain.001, l'accord du propriétaire pris sur un téléphone", async () => {
    const s = await seed();
    const comptable = await seedUser(server, token, "comptable-travaux@e2e.test", "comptable");
    const { page, context } = browser();

    // Staff order the repair from the tenant's request, then open the order.
    await signInAdmin(page, server, `${server.url}/demandes`);
    await page.getByRole("button", { name: /Chauffe-eau en panne/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Métier").selectOption("plomberie");
    await dialog.getByRole("button", { name: "Commander une intervention" }).click();
    await dialog.getByRole("link", { name: /Ouvrir l'intervention n° \d+/ }).click();
    await waitForPath(page, /^\/interventions\/\d+$/);
    const ordre = new URL(page.url()).pathname;
    await visible(page.getByRole("heading", { name: "Chauffe-eau en panne" }));

    // Two quotes, each a PDF with its amount, rate and supplier.
    const joindre = page.getByRole("form", { name: "Joindre un devis" });
    for (const [nom, ht] of [
      ["Plomberie Dupont", "1000"],
      ["Sanitaires Leroy", "1100"],
    ] as const) {
      await joindre.locator("#devis-fichier").setInputFiles({
        name: `devis-${ht}.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from(PDF),
      });
      await joindre.getByLabel("Fournisseur").selectOption({ label: nom });
      await joindre.getByLabel("Montant HT (€)").fill(ht);
      await joindre.getByRole("button", { name: "Joindre le devis" }).click();
      await visible(page.getByRole("cell", { name: nom }));
    }
    await screenshot(page, "devis-1440");
    // The first (1 200 € TTC) is above the 500 € ceiling: choosing it, after a confirmation, asks the owner.
    await page
      .getByRole("row")
      .filter({ hasText: "Plomberie Dupont" })
      .getByRole("button", { name: "Choisir" })
      .click();
    const confirmation = page.getByRole("alertdialog");
    await visible(confirmation.getByText(/chaque propriétaire du lot est consulté/));
    await confirmation.getByRole("button", { name: "Choisir" }).click();
    await visible(
      toast(
        page,
        "Devis choisi : il dépasse le plafond du mandat, les propriétaires sont consultés.",
      ),
    );
    await visible(
      page.getByTestId("record-status").filter({ hasText: "En attente du propriétaire" }),
    );
    await visible(page.getByText("Aucun propriétaire n'a encore répondu."));

    // The owner, on a phone, accepts in their space.
    const proprietaire = await context.newPage();
    await proprietaire.setViewportSize(PHONE);
    await proprietaire.goto(`${server.url}${s.invitation}`);
    await activerEspace(proprietaire, "Tournesol-42");
    await proprietaire
      .getByRole("navigation", { name: "Pages de l'espace (bas)", exact: true })
      .getByRole("link", { name: "Travaux", exact: true })
      .click();
    await proprietaire.getByRole("button", { name: "Accepter le devis" }).click();
    await proprietaire
      .getByRole("alertdialog")
      .getByRole("button", { name: "Accepter", exact: true })
      .click();
    await visible(proprietaire.getByText(/Vous avez accepté ce devis le/));
    await screenshot(proprietaire, "proprietaire-390");
    await proprietaire.close();

    // Staff read the decision, mark the work done and enter the invoice, 45,50 € of it the tenant's.
    await page.reload();
    await visible(page.getByTestId("record-status").filter({ hasText: "Commandée" }));
    await visible(page.getByText(/Bailleresse.*: accepté le/));
    await page.getByRole("button", { name: "Marquer réalisée" }).click();
    const facture = page.getByRole("form", { name: "Saisir la facture" });
    await visible(facture);
    await facture.locator("#facture-fichier").setInputFiles({
      name: "facture.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(PDF),
    });
    await facture.getByLabel("Numéro").fill("PD-2026-77");
    await facture.getByLabel("Date").fill(parisDate(new Date()).split("-").reverse().join("/"));
    await facture.getByLabel("Montant TTC (€)").first().fill("1245,50");
    await facture.locator("#ligne-0-montant").fill("1200");
    // A wrong cause first: the server's message shows at the line's field.
    await facture.getByRole("button", { name: "Ajouter une ligne" }).click();
    await facture.locator("#ligne-1-montant").fill("45,50");
    await facture.locator("#ligne-1-imputation").selectOption("locataire");
    await facture.locator("#ligne-1-cause").selectOption("vetuste");
    await facture.getByRole("button", { name: "Enregistrer la facture" }).click();
    await visible(facture.getByText(/reste à la charge du propriétaire/));
    await screenshot(page, "facture-refus-1440");
    await facture.locator("#ligne-1-cause").selectOption("degradation");
    await facture.getByRole("button", { name: "Enregistrer la facture" }).click();
    await visible(page.getByRole("heading", { name: /Facture n° PD-2026-77/ }));
    await visible(page.getByTestId("record-status").filter({ hasText: "Facturée" }));
    await screenshot(page, "facturee-1440");

    // A draft prepared by mistake is deleted after a confirmation: its invoice waits for the next one.
    await page.goto(`${server.url}/paiements-fournisseurs`);
    await page.getByRole("button", { name: "Préparer un paiement" }).click();
    await waitForPath(page, /^\/paiements-fournisseurs\/\d+$/);
    const premier = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "Supprimer" }).click();
    const dialogue = page.getByRole("alertdialog");
    await visible(dialogue.getByText(/ses factures attendront le prochain paiement/));
    await dialogue.getByRole("button", { name: "Supprimer" }).click();
    await waitForPath(page, /^\/paiements-fournisseurs$/);

    // The payout, prepared by the admin, who cannot validate it.
    await page.getByRole("button", { name: "Préparer un paiement" }).click();
    await waitForPath(page, /^\/paiements-fournisseurs\/\d+$/);
    const lot = new URL(page.url()).pathname;
    expect(lot).not.toBe(premier);
    await visible(
      page.getByText("Vous avez préparé ce lot : un autre administrateur ou comptable le valide."),
    );
    expect(await page.getByRole("button", { name: "Valider" }).isDisabled()).toBe(true);
    // A draft has paid nothing: its invoices read « à payer », « payées » once validated.
    expect(
      plain(await page.getByRole("region", { name: "Factures à payer" }).innerText()),
    ).toContain("1 245,50");
    await screenshot(page, "lot-preparateur-1440");

    // The comptable validates after a confirmation, then downloads the pain.001.
    const compta = await context.newPage();
    await compta.setViewportSize(DESKTOP);
    await signIn(compta, server, comptable.email, comptable.password, `${server.url}${lot}`);
    await compta.getByRole("button", { name: "Valider" }).click();
    await compta.getByRole("alertdialog").getByRole("button", { name: "Valider" }).click();
    await confirmIdentity(compta, comptable.password);
    await visible(compta.getByTestId("record-status").filter({ hasText: "Validé" }));
    await visible(compta.getByRole("region", { name: "Factures payées" }));
    const telechargement = compta.waitForEvent("download");
    await compta.getByRole("button", { name: /Télécharger le fichier SEPA/ }).click();
    const fichier = await telechargement;
    expect(fichier.suggestedFilename()).toMatch(/\.xml$/);
    await screenshot(compta, "lot-valide-1440");
    await compta.setViewportSize(PHONE);
    await screenshot(compta, "lot-valide-390");
    await compta.goto(`${server.url}${ordre}`);
    await visible(compta.getByTestId("record-status").filter({ hasText: "Payée" }));
    await screenshot(compta, "intervention-payee-390");
  });
});
