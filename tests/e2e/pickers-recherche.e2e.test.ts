import { describe, expect, it } from "vitest";
import { hidden, pathname, screenshot, visible, waitForPath } from "./support/browser";
import { usePickersFixtures } from "./support/pickers-fixtures";

// Issue 7, the global search: Ctrl+K (or the header's button on a phone) finds clients, apartments, tenants and
// dossiers among a few hundred, and Enter opens the record.
const {
  e2e,
  target,
  N,
  browser,
  PHONE,
  login,
  dossiersOf,
  settled,
  TYPING_PAUSE_MS,
  measured,
  report,
} = usePickersFixtures();

describe("recherche globale (Ctrl+K)", () => {
  it("Ctrl+K, taper, Entrée ouvre la fiche : locataire, dossier par référence, appartement, client", async () => {
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/appartements/`);
    await visible(page.getByRole("button", { name: "Rechercher" }));
    const dialog = page.getByRole("dialog", { name: "Recherche" });
    const input = dialog.getByRole("combobox");

    await page.keyboard.press("Control+k");
    await visible(dialog.getByText("Tapez un nom, une adresse ou une référence de dossier."));
    await input.pressSequentially("quere", { delay: 40 });
    // The tenant, and the dossier the first test gave her when it ran before this one.
    const typing = await measured(
      page,
      "q=quere%20ELEONORE",
      (await dossiersOf(target.locataire)) + 1,
      () => input.fill("quere ELEONORE"),
    );
    await visible(dialog.getByRole("option", { name: /Éléonore Quéré/ }));
    console.log(
      `[e2e pickers] recherche globale (${N * 2 + 102} fiches) : saisie -> résultat ${report(typing)} (dont ${TYPING_PAUSE_MS} ms d'attente de frappe)`,
    );
    await visible(dialog.getByText("Locataires", { exact: true }));
    await screenshot(page, "recherche-globale-1440", undefined, { fullPage: false });
    await page.keyboard.press("Enter");
    await waitForPath(page, `/locataires/${target.locataire}`);
    await hidden(dialog);

    // A dossier by its reference, case ignored, and Enter pressed at once: its answer held back, the previous
    // one (Éléonore and her dossier) still on screen, Enter waits for the answer to what was typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => void (release = resolve));
    await page.route(
      (url) => url.pathname === "/api/search" && url.searchParams.get("q") === "fd-e2e-4242",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.keyboard.press("Control+k");
    await input.pressSequentially("fd-e2e-4242");
    await page.keyboard.press("Enter");
    await visible(dialog);
    expect(pathname(page)).toBe(`/locataires/${target.locataire}`);
    release();
    await waitForPath(page, `/dossiers/${target.dossier}`);
    await hidden(dialog);

    // The header's button, for the mouse: an apartment by its street, without accents, clicked.
    await page.getByRole("button", { name: "Rechercher" }).click();
    await input.pressSequentially("eveche");
    await settled(page); // a click goes where the pointer is: on the answer to "eveche", not an earlier one
    await page
      .getByRole("option", { name: /27 rue de l'Évêché/ })
      .first()
      .click();
    await waitForPath(page, `/appartements/${target.appartement}`);

    await page.keyboard.press("Control+k");
    await input.pressSequentially("benedicte lefevre");
    await visible(dialog.getByRole("option", { name: /Bénédicte Lefèvre-Ollivier/ }));
    await page.keyboard.press("Enter");
    await waitForPath(page, `/client/${target.client}`);

    // Escape closes; nothing found says so.
    await page.keyboard.press("Control+k");
    await input.pressSequentially("introuvable-zz");
    await visible(dialog.getByText("Aucun résultat"));
    await page.keyboard.press("Escape");
    await hidden(dialog);
    expect(pathname(page)).toBe(`/client/${target.client}`);
  });

  it("au téléphone, le bouton de l'en-tête ouvre la recherche", async () => {
    const { page } = browser();
    await login(page, PHONE);
    await page.goto(`${e2e.server.url}/locataires/`);
    await page.getByRole("button", { name: "Rechercher" }).click();
    const dialog = page.getByRole("dialog", { name: "Recherche" });
    await dialog.getByRole("combobox").pressSequentially("ollivier lefevre");
    await visible(dialog.getByRole("option", { name: /Bénédicte Lefèvre-Ollivier/ }));
    await settled(page);
    const shown = await dialog.boundingBox();
    expect(shown!.x).toBeGreaterThanOrEqual(0);
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "recherche-globale-390", undefined, { fullPage: false });
    await dialog.getByRole("option", { name: /Bénédicte Lefèvre-Ollivier/ }).click();
    await waitForPath(page, `/client/${target.client}`);
  });
});
