import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { apiCall, apiLogin, apiOk, seedClient, seedUser } from "./api";
import { PHONE, signInAdmin, useBrowser } from "./browser";
import { startServer, type E2EServer } from "./server";
import { settled } from "./settle";

// The phone routes' file set-up (tests/e2e/phone-routes*.e2e.test.ts, issue 25): a server of the file's own with a
// record of each kind, a receipt and a file, the file's browser, the records and lists to open, what overflows the
// screen and what a list's cards must hold. Called once per file.

export function usePhoneRoutesFixtures() {
  const e2e = { receiptUuid: "" } as { server: E2EServer; token: string; receiptUuid: string };
  const ids: Record<string, number> = {};
  const MOIS = "2026-02";

  beforeAll(async () => {
    e2e.server = await startServer();
    e2e.token = await apiLogin(e2e.server, e2e.server.admin.email, e2e.server.admin.password);
    const call = (method: string, path: string, body?: unknown) =>
      apiOk<{ id: number } & Record<string, unknown>>(
        e2e.server,
        e2e.token,
        method,
        `/api/${path}`,
        body,
      );
    ids.client = (
      await seedClient(e2e.server, e2e.token, {
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
    // A GLI contract (issue 78): its screen, its « Bordereau » tab and the list.
    ids.contratGli = (
      await call("POST", "ContratGli", {
        assureur: "Assurances Loyers Impayés du Grand Paris",
        numeroContrat: "GLI-2026-000123",
        taux: 2.5,
      })
    ).id;
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
    e2e.receiptUuid = String(receipt.uuid);
    // A reminder puts a mail in the outbox (Paramètres > Envois); a refusal only leaves that list empty.
    await apiCall(e2e.server, e2e.token, "POST", `/api/Quitance/${ids.quitance}/relance`);
    await seedUser(e2e.server, e2e.token, "gestionnaire@example.fr", "user");
    // A file on the tenant (its Fichiers tab).
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "bail.pdf");
    form.append("nom", "Bail signé");
    const res = await fetch(`${e2e.server.url}/api/Fichier`, {
      method: "POST",
      headers: { Authorization: `Token ${e2e.token}` },
      body: form,
    });
    const fichier = (await res.json()) as { id: number };
    await call("PUT", `Locataire/${ids.locataire}/fichier/add/${fichier.id}`);
  });
  afterAll(async () => {
    await e2e.server?.stop();
  });
  const browser = useBrowser();

  const records = () => [
    { base: "/client", id: ids.client },
    { base: "/appartements", id: ids.appartement },
    { base: "/locataires", id: ids.locataire },
    { base: "/dossiers", id: ids.dossier },
    { base: "/missions", id: ids.mission },
    { base: "/contrats-gli", id: ids.contratGli },
  ];
  const LISTS = [
    "/client/",
    "/appartements/",
    "/locataires/",
    "/dossiers/",
    "/missions/",
    "/contrats-gli/",
    `/quitances/?mois=${MOIS}`,
    "/quitances/year?annee=2026",
    "/intendance/",
    "/revisions/",
    // The menu's other screens: the flows through them run at 1440 px only (`BUREAU_SEUL`), so their phone
    // layout is checked here, one visit each.
    "/aides-logement/",
    "/banque/",
    "/comptabilite/",
    "/demandes/",
    "/echeances/",
    "/interventions/",
    "/paiements-fournisseurs/",
    "/prelevements/",
    "/reversements/",
  ];

  /** The page has loaded what it shows: no request in flight, no skeleton left (support/settle.ts). */
  const settle = settled;

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
    await signInAdmin(page, e2e.server);
  }

  return { e2e, ids, MOIS, browser, records, LISTS, settle, overflowing, checkCards, login };
}
