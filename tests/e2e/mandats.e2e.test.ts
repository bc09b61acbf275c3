import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { download, pdfText } from "./support/files";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// The register of mandates on screen (ADR 027): the agency's card set in Paramètres > Agence (and the reminder
// delays of Paramètres > Relances, the same settings form, ADR 047), a management mission
// and a caretaking mission numbered at creation, the year's register listed and its PDF (pages numbered) downloaded
// from Paramètres > Registre des mandats, at 1440 px (its screens at 390 px: phone-routes).
let server: E2EServer;
let token = "";

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const widthOf = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("registre des mandats à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("la carte de l'agence s'enregistre, le registre liste les mandats et se télécharge en PDF", async () => {
    const post = (path: string, body: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const nom = size.label === "1440" ? "Mandant-Bureau" : "Mandant-Mobile";
    const client = await post("Client", { ...valid.Client(), nom });
    const mission = await post("Mission", valid.Mission());
    await apiOk(server, token, "PUT", `/api/Mission/${mission.id}/client/add/${client.id}`);
    const a = await post("Appartement", {
      ...valid.Appartement(),
      adresse: `${size.label} rue du Mandat`,
    });
    const intendance = await post("Intendance", valid.Intendance(a.id));
    expect(mission.numeroMandat).toMatch(/^\d{4}-\d{4}$/);
    expect(intendance.numeroMandat).toMatch(/^\d{4}-\d{4}$/);

    const { page } = browser();
    await signInAdmin(page, server);

    // Paramètres > Agence: the card and its CCI, saved.
    await page.goto(`${server.url}/parametres?tab=agence`);
    await visible(page.getByLabel("N° de carte professionnelle"));
    await page.getByLabel("CCI de délivrance").fill("Paris Île-de-France");
    await page.getByLabel("Montant de la garantie (€)").fill("110 000");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Les paramètres de l'agence ont été enregistrés."));
    await screenshot(page, `agence-${size.label}`);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);

    // Paramètres > Relances, the same settings form: a delay out of range refused under its field, then saved.
    await page.goto(`${server.url}/parametres?tab=relances`);
    const premiere = page.getByLabel(/^1\. /);
    await visible(premiere);
    const avant = await premiere.inputValue();
    await premiere.fill("400");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(page.getByText("Un nombre entier de jours entre 1 et 365 est attendu."));
    await premiere.fill(avant);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Les délais de relance ont été enregistrés."));
    await screenshot(page, `relances-${size.label}`);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);

    // Paramètres > Registre des mandats: both numbers listed, the mandant named, the PDF downloaded.
    await page.goto(`${server.url}/parametres?tab=mandats`);
    await visible(page.getByText(mission.numeroMandat, { exact: true }).first());
    await visible(page.getByText(intendance.numeroMandat, { exact: true }).first());
    await visible(page.getByText(new RegExp(nom)).first());
    await screenshot(page, `registre-${size.label}`);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    // Every column in sight beside Paramètres' side list, « Fin / annulation » included: the table needs no
    // scrolling of its own (seven columns of 8 rem each ran 150 px past the card).
    const table = page.locator('[data-slot="table-container"]');
    expect(await table.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    const annee = mission.numeroMandat.slice(0, 4);
    const pdf = await download(page, () =>
      page.getByRole("button", { name: /Télécharger le registre/ }).click(),
    );
    expect(pdf.name).toBe(`registre-mandats-${annee}.pdf`);
    const text = plain(pdfText(pdf.bytes));
    expect(text).toContain(`Registre des mandats ${annee}`);
    expect(text).toContain(mission.numeroMandat);
    expect(text).toContain(intendance.numeroMandat);
    expect(text).toMatch(/Page 1 \/ \d+/);

    // The mission's list and record, the caretaking list show their numbers.
    await page.goto(`${server.url}/missions/`);
    await visible(page.getByText(mission.numeroMandat, { exact: true }).first());
    await page.goto(`${server.url}/missions/${mission.id}`);
    await visible(page.getByText("N° de mandat").first());
    await visible(page.getByText(mission.numeroMandat, { exact: true }).first());
    await page.goto(`${server.url}/intendance`);
    await visible(page.getByText(intendance.numeroMandat, { exact: true }).first());
  });
});
