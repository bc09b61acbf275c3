import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hidden, screenshot, sidebarEntries, visible, waitForPath } from "./support/browser";
import { usePhoneFixtures } from "./support/phone-fixtures";

// Issue 7, phones: at 390 x 844 the pages seen logged out fit the screen (the others: phone-routes), the sidebar is
// a sheet behind a menu button, dialogs fit the screen.
const {
  e2e,
  PHONE,
  ids,
  browser,
  ADMIN_MENU,
  settle,
  scrollWidth,
  openAt,
  login,
  menuButton,
  sidebar,
  box,
  stableBox,
} = usePhoneFixtures();

describe("téléphone 390 x 844", () => {
  // Every screen behind the login (lists, each record and tab, forms, Paramètres) is phone-routes.e2e.test.ts's,
  // which checks each element against the screen's edge (ADR 138); here the pages seen logged out.
  it("la connexion et la page publique de la quittance tiennent dans l'écran", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    const tooWide: Record<string, number> = {};
    const check = async (path: string) => {
      const width = await openAt(page, path);
      if (width > PHONE.width) tooWide[path] = width;
    };
    await check("/login");
    await screenshot(page, "connexion");
    const loginButton = await box(page.getByRole("button", { name: "Se connecter" }));
    await check(`/quitance/validation/true/${e2e.receiptUuid}`);
    await screenshot(page, "question-quittance");
    // Opening the link answers nothing: only the button does (issue 20).
    await page.getByRole("button", { name: "Confirmer que j'ai payé" }).click();
    await visible(page.getByText("Merci pour votre réponse"));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "confirmation-quittance");
    expect(tooWide).toEqual({});
    // The login card takes the screen's width (minus its margins), not a sliver beside a sidebar.
    expect(loginButton.width).toBeGreaterThan(PHONE.width - 100);
  });

  it("le bouton menu ouvre la feuille avec les entrées du menu, naviguer la ferme", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    await settle(page);
    // No permanent sidebar: the content starts at the left edge.
    expect(await sidebar(page).isVisible()).toBe(false);
    expect((await box(page.getByRole("main"))).x).toBe(0);

    await menuButton(page).click();
    const sheet = page.getByRole("dialog");
    await visible(sheet);
    expect(await sidebarEntries(page)).toEqual(ADMIN_MENU);
    await visible(sheet.getByText(e2e.server.admin.email));
    await screenshot(page, "menu-ouvert", undefined, { fullPage: false });

    await sheet.getByRole("link", { name: "Appartements" }).click();
    await waitForPath(page, "/appartements/");
    await hidden(sheet);
    await visible(page.getByRole("heading", { level: 1, name: "Appartements" }));
    expect(await sidebar(page).isVisible()).toBe(false);
    // The sheet opens again, on the new active entry.
    await menuButton(page).click();
    await visible(sheet);
    expect(await sheet.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Appartements"]);
    await page.keyboard.press("Escape");
    await hidden(sheet);
  });
  it("les fenêtres de dialogue tiennent dans l'écran, leur dernier bouton à portée sans faire défiler la page", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    const fits = async (dialog: Locator, lastButton: string) => {
      const d = await stableBox(dialog);
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.y).toBeGreaterThanOrEqual(0);
      expect(d.x + d.width).toBeLessThanOrEqual(PHONE.width);
      expect(d.y + d.height).toBeLessThanOrEqual(PHONE.height);
      // Its last button is reached by scrolling inside the dialog, the page behind does not move.
      const before = await page.evaluate(() => window.scrollY);
      const button = dialog.getByRole("button", { name: lastButton, exact: true }).last();
      await button.scrollIntoViewIfNeeded();
      const b = await box(button);
      expect(b.y + b.height).toBeLessThanOrEqual(PHONE.height);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    };

    await page.goto(`${e2e.server.url}/intendance/`);
    await settle(page);
    await page.getByRole("button", { name: "Nouvelle intendance" }).click();
    const form = page.getByRole("dialog", { name: "Nouvelle intendance" });
    await visible(form);
    await fits(form, "Ajouter");
    await screenshot(page, "dialogue-intendance", undefined, { fullPage: false });
    await page.keyboard.press("Escape");
    await hidden(form);

    // The selection dialog (an apartment's owners, "Ajouter"): a table of records, one "Choisir" per row.
    await page.goto(`${e2e.server.url}/appartements/${ids.appartement}`);
    await settle(page);
    await page.getByRole("tab", { name: "Propriétaires" }).click();
    await page.getByRole("button", { name: "Ajouter" }).click();
    const selection = page.getByRole("dialog");
    await visible(selection.getByRole("row").filter({ hasText: "Durand-Téléphone" }));
    await fits(selection, "Choisir");
    await screenshot(page, "dialogue-selection", undefined, { fullPage: false });
  });
});
