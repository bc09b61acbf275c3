import { describe, expect, it } from "vitest";
import { DESKTOP, hidden, PHONE, screenshot, toast, visible } from "./support/browser";
import { usePhoneRoutesFixtures } from "./support/phone-routes-fixtures";

// Issue 25, phones: a list's cards (title, status, fields, actions in the card's footer) instead of a table to
// scroll sideways; a receipt's status changed and an instalment edited in its dialog on the phone. At 1440 the
// same lists are still tables.
const { e2e, ids, MOIS, browser, settle, overflowing, login } = usePhoneRoutesFixtures();

describe("téléphone 390 x 844 : chaque route", () => {
  it("une liste : les cartes ont leur titre, leur statut, leurs champs et leurs actions ; le message d'une liste vide se lit en entier", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    await page.goto(`${e2e.server.url}/appartements/`);
    await settle(page);
    const card = page.getByRole("row").filter({ hasText: "8 boulevard Voltaire" });
    await visible(card);
    const title = await card.locator("[data-card=title]").innerText();
    expect(title).toContain("8 boulevard Voltaire");
    const labels = await card
      .locator("[data-card=field]")
      .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-label")));
    expect(labels.length).toBeGreaterThan(2);
    for (const name of ["Voir", "Modifier"]) {
      const b = await card.getByRole("link", { name }).boundingBox();
      expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, "appartements");

    // The header's sort buttons are not drawn under cards: the same sorts as one « Trier par » choice (was none).
    await page.getByLabel("Trier par").selectOption({ label: "Adresse (décroissant)" });
    await settle(page);
    const titres = await page.locator("[data-card=title]").allInnerTexts();
    expect(titres.length).toBeGreaterThan(0);
    expect(titres).toEqual([...titres].sort((x, y) => y.localeCompare(x, "fr")));
    expect(await overflowing(page)).toEqual([]);

    // An empty list: its message whole, inside the screen.
    await page.getByRole("textbox", { name: "Rechercher" }).fill("aucun appartement ici");
    const empty = page.getByText("Aucun résultat pour cette recherche.");
    await visible(empty);
    const e = await empty.boundingBox();
    expect(e!.x + e!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await empty.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.goto(`${e2e.server.url}/quitances/?mois=2025-06`);
    await settle(page);
    const none = page.getByText("Aucune quittance pour ce mois.");
    await visible(none);
    const n = await none.boundingBox();
    expect(n!.x + n!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "liste-vide", undefined, { fullPage: false });
  });

  it("le statut d'une quittance se change sur le téléphone, sans défilement horizontal", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    await page.goto(`${e2e.server.url}/quitances/?mois=${MOIS}`);
    await settle(page);
    const card = page.getByRole("row").filter({ hasText: "Léa Martin" });
    await visible(card);
    const status = card.locator("[data-card=status]");
    expect(await status.innerText()).not.toContain("Payée");
    const button = card.getByRole("button", { name: /^Changer le statut/ });
    const b = await button.boundingBox();
    expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "quittances", undefined, { fullPage: false });
    await button.click();
    const item = page.getByRole("menuitem", { name: "Marquer payée" });
    await visible(item);
    const i = await item.boundingBox();
    expect(i!.x + i!.width).toBeLessThanOrEqual(PHONE.width);
    await item.click();
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    await page.waitForFunction(() => document.documentElement.scrollLeft === 0);
    await visible(status.getByText("Payée", { exact: true }));
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, "quittance-payee", undefined, { fullPage: false });
  });

  it("un acompte se modifie dans une fenêtre sur le téléphone, pas dans la ligne", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    await page.goto(`${e2e.server.url}/missions/${ids.mission}`);
    await settle(page);
    await page.getByRole("tab", { name: "Paiements" }).click();
    await settle(page);
    const card = page.getByRole("row").filter({ hasText: "300,00" });
    await visible(card);
    await card.getByRole("button", { name: "Modifier la ligne" }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier la ligne" });
    await visible(dialog);
    // The row itself stays a card without inputs.
    expect(await card.getByRole("textbox").count()).toBe(0);
    // Its required fields marked as the record forms mark theirs (was no mark: a blank Début refused unannounced).
    const libelles = await dialog.locator("span.font-medium").allInnerTexts();
    expect(libelles).toEqual(expect.arrayContaining(["Début*", "Fin*", "Prix TTC*", "Mode"]));
    const save = dialog.getByRole("button", { name: "Enregistrer la ligne" });
    const s = await save.boundingBox();
    expect(s!.x + s!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, "acompte-dialogue", undefined, { fullPage: false });
    const price = dialog.getByRole("textbox", { name: "Prix TTC" });
    await price.fill("350");
    await save.click();
    await hidden(dialog);
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    await visible(page.getByRole("row").filter({ hasText: "350,00" }));

    // A new instalment: the same dialog, titled with the button's words (was « Nouvelle ligne »), no blank row in the list.
    await page.getByRole("button", { name: "Nouvel acompte" }).click();
    const created = page.getByRole("dialog", { name: "Nouvel acompte" });
    await visible(created);
    await created.getByRole("button", { name: "Annuler" }).click();
    await hidden(created);
  });
});

describe("bureau 1440 x 900", () => {
  it("les listes restent des tableaux", async () => {
    const { page } = browser();
    await page.setViewportSize(DESKTOP);
    await login(page);
    await page.goto(`${e2e.server.url}/quitances/?mois=${MOIS}`);
    await settle(page);
    const row = page.getByRole("row").filter({ hasText: "Léa Martin" });
    await visible(row);
    expect(await row.evaluate((r) => getComputedStyle(r).display)).toBe("table-row");
    await visible(page.getByRole("columnheader", { name: "Locataire" }));
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, "quittances");
    await page.goto(`${e2e.server.url}/appartements/`);
    await settle(page);
    await screenshot(page, "appartements");
  });
});
