import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { hidden, loginUI, screenshot, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";
import { remplirDiagnostics } from "./support/diagnostics";

// Issue 39 on screen: a signed lease revised then downloaded again is the lease as signed, its versions listed with
// the signed one marked; a partial payment cashed from the month list, its receipt states the payment's day.
let server: E2EServer;
let token = "";
const paris = (o: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", ...o }).format(new Date());
const MOIS = paris({ year: "numeric", month: "2-digit" });
const TODAY = paris({});
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);

/** A lease of 800 € + 50 € signed on 15/06/2025, whose revision of 01/07/2026 (IRL 2025-T1 -> 2026-T1) is due. */
async function seedLease(nom: string, n: number) {
  const a = await post("Appartement", { ...valid.Appartement(), adresse: `${n} rue de la Vérité` });
  const l = await post("Locataire", { ...valid.Locataire(), nom });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    loyerHC: 800,
    loyerCharge: 50,
    depotGarantie: 800,
    dateEntree: "2025-07-01",
    dateCreationBail: "2025-06-15",
    dateDebutBail: "2025-07-01",
    indice: 145.47,
    indiceTrim: "1er trimestre 2025",
  });
  // The lease prints once its lot's diagnostics are valid on its signature day (issue 63).
  await remplirDiagnostics(server, token, a.id, "2025-06-15");
  return d.id as number;
}

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("documents fidèles à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });
  const login = (page: Page) =>
    loginUI(page, server, server.admin.email, server.admin.password, { expectPath: "/" });

  it("un bail signé puis révisé se télécharge tel qu'il a été signé ; ses versions sont listées", async () => {
    const dossier = await seedLease(`Signé-${size.label}`, Number(size.label));
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${dossier}?tab=documents`);
    const bouton = page.getByRole("button", { name: "Contrat de location", exact: true });
    const signe = await download(page, () => bouton.click());
    expect(plain(pdfText(signe.bytes))).toContain("800,00 €");
    const versions = page.getByRole("region", { name: "Versions du contrat de location" });
    await visible(versions.getByText("Signée", { exact: true }));

    // The revision moves the rent to 806,21 €; the lease stays the one signed.
    await post(`Dossier/${dossier}/reviser`, { date: "2026-07-01" });
    expect((await apiOk(server, token, "GET", `/api/Dossier/${dossier}`)).loyerHC).toBe(806.21);
    await page.reload();
    const encore = await download(page, () => bouton.click());
    expect(sha(encore.bytes)).toBe(sha(signe.bytes));
    const texte = plain(pdfText(encore.bytes));
    expect(texte).toContain("800,00 €");
    expect(texte).not.toContain("806,21");
    await visible(versions.getByText("Signée", { exact: true }));
    expect(await versions.getByRole("listitem").count()).toBe(1);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "versions");
  });

  it("un paiement partiel : le reçu indique la date du paiement", async () => {
    const nom = `Reçu-${size.label}`;
    const dossier = await seedLease(nom, 10 + Number(size.label));
    await post(`Quitance/generate/${dossier}`, { date: `${MOIS}-01` });
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/quitances/?mois=${MOIS}`);
    const line = page.getByRole("row").filter({ hasText: nom });
    await line.getByRole("button", { name: "Encaisser" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Encaisser un paiement" }));
    await dialog.getByLabel(/Montant/).fill("300,00");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Le paiement a bien été enregistré."));
    await hidden(dialog);
    await visible(line.getByText("Partielle", { exact: true }));
    const recu = await download(page, () =>
      line.getByRole("button", { name: "Télécharger le PDF" }).click(),
    );
    const texte = plain(pdfText(recu.bytes));
    const jour = TODAY.split("-").reverse().join("/");
    expect(texte).toContain("Reçu de paiement partiel");
    expect(texte).toContain(`le ${jour}, la somme de 300,00 €`);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "recu");
  });

  it("un bail mobilité montre son motif ; le formulaire le demande", async () => {
    const a = await post("Appartement", {
      ...valid.Appartement(),
      adresse: `${size.label} rue Mobile`,
    });
    const l = await post("Locataire", { ...valid.Locataire(), nom: `Mobile-${size.label}` });
    const d = await post("Dossier", {
      ...valid.Dossier(a.id, l.id),
      typeBail: "mobilité",
      motifMobilite: "mission temporaire",
      depotGarantie: 0,
      dateDebutBail: "2026-01-01",
      dateFinBail: "2026-06-30",
    });
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/${d.id}`);
    await visible(page.getByText("Motif du bail mobilité").first());
    await visible(page.getByText("Mission temporaire").first());
    await page.getByRole("link", { name: "Modifier" }).first().click();
    const motif = page.getByRole("combobox", { name: /Motif du bail mobilité/ });
    await visible(motif);
    expect(await motif.innerText()).toContain("Mission temporaire");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "motif");
  });
});
