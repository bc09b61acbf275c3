import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiConfirm, apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { activerEspace, lienInvitation } from "./support/espace";
import { download, pdfText } from "./support/files";
import { SIZES, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 73, item 7, on screen at 1440 and 390 px: on the dossier's Documents tab, staff download the tenant's
// « Attestation de paiement des loyers » (last month's term paid, this month's called) and the CAF sheet, and see
// what the CAF form needs that the records lack; the tenant downloads the same attestation from their space.
let server: E2EServer;
let token = "";
const seeds = new Map<string, Awaited<ReturnType<typeof seed>>>();

const MOIS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
}).format(new Date());
const AVANT = new Date(Date.UTC(Number(MOIS.slice(0, 4)), Number(MOIS.slice(5, 7)) - 2, 1))
  .toISOString()
  .slice(0, 7);

async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const c = await post("Client", { ...valid.Client(), nom: `Bailleur-att-${label}` });
  const a = await post("Appartement", { ...valid.Appartement(), surface: 45, nbPiece: 2 });
  await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
  const locataire = { nom: `Occupant-att-${label}`, email: `occupant-att-${label}@example.fr` };
  const l = await post("Locataire", {
    ...valid.Locataire(),
    nom: locataire.nom,
    mail: locataire.email,
  });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 850,
    loyerCharge: 120,
    dateEntree: "2025-01-01",
    dateDebutBail: "2025-01-01",
  });
  const paye = await post(`Quitance/generate/${d.id}`, { date: `${AVANT}-01` });
  await apiConfirm(server, token, server.admin.password);
  await post(`Dossier/${d.id}/paiements`, {
    montant: 970,
    date: `${AVANT}-10`,
    mode: "Virement",
    QuitanceId: paye.id,
  });
  await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  await post(`Locataire/${l.id}/acces`);
  return { dossier: d.id as number, locataire };
}

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  for (const { label } of SIZES) seeds.set(label, await seed(label));
});
afterAll(async () => {
  await server?.stop();
});

const pdf = (file: { bytes: Uint8Array }) => {
  expect(Buffer.from(file.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return plain(pdfText(file.bytes));
};

describe.each(SIZES)("les attestations à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const s = () => seeds.get(size.label)!;

  it("le personnel télécharge l'attestation de paiement et les données CAF depuis le dossier", async () => {
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/dossiers/${s().dossier}?tab=documents`);
    const carte = page.locator("[data-attestations]");
    await visible(carte.getByText("À compléter à la main sur le formulaire CAF :"));
    await visible(carte.getByText("Logement conventionné (oui ou non)"));
    const attestation = await download(page, () =>
      carte.getByRole("button", { name: "Attestation de paiement des loyers" }).click(),
    );
    expect(attestation.name).toMatch(/^Attestation de paiement des loyers - .+\.pdf$/);
    const texte = pdf(attestation);
    expect(texte).toContain("Attestation de paiement des loyers");
    expect(texte).toContain(s().locataire.nom);
    expect(texte).toContain("970,00 €");
    expect(texte).toContain("Solde dû au");
    const caf = await download(page, () =>
      carte.getByRole("button", { name: "Attestation de loyer CAF (données)" }).click(),
    );
    expect(caf.name).toBe(`Attestation de loyer CAF - dossier ${s().dossier}.pdf`);
    const donnees = pdf(caf);
    expect(donnees).toContain("cerfa n° 10842*07");
    expect(donnees).toContain("Surface habitable 45 m²");
    expect(donnees).toContain("Montant total 970,00 €");
    await carte.scrollIntoViewIfNeeded();
    await screenshot(page, `attestations-dossier-${size.label}`);
  });

  it("le locataire télécharge son attestation de paiement depuis son espace", async () => {
    const { page } = browser();
    const chemin = await lienInvitation(server, token, s().locataire.email);
    await page.goto(`${server.url}${chemin}`);
    await activerEspace(page, "Tournesol-42");
    await visible(page.getByText("Espace locataire"));
    const menu = page.getByRole("navigation", {
      name: size.width < 768 ? "Pages de l'espace (bas)" : "Pages de l'espace",
      exact: true,
    });
    await menu.getByRole("link", { name: "Documents", exact: true }).click();
    const main = page.getByRole("main");
    const fichier = await download(page, () =>
      main.getByRole("button", { name: "Attestation de paiement des loyers" }).click(),
    );
    const texte = pdf(fichier);
    expect(texte).toContain("Attestation de paiement des loyers");
    expect(texte).toContain(s().locataire.nom);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, `attestations-espace-${size.label}`);
  });
});
