import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin, apiOk, seedClient, seedUser } from "./support/api";
import {
  DESKTOP,
  hidden,
  PHONE,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 25, phones: at 390 x 844 every route of the app (lists, each record with each of its tabs, forms,
// Paramètres tabs, dashboard, receipts) fits the screen: no element reaches past its right edge, and every list
// shows its rows as cards (title, status, fields, actions in the card's footer) instead of a table to scroll
// sideways. A receipt's status is changed on the phone. At 1440 the same lists are still tables.

let server: E2EServer;
let token: string;
const ids: Record<string, number> = {};
let receiptUuid = "";
const MOIS = "2026-02";

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  const call = (method: string, path: string, body?: unknown) =>
    apiOk<{ id: number } & Record<string, unknown>>(server, token, method, `/api/${path}`, body);
  ids.client = (
    await seedClient(server, token, {
      nom: "Durand-Téléphone-Propriétaire-Avec-Un-Nom-Long",
      prenom: "Élise",
      adresse: "12 rue de la Paix",
      codePostal: "75002",
      ville: "Paris",
    })
  ).id;
  ids.appartement = (
    await call("POST", "Appartement", {
      adresse: "8 boulevard Voltaire, escalier B, 4e étage porte gauche",
      codePostal: "75011",
      ville: "Paris",
      loyerHC: 850,
      charge: 120.5,
      surface: 42.5,
      nbPiece: 2,
    })
  ).id;
  await call("PUT", `Appartement/${ids.appartement}/owner/add/${ids.client}`);
  ids.locataire = (
    await call("POST", "Locataire", {
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
    await call("POST", "Dossier", {
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
    await call("POST", "Mission", {
      type: "Gestion locative",
      nbAppart: 3,
      accompte1: 500,
      accompte2: 500,
      reliquat: 200,
      valeurMissionAppt: 400,
    })
  ).id;
  await call("PUT", `Mission/${ids.mission}/client/add/${ids.client}`);
  await call("POST", "Accompte", {
    MissionId: ids.mission,
    dateDepart: "2026-01-01",
    dateFin: "2026-01-31",
    prix: 300,
    tva: 20,
  });
  await call("POST", "Intendance", {
    AppartementId: ids.appartement,
    dateDepart: "2026-01-01",
    dateFin: "2026-12-31",
    prix: 120,
    tva: 20,
  });
  const receipt = await call("POST", "Quitance", {
    DossierId: ids.dossier,
    AppartementId: ids.appartement,
    LocataireId: ids.locataire,
    date: `${MOIS}-01`,
    prixHC: 850,
    charge: 120.5,
  });
  ids.quitance = receipt.id;
  receiptUuid = String(receipt.uuid);
  // A reminder puts a mail in the outbox (Paramètres > Envois); a refusal only leaves that list empty.
  await apiCall(server, token, "POST", `/api/Quitance/${ids.quitance}/relance`);
  await seedUser(server, token, "gestionnaire@example.fr", "user");
  // A file on the tenant (its Fichiers tab).
  const form = new FormData();
  form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "bail.pdf");
  form.append("nom", "Bail signé");
  const res = await fetch(`${server.url}/api/Fichier`, {
    method: "POST",
    headers: { Authorization: `Token ${token}` },
    body: form,
  });
  const fichier = (await res.json()) as { id: number };
  await call("PUT", `Locataire/${ids.locataire}/fichier/add/${fichier.id}`);
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

const RECORDS = () => [
  { base: "/client", id: ids.client },
  { base: "/appartements", id: ids.appartement },
  { base: "/locataires", id: ids.locataire },
  { base: "/dossiers", id: ids.dossier },
  { base: "/missions", id: ids.mission },
];
const LISTS = [
  "/client/",
  "/appartements/",
  "/locataires/",
  "/dossiers/",
  "/missions/",
  `/quitances/?mois=${MOIS}`,
  "/quitances/year?annee=2026",
  "/intendance/",
  "/revisions/",
];

/** The page has loaded what it shows: no request in flight, no skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await hidden(page.locator('[data-slot="skeleton"]'));
}

/**
 * What reaches past the screen's edges: the page's own width, and every visible element whose box ends beyond
 * the viewport (one inside a container scrolling sideways counts too: the design has none).
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth} px`);
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      // Invisible: Radix's native inputs behind its checkboxes and switches (transparent, shifted left).
      if (style.visibility === "hidden" || style.opacity === "0") continue;
      // Visually hidden text (sr-only) is clipped to one pixel: not on the screen.
      if (el.closest(".sr-only")) continue;
      if (r.right > width + 0.5 || r.left < -0.5) {
        const text = (el.textContent ?? "").trim().slice(0, 40);
        found.push(
          `<${el.tagName.toLowerCase()} class="${el.className}"> ${Math.round(r.left)}–${Math.round(r.right)} « ${text} »`,
        );
      }
    }
    return found.slice(0, 5);
  });
}

/** The lists' rows on this screen: each a card (a grid, not a table row), its actions inside the screen. */
async function checkCards(page: Page, where: string, problems: Record<string, string[]>) {
  const cards = await page.locator("tbody[data-slot=table-body] > tr").evaluateAll((rows) =>
    rows
      .filter((r) => r.getBoundingClientRect().height > 0)
      .map((r) => {
        // Its controls (actions, status switch, contact star) inside the card, not past its border.
        const controls = [...r.querySelectorAll("button, a, input")].filter(
          (c) => c.getBoundingClientRect().width > 0 && getComputedStyle(c).opacity !== "0",
        );
        const card = r.getBoundingClientRect();
        return {
          display: getComputedStyle(r).display,
          border: getComputedStyle(r).borderTopWidth,
          right: card.right,
          controlPastCard: controls.some((c) => c.getBoundingClientRect().right > card.right - 1),
          actions: r.querySelectorAll("[data-card=actions] button, [data-card=actions] a").length,
          header: r.closest("table")?.querySelector("thead")?.getBoundingClientRect().height ?? 0,
        };
      }),
  );
  const bad = cards.filter(
    (c) =>
      c.display !== "grid" ||
      c.border === "0px" ||
      c.right > PHONE.width ||
      c.controlPastCard ||
      c.header > 0,
  );
  if (bad.length) problems[where] = bad.map((c) => JSON.stringify(c));
  return cards.length;
}

async function login(page: Page) {
  await signInAdmin(page, server);
}

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
    const visit = async (path: string) => {
      await page.goto(`${server.url}${path}`);
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
    await visit(`/quitance/validation/true/${receiptUuid}`);
    await page.goto(`${server.url}/login`);
    await login(page);
    await visit("/");
    // The charts' tables ("Voir les chiffres") open too.
    const more = page.getByRole("button", { name: "Voir les chiffres" });
    while (await more.count()) await more.first().click();
    await check("/ chiffres");
    for (const path of LISTS) await visit(path);
    for (const r of RECORDS()) {
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
      await page.goto(`${server.url}${path}`);
      await settle(page);
      if (tab) await page.getByRole("tab", { name: tab, exact: true }).click();
      await page.getByRole("button", { name: button, exact: true }).first().click();
      const dialog = page.locator("[role=dialog], [role=alertdialog]");
      await visible(dialog);
      await page.waitForTimeout(400); // the opening animation
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
    await page.waitForTimeout(600);
    const found = await overflowing(page);
    if (found.length) tooWide["Ctrl+K"] = found;
    expect(tooWide).toEqual({});
  });

  it("une liste : les cartes ont leur titre, leur statut, leurs champs et leurs actions ; le message d'une liste vide se lit en entier", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    await page.goto(`${server.url}/appartements/`);
    await settle(page);
    const card = page.getByRole("row").filter({ hasText: "8 boulevard Voltaire" });
    await visible(card);
    const title = await card.locator("[data-card=title]").innerText();
    expect(title).toContain("8 boulevard Voltaire");
    const labels = await card
      .locator("[data-card=field]")
      .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-label")));
    expect(labels.length).toBeGreaterThan(2);
    for (const name of ["Voir", "Modifier"]) {
      const b = await card.getByRole("link", { name }).boundingBox();
      expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, "appartements");

    // An empty list: its message whole, inside the screen.
    await page.getByRole("textbox", { name: "Rechercher" }).fill("aucun appartement ici");
    const empty = page.getByText("Aucun résultat pour cette recherche.");
    await visible(empty);
    const e = await empty.boundingBox();
    expect(e!.x + e!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await empty.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.goto(`${server.url}/quitances/?mois=2025-06`);
    await settle(page);
    const none = page.getByText("Aucune quittance pour ce mois.");
    await visible(none);
    const n = await none.boundingBox();
    expect(n!.x + n!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "liste-vide", undefined, { fullPage: false });
  });

  it("le statut d'une quittance se change sur le téléphone, sans défilement horizontal", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    await page.goto(`${server.url}/quitances/?mois=${MOIS}`);
    await settle(page);
    const card = page.getByRole("row").filter({ hasText: "Léa Martin" });
    await visible(card);
    const status = card.locator("[data-card=status]");
    expect(await status.innerText()).not.toContain("Payée");
    const button = card.getByRole("button", { name: /^Changer le statut/ });
    const b = await button.boundingBox();
    expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "quittances", undefined, { fullPage: false });
    await button.click();
    const item = page.getByRole("menuitem", { name: "Marquer payée" });
    await visible(item);
    const i = await item.boundingBox();
    expect(i!.x + i!.width).toBeLessThanOrEqual(PHONE.width);
    await item.click();
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    await page.waitForFunction(() => document.documentElement.scrollLeft === 0);
    await visible(status.getByText("Payée", { exact: true }));
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, "quittance-payee", undefined, { fullPage: false });
  });

  it("un acompte se modifie dans une fenêtre sur le téléphone, pas dans la ligne", async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await login(page);
    await page.goto(`${server.url}/missions/${ids.mission}`);
    await settle(page);
    await page.getByRole("tab", { name: "Paiements" }).click();
    await settle(page);
    const card = page.getByRole("row").filter({ hasText: "300,00" });
    await visible(card);
    await card.getByRole("button", { name: "Modifier la ligne" }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier la ligne" });
    await visible(dialog);
    // The row itself stays a card without inputs.
    expect(await card.getByRole("textbox").count()).toBe(0);
    const save = dialog.getByRole("button", { name: "Enregistrer la ligne" });
    const s = await save.boundingBox();
    expect(s!.x + s!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, "acompte-dialogue", undefined, { fullPage: false });
    const price = dialog.getByRole("textbox", { name: "Prix TTC" });
    await price.fill("350");
    await save.click();
    await hidden(dialog);
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    await visible(page.getByRole("row").filter({ hasText: "350,00" }));

    // A new instalment: the same dialog, no blank row in the list.
    await page.getByRole("button", { name: "Nouvel acompte" }).click();
    const created = page.getByRole("dialog", { name: "Nouvelle ligne" });
    await visible(created);
    await created.getByRole("button", { name: "Annuler" }).click();
    await hidden(created);
  });
});

describe("bureau 1440 x 900", () => {
  it("les listes restent des tableaux", async () => {
    const { page } = browser();
    await page.setViewportSize(DESKTOP);
    await login(page);
    await page.goto(`${server.url}/quitances/?mois=${MOIS}`);
    await settle(page);
    const row = page.getByRole("row").filter({ hasText: "Léa Martin" });
    await visible(row);
    expect(await row.evaluate((r) => getComputedStyle(r).display)).toBe("table-row");
    await visible(page.getByRole("columnheader", { name: "Locataire" }));
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, "quittances");
    await page.goto(`${server.url}/appartements/`);
    await settle(page);
    await screenshot(page, "appartements");
  });
});
