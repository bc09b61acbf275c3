import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import { hidden, pathname, screenshot, toast, visible, waitForPath } from "./support/browser";
import { usePickersFixtures } from "./support/pickers-fixtures";

// Issue 7, searchable pickers: with a few hundred records, a picker searches the server as one types (no accents
// needed), works with the keyboard and saves what was chosen; on a phone it fits the screen.
const {
  e2e,
  target,
  N,
  tenant,
  browser,
  PHONE,
  login,
  picker,
  searchBox,
  options,
  box,
  settled,
  optionCount,
  TYPING_PAUSE_MS,
  measured,
  report,
} = usePickersFixtures();

describe("choisir un enregistrement dans un sélecteur", () => {
  it("recherche sans accents, clavier, erreurs du serveur, enregistrement : la fiche montre le choix", async () => {
    const { page } = browser();
    await login(page);
    await page.goto(`${e2e.server.url}/dossiers/new`);
    const appartement = picker(page, "Appartement");
    const locataire = picker(page, "Locataire");
    await visible(appartement);

    // Opening shows the first 20 apartments of the 251, and says the others are found by typing.
    const opening = await measured(page, "q=&limit=20", 20, () => appartement.click());
    await visible(
      page.getByText("Les 20 premiers résultats : précisez la recherche pour les autres."),
    );
    await screenshot(page, "selecteur-ouvert-1440", undefined, { fullPage: false });
    await page.keyboard.press("Escape");
    await hidden(page.getByRole("listbox"));

    // Nothing chosen: the required pickers are marked, as any required field (shared zod schema), and the
    // first one gets the focus.
    await page.getByRole("button", { name: "Créer" }).click();
    expect(await appartement.getAttribute("aria-invalid")).toBe("true");
    expect(await locataire.getAttribute("aria-invalid")).toBe("true");
    expect(await appartement.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter"); // the focused picker opens from the keyboard

    // Typed without accents, words in any order: only the Évêché apartment is left.
    await searchBox(page, "appartement").pressSequentially("27 evech", { delay: 40 });
    const typing = await measured(page, "q=eveche%2027", 1, () =>
      searchBox(page, "appartement").fill("eveche 27"),
    );
    await visible(options(page).filter({ hasText: "27 rue de l'Évêché, 13002 Marseille" }));
    await screenshot(page, "selecteur-recherche-1440", undefined, { fullPage: false });
    console.log(
      `[e2e pickers] ${N + 1} appartements : ouverture du sélecteur ${report(opening)} ; saisie -> résultat ${report(typing)} (dont ${TYPING_PAUSE_MS} ms d'attente de frappe)`,
    );
    await page.keyboard.press("Enter");
    await hidden(page.getByRole("listbox"));
    expect(await appartement.innerText()).toContain("27 rue de l'Évêché, 13002 Marseille");

    // Escape closes without choosing; nothing found says so in French.
    await locataire.click();
    await searchBox(page, "locataire").pressSequentially("introuvable-zz");
    await visible(page.getByText("Aucun résultat"));
    await page.keyboard.press("Escape");
    await hidden(page.getByRole("listbox"));
    expect((await locataire.innerText()).trim()).toBe("Choisir…");

    // A tenant deleted meanwhile: the server refuses the save and its message shows under the picker.
    const ghost = await apiOk(e2e.server, e2e.token, "POST", "/api/Locataire", {
      ...tenant(1),
      prenom: "Gaëlle",
      nom: "Fantôme",
    });
    await locataire.click();
    await searchBox(page, "locataire").pressSequentially("gaelle fantome");
    await optionCount(page, 1);
    await page.keyboard.press("Enter");
    await apiOk(e2e.server, e2e.token, "DELETE", `/api/Locataire/${ghost.id}`);
    await box(page, "Date d'entrée").fill("01/09/2026");
    await box(page, "Création du bail").fill("15/08/2026");
    await box(page, "Début du bail").fill("01/09/2026");
    await box(page, "Loyer HC").fill("850");
    await box(page, "Charges").fill("50");
    await box(page, "Dépôt de garantie").fill("850");
    await box(page, "N° de frais de dossier").fill("FD-E2E-1");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(page.getByText("Le locataire est introuvable."));
    expect(await locataire.getAttribute("aria-invalid")).toBe("true");
    expect(pathname(page)).toBe("/dossiers/new");

    // The arrows move through the matches; Enter picks the highlighted one.
    await locataire.click();
    await searchBox(page, "locataire").pressSequentially("QUERE eleonore");
    await optionCount(page, 1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    expect(await locataire.innerText()).toContain("Éléonore Quéré");
    await screenshot(page, "formulaire-rempli-1440");

    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Votre dossier a été créé avec succès."));
    await waitForPath(page, /^\/dossiers\/\d+$/);
    const id = Number(pathname(page).split("/")[2]);
    expect(await apiOk(e2e.server, e2e.token, "GET", `/api/Dossier/${id}`)).toMatchObject({
      AppartementId: target.appartement,
      LocataireId: target.locataire,
    });
    await visible(page.getByText("27 rue de l'Évêché, 13002 Marseille"));
    await visible(page.getByText("Éléonore Quéré"));

    // Opened afresh, read-only then editing: the chosen records' labels show, though they are far from the
    // first 20, and no whole list of apartments or tenants is fetched for them.
    const asked: string[] = [];
    page.on("request", (r) => void asked.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.goto(`${e2e.server.url}/dossiers/${id}`);
    await visible(page.getByText("27 rue de l'Évêché, 13002 Marseille"));
    await visible(page.getByText("Éléonore Quéré"));
    await page.goto(`${e2e.server.url}/dossiers/${id}/edit`);
    await visible(
      picker(page, "Appartement").filter({ hasText: "27 rue de l'Évêché, 13002 Marseille" }),
    );
    await visible(picker(page, "Locataire").filter({ hasText: "Éléonore Quéré" }));
    expect(asked.filter((path) => /^\/api\/(Appartement|Locataire)$/.test(path))).toEqual([]);
  });

  it("au téléphone, le sélecteur tient dans l'écran", async () => {
    const { page } = browser();
    await login(page, PHONE);
    await page.goto(`${e2e.server.url}/dossiers/new`);
    await picker(page, "Appartement").click();
    await searchBox(page, "appartement").pressSequentially("voltaire");
    await settled(page);
    expect(await options(page).filter({ hasNotText: "boulevard Voltaire" }).count()).toBe(0);
    const list = await page.getByRole("listbox").boundingBox();
    expect(list!.x).toBeGreaterThanOrEqual(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "selecteur-recherche-390", undefined, { fullPage: false });
  });
});
