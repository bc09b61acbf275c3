import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiOk, seedClient } from "./support/api";
import { hidden, pathname, screenshot, visible, waitForPath, useBrowser } from "./support/browser";
import type { E2EServer } from "./support/server";
import {
  SIZES,
  rowOf,
  search,
  activeText,
  apartment,
  tenant,
  lease,
  openAt,
  serverPool,
} from "./support/lists";

// Issue 7, "Lists and records" (1/2): rows open their record (click, Enter, arrow keys), Delete only where the
// server accepts it, tables inside their card. Every point at a desktop width and a phone width.

const browser = useBrowser();
const ownServer = serverPool();
const open = (server: E2EServer, size: (typeof SIZES)[number]) => openAt(browser, server, size);

describe("lignes : clic, Entrée et flèches ouvrent la fiche ; les boutons d'une ligne gardent leur rôle", () => {
  let server: E2EServer;
  let token: string;
  beforeAll(async () => ({ server, token } = await ownServer()));

  for (const size of SIZES) {
    it(`clients à ${size.label} px`, async () => {
      const names = ["Aubert", "Bernard", "Caron"].map((n) => `${n}-${size.label}`);
      // One after the other: the list shows them in id order, the order the arrows walk.
      const seeded: { id: number }[] = [];
      for (const nom of names)
        seeded.push(await seedClient(server, token, { nom, prenom: "Anne" }));
      const [a, b, c] = seeded;
      const page = await open(server, size);
      await page.goto(`${server.url}/client/`);
      await search(page, `-${size.label}`);
      await visible(rowOf(page, names[2]!));

      // A click anywhere in the row (not on its buttons) opens the record.
      await rowOf(page, names[0]!).getByRole("cell").first().click();
      await waitForPath(page, `/client/${a!.id}`);
      await page.goBack();
      await waitForPath(page, "/client/");

      // Keyboard: the first row takes the focus, the arrows move it, Enter opens the focused row.
      await search(page, `-${size.label}`);
      await rowOf(page, names[0]!).focus();
      await page.keyboard.press("ArrowDown");
      expect(await activeText(page)).toContain(names[1]);
      await page.keyboard.press("ArrowDown");
      expect(await activeText(page)).toContain(names[2]);
      await page.keyboard.press("ArrowDown"); // the last row keeps the focus
      expect(await activeText(page)).toContain(names[2]);
      await page.keyboard.press("Home");
      expect(await activeText(page)).toContain(names[0]);
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowUp");
      expect(await activeText(page)).toContain(names[1]);
      // One tab stop for the whole body: the other rows are reached with the arrows.
      expect(await page.locator("tbody tr[tabindex='0']").count()).toBe(1);
      await screenshot(page, `ligne-focus-${size.label}`);
      await page.keyboard.press("Enter");
      await waitForPath(page, `/client/${b!.id}`);

      // The row's own links and buttons keep their behaviour.
      await page.goto(`${server.url}/client/`);
      await search(page, names[2]!);
      await rowOf(page, names[2]!).getByRole("link", { name: "Modifier" }).click();
      await waitForPath(page, `/client/${c!.id}/edit`);
      await page.goto(`${server.url}/client/`);
      await search(page, names[2]!);
      await rowOf(page, names[2]!).getByRole("button", { name: "Supprimer" }).click();
      const dialog = page.getByRole("alertdialog");
      await visible(dialog);
      await dialog.getByText("Cette action est irréversible.").click(); // a click inside the dialog is not a click on the row
      await dialog.getByRole("button", { name: "Annuler" }).click();
      await hidden(dialog);
      expect(pathname(page)).toBe("/client/");
    });

    it(`intendance à ${size.label} px : la ligne ouvre sa fenêtre de modification`, async () => {
      const a = await apiOk(
        server,
        token,
        "POST",
        "/api/Appartement",
        apartment(`Intendance-${size.label}`),
      );
      await apiOk(server, token, "POST", "/api/Intendance", {
        AppartementId: a.id,
        dateDepart: "2020-01-01",
        dateFin: "2099-12-31",
        prix: 1800,
        tva: 20,
      });
      const page = await open(server, size);
      await page.goto(`${server.url}/intendance/`);
      // On the first page (the server's search reads a caretaking row's own fields, not its apartment's address).
      await rowOf(page, `Intendance-${size.label}`).getByRole("cell").first().click();
      await visible(page.getByRole("dialog", { name: "Modifier l'intendance" }));
    });
  }
});

describe("Supprimer n'est proposé que là où le serveur l'accepte", () => {
  let server: E2EServer;
  let token: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ server, token } = await ownServer());
    const owner = await seedClient(server, token, { nom: "Proprietaire-E2E", prenom: "Paul" });
    const sponsor = await seedClient(server, token, { nom: "Commanditaire-E2E", prenom: "Paul" });
    await seedClient(server, token, { nom: "Libre-E2E", prenom: "Paul" });
    const rented = await apiOk(server, token, "POST", "/api/Appartement", apartment("Loue-E2E"));
    await apiOk(server, token, "POST", "/api/Appartement", apartment("Nu-E2E"));
    await apiOk(server, token, "PUT", `/api/Appartement/${rented.id}/owner/add/${owner.id}`);
    const mission = await apiOk(server, token, "POST", "/api/Mission", {
      type: "Gestion locative",
      nbAppart: 1,
      accompte1: 1,
      accompte2: 1,
      reliquat: 1,
      valeurMissionAppt: 3,
    });
    await apiOk(server, token, "PUT", `/api/Mission/${mission.id}/client/add/${sponsor.id}`);
    const current = await apiOk(server, token, "POST", "/api/Locataire", tenant("Actuel-E2E"));
    const former = await apiOk(server, token, "POST", "/api/Locataire", tenant("Ancien-E2E"));
    await apiOk(server, token, "POST", "/api/Locataire", tenant("Sans-dossier-E2E"));
    const other = await apiOk(
      server,
      token,
      "POST",
      "/api/Appartement",
      apartment("Ancien-bail-E2E"),
    );
    ids.running = (
      await apiOk(server, token, "POST", "/api/Dossier", lease(rented.id, current.id))
    ).id;
    ids.closed = (
      await apiOk(
        server,
        token,
        "POST",
        "/api/Dossier",
        lease(other.id, former.id, { dateFinBail: "2025-01-31" }),
      )
    ).id;
  });

  const deleteIn = (page: Page, text: string) =>
    rowOf(page, text).getByRole("button", { name: "Supprimer" });

  async function offered(page: Page, path: string, text: string): Promise<boolean> {
    await page.goto(`${server.url}${path}`);
    await visible(rowOf(page, text));
    await visible(rowOf(page, text).getByRole("link", { name: "Modifier" })); // the row's actions are there
    return (await deleteIn(page, text).count()) > 0;
  }

  for (const size of SIZES) {
    it(`à ${size.label} px`, async () => {
      const page = await open(server, size);
      expect(await offered(page, "/client/", "Proprietaire-E2E")).toBe(false);
      expect(await offered(page, "/client/", "Commanditaire-E2E")).toBe(false);
      expect(await offered(page, "/client/", "Libre-E2E")).toBe(true);
      expect(await offered(page, "/appartements/", "Loue-E2E")).toBe(false);
      expect(await offered(page, "/appartements/", "Ancien-bail-E2E")).toBe(false);
      expect(await offered(page, "/appartements/", "Nu-E2E")).toBe(true);
      expect(await offered(page, "/locataires/", "Actuel-E2E")).toBe(false);
      expect(await offered(page, "/locataires/?vue=former", "Ancien-E2E")).toBe(false);
      expect(await offered(page, "/locataires/?vue=none", "Sans-dossier-E2E")).toBe(true);
      expect(await offered(page, "/dossiers/", "Loue-E2E")).toBe(false);
      await screenshot(page, `dossier-en-cours-sans-supprimer-${size.label}`);
      expect(await offered(page, "/dossiers/?vue=closed", "Ancien-bail-E2E")).toBe(true);
      // The record says the same: its read carries the flag the list used.
      expect((await apiOk(server, token, "GET", `/api/Dossier/${ids.running}`)).supprimable).toBe(
        false,
      );
      expect((await apiOk(server, token, "GET", `/api/Dossier/${ids.closed}`)).supprimable).toBe(
        true,
      );
    });
  }
});

describe("tables : jamais plus larges que leur carte, défilement horizontal dans la carte", () => {
  let server: E2EServer;
  let token: string;
  beforeAll(async () => {
    ({ server, token } = await ownServer());
    const owner = await seedClient(server, token, {
      nom: "Large-E2E",
      prenom: "Jean-Baptiste",
      ville: "Saint-Rémy-de-Provence",
    });
    for (let i = 0; i < 3; i++) {
      const a = await apiOk(
        server,
        token,
        "POST",
        "/api/Appartement",
        apartment(`${i} avenue des Champs-Élysées prolongée, bâtiment B`, {
          ville: "Saint-Rémy-de-Provence",
        }),
      );
      await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${owner.id}`);
      await apiOk(server, token, "POST", "/api/Intendance", {
        AppartementId: a.id,
        dateDepart: "2020-01-01",
        dateFin: "2099-12-31",
        prix: 1800,
        tva: 20,
      });
      const l = await apiOk(
        server,
        token,
        "POST",
        "/api/Locataire",
        tenant(`Delacroix-Montmorency ${i}`),
      );
      await apiOk(server, token, "POST", "/api/Dossier", lease(a.id, l.id));
    }
    await apiOk(server, token, "POST", "/api/Mission", {
      type: "Gestion locative",
      nbAppart: 3,
      accompte1: 500,
      accompte2: 500,
      reliquat: 200,
      valeurMissionAppt: 400,
    });
  });

  /** Each table card against the main area, and the table against its card. */
  const measure = (page: Page) =>
    page.evaluate(() => {
      const main = document.querySelector("main")!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>("[data-slot=table-container]")].map((c) => {
        const r = c.getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          mainLeft: main.left,
          mainRight: main.right,
          scrollWidth: c.scrollWidth,
          clientWidth: c.clientWidth,
          overflowX: getComputedStyle(c).overflowX,
        };
      });
    });

  const PAGES = [
    "/",
    "/client/",
    "/appartements/",
    "/locataires/",
    "/dossiers/",
    "/missions/",
    "/intendance/",
  ];

  for (const size of SIZES) {
    it(`à ${size.label} px`, async () => {
      const page = await open(server, size);
      for (const path of PAGES) {
        await page.goto(`${server.url}${path}`);
        // Loaded: every table has its rows or its one message (an empty table has no count).
        await page.waitForFunction(
          () =>
            document.querySelector("[data-slot=table-container] tbody") &&
            !document.querySelector("[data-slot=table-container] [data-slot=skeleton]"),
        );
        const tables = await measure(page);
        expect(tables.length, path).toBeGreaterThan(0);
        for (const t of tables) {
          // The card stays within the page's main area...
          expect(t.left, path).toBeGreaterThanOrEqual(t.mainLeft - 1);
          expect(t.right, path).toBeLessThanOrEqual(t.mainRight + 1);
          // ...and scrolls its table sideways when the table must be wider; at 1440 px every table fits.
          expect(t.overflowX, path).toBe("auto");
          if (size.width >= 1440)
            expect(t.scrollWidth, `${path} à ${size.width}`).toBeLessThanOrEqual(t.clientWidth);
        }
        await screenshot(page, `${path.replace(/\W/g, "") || "tableau-de-bord"}-${size.label}`);
      }
      // The intendance table's delete button (its last column) is reachable and works at every width.
      await page.goto(`${server.url}/intendance/`);
      const remove = rowOf(page, "0 avenue").getByRole("button", { name: "Supprimer" });
      await remove.scrollIntoViewIfNeeded();
      const box = (await remove.boundingBox())!;
      const card = (await page.locator("[data-slot=table-container]").boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
      expect(box.x).toBeGreaterThanOrEqual(card.x - 1);
      await remove.click();
      await visible(page.getByRole("alertdialog"));
      await page.getByRole("button", { name: "Annuler" }).click();
    });
  }
});
