import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { violations } from "./support/axe";
import { download } from "./support/files";
import {
  pathname,
  screenshot,
  signInAdmin,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// ADR 029 on screen, in French (issue 42): Paramètres > Journal names resources and fields as the screens do, dates
// as dd/mm/yyyy hh:mm, secrets never; filtered by a select of resources; a line links to its record. The CSV holds
// the same lines, a formula neutralised. Then what staff type is checked at the field: a future birth date, a SIRET
// with a wrong key.
let server: E2EServer;
let token = "";

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** What the database calls things: its tables and columns in camelCase or joined words, its ISO instants. */
const NOMS_DE_BASE = [
  /\b[a-z]+[A-Z][A-Za-z]*\b/, // passwordHash, mailDefaut, createdAt
  /\b[A-Z][a-z]+[A-Z][A-Za-z]*\b/, // AgenceParametres, DossierId
  /\d{4}-\d{2}-\d{2}T\d{2}:/, // 2026-11-24T10:02:11Z
];
const FUTURE = "La date de naissance ne peut pas être dans le futur.";
const SIRET_CLE = "Le SIRET est invalide (clé de contrôle).";

describe.each(SIZES_BUREAU_SEUL)("journal à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("en français : ressources et champs par leurs libellés, filtre par liste, lien vers la fiche, CSV ; saisies refusées au champ", async () => {
    const nom = `Garnier${size.label}`;
    const client = await apiOk(server, token, "POST", "/api/Client", {
      ...valid.Client(),
      nom,
      prenom: "=HYPERLINK(1)",
    });
    await apiOk(server, token, "PUT", `/api/Client/${client.id}`, { nom: `${nom}-Roux` });
    await apiOk(server, token, "POST", "/api/Client", {
      ...valid.Client(),
      nom: `Autre${size.label}`,
    });
    await apiOk(server, token, "PUT", "/api/agence", { nom: `Agence ${size.label}` });
    const email = `compta${size.label}@agence.test`;
    await apiOk(server, token, "POST", "/api/user/register", { email, role: "user" });
    await apiOk(server, token, "POST", `/api/user/${email}/resetPassword`);

    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/parametres?tab=journal`);
    // The section (issue 42: a side list on desktop, a select on phones), named by its heading.
    await visible(page.getByRole("region", { name: "Journal", exact: true }));
    await visible(row(page, `Autre${size.label}`).first());
    await visible(row(page, `Agence ${size.label}`).first());
    const all = plain(await page.locator("main").innerText());
    expect(all).toContain("Paramètres de l'agence");
    expect(all).toContain("Nom de l'agence : ");
    expect(all).toContain("Mot de passe (modifié)");
    expect(all).toContain("Rôle : Ajout / Edition");
    expect(all).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    for (const nomDeBase of NOMS_DE_BASE) expect(all).not.toMatch(nomDeBase);
    expect(all).not.toContain("(masqué)");
    expect(await violations(page)).toEqual([]);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    // The changes, what a line is read for, in sight beside Paramètres' side list: the table needs no scrolling of
    // its own (the short columns took 8 rem each and pushed « Modifications » past the card's edge).
    const table = page.locator('[data-slot="table-container"]');
    expect(await table.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, `journal-${size.label}`);

    await page.getByRole("combobox", { name: "Ressource" }).click();
    await page.getByRole("option", { name: "Client", exact: true }).click();
    await page.getByRole("textbox", { name: "N° de l'enregistrement" }).fill(String(client.id));
    await page.getByRole("textbox", { name: "Du", exact: true }).fill("01/01/2020");
    await page.getByRole("button", { name: "Filtrer" }).click();
    const modif = row(page, `${nom}-Roux`);
    await visible(modif);
    expect(plain(await modif.innerText())).toContain(`Nom : ${nom} → ${nom}-Roux`);
    expect(plain(await modif.innerText())).toContain(server.admin.email);
    expect(plain(await modif.innerText())).toContain("Modification");
    expect(plain(await modif.innerText())).toContain("Client");
    await visible(row(page, "Création"));
    expect(await row(page, `Autre${size.label}`).count()).toBe(0);
    await screenshot(page, `journal-filtre-${size.label}`);

    const csv = await download(page, () =>
      page.getByRole("button", { name: "Exporter CSV" }).click(),
    );
    expect(csv.name).toBe("journal.csv");
    const text = new TextDecoder().decode(csv.bytes);
    // The session a write came from (issue 59) beside its author.
    expect(text).toContain("Date et heure;Utilisateur;Session;Action;Ressource;N°;Modifications");
    expect(text).toContain(`Nom : ${nom} → ${nom}-Roux`);
    expect(text).toContain("Création");
    for (const nomDeBase of NOMS_DE_BASE) expect(text).not.toMatch(nomDeBase);
    // The client's first name, a formula in a spreadsheet, stays text inside its cell.
    expect(text).not.toMatch(/(^|;)=HYPERLINK/m);

    // The record's number opens its screen.
    await modif.getByRole("link", { name: `Ouvrir la fiche Client n° ${client.id}` }).click();
    await waitForPath(page, `/client/${client.id}`);

    // A future birth date and a SIRET with a wrong key are refused at their fields, before any request.
    await page.goto(`${server.url}/client/new`);
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill(`Sans${size.label}`);
    await page.getByRole("textbox", { name: "Prénom", exact: true }).fill("Léon");
    await page.getByLabel("E-mail personnel").fill("leon@exemple.fr");
    await page.getByLabel("Mobile personnel").fill("06 12 34 56 78");
    await page.getByRole("textbox", { name: "Date de naissance" }).fill("01/01/2099");
    await page.getByLabel("N° SIRET").fill("732 829 320 00075");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(page.getByText(FUTURE));
    await visible(page.getByText(SIRET_CLE));
    expect(pathname(page)).toBe("/client/new");
    await expect.poll(() => page.getByLabel("N° SIRET").getAttribute("aria-invalid")).toBe("true");
    expect(await violations(page, "main")).toEqual([]);
    await screenshot(page, `client-saisies-refusees-${size.label}`);

    // The agency's SIRET too, in its form.
    await page.goto(`${server.url}/parametres?tab=agence`);
    await page.getByLabel("SIRET", { exact: true }).fill("552 100 554 00025");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(page.getByText(SIRET_CLE));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
  });
});
