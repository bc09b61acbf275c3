import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { apiLogin, apiOk, seedClient } from "./api";
import { signInAdmin, useBrowser } from "./browser";
import { startServer, type E2EServer } from "./server";

// The pickers' and the global search's file set-up (tests/e2e/pickers*.e2e.test.ts, issue 7): a server of the file's
// own with a few hundred clients, apartments, tenants and dossiers (the targets among them), the file's browser, and
// what the tests wait for and measure. Called once per file.

export function usePickersFixtures() {
  const e2e = {} as { server: E2EServer; token: string };
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
  async function seedMany(
    path: string,
    count: number,
    body: (i: number) => Record<string, unknown>,
  ) {
    for (let start = 0; start < count; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, count - start) }, (_, k) =>
          apiOk(e2e.server, e2e.token, "POST", path, body(start + k)),
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
    e2e.server = await startServer();
    e2e.token = await apiLogin(e2e.server, e2e.server.admin.email, e2e.server.admin.password);
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
      await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
        adresse: "27 rue de l'Évêché",
        codePostal: "13002",
        ville: "Marseille",
      })
    ).id;
    target.locataire = (
      await apiOk(e2e.server, e2e.token, "POST", "/api/Locataire", {
        ...tenant(0),
        prenom: "Éléonore",
        nom: "Quéré",
        mail: "eleonore@exemple.fr",
      })
    ).id;
    target.client = (
      await seedClient(e2e.server, e2e.token, {
        prenom: "Bénédicte",
        nom: "Lefèvre-Ollivier",
        ville: "Nantes",
      })
    ).id;
    target.dossier = (
      await apiOk(e2e.server, e2e.token, "POST", "/api/Dossier", {
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
    await e2e.server?.stop();
  });
  const browser = useBrowser();

  const DESKTOP = { width: 1440, height: 900 };
  const PHONE = { width: 390, height: 844 };

  async function login(page: Page, size = DESKTOP) {
    await page.setViewportSize(size);
    await signInAdmin(page, e2e.server);
  }
  const picker = (page: Page, label: string) =>
    page.getByRole("combobox", { name: label, exact: true });
  const searchBox = (page: Page, label: string) =>
    page.getByRole("combobox", { name: `Rechercher : ${label}`, exact: true });
  const options = (page: Page) => page.getByRole("option");
  const dossiersOf = async (locataireId: number) =>
    (await apiOk(e2e.server, e2e.token, "GET", `/api/Dossier?LocataireId=${locataireId}`)).data
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
  const report = (m: { total: number; request: number }) =>
    `${m.total} ms (requête ${m.request} ms)`;

  return {
    e2e,
    target,
    PRENOMS,
    NOMS,
    VOIES,
    N,
    seedMany,
    apartment,
    person,
    tenant,
    browser,
    DESKTOP,
    PHONE,
    login,
    picker,
    searchBox,
    options,
    dossiersOf,
    box,
    settled,
    optionCount,
    TYPING_PAUSE_MS,
    measured,
    report,
  };
}
