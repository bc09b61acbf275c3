import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiOk, seedClient } from "./support/api";
import { hidden, screenshot, toast, visible, useBrowser } from "./support/browser";
import type { E2EServer } from "./support/server";
import {
  SIZES,
  SIZES_BUREAU_SEUL,
  GENERIC,
  ENGLISH,
  plain,
  countText,
  rowOf,
  search,
  apartment,
  tenant,
  lease,
  openAt,
  serverPool,
} from "./support/lists";

// Issue 7, "Lists and records" (2/2): empty and loading tables, French digit grouping, record titles said once, the
// French generic message for any unexpected error, dashboard counts that agree with the lists. Both widths, the unexpected errors at 1440 px only.

const browser = useBrowser();
const ownServer = serverPool();
const open = (server: E2EServer, size: (typeof SIZES)[number]) => openAt(browser, server, size);

describe("tables vides, en chargement, et comptes en chiffres français", () => {
  let server: E2EServer;
  let token: string;
  beforeAll(async () => {
    ({ server, token } = await ownServer());
    // 1 984 clients, as in the issue: enough for digit grouping in the counts.
    const names = Array.from({ length: 1984 }, (_, i) => `Client-${String(i).padStart(4, "0")}`);
    for (let i = 0; i < names.length; i += 32)
      await Promise.all(
        names.slice(i, i + 32).map((nom) => seedClient(server, token, { nom, prenom: "Zoé" })),
      );
  });

  for (const size of SIZES) {
    it(`une table vide dit une seule chose, sans pagination, export désactivé (${size.label} px)`, async () => {
      const page = await open(server, size);
      await page.goto(`${server.url}/missions/`);
      await visible(page.getByRole("cell", { name: "Aucune ligne à afficher." }));
      // Said once: no footer repeating it, no page controls.
      expect(plain(await page.locator("main").innerText()).split("Aucune").length - 1).toBe(1);
      expect(await page.locator("[data-slot=table-count]").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Page suivante" }).count()).toBe(0);
      expect(await page.getByText("Lignes par page").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Exporter CSV" }).isDisabled()).toBe(true);
      await screenshot(page, `vide-${size.label}`);

      // A search that finds nothing: one message too, nothing to export.
      await page.goto(`${server.url}/client/`);
      await visible(rowOf(page, "Client-0000"));
      await search(page, "personne ne porte ce nom");
      await visible(page.getByRole("cell", { name: "Aucun résultat pour cette recherche." }));
      expect(plain(await page.locator("main").innerText()).split("Aucun").length - 1).toBe(1);
      expect(await page.locator("[data-slot=table-count]").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Page suivante" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Exporter CSV" }).isDisabled()).toBe(true);
    });

    it(`pendant le chargement le pied de table ne dit pas « Aucune ligne » (${size.label} px)`, async () => {
      const page = await open(server, size);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // The list asks for a page (issue 64): /api/Client?taille=20.
      await page.route(
        (url) => url.pathname === "/api/Client",
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.goto(`${server.url}/client/`);
      await visible(page.locator("[data-slot=table-count]"));
      expect(await countText(page)).toBe("Chargement…");
      const body = plain(await page.locator("main").innerText());
      expect(body).not.toMatch(/Aucune ligne|Aucun élément|Aucun résultat/);
      expect(await page.getByRole("button", { name: "Exporter CSV" }).isDisabled()).toBe(true);
      await screenshot(page, `chargement-${size.label}`);
      release();
      await visible(rowOf(page, "Client-0000"));
      expect(await countText(page)).toBe("1–20 sur 1 984 lignes");
    });

    it(`les comptes du pied de table groupent les chiffres à la française (${size.label} px)`, async () => {
      const page = await open(server, size);
      await page.goto(`${server.url}/client/`);
      await visible(rowOf(page, "Client-0000"));
      expect(await countText(page)).toBe("1–20 sur 1 984 lignes");
      expect(plain(await page.locator("main").innerText())).toContain("Page 1 sur 100");
      await page.getByRole("button", { name: "Dernière page" }).click();
      await expect.poll(() => countText(page)).toBe("1 981–1 984 sur 1 984 lignes");
      await screenshot(page, `comptes-${size.label}`);
    });
  }
});

describe("titres de fiche et erreurs inattendues", () => {
  let server: E2EServer;
  let token: string;
  beforeAll(async () => ({ server, token } = await ownServer()));

  for (const size of SIZES) {
    it(`le titre d'une fiche n'est dit qu'une fois (${size.label} px)`, async () => {
      const mission = await apiOk(server, token, "POST", "/api/Mission", {
        type: "Gestion locative",
        nbAppart: 3,
        accompte1: 500,
        accompte2: 500,
        reliquat: 200,
        valeurMissionAppt: 400,
      });
      const page = await open(server, size);
      await page.goto(`${server.url}/missions/${mission.id}`);
      await visible(page.getByRole("heading", { name: `Mission n° ${mission.id}` }));
      const shell = plain(await page.locator("body").innerText());
      expect(shell.split(`Mission n° ${mission.id}`).length - 1).toBe(1);
      await screenshot(page, `titre-mission-${size.label}`);
    });
  }

  // The French message of an unexpected error is the same markup at both widths (the page's, or a notification):
  // 1440 px only; the notification's place on a phone is phone-formulaires.e2e.test.ts's.
  for (const size of SIZES_BUREAU_SEUL) {
    it(`une erreur de rendu montre le message français, jamais celui de JavaScript (${size.label} px)`, async () => {
      const a = await apiOk(
        server,
        token,
        "POST",
        "/api/Appartement",
        apartment(`Rendu-${size.label}`),
      );
      const page = await open(server, size);
      // An answer the screen does not expect (an equipment that is null): rendering the details throws
      // "Cannot read properties of null (reading 'nom')".
      await page.route(`**/api/Appartement/${a.id}`, async (route) => {
        const body = await (await route.fetch()).json();
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ ...body, Equipements: [null] }),
        });
      });
      await page.goto(`${server.url}/appartements/${a.id}`);
      await visible(page.getByRole("heading", { name: GENERIC }));
      await visible(page.getByRole("button", { name: "Recharger la page" }));
      expect(await page.locator("body").innerText()).not.toMatch(ENGLISH);
      await screenshot(page, `erreur-rendu-${size.label}`);
    });

    it(`une promesse rejetée ou une exception hors rendu : notification française (${size.label} px)`, async () => {
      const page = await open(server, size);
      await page.goto(`${server.url}/missions/`);
      await visible(page.locator("[data-slot=table-count]"));
      await page.evaluate(
        () =>
          void Promise.reject(new TypeError("Cannot read properties of undefined (reading 'nom')")),
      );
      await visible(toast(page, GENERIC));
      await hidden(toast(page, GENERIC));
      // An exception in a timer or an event handler (outside React's rendering).
      await page.evaluate(() => void setTimeout(() => (undefined as unknown as { x: number }).x));
      await visible(toast(page, GENERIC));
      expect(await page.locator("body").innerText()).not.toMatch(/cannot read/i);
      await screenshot(page, `erreur-promesse-${size.label}`);
    });

    it(`une réponse inutilisable du serveur (page HTML d'un proxy) : message français (${size.label} px)`, async () => {
      const mission = await apiOk(server, token, "POST", "/api/Mission", {
        type: "Gestion locative",
        nbAppart: 1,
        accompte1: 1,
        accompte2: 1,
        reliquat: 1,
        valeurMissionAppt: 3,
      });
      const page = await open(server, size);
      await page.route(`**/api/Mission/${mission.id}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<html><body>Proxy</body></html>",
        }),
      );
      await page.goto(`${server.url}/missions/${mission.id}`);
      await visible(page.getByText(GENERIC));
      expect(await page.locator("body").innerText()).not.toMatch(ENGLISH);
    });
  }
});

describe("tableau de bord : ses comptes sont ceux des listes", () => {
  let server: E2EServer;
  let token: string;
  beforeAll(async () => {
    ({ server, token } = await ownServer());
    // 18 running leases; 14 of those apartments are also under a caretaking mission, one apartment is vacant with
    // a caretaking mission starting later, one is under works. Each apartment has one dashboard status, 'En gestion'
    // first (issue 9): 14 en gestion, 4 louées, 1 vacant, 1 en travaux, adding up to the 20 of the list.
    for (let i = 0; i < 18; i++) {
      const a = await apiOk(server, token, "POST", "/api/Appartement", apartment(`Bail-${i}`));
      const l = await apiOk(server, token, "POST", "/api/Locataire", tenant(`Locataire-${i}`));
      await apiOk(server, token, "POST", "/api/Dossier", lease(a.id, l.id));
      if (i < 14)
        await apiOk(server, token, "POST", "/api/Intendance", {
          AppartementId: a.id,
          dateDepart: "2020-01-01",
          dateFin: "2099-12-31",
          prix: 100,
          tva: 20,
        });
    }
    const vacant = await apiOk(server, token, "POST", "/api/Appartement", apartment("Vacant"));
    await apiOk(server, token, "POST", "/api/Intendance", {
      AppartementId: vacant.id,
      dateDepart: "2099-01-01",
      dateFin: "2099-12-31",
      prix: 100,
      tva: 20,
    });
    await apiOk(server, token, "POST", "/api/Appartement", apartment("Travaux", { wip: true }));
  });

  const card = (page: Page, label: string): Locator =>
    page.locator("[data-slot=card]").filter({ has: page.getByText(label, { exact: true }) });

  for (const size of SIZES) {
    it(`4 louées + 14 en gestion + 1 vacant + 1 en travaux : la liste en montre 20, dont 18 occupés et 14 en gestion (${size.label} px)`, async () => {
      const page = await open(server, size);
      const apartments = card(page, "Appartements");
      await visible(apartments.getByText("4 louées"));
      expect(plain(await apartments.innerText())).toMatch(/^Appartements 20\b/);
      expect(plain(await apartments.innerText())).toContain(
        "4 louées · 14 en gestion · 1 vacant · 1 en travaux",
      );
      expect(plain(await card(page, "En gestion").innerText())).toMatch(/^En gestion 14\b/);
      expect(plain(await card(page, "Intendances en cours").innerText())).toMatch(
        /^Intendances en cours 15\b/,
      );
      // Every mission is counted, the fixed-price ones too: the card says so (walk: « Mandats de gestion » alone).
      expect(plain(await card(page, "Missions").innerText())).toBe(
        "Missions 0 Mandats de gestion et missions au forfait",
      );
      await screenshot(page, `tableau-de-bord-${size.label}`);

      await page.goto(`${server.url}/appartements/`);
      await visible(rowOf(page, "Bail-0"));
      // The 20 on one page; 18 of them "Occupé" (a status is no word of the server's search: counted on the page).
      expect(await countText(page)).toBe("1–20 sur 20 lignes");
      expect(await rowOf(page, "Occupé").count()).toBe(18);
      // Occupied and managed: 14, so 18 - 14 = the 4 "louées"; all managed ones: the 14 "en gestion".
      await page.getByRole("switch", { name: "En gestion" }).click();
      await page.waitForFunction(() =>
        document.querySelector("[data-slot=table-count]")?.textContent?.includes("sur 14 lignes"),
      );
      await visible(rowOf(page, "Bail-0"));
      expect(await countText(page)).toBe("1–14 sur 14 lignes");
      expect(await rowOf(page, "Occupé").count()).toBe(14);
      await page.goto(`${server.url}/dossiers/`);
      await visible(rowOf(page, "Bail-0"));
      expect(await countText(page)).toBe("1–18 sur 18 lignes");
      await page.goto(`${server.url}/intendance/`);
      await visible(rowOf(page, "Bail-0"));
      expect(await countText(page)).toBe("1–15 sur 15 lignes");
    });
  }
});
