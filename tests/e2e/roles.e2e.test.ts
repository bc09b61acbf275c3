import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, seedUser, type Role } from "./support/api";
import {
  loginUI,
  pathname,
  screenshot,
  sidebarEntries,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Spec 2 (routes, sidebar by role, /404, unknown paths) and 6 (dashboard and settings are admin only).
let server: E2EServer;
const accounts: Record<Role, { email: string; password: string }> = {} as never;
beforeAll(async () => {
  server = await startServer();
  const admin = await apiLogin(server, server.admin.email, server.admin.password);
  accounts.admin = server.admin;
  accounts.user = await seedUser(server, admin, "utilisateur@e2e.test", "user");
  accounts.user_delete = await seedUser(server, admin, "suppression@e2e.test", "user_delete");
  accounts.comptable = await seedUser(server, admin, "comptable@e2e.test", "comptable");
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

const STAFF_MENU = [
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
];
const ACCOUNT_MENU = ["Sécurité du compte", "Mot de passe", "Déconnexion"];
const NOT_FOUND = "Cette page n'existe pas...";

const HOME: Record<Role, string> = {
  admin: "/",
  user: "/appartements/",
  user_delete: "/appartements/",
  comptable: "/comptabilite/",
};
const MENU: Record<Role, string[]> = {
  admin: ["Tableau de bord", ...STAFF_MENU, "Comptabilité", "Paramètres", ...ACCOUNT_MENU],
  user: [...STAFF_MENU, ...ACCOUNT_MENU],
  user_delete: [...STAFF_MENU, ...ACCOUNT_MENU],
  comptable: [...STAFF_MENU, "Comptabilité", ...ACCOUNT_MENU],
};
const ROLE_LABEL: Record<Role, string> = {
  admin: "Administrateur",
  user: "Ajout / Edition",
  user_delete: "Ajout / Edition / Suppression",
  comptable: "Comptable",
};

describe("menu latéral par rôle", () => {
  it.each(["admin", "user", "user_delete", "comptable"] as const)(
    "%s : les entrées de son rôle, l'entrée active en évidence",
    async (role) => {
      const { page } = browser();
      await loginUI(page, server, accounts[role].email, accounts[role].password, {
        expectPath: HOME[role],
      });
      const entries = await sidebarEntries(page);
      expect(entries).toEqual(MENU[role]);
      if (role === "admin") {
        expect(entries).toContain("Tableau de bord");
        expect(entries).toContain("Paramètres");
      } else {
        expect(entries).not.toContain("Tableau de bord");
        expect(entries).not.toContain("Paramètres");
      }
      const nav = page.getByRole("complementary", { name: "Navigation principale" });
      // Width of spec 2, title, who is logged in.
      expect((await nav.boundingBox())?.width).toBe(260);
      await visible(nav.getByText("Patrimoine Locatif"));
      await visible(nav.getByText(accounts[role].email));
      await visible(nav.getByText(ROLE_LABEL[role], { exact: true }));
      expect(await page.title()).toBe("Patrimoine Locatif");

      // Navigating through the menu: the active entry follows, the header shows the route name.
      await nav.getByRole("link", { name: "Locataires" }).click();
      await waitForPath(page, "/locataires/");
      await visible(page.getByRole("heading", { level: 1, name: "Locataires" }));
      expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Locataires"]);
      await screenshot(page, "menu");
    },
  );
});

describe("accès refusés et chemins inconnus", () => {
  it("user : /parametres/ et le tableau de bord redirigent vers /404", async () => {
    const { page } = browser();
    await loginUI(page, server, accounts.user.email, accounts.user.password, {
      expectPath: "/appartements/",
    });
    await page.goto(`${server.url}/parametres/`);
    await waitForPath(page, "/404");
    await visible(page.getByText(NOT_FOUND));
    await screenshot(page, "parametres-refuse");
    await page.goto(`${server.url}/`);
    await waitForPath(page, "/404");
    await visible(page.getByText(NOT_FOUND));
    // Still logged in: an allowed screen opens.
    await page.goto(`${server.url}/client/`);
    await visible(page.getByRole("heading", { level: 1, name: "Clients" }));
  });

  it("user_delete : /parametres/ redirige vers /404 ; admin y a accès", async () => {
    const { page } = browser();
    await loginUI(page, server, accounts.user_delete.email, accounts.user_delete.password, {
      expectPath: "/appartements/",
    });
    await page.goto(`${server.url}/parametres/`);
    await waitForPath(page, "/404");
    await visible(page.getByText(NOT_FOUND));

    await page.getByRole("link", { name: "Déconnexion" }).click();
    await waitForPath(page, "/login");
    await loginUI(page, server, accounts.admin.email, accounts.admin.password, { expectPath: "/" });
    await page.goto(`${server.url}/parametres/`);
    await visible(page.getByRole("heading", { level: 1, name: "Paramètres" }));
    expect(pathname(page)).toBe("/parametres/");
  });

  it("comptable : arrive sur Comptabilité (représentation des fonds, FEC) ; user n'y a pas accès", async () => {
    const { page } = browser();
    await loginUI(page, server, accounts.comptable.email, accounts.comptable.password, {
      expectPath: "/comptabilite/",
    });
    await visible(page.getByRole("heading", { level: 1, name: "Comptabilité" }));
    await visible(page.getByText("Représentation des fonds").first());
    await visible(page.getByText("Fichier des écritures comptables (FEC)"));
    await screenshot(page, "comptable-accueil");
    await page.goto(`${server.url}/parametres/`);
    await waitForPath(page, "/404");

    await page.goto(`${server.url}/logout`);
    await waitForPath(page, "/login");
    await loginUI(page, server, accounts.user.email, accounts.user.password, {
      expectPath: "/appartements/",
    });
    await page.goto(`${server.url}/comptabilite/`);
    await waitForPath(page, "/404");
  });

  it("un chemin inconnu affiche « Cette page n'existe pas... » (connecté ou non)", async () => {
    const { page } = browser();
    await page.goto(`${server.url}/ceci/nexiste/pas`);
    await visible(page.getByText(NOT_FOUND));
    await screenshot(page, "inconnu-deconnecte");

    await loginUI(page, server, accounts.admin.email, accounts.admin.password, { expectPath: "/" });
    await page.goto(`${server.url}/client-inexistant/42`);
    await visible(page.getByText(NOT_FOUND));
    expect(pathname(page)).toBe("/client-inexistant/42");
    await screenshot(page, "inconnu-connecte");
  });

  it("déconnecté, un écran protégé renvoie à /login", async () => {
    const { page } = browser();
    for (const path of ["/", "/client/", "/parametres/", "/appartements/new"]) {
      await page.goto(`${server.url}${path}`);
      await waitForPath(page, "/login");
    }
  });
});

describe("coquille", () => {
  it("tableau de bord sans en-tête ; écran enfant avec flèche retour vers ?oncreate=", async () => {
    const { page } = browser();
    await loginUI(page, server, accounts.admin.email, accounts.admin.password, { expectPath: "/" });
    expect(await page.locator("header h1").count()).toBe(0);

    await page.goto(`${server.url}/client/new?oncreate=/missions/`);
    await visible(page.getByRole("heading", { level: 1, name: "Nouveau client" }));
    await page.getByRole("button", { name: "Retour" }).click();
    await waitForPath(page, "/missions/");
    await visible(page.getByRole("heading", { level: 1, name: "Missions" }));
  });
});
