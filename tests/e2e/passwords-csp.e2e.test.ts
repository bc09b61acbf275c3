import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, apiLogin, apiOk, seedClient } from "./support/api";
import { useAdminServer } from "./support/admin-server";
import {
  loginUI,
  pathname,
  screenshot,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";

// Issue 40: a session on a temporary password is sent to the change screen, which shows the rule and a strength
// meter, refuses a common password in French and takes a good one; and the app's CSP (no 'unsafe-inline') blocks
// nothing while one clicks through screens, a dialog (its scroll lock's <style>) and toasts (sonner's styles).

const e2e = useAdminServer();
const browser = useBrowser();

const TROP_COURANT = "Ce mot de passe est trop courant.";

/** Every CSP violation the page reports, kept in the page itself from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

describe("mot de passe provisoire", () => {
  it("écran de changement imposé, règle et jauge, mot de passe courant refusé en français, bon mot de passe accepté", async () => {
    const { server, token } = e2e;
    const email = "recrue.csp@e2e.test";
    const created = await apiOk<{ temporaryPassword: string }>(
      server,
      token,
      "POST",
      "/api/user/register",
      {
        email,
        role: "user",
      },
    );
    // The server, too, limits the temporary session to the change.
    const temporary = await apiLogin(server, email, created.temporaryPassword);
    const refused = await apiCall(server, temporary, "GET", "/api/Client");
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Changez votre mot de passe.");

    const { page, logs } = browser();
    const violations = await recordViolations(page);
    await loginUI(page, server, email, created.temporaryPassword, { expectPath: "/setPassword" });
    await visible(
      page.getByText("Au moins 6 caractères, ni un mot de passe courant", { exact: false }),
    );
    const meter = page.getByRole("meter", { name: "Force du mot de passe" });
    await visible(meter);

    const password = page.getByLabel("Nouveau mot de passe");
    const confirm = page.getByLabel("Confirmation");
    await password.fill("azerty123");
    await confirm.fill("azerty123");
    await visible(page.getByText(TROP_COURANT, { exact: true }));
    expect(await meter.getAttribute("aria-valuetext")).toBe("Faible");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    expect(pathname(page)).toBe("/setPassword");
    await screenshot(page, "courant-refuse");

    // The e-mail's part before "@" is refused the same way.
    await password.fill("recrue.csp");
    await visible(page.getByText(TROP_COURANT, { exact: true }));

    await password.fill("Monchat7");
    expect(await meter.getAttribute("aria-valuetext")).toBe("Moyen");
    const chosen = "Trois chats gris dorment !";
    await password.fill(chosen);
    await confirm.fill(chosen);
    expect(await meter.getAttribute("aria-valuetext")).toBe("Fort");
    expect(await page.getByText(TROP_COURANT).count()).toBe(0);
    await screenshot(page, "fort");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Votre mot de passe a bien été modifié."));
    await page.waitForURL((url) => url.pathname !== "/setPassword");
    await visible(page.getByRole("heading", { level: 1 }));

    expect(await violations()).toEqual([]);
    expect(logs.filter((l) => /Content Security Policy|Refused to apply/i.test(l))).toEqual([]);
  });
});

describe("CSP de l'application sans 'unsafe-inline'", () => {
  it("ne bloque rien : écrans, dialogue, notifications", async () => {
    const { server } = e2e;
    const { page, logs } = browser();
    const violations = await recordViolations(page);
    const res = await page.goto(`${server.url}/login`);
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);

    // A refused login: a sonner toast, styled by its built stylesheet (fixed at the window's edge).
    await page.getByLabel("Adresse e-mail").fill(server.admin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas-le-bon");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await visible(toast(page, "Impossible de vous connecter. Vérifiez vos identifiants"));
    expect(
      await page.locator("[data-sonner-toaster]").evaluate((el) => getComputedStyle(el).position),
    ).toBe("fixed");

    await loginUI(page, server, server.admin.email, server.admin.password, { expectPath: "/" });
    const client = await seedClient(server, e2e.token, { nom: "Nonce", prenom: "Lucie" });
    const screens = ["/", "/client/", `/client/${client.id}`, "/appartements/", "/locataires/"];
    for (const path of [...screens, "/dossiers/", "/quitances/", "/parametres/?tab=utilisateurs"]) {
      await page.goto(`${server.url}${path}`);
      await visible(page.getByRole("heading", { level: 1 }));
    }
    // The global search (a cmdk list in a dialog), opened from the keyboard.
    await page.keyboard.press("Control+k");
    await visible(page.getByRole("dialog"));
    await page.keyboard.press("Escape");
    // A Radix dialog: its scroll lock inserts a <style> element, allowed by the page's nonce.
    await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvel utilisateur" });
    await visible(dialog);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    // A Radix Select in it: its viewport inserts a <style> (hidden scrollbars), with the nonce too.
    await dialog.getByRole("combobox", { name: "Droits" }).click();
    await visible(page.getByRole("option").first());
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll("style")].map((s) => ({
        nonce: s.nonce,
        text: s.textContent?.length,
      })),
    );
    expect(styles.length).toBeGreaterThanOrEqual(2); // the scroll lock's and the Select's
    for (const s of styles) expect(s.nonce).toBeTruthy();
    await screenshot(page, "dialogue");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await waitForPath(page, "/parametres/");

    expect(await violations()).toEqual([]);
    expect(logs.filter((l) => /Content Security Policy|Refused to apply/i.test(l))).toEqual([]);
  });
});
