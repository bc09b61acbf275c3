import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 40 (ADR 038), money outlives records, on screen: a finished lease with a payment cannot be deleted; it is
// archived from its record (confirmed), leaves the list, shows again with "Afficher les archives", is read-only with
// an "Archivé le" badge, and comes back with "Restaurer".
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

/** A lease over since June 2026 whose May term was paid. */
async function bailPaye(nom: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", valid.Appartement());
  const l = await post("Locataire", { ...valid.Locataire(), nom });
  const d = await post("Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateEntree: "2025-06-01",
    dateDebutBail: "2025-06-01",
    dateFinBail: "2026-06-30",
  });
  const q = await post(`Quitance/generate/${d.id}`, { date: "2026-05-01" });
  await post(`Dossier/${d.id}/paiements`, {
    montant: 970.5,
    date: "2026-05-03",
    mode: "Virement",
    QuitanceId: q.id,
  });
  return d.id as number;
}

describe.each(SIZES_BUREAU_SEUL)("archives à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("un dossier avec un paiement s'archive, quitte la liste, s'affiche avec les archives et se restaure", async () => {
    const nom = `Archive${size.label}`;
    const id = await bailPaye(nom);
    const { page } = browser();
    await signInAdmin(page, server);

    // In the list of finished leases, with no delete offered (money history).
    await page.goto(`${server.url}/dossiers?vue=closed`);
    await visible(row(page, nom).first());

    await page.goto(`${server.url}/dossiers/${id}`);
    await page.getByRole("button", { name: "Archiver" }).click();
    const dialog = page.getByRole("alertdialog");
    await visible(dialog.getByText("Archiver l'élément ?"));
    await screenshot(page, "archiver-confirmation");
    await dialog.getByRole("button", { name: "Archiver" }).click();
    await visible(toast(page, "Archivé."));
    await visible(page.getByTestId("record-archived"));
    expect(await page.getByTestId("record-archived").innerText()).toMatch(
      /^Archivé le \d{2}\/\d{2}\/\d{4}$/,
    );
    await hidden(page.getByRole("link", { name: "Modifier" }));
    await visible(page.getByRole("button", { name: "Restaurer" }));
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "dossier-archive");

    // Out of the list; back with "Afficher les archives", badged.
    await page.goto(`${server.url}/dossiers?vue=closed`);
    await visible(page.getByText("Afficher les archives"));
    await hidden(row(page, nom));
    await page.getByTestId("afficher-archives").click();
    const archived = row(page, nom).first();
    await visible(archived);
    expect(await archived.innerText()).toContain("Archivé");
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "dossiers-archives");

    // Restored: whole again, editable, back in the default list.
    await page.goto(`${server.url}/dossiers/${id}`);
    await page.getByRole("button", { name: "Restaurer" }).click();
    await visible(toast(page, "Restauré."));
    await visible(page.getByRole("link", { name: "Modifier" }));
    await hidden(page.getByTestId("record-archived"));
    await page.goto(`${server.url}/dossiers?vue=closed`);
    await visible(row(page, nom).first());

    // Issue 42: the archive's notification offers "Annuler", which restores it through the API.
    await page.goto(`${server.url}/dossiers/${id}`);
    await page.getByRole("button", { name: "Archiver" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Archiver" }).click();
    await toast(page, "Archivé.").getByRole("button", { name: "Annuler" }).click();
    await visible(toast(page, "Restauré."));
    await visible(page.getByRole("link", { name: "Modifier" }));
    await hidden(page.getByTestId("record-archived"));
  });
});
