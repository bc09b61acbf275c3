import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { apiLogin, apiOk, seedClient } from "./api";
import { screenshot, signInAdmin, useBrowser } from "./browser";
import { settled } from "./settle";
import { startServer, type E2EServer } from "./server";

// The phone tests' file set-up (tests/e2e/phone*.e2e.test.ts, issue 7): a server of the file's own with a client, an
// apartment, a tenant, a lease, a mission, a caretaking and a receipt, the file's browser, and what the tests look
// at (the menu's entries, a screen settled, a box that stopped moving). Called once per file.

export function usePhoneFixtures() {
  const e2e = { receiptUuid: "" } as { server: E2EServer; token: string; receiptUuid: string };
  const PHONE = { width: 390, height: 844 };
  const DESKTOP = { width: 1440, height: 900 };
  const SIZES = [PHONE, DESKTOP] as const;
  const sizeName = (s: { width: number }) => (s === PHONE ? "téléphone" : "bureau");

  const ids: Record<string, number> = {};
  beforeAll(async () => {
    e2e.server = await startServer();
    e2e.token = await apiLogin(e2e.server, e2e.server.admin.email, e2e.server.admin.password);
    const post = (resource: string, body: unknown) =>
      apiOk<{ id: number } & Record<string, unknown>>(
        e2e.server,
        e2e.token,
        "POST",
        `/api/${resource}`,
        body,
      );
    ids.client = (
      await seedClient(e2e.server, e2e.token, {
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
    e2e.receiptUuid = String(receipt.uuid);
  });
  afterAll(async () => {
    await e2e.server?.stop();
  });
  const browser = useBrowser();

  const ADMIN_MENU = [
    "Tableau de bord",
    "Clients",
    "Appartements",
    "Locataires",
    "Dossiers",
    "Fournisseurs",
    "Contrats GLI",
    "Missions",
    "Quittances",
    "Quittances annuelles",
    "Intendance",
    "Demandes",
    "Échéances",
    "Aides au logement",
    "Banque",
    "Révisions",
    "Reversements",
    "Travaux",
    "Paiements fournisseurs",
    "Prélèvements",
    "Comptabilité",
    "Paramètres",
    "Sécurité du compte",
    "Mot de passe",
    "Déconnexion",
  ];

  /**
   * The screen is drawn: its code is in and its data read, no skeleton left (support/settle.ts; networkidle alone
   * passed on a blank page while a screen's code loaded).
   */
  const settle = settled;

  const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  async function openAt(page: Page, path: string): Promise<number> {
    await page.goto(`${e2e.server.url}${path}`);
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
    await signInAdmin(page, e2e.server);
  }

  const menuButton = (page: Page) => page.getByRole("button", { name: "Ouvrir le menu" });
  const sidebar = (page: Page) =>
    page.getByRole("complementary", { name: "Navigation principale" });
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

  return {
    e2e,
    PHONE,
    DESKTOP,
    SIZES,
    sizeName,
    ids,
    browser,
    ADMIN_MENU,
    settle,
    scrollWidth,
    openAt,
    screenshotScreens,
    login,
    menuButton,
    sidebar,
    formBar,
    box,
    stableBox,
  };
}
