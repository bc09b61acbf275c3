import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import {
  confirmIdentity,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 60, item 2 on screen: an owner's charge typed by hand from the owner's Compte tab, with its nature; a money
// move, so the identity is confirmed first (issue 59); the line shows its nature, the balance follows.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

const row = (page: Page, text: string | RegExp) => page.getByRole("row").filter({ hasText: text });

describe.each(SIZES_BUREAU_SEUL)("dépense saisie au compte du propriétaire à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("« Saisir une dépense » inscrit une taxe foncière au débit, après confirmation de l'identité", async () => {
    const client = await apiOk(server, token, "POST", "/api/Client", {
      ...valid.Client(),
      nom: `Saisie-${size.label}`,
    });
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/${client.id}?tab=compte`);
    await page.getByRole("button", { name: "Saisir une dépense" }).click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Dépense au débit du propriétaire" }));
    await dialog.getByRole("textbox", { name: "Libellé", exact: true }).fill("Taxe foncière 2026");
    await dialog.getByRole("textbox", { name: "Montant", exact: true }).fill("412,00");
    await dialog.getByRole("combobox", { name: "Nature de la charge" }).click();
    await page.getByRole("option", { name: "Taxe foncière", exact: true }).click();
    await screenshot(page, "saisir-depense", undefined, { fullPage: false });
    await dialog.getByRole("button", { name: "Inscrire" }).click();
    // A money move (issue 59): the identity first, then the same request is sent again.
    await confirmIdentity(page, server.admin.password);
    await visible(toast(page, "La dépense est inscrite au compte du propriétaire."));
    const ligne = row(page, "Taxe foncière 2026");
    await visible(ligne.first());
    expect(plain(await ligne.first().innerText())).toContain("412,00 €");
    expect(plain(await ligne.first().innerText())).toContain("Taxe foncière");
    expect(plain(await page.getByTestId("solde-proprietaire").innerText())).toBe(
      "Solde : -412,00 €",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "compte-apres-saisie");
  });
});
