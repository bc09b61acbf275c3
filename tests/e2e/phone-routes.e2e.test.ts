import { describe, expect, it } from "vitest";
import { hidden, PHONE, screenshot, visible } from "./support/browser";
import { usePhoneRoutesFixtures } from "./support/phone-routes-fixtures";
import { animationsDone, navigateInApp, settled } from "./support/settle";

// Issue 25, phones: at 390 x 844 every route of the app (lists, each record with each of its tabs, forms,
// Paramètres tabs, dashboard, receipts) fits the screen: no element reaches past its right edge, every list shows
// its rows as cards, and dialogs fit the screen.
const { e2e, ids, browser, records, LISTS, settle, overflowing, checkCards, login } =
  usePhoneRoutesFixtures();

describe("téléphone 390 x 844 : chaque route", () => {
  it("aucun élément ne dépasse l'écran et chaque liste montre des cartes", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    const tooWide: Record<string, string[]> = {};
    const badCards: Record<string, string[]> = {};
    let cardCount = 0;
    const check = async (where: string) => {
      await settle(page);
      const found = await overflowing(page);
      if (found.length) tooWide[where] = found;
      cardCount += await checkCards(page, where, badCards);
      await screenshot(page, where);
    };
    // The pages seen logged out are loaded; once signed in, a screen is reached as the app's links reach it
    // (navigateInApp): the app stays loaded, each screen pays its own code and data, not the app's start (ADR 148).
    let inApp = false;
    const visit = async (path: string) => {
      if (inApp) await navigateInApp(page, path);
      else await page.goto(`${e2e.server.url}${path}`);
      await check(path);
    };
    const eachTab = async (path: string) => {
      await visit(path);
      for (const name of await page.getByRole("tab").allInnerTexts()) {
        await page.getByRole("tab", { name, exact: true }).click();
        await check(`${path} onglet ${name}`);
      }
    };

    await visit("/login");
    await visit(`/quitance/validation/true/${e2e.receiptUuid}`);
    await page.goto(`${e2e.server.url}/login`);
    await login(page);
    inApp = true;
    await visit("/");
    // The charts' tables ("Voir les chiffres") open too.
    const more = page.getByRole("button", { name: "Voir les chiffres" });
    while (await more.count()) await more.first().click();
    await check("/ chiffres");
    for (const path of LISTS) await visit(path);
    for (const r of records()) {
      await eachTab(`${r.base}/${r.id}`);
      await visit(`${r.base}/new`);
      await visit(`${r.base}/${r.id}/edit`);
    }
    // Paramètres on a phone: a select of the sections (issue 42), each visited.
    await visit("/parametres/");
    const sections = page.getByLabel("Section", { exact: true });
    for (const value of await sections
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
      await sections.selectOption(value);
      await check(`/parametres/ section ${value}`);
    }
    await visit("/setPassword");
    await visit("/securite");
    await visit("/sessions");
    await visit("/404");

    expect(tooWide).toEqual({});
    expect(badCards).toEqual({});
    expect(cardCount).toBeGreaterThan(20);
    // Every route, tab and settings section with a screenshot each: over 90 s beside another file on 2 cores.
  }, 300_000);

  it("les fenêtres de dialogue tiennent dans l'écran", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    const tooWide: Record<string, string[]> = {};
    const dialogs: [path: string, tab: string | null, button: string][] = [
      ["/intendance/", null, "Nouvelle intendance"],
      ["/parametres/?tab=utilisateurs", null, "Nouvel utilisateur"],
      [`/dossiers/${ids.dossier}`, "Compte", "Encaisser"],
      [`/dossiers/${ids.dossier}`, "Régularisations", "Nouvelle régularisation"],
      [`/client/${ids.client}`, "Missions", "Modifier la ligne"],
      [`/appartements/${ids.appartement}`, "Propriétaires", "Ajouter"],
      ["/parametres/?tab=utilisateurs", null, "Supprimer"],
    ];
    for (const [path, tab, button] of dialogs) {
      await page.goto(`${e2e.server.url}${path}`);
      await settle(page);
      if (tab) await page.getByRole("tab", { name: tab, exact: true }).click();
      await page.getByRole("button", { name: button, exact: true }).first().click();
      const dialog = page.locator("[role=dialog], [role=alertdialog]");
      await visible(dialog);
      await animationsDone(page); // the opening animation
      const found = await overflowing(page);
      if (found.length) tooWide[`${path} ${button}`] = found;
      await screenshot(page, `${path} ${button}`, undefined, { fullPage: false });
      await page.keyboard.press("Escape");
      await hidden(dialog);
    }
    // The Ctrl+K search.
    await page.keyboard.press("Control+k");
    await visible(page.getByRole("dialog"));
    await page.keyboard.type("Mart");
    // Its matches shown: the search asked once the typing pauses, answered, drawn.
    await visible(page.getByRole("dialog").getByText("Martin").first());
    await settled(page);
    await animationsDone(page);
    const found = await overflowing(page);
    if (found.length) tooWide["Ctrl+K"] = found;
    expect(tooWide).toEqual({});
  });
});
