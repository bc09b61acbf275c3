import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, apiOk, seedClient } from "./support/api";
import {
  hidden,
  pathname,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 7, searchable pickers and the global search: with a few hundred records, a picker searches the server as
// one types (no accents needed), works with the keyboard and saves what was chosen; Ctrl+K (or the header's
// button) finds clients, apartments, tenants and dossiers and Enter opens the record.

let server: E2EServer;
let token: string;
const target = { appartement: 0, locataire: 0, client: 0, dossier: 0 };

const PRENOMS = [
  "Camille",
  "Léa",
  "Hugo",
  "Inès",
  "Jules",
  "Chloé",
  "Théo",
  "Anaïs",
  "Rémi",
  "Zoé",
];
const NOMS = [
  "Martin",
  "Bernard",
  "Dubois",
  "Lefèvre",
  "Girard",
  "Mercier",
  "Dupont",
  "Faure",
  "Rousseau",
  "Guérin",
  "Roux",
  "Morel",
];
const VOIES = [
  "rue de la Roquette",
  "boulevard Voltaire",
  "rue Oberkampf",
  "avenue Parmentier",
  "rue des Martyrs",
  "quai de Valmy",
];
const N = 250;

/** POSTs in parallel batches: seeding a few hundred records through the API takes seconds, not minutes. */
async function seedMany(path: string, count: number, body: (i: number) => Record<string, unknown>) {
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, (_, k) =>
        apiOk(server, token, "POST", path, body(start + k)),
      ),
    );
  }
}
const apartment = (i: number) => ({
  adresse: `${1 + (i % 90)} ${VOIES[i % VOIES.length]}`,
  codePostal: "75011",
  ville: "Paris",
  loyerHC: 700 + i,
  charge: 50,
});
const person = (i: number) => ({
  prenom: PRENOMS[i % PRENOMS.length],
  nom: NOMS[(i * 7) % NOMS.length],
});
const tenant = (i: number) => ({
  ...person(i),
  mail: `locataire${i}@exemple.fr`,
  tel: "0600000000",
  adresse: "1 rue de Lyon",
  codePostal: "75012",
  ville: "Paris",
});

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  await seedMany("/api/Appartement", N, apartment);
  await seedMany("/api/Locataire", N, tenant);
  await seedMany("/api/Client", 100, (i) => ({
    ...person(i),
    adresseDefaut: "adresse",
    mailDefaut: "mailPerso",
    telDefaut: "mobilePerso",
  }));
  // The records searched for come last: far from the first 20 of any list.
  target.appartement = (
    await apiOk(server, token, "POST", "/api/Appartement", {
      adresse: "27 rue de l'Évêché",
      codePostal: "13002",
      ville: "Marseille",
    })
  ).id;
  target.locataire = (
    await apiOk(server, token, "POST", "/api/Locataire", {
      ...tenant(0),
      prenom: "Éléonore",
      nom: "Quéré",
      mail: "eleonore@exemple.fr",
    })
  ).id;
  target.client = (
    await seedClient(server, token, {
      prenom: "Bénédicte",
      nom: "Lefèvre-Ollivier",
      ville: "Nantes",
    })
  ).id;
  target.dossier = (
    await apiOk(server, token, "POST", "/api/Dossier", {
      AppartementId: 3,
      LocataireId: 4,
      dateEntree: "2026-01-01",
      dateCreationBail: "2025-12-15",
      dateDebutBail: "2026-01-01",
      loyerHC: 800,
      loyerCharge: 50,
      depotGarantie: 800,
      numFraisDossier: "FD-E2E-4242",
    })
  ).id;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function login(page: Page, size = DESKTOP) {
  await page.setViewportSize(size);
  await signInAdmin(page, server);
}
const picker = (page: Page, label: string) =>
  page.getByRole("combobox", { name: label, exact: true });
const searchBox = (page: Page, label: string) =>
  page.getByRole("combobox", { name: `Rechercher : ${label}`, exact: true });
const options = (page: Page) => page.getByRole("option");
const dossiersOf = async (locataireId: number) =>
  (await apiOk(server, token, "GET", `/api/Dossier?LocataireId=${locataireId}`)).data
    .length as number;
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Waits until the last query typed has its answer on screen (the list is no longer marked busy). */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const list = document.querySelector("[cmdk-list]");
    return (
      !!list &&
      list.getAttribute("aria-busy") !== "true" &&
      list.querySelector('[role="option"], [role="status"]') !== null
    );
  });
}

/**
 * Waits until the listbox shows exactly `count` options and is no longer busy: the answer to the last query, not an
 * earlier one (Enter pressed while busy waits for that answer: use-typed-search.ts).
 */
async function optionCount(page: Page, count: number) {
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[role="option"]').length === n &&
      !document.querySelector('[cmdk-list][aria-busy="true"]'),
    count,
  );
}

/** The debounce of web/src/lib/use-typed-search.ts: part of every "typed -> shown" figure below. */
const TYPING_PAUSE_MS = 150;

/**
 * What the person waits for, timed inside the page (the test harness's own round trips left out): from the
 * pointer press or the input event that `act` causes until the list shows `count` options and is no longer busy.
 * Also the API call's own share: from sending the request whose URL holds `query` to the end of its answer.
 */
async function measured(page: Page, query: string, count: number, act: () => Promise<unknown>) {
  // Kept on window: evaluate() would wait for the promise, which only settles once `act` has run.
  await page.evaluate(
    (n) =>
      void ((window as unknown as { shown: Promise<number> }).shown = new Promise<number>(
        (resolve) => {
          let start = 0;
          const mark = () => void (start ||= performance.now());
          document.addEventListener("pointerdown", mark, { capture: true, once: true });
          document.addEventListener("input", mark, { capture: true, once: true });
          const observer = new MutationObserver(() => {
            const done =
              document.querySelectorAll('[role="option"]').length === n &&
              !document.querySelector('[cmdk-list][aria-busy="true"]');
            if (start && done) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        },
      )),
    count,
  );
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(query)),
    act(),
  ]);
  const total = Math.round(
    await page.evaluate(() => (window as unknown as { shown: Promise<number> }).shown),
  );
  const timing = response.request().timing();
  return { total, request: Math.round(timing.responseEnd - timing.requestStart) };
}
const report = (m: { total: number; request: number }) => `${m.total} ms (requête ${m.request} ms)`;

describe("choisir un enregistrement dans un sélecteur", () => {
  it("recherche sans accents, clavier, erreurs du serveur, enregistrement : la fiche montre le choix", async () => {
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/dossiers/new`);
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
    const ghost = await apiOk(server, token, "POST", "/api/Locataire", {
      ...tenant(1),
      prenom: "Gaëlle",
      nom: "Fantôme",
    });
    await locataire.click();
    await searchBox(page, "locataire").pressSequentially("gaelle fantome");
    await optionCount(page, 1);
    await page.keyboard.press("Enter");
    await apiOk(server, token, "DELETE", `/api/Locataire/${ghost.id}`);
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
    expect(await apiOk(server, token, "GET", `/api/Dossier/${id}`)).toMatchObject({
      AppartementId: target.appartement,
      LocataireId: target.locataire,
    });
    await visible(page.getByText("27 rue de l'Évêché, 13002 Marseille"));
    await visible(page.getByText("Éléonore Quéré"));

    // Opened afresh, read-only then editing: the chosen records' labels show, though they are far from the
    // first 20, and no whole list of apartments or tenants is fetched for them.
    const asked: string[] = [];
    page.on("request", (r) => void asked.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.goto(`${server.url}/dossiers/${id}`);
    await visible(page.getByText("27 rue de l'Évêché, 13002 Marseille"));
    await visible(page.getByText("Éléonore Quéré"));
    await page.goto(`${server.url}/dossiers/${id}/edit`);
    await visible(
      picker(page, "Appartement").filter({ hasText: "27 rue de l'Évêché, 13002 Marseille" }),
    );
    await visible(picker(page, "Locataire").filter({ hasText: "Éléonore Quéré" }));
    expect(asked.filter((path) => /^\/api\/(Appartement|Locataire)$/.test(path))).toEqual([]);
  });

  it("au téléphone, le sélecteur tient dans l'écran", async () => {
    const { page } = browser();
    await login(page, PHONE);
    await page.goto(`${server.url}/dossiers/new`);
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

describe("recherche globale (Ctrl+K)", () => {
  it("Ctrl+K, taper, Entrée ouvre la fiche : locataire, dossier par référence, appartement, client", async () => {
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/appartements/`);
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
    await page.goto(`${server.url}/locataires/`);
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
