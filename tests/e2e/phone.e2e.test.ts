import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, apiOk, seedClient } from "./support/api";
import {
  hidden,
  pathname,
  screenshot,
  sidebarEntries,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 7, phones and narrow windows: at 390 x 844 no page of spec 2 is wider than the screen, the sidebar is a
// sheet behind a menu button; at 1440 x 900 it is the permanent 260 px sidebar. On both, the sticky Annuler /
// Créer bar never hides the focused field and notifications sit above it.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SIZES = [PHONE, DESKTOP] as const;
const sizeName = (s: { width: number }) => (s === PHONE ? "téléphone" : "bureau");

let server: E2EServer;
let token: string;
const ids: Record<string, number> = {};
let receiptUuid = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  const post = (resource: string, body: unknown) =>
    apiOk<{ id: number } & Record<string, unknown>>(
      server,
      token,
      "POST",
      `/api/${resource}`,
      body,
    );
  ids.client = (
    await seedClient(server, token, {
      nom: "Durand-Téléphone",
      prenom: "Élise",
      adresse: "12 rue de la Paix",
      codePostal: "75002",
      ville: "Paris",
    })
  ).id;
  ids.appartement = (
    await post("Appartement", {
      adresse: "8 boulevard Voltaire",
      codePostal: "75011",
      ville: "Paris",
      loyerHC: 850,
      charge: 120.5,
      surface: 42.5,
      nbPiece: 2,
    })
  ).id;
  ids.locataire = (
    await post("Locataire", {
      nom: "Martin",
      prenom: "Léa",
      mail: "lea.martin@example.fr",
      tel: "0698765432",
      adresse: "3 rue Oberkampf",
      codePostal: "75011",
      ville: "Paris",
    })
  ).id;
  ids.dossier = (
    await post("Dossier", {
      AppartementId: ids.appartement,
      LocataireId: ids.locataire,
      dateEntree: "2026-01-01",
      jourQuitance: 5,
      loyerHC: 850,
      loyerCharge: 120.5,
      dateCreationBail: "2025-12-15",
      dateDebutBail: "2026-01-01",
      depotGarantie: 850,
      numFraisDossier: "FD-2026-001",
    })
  ).id;
  ids.mission = (
    await post("Mission", {
      type: "Gestion locative",
      nbAppart: 3,
      accompte1: 500,
      accompte2: 500,
      reliquat: 200,
      valeurMissionAppt: 400,
    })
  ).id;
  await post("Intendance", {
    AppartementId: ids.appartement,
    dateDepart: "2026-01-01",
    dateFin: "2026-12-31",
    prix: 120,
    tva: 20,
  });
  const receipt = await post("Quitance", {
    DossierId: ids.dossier,
    AppartementId: ids.appartement,
    LocataireId: ids.locataire,
    date: "2026-02-01",
    prixHC: 850,
    charge: 120.5,
  });
  receiptUuid = String(receipt.uuid);
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

const ENTITIES = [
  { base: "/client", id: () => ids.client },
  { base: "/appartements", id: () => ids.appartement },
  { base: "/locataires", id: () => ids.locataire },
  { base: "/dossiers", id: () => ids.dossier },
  { base: "/missions", id: () => ids.mission },
];
/** Every route of spec 2 an admin can open, with real records behind the record screens. */
const ADMIN_PATHS = () => [
  "/",
  ...ENTITIES.flatMap((e) => [
    `${e.base}/`,
    `${e.base}/new`,
    `${e.base}/${e.id()}`,
    `${e.base}/${e.id()}/edit`,
  ]),
  "/quitances/",
  "/quitances/year",
  "/intendance/",
  "/parametres/",
  "/setPassword",
  "/404",
];
const ADMIN_MENU = [
  "Tableau de bord",
  "Clients",
  "Appartements",
  "Locataires",
  "Dossiers",
  "Missions",
  "Quittances",
  "Quittances annuelles",
  "Intendance",
  "Demandes",
  "Échéances",
  "Banque",
  "Révisions",
  "Reversements",
  "Prélèvements",
  "Comptabilité",
  "Paramètres",
  "Sécurité du compte",
  "Mot de passe",
  "Déconnexion",
];

/** The page has loaded what it shows: no request in flight, no skeleton left. */
/**
 * The screen is drawn: its code is in and its data read. networkidle alone passes on a blank page: while a screen's
 * code loads, its place renders nothing for 300 ms (route-view.tsx), then a busy skeleton.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => {
    const place = document.querySelector("main") ?? document.getElementById("root");
    return (
      !!place &&
      place.childElementCount > 0 &&
      !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]')
    );
  });
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openAt(page: Page, path: string): Promise<number> {
  await page.goto(`${server.url}${path}`);
  await settle(page);
  return scrollWidth(page);
}

/** The screens the issue asks to look at, at each size: dashboard, a list, a record and a form. */
async function screenshotScreens(page: Page) {
  const screens: [string, string][] = [
    ["tableau-de-bord", "/"],
    ["liste", "/appartements/"],
    ["fiche", `/client/${ids.client}`],
    ["formulaire", "/client/new"],
  ];
  for (const [name, path] of screens) {
    await openAt(page, path);
    await screenshot(page, name);
  }
}

async function login(page: Page) {
  await signInAdmin(page, server);
}

const menuButton = (page: Page) => page.getByRole("button", { name: "Ouvrir le menu" });
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Navigation principale" });
/** The sticky bar of a record form: the row holding its Annuler and submit buttons. */
const formBar = (page: Page) => page.getByRole("button", { name: "Annuler" }).locator("..");

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("élément sans boîte (invisible ?)");
  return b;
}

/** The box once it has stopped moving (two animation frames in a row give the same box). */
async function stableBox(locator: Locator) {
  let last = await box(locator);
  for (;;) {
    await locator
      .page()
      .evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const next = await box(locator);
    if (
      next.x === last.x &&
      next.y === last.y &&
      next.width === last.width &&
      next.height === last.height
    )
      return next;
    last = next;
  }
}

describe("téléphone 390 x 844", () => {
  it("aucune page de la spec 2 n'est plus large que l'écran", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    const tooWide: Record<string, number> = {};
    const check = async (path: string) => {
      const width = await openAt(page, path);
      if (width > PHONE.width) tooWide[path] = width;
    };
    // Logged out: the login page and the tenant's public receipt page.
    await check("/login");
    await screenshot(page, "connexion");
    const loginButton = await box(page.getByRole("button", { name: "Se connecter" }));
    await check(`/quitance/validation/true/${receiptUuid}`);
    await screenshot(page, "question-quittance");
    // Opening the link answers nothing: only the button does (issue 20).
    await page.getByRole("button", { name: "Confirmer que j'ai payé" }).click();
    await visible(page.getByText("Merci pour votre réponse"));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "confirmation-quittance");

    await page.goto(`${server.url}/login`);
    await signInAdmin(page, server);
    for (const path of ADMIN_PATHS()) await check(path);
    // The tabs of each record screen (?tab=) too: files, images, linked lists.
    for (const e of ENTITIES) {
      await openAt(page, `${e.base}/${e.id()}`);
      for (const name of await page.getByRole("tab").allInnerTexts()) {
        await page.getByRole("tab", { name, exact: true }).click();
        await settle(page);
        const width = await scrollWidth(page);
        if (width > PHONE.width) tooWide[`${e.base}/${e.id()} onglet ${name}`] = width;
      }
    }
    expect(tooWide).toEqual({});
    // The login card takes the screen's width (minus its margins), not a sliver beside a sidebar.
    expect(loginButton.width).toBeGreaterThan(PHONE.width - 100);

    await screenshotScreens(page);
    // Every page of spec 2 with a screenshot each: over 90 s beside another file on 2 cores.
  }, 300_000);

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
    await visible(sheet.getByText(server.admin.email));
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

    await page.goto(`${server.url}/intendance/`);
    await settle(page);
    await page.getByRole("button", { name: "Nouvelle intendance" }).click();
    const form = page.getByRole("dialog", { name: "Nouvelle intendance" });
    await visible(form);
    await fits(form, "Ajouter");
    await screenshot(page, "dialogue-intendance", undefined, { fullPage: false });
    await page.keyboard.press("Escape");
    await hidden(form);

    // The selection dialog (an apartment's owners, "Ajouter"): a table of records, one "Choisir" per row.
    await page.goto(`${server.url}/appartements/${ids.appartement}`);
    await settle(page);
    await page.getByRole("tab", { name: "Propriétaires" }).click();
    await page.getByRole("button", { name: "Ajouter" }).click();
    const selection = page.getByRole("dialog");
    await visible(selection.getByRole("row").filter({ hasText: "Durand-Téléphone" }));
    await fits(selection, "Choisir");
    await screenshot(page, "dialogue-selection", undefined, { fullPage: false });
  });
});

describe("fenêtre étroite 800 x 900", () => {
  it("sous 1024 px les formulaires passent sur une colonne ; à 1440 px ils en ont plusieurs", async () => {
    const { page } = browser();
    const columns = async () => {
      await page.goto(`${server.url}/client/new`);
      await settle(page);
      const lefts = await page
        .locator("form [data-slot='field-group']")
        .first()
        .locator(":scope > *")
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      return new Set(lefts).size;
    };
    await page.setViewportSize({ width: 800, height: 900 });
    await login(page);
    expect(await columns()).toBe(1);
    await screenshot(page, "formulaire-800", undefined, { fullPage: false });
    await page.setViewportSize(DESKTOP);
    expect(await columns()).toBeGreaterThan(1);
  });
});

describe("bureau 1440 x 900", () => {
  it("le menu latéral reste permanent, 260 px, sans bouton menu", async () => {
    const { page } = browser();
    await page.setViewportSize(DESKTOP);
    await login(page);
    await settle(page);
    const nav = await box(sidebar(page));
    expect(nav).toMatchObject({ x: 0, width: 260, height: DESKTOP.height });
    expect(await menuButton(page).count()).toBe(0);
    expect((await box(page.getByRole("main"))).x).toBe(260);
    expect(await sidebarEntries(page)).toEqual(ADMIN_MENU);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(DESKTOP.width);

    await screenshotScreens(page);
    await page.goto(`${server.url}/logout`);
    await waitForPath(page, "/login");
    await settle(page);
    await screenshot(page, "connexion");
  });
});

describe.each(SIZES)("barre Annuler / Créer (%o)", (size) => {
  it(`${sizeName(size)} : le champ qui prend le focus n'est pas sous la barre collante`, async () => {
    const { page } = browser();
    await page.setViewportSize(size);
    await login(page);
    await page.goto(`${server.url}/appartements/new`);
    await settle(page);
    const fields = page.locator("form").getByRole("textbox");
    // The form is drawn once its route's code is in: count its fields then, not at a blank page (networkidle).
    await visible(formBar(page));
    await visible(fields.nth(6));
    const count = await fields.count();
    expect(count).toBeGreaterThan(6);
    // A field near the end of the long form, and the one before it in the tab order.
    const previous = fields.nth(count - 4);
    const target = fields.nth(count - 3);
    await previous.focus();
    // Scroll so that the target sits right behind the bar (a user tabbing down the form gets there).
    const bar = formBar(page);
    const t = await box(target);
    const b = await box(bar);
    await page.evaluate((dy) => window.scrollBy(0, dy), t.y + t.height / 2 - (b.y + b.height / 2));
    const under = await box(target);
    const barNow = await box(bar);
    expect(under.y + under.height).toBeGreaterThan(barNow.y); // the scenario: the bar covers it

    await page.keyboard.press("Tab");
    expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
    const focused = await stableBox(target);
    const barAfter = await box(bar);
    expect(focused.y + focused.height).toBeLessThanOrEqual(barAfter.y);
    // Nor under the sticky header.
    const header = page.locator("header");
    if (await header.count()) {
      const h = await box(header);
      expect(focused.y).toBeGreaterThanOrEqual(h.y + h.height);
    }
    await screenshot(page, "champ-focalise", undefined, { fullPage: false });
  });

  it(`${sizeName(size)} : les notifications ne couvrent aucun champ (en haut sur l'en-tête au téléphone, en bas à gauche sur le pied du menu sur le bureau), région en français`, async () => {
    const { page } = browser();
    await page.setViewportSize(size);
    await login(page);
    await page.goto(`${server.url}/client/new`);
    await settle(page);
    await page.getByRole("button", { name: "Créer" }).click();
    const note = toast(page, "Veuillez renseigner les champs obligatoires.");
    await visible(note);
    // Sonner slides the toast in: measure once it stands still.
    const n = await stableBox(note);
    const bar = await box(formBar(page));
    if (size.width < 600) {
      // Issue 42: within the sticky header (the menu button and the title): what scrolls under it is hidden by it
      // already, so the toast hides no field; centred, the form bar left free.
      const header = await box(page.locator("header"));
      expect(n.y).toBeGreaterThanOrEqual(header.y);
      expect(n.y + n.height).toBeLessThanOrEqual(header.y + header.height);
      expect(Math.abs(n.x + n.width / 2 - size.width / 2)).toBeLessThanOrEqual(2);
    } else {
      // Issue 42: in the bottom-left corner, over the sidebar's foot (260 px), beside the bar.
      expect(n.x + n.width).toBeLessThanOrEqual(Math.min(260, bar.x));
      expect(n.y + n.height).toBeGreaterThan(size.height * 0.75);
      const fields = await page
        .locator("main input, main textarea, main button[role=combobox]")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      const covered = fields.filter(
        (f) =>
          f.width > 0 &&
          f.x < n.x + n.width &&
          n.x < f.x + f.width &&
          f.y < n.y + n.height &&
          n.y < f.y + f.height,
      );
      expect(covered).toEqual([]);
    }
    const region = page
      .locator("section[aria-label]")
      .filter({ has: page.locator("[data-sonner-toaster]") });
    const label = await region.getAttribute("aria-label");
    expect(label).toMatch(/^Notifications/);
    expect(label).not.toMatch(/altKey|Key|Digit/); // sonner's default names the shortcut "altKey+T"
    await screenshot(page, "notification", undefined, { fullPage: false });
    expect(pathname(page)).toBe("/client/new");
  });
});
