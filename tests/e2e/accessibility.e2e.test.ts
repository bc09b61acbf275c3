import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiOk, seedClient } from "./support/api";
import { useAdminServer } from "./support/admin-server";
import { violations } from "./support/axe";
import { screenshot, signInAdmin, useBrowser } from "./support/browser";
import { navigateInApp, settled } from "./support/settle";
import { apartment, lease, SIZES, tenant } from "./support/lists";
import { nombreDe } from "../../worker/domain/francais/pluriel";

// Issue 25, part 8: axe-core on every screen (lists, a record of each resource with each of its tabs, the settings'
// tabs, the dashboard, the login page) at 1440 px, and the lists, dashboard and settings at 390 px, finds no
// serious or critical violation; the login form and a list are used with the keyboard alone, the focused element
// always visibly outlined.

const e2e = useAdminServer();

// Read at 1440 px only: a form (`/edit`, `/new`) and the static pages have the same markup at both widths, CSS
// alone lays them out (phone-routes*.e2e.test.ts checks that at 390 px); so do the records' screens, whose tabs show
// the lists' one table component, read as cards at 390 px on the lists themselves. Lists, the dashboard, the header
// (the menu sheet) and Paramètres change markup on a phone: axe reads those at both widths (ADR 138).
const SAME_MARKUP = (path: string) => /\/(edit|new)$|^\/(404|securite)$/.test(path);

describe("accessibilité (axe) sur chaque écran", () => {
  const browser = useBrowser();
  const groups: Record<string, string[]> = {};

  beforeAll(async () => {
    const { server, token } = e2e;
    const post = (resource: string, body: unknown) =>
      apiOk(server, token, "POST", `/api/${resource}`, body);
    const client = await seedClient(server, token, { nom: "Axe", prenom: "Anne" });
    const appart = await post("Appartement", apartment("axe"));
    await apiOk(server, token, "PUT", `/api/Appartement/${appart.id}/owner/add/${client.id}`);
    const locataire = await post("Locataire", tenant("Accessible"));
    const dossier = await post("Dossier", lease(appart.id, locataire.id));
    // Keys back: the "Dépôt de garantie" tab shows its editor, not only its notice.
    await apiOk(server, token, "PUT", `/api/Dossier/${dossier.id}`, {
      dateRestitutionCles: "2026-11-01",
    });
    const mission = await post("Mission", {
      type: "Gestion locative",
      nbAppart: 1,
      accompte1: 1,
      accompte2: 1,
      reliquat: 1,
      valeurMissionAppt: 3,
    });
    await post("Intendance", {
      AppartementId: appart.id,
      dateDepart: "2026-01-01",
      dateFin: "2026-12-31",
      prix: 120,
      tva: 20,
    });
    const record = (base: string, id: number, tabs: string[]) => [
      `${base}/${id}`,
      `${base}/${id}/edit`,
      ...tabs.map((tab) => `${base}/${id}?tab=${tab}`),
    ];
    groups.listes = [
      "/",
      "/client/",
      "/appartements/",
      "/locataires/",
      "/dossiers/",
      "/missions/",
      "/quitances",
      "/quitances/year",
      "/intendance",
      "/banque",
      "/revisions",
      "/client/new",
      "/securite",
      "/404",
      ...[
        "variables",
        "equipements",
        "utilisateurs",
        "relances",
        "irl",
        "envois",
        "taches",
        "sauvegarde",
        "reprise",
        "journal",
        "agence",
        "mandats",
        "comptabilite",
        "donnees",
        "securite",
      ].map((tab) => `/parametres?tab=${tab}`),
    ];
    groups["clients et appartements"] = [
      ...record("/client", client.id, [
        "appartements",
        "missions",
        "quittances",
        "factures",
        "fichiers",
      ]),
      ...record("/appartements", appart.id, [
        "proprietaires",
        "dossiers",
        "missions",
        "intendance",
        "etats",
        "mobilier",
        "diagnostics",
        "fichiers",
        "historique",
      ]),
    ];
    groups["locataires, dossiers, missions"] = [
      ...record("/locataires", locataire.id, ["dossiers", "fichiers"]),
      ...record("/dossiers", dossier.id, [
        "compte",
        "regularisations",
        "cautions",
        "etats",
        "depot",
        "documents",
      ]),
      ...record("/missions", mission.id, ["clients", "appartements", "paiements", "documents"]),
    ];
  });

  for (const size of SIZES) {
    const read =
      size.width >= 1440
        ? ["listes", "clients et appartements", "locataires, dossiers, missions"]
        : ["listes"];
    for (const group of read) {
      it(`aucune violation grave ni critique : ${group} (${size.label} px)`, async () => {
        const { page } = browser();
        await page.setViewportSize({ width: size.width, height: size.height });
        const found: string[] = [];
        const check = async (path: string) => {
          await settled(page);
          const seen = (await violations(page)).map((v) => `${path} : ${v}`);
          if (seen.length) console.log(`axe (${size.label} px) :\n${seen.join("\n")}`);
          found.push(...seen);
        };
        if (group === "listes") {
          await page.goto(`${e2e.server.url}/login`);
          await check("/login");
        }
        await signInAdmin(page, e2e.server);
        const paths = (groups[group] ?? []).filter(
          (path) => size.width >= 1440 || !SAME_MARKUP(path),
        );
        for (const path of paths) {
          // In the app, not a new page load: the app and axe stay loaded (issue 72: 232 s for this file before).
          await navigateInApp(page, path);
          await check(path);
        }
        console.log(
          `axe (${size.label} px) ${group} : ${nombreDe(paths.length, "écran")}, ${nombreDe(found.length, "violation")}`,
        );
        expect(found).toEqual([]);
      }, 240_000);
    }
  }
});

/** What shows the focused element: an outline or a ring (box-shadow), in the element's own computed style. */
async function focusShown(page: Page): Promise<{ what: string; shown: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { what: "body", shown: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    const what = `${el.tagName.toLowerCase()} « ${(el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "").trim().slice(0, 40)} »`;
    return { what, shown: outline || ring };
  });
}

/** Tabs forward up to `steps` times (until focus leaves the page): what got the focus, what showed it not. */
async function tabThrough(page: Page, steps: number) {
  const reached: string[] = [];
  const unseen: string[] = [];
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press("Tab");
    const { what, shown } = await focusShown(page);
    if (what === "body") break;
    reached.push(what);
    if (!shown) unseen.push(what);
  }
  return { reached, unseen };
}

describe("au clavier seul, le focus toujours visible", () => {
  const browser = useBrowser({ viewport: { width: 1440, height: 900 } });

  it("la connexion au clavier, puis une liste parcourue au clavier", async () => {
    const { page } = browser();
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel("Adresse e-mail").waitFor();
    // The e-mail field has the focus on arrival; typed into, then Tab to each of the others, each outlined.
    const seen = [await focusShown(page)];
    await page.keyboard.type(e2e.server.admin.email);
    await page.keyboard.press("Tab");
    seen.push(await focusShown(page));
    await page.keyboard.type(e2e.server.admin.password);
    const rest = await tabThrough(page, 2); // "Se souvenir de moi", then "Se connecter"
    console.log(
      `Connexion au clavier : ${[...seen.map((f) => f.what), ...rest.reached].join(", ")}`,
    );
    expect(seen.every((f) => f.shown)).toBe(true);
    expect(rest.reached).toHaveLength(2);
    expect(rest.unseen).toEqual([]);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/");

    for (const nom of ["Clavier", "Tabulation"])
      await seedClient(e2e.server, e2e.token, { nom, prenom: "Anne" });
    await page.goto(`${e2e.server.url}/client/`);
    await settled(page);
    // The sidebar, the header's search, the list's toolbar, its rows and their actions.
    const list = await tabThrough(page, 40);
    console.log(`Liste au clavier : ${list.reached.length} éléments atteints`);
    expect(list.reached.length).toBeGreaterThanOrEqual(15);
    expect(list.unseen).toEqual([]);
    await screenshot(page, "focus-liste", undefined, { fullPage: false });
  });

  it("Ctrl+K : temps de la première ouverture après le chargement (mesuré, rapporté)", async () => {
    const { page } = browser();
    await signInAdmin(page, e2e.server, `${e2e.server.url}/client/`);
    await settled(page);
    await page.waitForTimeout(1500); // the idle moment after load, as a user reading the page leaves it
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const seen = () => {
            if (!document.querySelector("[role=dialog]")) return false;
            requestAnimationFrame(() => resolve(performance.now() - start));
            return true;
          };
          const watch = new MutationObserver(() => seen() && watch.disconnect());
          watch.observe(document.body, { childList: true, subtree: true });
          window.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true }));
        }),
    );
    console.log(`Ctrl+K : première ouverture en ${Math.round(ms)} ms après le chargement`);
    expect(await page.getByRole("dialog").isVisible()).toBe(true);
  });
});
