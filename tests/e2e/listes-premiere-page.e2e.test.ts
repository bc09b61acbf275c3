import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, apiOk } from "./support/api";
import { PHONE, signInAdmin, useBrowser, visible } from "./support/browser";
import { apartment, lease, tenant } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 72 item 4: every list screen asks its first page with the session's check (ADR 095, ADR 102), under the
// screen's own query key, so the screen finds it in the cache and asks nothing more. The tenants', dossiers' and
// caretaking lists each have a view of their own in the address (`vue`, `filtre`): opened on a view other than the
// default, the one request is that view's page, asked once. One server and one browser for the file.

let server: E2EServer;
beforeAll(async () => {
  server = await startServer();
  const token = await apiLogin(server, server.admin.email, server.admin.password);
  const call = (path: string, body: unknown) => apiOk(server, token, "POST", path, body);
  const a = await call("/api/Appartement", apartment("Première page"));
  const leased = await call("/api/Locataire", tenant("Bailleul"));
  await call("/api/Locataire", tenant("Sansdossier"));
  await call("/api/Dossier", lease(a.id, leased.id));
  await call("/api/Intendance", {
    nature: "depense",
    AppartementId: a.id,
    intitule: "Vitrier",
    montant: 80,
    numFacture: "V-1",
  });
}, 120_000);
afterAll(async () => server?.stop());

/** The GET requests of the list's resource (`/api/<resource>`) the page makes from now on. */
function listRequests(page: Page, resource: string): URL[] {
  const asked: URL[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.method() === "GET" && url.pathname === `/api/${resource}`) asked.push(url);
  });
  return asked;
}

const SCREENS = [
  {
    name: "locataires sans dossier, triés par nom décroissant",
    path: "/locataires/?vue=none&tri=-nom",
    resource: "Locataire",
    screen: "locataire-list-page",
    row: "Sansdossier",
    params: { situation: "sans-dossier", tri: "-nom", page: "1", taille: "20" },
  },
  {
    name: "dossiers en cours, archives affichées",
    path: "/dossiers/?archives=1",
    resource: "Dossier",
    screen: "dossier-list-page",
    row: "Première page",
    params: { etat: "en-cours", archives: "1", page: "1", taille: "20" },
  },
  {
    name: "intendance, les dépenses",
    path: "/intendance/?filtre=depenses",
    resource: "Intendance",
    screen: "intendance-list-page",
    row: "Vitrier",
    params: { vue: "depenses", page: "1", taille: "20" },
  },
] as const;

describe("la première page d'une liste demandée avec la vérification de la session", () => {
  const browser = useBrowser({ viewport: PHONE });

  for (const screen of SCREENS) {
    it(`${screen.name} : une seule requête pour la première page`, async () => {
      const { page } = browser();
      const url = `${server.url}${screen.path}`;
      await signInAdmin(page, server, url);
      await visible(page.locator("tbody tr td[data-card='title']").filter({ hasText: screen.row }));
      // The measured navigation: a reload of the list, the session stored.
      const asked = listRequests(page, screen.resource);
      await page.goto(url);
      await visible(page.locator("tbody tr td[data-card='title']").filter({ hasText: screen.row }));
      await page.waitForLoadState("networkidle");
      expect(
        asked.map((u) => u.search),
        "la première page demandée une seule fois",
      ).toHaveLength(1);
      const first = asked[0]!;
      for (const [name, value] of Object.entries(screen.params))
        expect(first.searchParams.get(name), name).toBe(value);
      // Asked with the session's check, not by the screen: the page left before the screen's code was even asked
      // for (the screen, once its code came, would ask it only then). Resource Timing.
      const timing = await page.evaluate(
        ([resource, screenChunk]) => {
          const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
          const list = entries.find((e) => new URL(e.name).pathname === `/api/${resource}`);
          const code = entries.find((e) => new URL(e.name).pathname.includes(`/${screenChunk}-`));
          return { list: list?.startTime ?? -1, code: code?.startTime ?? -1 };
        },
        [screen.resource, screen.screen] as const,
      );
      expect(timing.code, "le code de l'écran").toBeGreaterThan(0);
      expect(timing.list, "la page partie avant le code de l'écran").toBeLessThan(timing.code);
    });
  }
});
