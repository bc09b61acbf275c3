import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download } from "./support/files";
import { loginUI, screenshot, useBrowser, visible } from "./support/browser";
import { SIZES, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// ADR 029 on screen: Paramètres > Journal, filtered by resource and id, shows a client's creation and its renaming
// by the admin ("nom : Garnier → Garnier-Roux"); the CSV export holds the same lines, a formula neutralised.
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

describe.each(SIZES)("journal à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("filtre le journal par ressource et identifiant, montre avant → après, exporte en CSV", async () => {
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

    const { page } = browser();
    await loginUI(page, server, server.admin.email, server.admin.password, { expectPath: "/" });
    await page.goto(`${server.url}/parametres?tab=journal`);
    // The section (issue 42: a side list on desktop, a select on phones), named by its heading.
    await visible(page.getByRole("region", { name: "Journal", exact: true }));
    await visible(row(page, `Autre${size.label}`).first());

    await page.getByRole("combobox", { name: "Ressource" }).fill("Client");
    await page.getByRole("textbox", { name: "Identifiant" }).fill(String(client.id));
    await page.getByRole("textbox", { name: "Du", exact: true }).fill("01/01/2020");
    await page.getByRole("button", { name: "Filtrer" }).click();
    const modif = row(page, `${nom}-Roux`);
    await visible(modif);
    expect(plain(await modif.innerText())).toContain(`nom : ${nom} → ${nom}-Roux`);
    expect(plain(await modif.innerText())).toContain(server.admin.email);
    expect(plain(await modif.innerText())).toContain("Modification");
    await visible(row(page, "Création"));
    expect(await row(page, `Autre${size.label}`).count()).toBe(0);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "journal-filtre");

    const csv = await download(page, () =>
      page.getByRole("button", { name: "Exporter CSV" }).click(),
    );
    expect(csv.name).toBe("journal.csv");
    const text = new TextDecoder().decode(csv.bytes);
    expect(text).toContain("Date et heure;Utilisateur;Action;Ressource;Id;Modifications");
    expect(text).toContain(`nom : ${nom} → ${nom}-Roux`);
    expect(text).toContain("Création");
    // The client's first name, a formula in a spreadsheet, stays text inside its cell.
    expect(text).not.toMatch(/(^|;)=HYPERLINK/m);
  });
});
