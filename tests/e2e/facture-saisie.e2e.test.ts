import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { parisDate } from "../../worker/domain/dates";
import { valid } from "../support/factories";
import { fournisseurValide } from "../support/travaux";
import { apiConfirm, apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { SIZES, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// A walk's defects on a supplier invoice's form: the line's « À la charge » read « du locataire (réparations loc »
// (its select narrower than its option), and the invoice kept its TTC alone. At 1440 and 390 px: every choice of a
// line shows whole, HT and TVA are typed beside the TTC, three that do not add up are refused at the TTC, two are
// enough (the server derives the TTC) and the invoice then reads its HT, TVA and TTC.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  // A supplier with an IBAN is a money move's record: the session has just confirmed.
  await apiConfirm(server, token, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** A lot of one owner and an order of a plumber on it, done: its invoice to enter. */
async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const put = (path: string) => apiOk(server, token, "PUT", `/api/${path}`);
  const c = await post("Client", { ...valid.Client(), nom: `Bailleur-fs${label}` });
  const a = await post("Appartement", {
    ...valid.Appartement(),
    adresse: `${label} rue des Factures`,
  });
  await put(`Appartement/${a.id}/owner/add/${c.id}`);
  const f = await post("Fournisseur", {
    ...fournisseurValide({ siret: null, iban: null, bic: null }),
    raisonSociale: `Plomberie ${label}`,
  });
  const i = await post("interventions", {
    AppartementId: a.id,
    FournisseurId: f.id,
    metier: "plomberie",
    objet: "Chauffe-eau",
  });
  for (const etat of ["commandee", "realisee"]) await post(`Intervention/${i.id}/etat`, { etat });
  return i.id as number;
}

/**
 * Whether the chosen option's words all show: a select printing its value itself (one line, cut at its edge, the
 * arrow's 20 px aside) must hold it; one whose box wraps it shows it whole inside the box.
 */
const choixLisible = (page: Page, id: string) =>
  page.evaluate((id) => {
    const s = document.getElementById(id);
    if (!s) return false;
    const style = getComputedStyle(s);
    const texte = s instanceof HTMLSelectElement ? (s.selectedOptions[0]?.text ?? "") : "";
    if (style.opacity !== "0") {
      const ctx = document.createElement("canvas").getContext("2d");
      if (!ctx) return false;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const place =
        s.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        20;
      return ctx.measureText(texte).width <= place;
    }
    const boite = s.parentElement;
    const vu = [...(boite?.querySelectorAll("span") ?? [])].find((e) => e.textContent === texte);
    if (!boite || !vu) return false;
    const a = vu.getBoundingClientRect();
    const b = boite.getBoundingClientRect();
    return a.left >= b.left && a.right <= b.right && a.bottom <= b.bottom;
  }, id);

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.each(SIZES)("saisie d'une facture fournisseur à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("chaque choix d'une ligne se lit en entier ; HT, TVA et TTC au centime, le TTC déduit", async () => {
    const id = await seed(size.label);
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/interventions/${id}`);
    const facture = page.getByRole("form", { name: "Saisir la facture" });
    await visible(facture);

    // A tenant's line: each of its choices reads whole, the longest décret section too.
    await facture.locator("#ligne-0-imputation").selectOption("locataire");
    await facture.locator("#ligne-0-rubrique").selectOption("I");
    await facture.locator("#ligne-0-cause").selectOption("defaut_entretien");
    for (const choix of ["ligne-0-imputation", "ligne-0-rubrique", "ligne-0-cause"])
      expect(await choixLisible(page, choix), choix).toBe(true);
    expect(plain(await facture.innerText())).toContain("du locataire (réparations locatives)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "ligne-locataire");
    await facture.locator("#ligne-0-imputation").selectOption("proprietaires");
    expect(await choixLisible(page, "ligne-0-nature")).toBe(true);
    expect(await choixLisible(page, "ligne-0-imputation")).toBe(true);

    // HT, TVA and TTC a cent apart: refused at the TTC, with what HT and TVA make.
    await facture.locator("#facture-fichier").setInputFiles({
      name: "facture.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await facture.getByLabel("Numéro").fill(`FS-${size.label}`);
    await facture.getByLabel("Date").fill(parisDate(new Date()).split("-").reverse().join("/"));
    await facture.getByLabel("Montant HT (€)").fill("1 000,00");
    await facture.getByLabel("TVA (€)").fill("100");
    await facture.getByLabel("Montant TTC (€)").first().fill("1 100,01");
    await facture.locator("#ligne-0-montant").fill("1100,01");
    await facture.getByRole("button", { name: "Enregistrer la facture" }).click();
    await visible(
      facture.getByText(
        /Le montant TTC doit être la somme du montant HT et de la TVA \(1\s100,00\s€\)\./,
      ),
    );
    await screenshot(page, "totaux-refuses");

    // HT and TVA alone: the server derives the TTC; the invoice reads its three totals.
    await facture.getByLabel("Montant TTC (€)").first().fill("");
    await facture.locator("#ligne-0-montant").fill("1100");
    await facture.getByRole("button", { name: "Enregistrer la facture" }).click();
    await visible(page.getByRole("heading", { name: new RegExp(`Facture n° FS-${size.label}`) }));
    const totaux = plain(await page.getByLabel("Totaux de la facture").innerText());
    expect(totaux).toContain("Montant HT 1 000,00 €");
    expect(totaux).toContain("TVA 100,00 €");
    expect(totaux).toContain("Montant TTC 1 100,00 €");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "facture-totaux");
  });
});
