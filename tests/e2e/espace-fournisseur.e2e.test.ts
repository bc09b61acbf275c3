import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { fournisseurValide } from "../support/travaux";
import { apiConfirm, apiLogin, apiOk } from "./support/api";
import { confirmerIbans, secondAdmin } from "./support/second-admin";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { activerEspace, lienInvitation } from "./support/espace";
import { SIZES, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 76 item 6: the supplier, invited from its Fournisseur record, opens its space, reads the order the agency
// gave it (the lot's address and access, never an owner's IBAN), accepts it, marks the work done after a
// confirmation and sends its invoice from the phone; staff then read the order « facturee » with that invoice, split
// it on the order's screen (ADR 135) and it is paid by a supplier batch validated by a second admin.
let server: E2EServer;
let token = "";
let second = { token: "", password: "" };
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  // The supplier batch's preconditions (ADR 128): the trust account confirmed by a second admin, who validates.
  await apiConfirm(server, token, server.admin.password);
  // The agency's phone and e-mail (Paramètres > Agence), where the supplier makes its appointment.
  await apiOk(server, token, "PUT", "/api/agence", {
    iban: IBAN_AGENCE,
    bic: BIC_AGENCE,
    telephone: "0478000000",
    email: "contact@agence-e2e.fr",
  });
  second = await secondAdmin(server, token);
  await confirmerIbans(server, second.token, { sequestre: true });
});
afterAll(async () => {
  await server?.stop();
});

/** An owner's lot (its door code, or no access noted), a supplier invited to its space, an urgent order for it. */
async function seed(label: string, digicode: string | null = "4821B") {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const c = await post("Client", { ...valid.Client(), nom: `Bailleur-f${label}` });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${label} rue des Artisans`,
    digicode,
  });
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
  const email = `plombier-${label}@example.fr`;
  const f = await post("Fournisseur", {
    ...fournisseurValide({ siret: null, iban: null, bic: null, mail: email }),
    raisonSociale: `Plomberie ${label}`,
  });
  const i = await post("interventions", {
    AppartementId: a.id,
    FournisseurId: f.id,
    metier: "plomberie",
    objet: "Fuite sous l'évier",
    description: "Le siphon goutte depuis lundi.",
    urgence: true,
  });
  await post(`Intervention/${i.id}/etat`, { etat: "commandee" });
  await post(`Fournisseur/${f.id}/acces`);
  return { email, intervention: i.id as number };
}

/** What other screens do (tests/e2e/iban-verification, the rents): the supplier's IBAN confirmed, the owner's funds. */
async function fondsEtIban(intervention: number) {
  const db = createClient({ url: `file:${join(server.dataDir, "patrimoine.db")}` });
  try {
    await db.execute({
      sql: `update "Fournisseur" set "iban" = 'FR1420041010050500013M02606', "bic" = 'PSSTFRPPPAR', "ibanStatut" = 'verifie'
        where "id" = (select "FournisseurId" from "Intervention" where "id" = ?)`,
      args: [intervention],
    });
    await db.execute({
      sql: `insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "credit", "debit", "AppartementId", "auteur", "createdAt")
        select o."ClientId", 'loyer', ?, 'Loyers encaissés', 100000, 0, o."AppartementId", 'e2e', ?
        from "AppartementProprietaire" o join "Intervention" i on i."AppartementId" = o."AppartementId" where i."id" = ?`,
      args: [parisDate(new Date()), new Date().toISOString(), intervention],
    });
  } finally {
    db.close();
  }
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.each(SIZES)("espace fournisseur à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("le fournisseur accepte l'ordre, marque les travaux réalisés et envoie sa facture", async () => {
    const s = await seed(size.label);
    const { page } = browser();
    await page.goto(`${server.url}${await lienInvitation(server, token, s.email)}`);
    await activerEspace(page, "Tournesol-42");
    await visible(page.getByRole("heading", { name: "Mes interventions", level: 1 }));
    const carte = page.getByRole("list", { name: "Interventions" });
    await visible(carte.getByText("Fuite sous l'évier"));
    const texte = plain(await carte.innerText());
    expect(texte).toContain(`${size.label} rue des Artisans`);
    expect(texte).toContain("Digicode : 4821B");
    // The tenant did not agree to be called: the agency, and how to reach it (a walk found no way to).
    expect(texte).toContain(
      "Prenez rendez-vous auprès de l'agence : 04 78 00 00 00 · contact@agence-e2e.fr",
    );
    await visible(carte.getByRole("link", { name: "04 78 00 00 00" }));
    expect(texte).not.toMatch(/FR\d{2}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "ordre-recu");
    await carte.getByRole("button", { name: "Accepter", exact: true }).click();
    await visible(page.getByText("Intervention acceptée : l'agence est prévenue."));
    await carte.getByRole("button", { name: "Travaux réalisés" }).click();
    const dialogue = page.getByRole("alertdialog");
    await visible(dialogue.getByText("Marquer les travaux réalisés ?"));
    await dialogue.getByRole("button", { name: "Confirmer", exact: true }).click();
    await carte.getByRole("button", { name: "Envoyer la facture" }).click();
    await page
      .locator(`#facture-${s.intervention}-fichier`)
      .setInputFiles({ name: "facture.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByLabel("Numéro de facture").fill(`F-${size.label}`);
    await page.getByLabel("Montant TTC (€)").fill("180,00");
    await screenshot(page, "facture");
    await page.getByRole("button", { name: "Envoyer la facture" }).click();
    await visible(carte.getByText(`n° F-${size.label}`));
    expect(plain(await carte.innerText())).toContain("180,00 €");
    await screenshot(page, "facture-envoyee");
    const staff = await apiOk(server, token, "GET", `/api/Intervention/${s.intervention}`);
    expect(staff.etat).toBe("facturee");
    expect(staff.historique.map((h: { etat: string }) => h.etat)).toContain("realisee");
    expect(staff.accepteeAt).not.toBe(null);

    // Staff split the invoice « à ventiler » on the order's screen (ADR 135), then it is paid.
    await fondsEtIban(s.intervention);
    const agence = await page.context().newPage();
    await signInAdmin(agence, server, `${server.url}/interventions/${s.intervention}`);
    const panneau = agence.getByRole("region", { name: "Facture", exact: true });
    await visible(panneau.getByText(/à ventiler entre propriétaires et locataire/));
    expect(plain(await agence.locator("main").innerText())).toContain(
      "Acceptée par le fournisseur",
    );
    await panneau.getByRole("button", { name: "Ventiler" }).click();
    const ventiler = agence.getByRole("form", { name: "Ventiler la facture" });
    await ventiler.locator("#ligne-0-libelle").fill("Remplacement du siphon");
    await ventiler.locator("#ligne-0-nature").selectOption("travaux");
    await screenshot(agence, "ventilation");
    await ventiler.getByRole("button", { name: "Enregistrer la ventilation" }).click();
    const confirmation = agence.getByRole("alertdialog");
    await visible(confirmation.getByText("Enregistrer cette ventilation ?"));
    await confirmation.getByRole("button", { name: "Ventiler" }).click();
    await visible(toast(agence, `Facture n° F-${size.label} ventilée.`));
    await visible(
      panneau.getByText(/Remplacement du siphon : 180,00\s€, aux propriétaires \(travaux/),
    );
    expect(plain(await panneau.innerText())).not.toContain("à ventiler");
    expect(await agence.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(agence, "facture-ventilee");
    const lot = await apiOk(server, token, "POST", "/api/paiementsFournisseurs", {
      date: parisDate(new Date()),
    });
    expect(lot.paiement.lignes.map((l: { numero: string }) => l.numero)).toContain(
      `F-${size.label}`,
    );
    await apiConfirm(server, second.token, second.password);
    await apiOk(
      server,
      second.token,
      "POST",
      `/api/PaiementFournisseurs/${lot.paiement.id}/valider`,
    );
    await agence.reload();
    await visible(agence.getByTestId("record-status").filter({ hasText: "Payée" }));
    expect(await panneau.getByRole("button", { name: "Ventiler" }).count()).toBe(0);
    await screenshot(agence, "facture-payee");
    await agence.close();
  });

  it("sans accès renseigné, la carte dit comment joindre l'agence", async () => {
    const s = await seed(`${size.label}-sans-acces`, null);
    const { page } = browser();
    await page.goto(`${server.url}${await lienInvitation(server, token, s.email)}`);
    await activerEspace(page, "Tournesol-42");
    const carte = page.getByRole("list", { name: "Interventions" });
    await visible(carte.getByText("Fuite sous l'évier"));
    // « Voir avec l'agence » with no number left the supplier nowhere to turn (walk).
    expect(plain(await carte.innerText())).toContain(
      "Voir avec l'agence : 04 78 00 00 00 · contact@agence-e2e.fr",
    );
    expect(await carte.getByRole("link", { name: "contact@agence-e2e.fr" }).count()).toBe(2);
  });

  it("le personnel invite le fournisseur depuis sa fiche", async () => {
    const f = await apiOk(server, token, "POST", "/api/Fournisseur", {
      ...fournisseurValide({ siret: null, iban: null, bic: null }),
      raisonSociale: `Serrurerie ${size.label}`,
      mail: `serrurier-${size.label}@example.fr`,
    });
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/fournisseurs/${f.id}`);
    const carte = page.getByTestId("acces-espace");
    await visible(carte.getByText("Aucun accès"));
    await carte.getByRole("button", { name: "Inviter" }).click();
    await visible(toast(page, "L'invitation a été envoyée par e-mail."));
    await visible(carte.getByRole("button", { name: "Renvoyer l'invitation" }));
    await screenshot(page, "fiche-invite");
    const acces = await apiOk(server, token, "GET", `/api/Fournisseur/${f.id}/acces`);
    expect(acces.acces).toMatchObject({ espace: "fournisseur", statut: "invite" });
  });
});
