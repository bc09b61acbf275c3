import axe from "axe-core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 42, item 6: lists that work in bulk. On the month's receipts, three are selected by their checkboxes and
// cashed in full at once, after a confirmation, and a summary says what was done; at 1440 px (a table) then at
// 390 px (cards, with a receipt already paid among the selection); then two dossiers reminded. axe finds nothing
// serious on the lists with their selection bar.
let server: E2EServer;
let token = "";
const MOIS = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" })
  .format(new Date())
  .slice(0, 7);

/** A lease and its term of this month, known unpaid; the tenant is named `nom`. */
async function receipt(nom: string, n: number) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", { ...valid.Appartement(), adresse: `${n} rue des Lots` });
  const l = await post("Locataire", {
    ...valid.Locataire(),
    nom,
    prenom: "Lou",
    mail: `lot${n}@e2e.test`,
  });
  const d = await post("Dossier", valid.Dossier(a.id, l.id));
  const q = await post(`Quitance/generate/${d.id}`, { date: `${MOIS}-01` });
  await apiOk(server, token, "GET", `/api/Quitance/switchState/false/${q.id}`);
  return { id: q.id as number, dossier: d.id as number };
}

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(() => server?.stop());

async function seriousAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async () => (await (window as any).axe.run(document)).violations,
  );
  return (found as { id: string; impact: string | null; nodes: { target: unknown }[] }[])
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id} ${JSON.stringify(n.target)}`));
}

const select = (page: Page, nom: string) =>
  page.getByRole("checkbox", { name: `Sélectionner la quittance de Lou ${nom}` });

/** Encaisser on the selection, confirmed; the summary dialog's sentence. */
async function encaisser(page: Page, count: number) {
  const bar = page.getByRole("region", { name: "Actions sur la sélection" });
  await bar.getByRole("button", { name: "Encaisser" }).click();
  const confirm = page.getByRole("alertdialog");
  await visible(confirm.getByRole("heading", { name: `Encaisser ${count} quittances ?` }));
  await confirm.getByRole("button", { name: "Encaisser" }).click();
  const bilan = page.getByRole("dialog", { name: "Encaisser : bilan" });
  await visible(bilan);
  return bilan;
}

describe("listes : actions sur plusieurs lignes", () => {
  const browser = useBrowser({ viewport: { width: 1440, height: 900 } });

  it("encaisse trois quittances sélectionnées à 1440 puis à 390 px, avec le bilan ; relance deux dossiers", async () => {
    const desk = ["Anis", "Brun", "Cazes"];
    const phone = ["Dorr", "Eloi", "Faure"];
    const ids = new Map<string, { id: number; dossier: number }>();
    for (const [i, nom] of [...desk, ...phone, "Payee", "Gaia"].entries())
      ids.set(nom, await receipt(nom, i + 1));
    await apiOk(server, token, "GET", `/api/Quitance/switchState/true/${ids.get("Payee")!.id}`);

    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/quitances?mois=${MOIS}`);
    for (const nom of desk) await (await visible(select(page, nom))).click();
    const bar = page.getByRole("region", { name: "Actions sur la sélection" });
    expect(plain(await bar.getByRole("status").innerText())).toBe("3 sélectionnés");
    // The header's box says some rows of the page are selected; the keyboard toggles a row's box too.
    expect(
      await page
        .getByRole("checkbox", { name: "Sélectionner toutes les lignes de la page" })
        .getAttribute("data-state"),
    ).toBe("indeterminate");
    await select(page, "Payee").focus();
    await page.keyboard.press("Space");
    expect(plain(await bar.getByRole("status").innerText())).toBe("4 sélectionnés");
    await page.keyboard.press("Space");
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, "selection-1440");
    // The selection's column does not push the row actions out of the table's frame.
    expect(
      await page.evaluate(() => {
        const c = document.querySelector("[data-slot=table-container]")!;
        return c.scrollWidth - c.clientWidth;
      }),
    ).toBe(0);

    const bilan = await encaisser(page, 3);
    expect(plain(await bilan.innerText())).toContain("3 quittances encaissées");
    await bilan.getByRole("button", { name: "OK" }).click();
    await hidden(bar);
    for (const nom of desk) {
      const compte = await apiOk(
        server,
        token,
        "GET",
        `/api/Dossier/${ids.get(nom)!.dossier}/compte`,
      );
      expect(compte.solde).toBe(0);
    }

    // On a phone the rows are cards; their boxes select them the same way, a paid one is left out.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const nom of [...phone, "Payee"]) await (await visible(select(page, nom))).click();
    expect(plain(await bar.getByRole("status").innerText())).toBe("4 sélectionnés");
    expect(await seriousAxe(page)).toEqual([]);
    await screenshot(page, "selection-390");
    const phoneBilan = await encaisser(page, 4);
    expect(plain(await phoneBilan.innerText())).toContain(
      "3 quittances encaissées, 1 ignorée : déjà payée",
    );
    expect(plain(await phoneBilan.innerText())).toContain("Lou Payee : déjà payée");
    await screenshot(page, "bilan-390");
    for (const nom of phone) {
      const compte = await apiOk(
        server,
        token,
        "GET",
        `/api/Dossier/${ids.get(nom)!.dossier}/compte`,
      );
      expect(compte.solde).toBe(0);
    }
    await phoneBilan.getByRole("button", { name: "OK" }).click();
    await hidden(bar);

    // "À relancer": the month's reminders list, only the receipt still owed.
    await page.getByRole("radio", { name: "À relancer" }).click();
    await visible(select(page, "Gaia"));
    expect(await select(page, "Dorr").count()).toBe(0);

    // The dossiers list selects the same way: "Relancer" reminds the unpaid terms, a paid dossier is left out.
    await page.goto(`${server.url}/dossiers`);
    for (const nom of ["Gaia", "Payee"])
      await (
        await visible(page.getByRole("checkbox", { name: `Sélectionner le dossier de Lou ${nom}` }))
      ).click();
    expect(await seriousAxe(page)).toEqual([]);
    await bar.getByRole("button", { name: "Relancer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Relancer" }).click();
    const relance = page.getByRole("dialog", { name: "Relancer : bilan" });
    await visible(relance);
    expect(plain(await relance.innerText())).toContain(
      "1 dossier relancé, 1 ignoré : rien à relancer",
    );
  });
});
