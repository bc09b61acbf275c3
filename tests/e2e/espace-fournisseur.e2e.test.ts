import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { activerEspace, lienInvitation } from "./support/espace";
import { SIZES, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 76 item 6: the supplier, invited from its Fournisseur record, opens its space, reads the order the agency
// gave it (the lot's address and access, never an owner's IBAN), accepts it, marks the work done after a
// confirmation and sends its invoice from the phone; staff then read the order « facturee » with that invoice.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** An owner's lot, a supplier invited to its space, an urgent order the agency placed with it. */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const c = await post("Client", { ...valid.Client(), nom: `Bailleur-f${label}` });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${label} rue des Artisans`,
    digicode: "4821B",
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
