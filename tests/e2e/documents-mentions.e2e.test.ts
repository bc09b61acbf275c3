import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 39 on screen: Paramètres > Agence warns while the SIRET or the VAT number is missing (invoices would break
// EN 16931) and takes the exemption ground printed at 0 % VAT; a client's invoices warn the same; "Clore le bail"
// asks the day the lease ends, today by default, and refuses a day before the entry. At 1440 px (its screens at 390 px: phone-routes).
let server: E2EServer;
let token = "";
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
const jourCourt = (d: string) => d.split("-").reverse().join("/");

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(() => server?.stop());

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const SIRET_MANQUANT = "Le SIRET de l'agence n'est pas renseigné";

describe.each(SIZES_BUREAU_SEUL)("mentions des documents à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("Paramètres > Agence et les factures avertissent du SIRET et du n° de TVA manquants ; la mention d'exonération s'enregistre", async () => {
    await apiOk(server, token, "PUT", "/api/agence", {
      siret: "",
      siren: "",
      numeroTVA: "",
      mentionExonerationTVA: "",
    });
    const client = await apiOk(server, token, "POST", "/api/Client", {
      ...valid.Client(),
      nom: `Mentions-${size.label}`,
    });
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/${client.id}?tab=factures`);
    await visible(page.getByRole("alert").filter({ hasText: SIRET_MANQUANT }));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `factures-avertissement-${size.label}`);

    await page.goto(`${server.url}/parametres?tab=agence`);
    const alerte = page.getByRole("alert").filter({ hasText: SIRET_MANQUANT });
    await visible(alerte);
    expect(await alerte.innerText()).toContain("numéro de TVA intracommunautaire");
    const mention = page.getByLabel("Mention d'exonération de TVA (factures à 0 %)");
    expect(await mention.inputValue()).toBe("TVA non applicable, art. 293 B du CGI");
    await screenshot(page, `agence-avertissement-${size.label}`, undefined, { fullPage: true });
    await page.getByLabel("SIRET", { exact: true }).fill("552 100 554 00005");
    await page.getByLabel("N° de TVA intracommunautaire").fill("FR40552100554");
    await mention.fill("Exonération de TVA, article 261 D du CGI");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Les paramètres de l'agence ont été enregistrés."));
    await hidden(page.getByRole("alert").filter({ hasText: SIRET_MANQUANT }));
    expect((await apiOk(server, token, "GET", "/api/agence")).mentionExonerationTVA).toBe(
      "Exonération de TVA, article 261 D du CGI",
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
  });

  it("« Clore le bail » demande la date de fin, aujourd'hui par défaut, jamais avant l'entrée", async () => {
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const a = await post("Appartement", {
      ...valid.Appartement(),
      adresse: `${size.label} rue de la Fin`,
    });
    const l = await post("Locataire", { ...valid.Locataire(), nom: `Sortant-${size.label}` });
    const d = await post("Dossier", { ...valid.Dossier(a.id, l.id), dateEntree: "2026-01-01" });
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/dossiers/${d.id}`);
    await page.getByRole("button", { name: "Clore le bail" }).click();
    const dialog = page.getByRole("dialog");
    const date = dialog.getByLabel("Date de fin du bail");
    expect(await date.inputValue()).toBe(jourCourt(today));
    await date.fill("31/12/2025");
    await dialog.getByRole("button", { name: "Clore le bail" }).click();
    await visible(
      dialog.getByText("Le bail ne peut pas se terminer avant l'entrée du locataire (01/01/2026)."),
    );
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `clore-bail-${size.label}`);
    await date.fill(jourCourt(today));
    await dialog.getByRole("button", { name: "Clore le bail" }).click();
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    await hidden(dialog);
    const dossier = await apiOk(server, token, "GET", `/api/Dossier/${d.id}`);
    expect(dossier).toMatchObject({ clos: true, dateFinBail: today });
  });
});
