import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin, apiOk } from "./support/api";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL, plain } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 59, item 7, on screen: "Mes sessions" from the user's menu lists this session and another device's;
// "Déconnecter" ends the other (its next request is refused); in Paramètres > Utilisateurs an admin's
// "Déconnecter partout" ends every session of an account.
let server: E2EServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("sessions à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("liste les sessions, déconnecte un autre appareil", async () => {
    // Another device's session of the admin: Firefox on a Mac.
    const res = await fetch(`${server.url}/api/user/login`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent":
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0",
      },
      body: JSON.stringify({
        credentials: { email: server.admin.email, password: server.admin.password },
      }),
    });
    const autre = ((await res.json()) as { user: { token: string } }).user.token;
    expect((await apiCall(server, autre, "GET", "/api/user/me")).status).toBe(200);
    const { page } = browser();
    await signInAdmin(page, server);
    if (size.width >= 1024) {
      await page.getByRole("link", { name: "Sécurité du compte" }).click();
    } else {
      await page.goto(`${server.url}/sessions`);
    }
    await visible(page.getByText("Cette session").first());
    await visible(page.getByText("Firefox sur macOS").first());
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
    await screenshot(page, "liste");

    // "Déconnecter" the other device, after the confirmation.
    const ligne = page
      .locator("tr, [data-slot=card], li")
      .filter({ hasText: "Firefox sur macOS" })
      .first();
    await ligne.getByRole("button", { name: "Déconnecter" }).click();
    const confirm = page.getByRole("alertdialog");
    await visible(confirm.getByText("Déconnecter cette session ?"));
    await confirm.getByRole("button", { name: "Déconnecter" }).click();
    await visible(toast(page, "La session a été déconnectée."));
    expect((await apiCall(server, autre, "GET", "/api/user/me")).status).toBe(401);
    await visible(page.getByText("Cette session").first());
    await page.getByText("Firefox sur macOS").first().waitFor({ state: "hidden" });
  });

  it("un admin déconnecte partout un utilisateur", async () => {
    const email = `partout-${size.label}@e2e.test`;
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    const { temporaryPassword } = await apiOk(server, admin, "POST", "/api/user/register", {
      email,
      role: "user",
    });
    const sien = await apiLogin(server, email, temporaryPassword);
    const { page } = browser();
    await signInAdmin(page, server);
    await page.goto(`${server.url}/parametres?tab=utilisateurs`);
    const ligne = page.locator("tr, [data-slot=card]").filter({ hasText: email }).first();
    await visible(ligne);
    await ligne.getByRole("button", { name: "Déconnecter partout" }).click();
    const confirm = page.getByRole("alertdialog");
    await visible(confirm.getByText("Déconnecter partout ?"));
    expect(plain(await confirm.innerText())).toContain(email);
    await screenshot(page, "partout", undefined, { fullPage: false });
    await confirm.getByRole("button", { name: "Déconnecter partout" }).click();
    await visible(toast(page, "a été déconnecté de toutes ses sessions"));
    expect((await apiCall(server, sien, "GET", "/api/user/me")).status).toBe(401);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);
  });
});
