import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loginUI,
  pathname,
  screenshot,
  sidebarEntries,
  storedToken,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 2 item 4 + spec 4/8: a first start without ADMIN_EMAIL / ADMIN_PASSWORD prints a one-time password for
// admin@localhost, whose first login is forced through /setPassword.
let server: E2EServer;
beforeAll(async () => {
  server = await startServer({ admin: null });
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

const MISMATCH = "Les deux champs ne contiennent pas le même mot de passe.";
const TOO_SHORT = "Votre mot de passe doit contenir au moins 6 caractères.";
const CHANGED = "Votre mot de passe a bien été modifié.";

describe("premier démarrage sans ADMIN_*", () => {
  it("mot de passe affiché -> /setPassword imposé -> règles -> succès, puis le nouveau mot de passe seul ouvre la session", async () => {
    expect(server.admin.email).toBe("admin@localhost");
    expect(server.admin.password.length).toBeGreaterThanOrEqual(8);
    // Printed once, on the console.
    expect(server.output().split(server.admin.password).length - 1).toBe(1);

    const { page } = browser();
    await loginUI(page, server, server.admin.email, server.admin.password, {
      expectPath: "/setPassword",
    });
    await visible(page.getByText("Choisissez un mot de passe personnel pour continuer."));
    await screenshot(page, "force");

    // Forced: any other screen sends back to /setPassword.
    for (const path of ["/", "/client/", "/parametres/"]) {
      await page.goto(`${server.url}${path}`);
      await waitForPath(page, "/setPassword");
      await visible(page.getByLabel("Nouveau mot de passe"));
    }

    const password = page.getByLabel("Nouveau mot de passe");
    const confirm = page.getByLabel("Confirmation");
    const save = page.getByRole("button", { name: "Enregistrer" });

    await password.fill("abcdef1");
    await confirm.fill("abcdef2");
    await save.click();
    await visible(page.getByText(MISMATCH, { exact: true }));
    await screenshot(page, "regle-identiques");

    await password.fill("abc");
    await confirm.fill("abc");
    await save.click();
    await visible(page.getByText(TOO_SHORT, { exact: true }));
    expect(await page.getByText(MISMATCH).count()).toBe(0);
    await screenshot(page, "regle-longueur");
    expect(pathname(page)).toBe("/setPassword");

    const chosen = "nouveau-secret-e2e";
    await password.fill(chosen);
    await confirm.fill(chosen);
    await save.click();
    await visible(toast(page, CHANGED));
    // Admin home: the dashboard, with the full menu.
    await waitForPath(page, "/");
    await screenshot(page, "succes");
    expect(await sidebarEntries(page)).toContain("Tableau de bord");

    // No longer forced after a reload (server cleared mustSetPassword).
    await page.reload();
    await page.goto(`${server.url}/client/`);
    await visible(page.getByRole("heading", { level: 1, name: "Clients" }));
    expect(pathname(page)).toBe("/client/");

    // Log out; the printed password is dead, the chosen one works and goes straight home.
    await page.getByRole("link", { name: "Déconnexion" }).click();
    await waitForPath(page, "/login");
    await page.getByLabel("Adresse e-mail").fill(server.admin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(server.admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await visible(toast(page, "Impossible de vous connecter. Vérifiez vos identifiants"));
    expect(pathname(page)).toBe("/login");
    expect(await storedToken(page)).toEqual({ local: null, session: null });

    await loginUI(page, server, server.admin.email, chosen, { expectPath: "/" });
  });
});
