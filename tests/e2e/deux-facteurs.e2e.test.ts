import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { base32Decode } from "../../worker/domain/deux-facteurs/base32";
import { hotp, pasDe } from "../../worker/domain/deux-facteurs/totp";
import { BUREAU_ET_TELEPHONE, useAdminServer } from "./support/admin-server";
import { apiCall, apiLogin, apiOk, seedUser } from "./support/api";
import {
  PHONE,
  loginUI,
  screenshot,
  signIn,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { download } from "./support/files";

// Issue 59, item 1: a staff member sets up TOTP from « Sécurité du compte » (the code computed here from the secret
// shown on screen, as an authenticator app would), keeps the recovery codes, signs out, then signs in with the
// password and the code; an admin requires a second factor of all staff and resets a user's. At 1440 and 390 px.

const e2e = useAdminServer();

/** The code an authenticator app shows `delta` steps from now for the secret as the screen groups it. */
const codeOf = (secret: string, delta = 0) =>
  hotp(new Uint8Array(base32Decode(secret)!), pasDe(new Date()) + delta);

/** Opens the account menu's entry: the sidebar from 1024 px, the menu sheet below. */
async function openMenuEntry(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Ouvrir le menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("link", { name }).first().click();
}

/** From « Sécurité du compte »: the set-up, its QR code, the secret, the first code; answers the secret. */
async function setUp(page: Page, shot: string): Promise<string> {
  await page.getByRole("button", { name: "Configurer l'application d'authentification" }).click();
  const qr = await visible(page.getByRole("img", { name: /QR code à scanner/ }));
  expect((await qr.boundingBox())!.width).toBeGreaterThan(150);
  const shown = (await (await visible(page.getByTestId("secret-totp"))).innerText()).trim();
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await screenshot(page, `${shot}-configuration`);
  const secret = shown.replace(/\s/g, "");
  await page.getByLabel("Code affiché par l'application").fill("000000");
  await page.getByRole("button", { name: "Activer le second facteur" }).click();
  await visible(page.getByText("Ce code n'est pas valable", { exact: false }));
  await page.getByLabel("Code affiché par l'application").fill(await codeOf(secret));
  await page.getByRole("button", { name: "Activer le second facteur" }).click();
  return secret;
}

describe("second facteur", () => {
  const browser = useBrowser();

  for (const [taille, viewport] of BUREAU_ET_TELEPHONE)
    it(`${taille} : configurer le TOTP, noter les codes de secours, se déconnecter puis se connecter avec le code`, async () => {
      const { server, token } = e2e;
      const user = await seedUser(server, token, `totp.${taille}@e2e.test`, "user");
      const { page } = browser();
      await page.setViewportSize(viewport);
      await signIn(page, server, user.email, user.password, `${server.url}/appartements/`);
      await openMenuEntry(page, "Sécurité du compte");
      await waitForPath(page, "/securite");
      await visible(page.getByText("Non configuré"));
      const secret = await setUp(page, taille);

      const codes = page.getByTestId("codes-secours").getByRole("listitem");
      await visible(codes);
      expect(await codes.count()).toBe(10);
      const liste = (await codes.allInnerTexts()).map((c) => c.trim());
      for (const c of liste) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
      await visible(toast(page, "Le second facteur est activé."));
      const file = await download(page, () =>
        page.getByRole("button", { name: "Télécharger" }).click(),
      );
      expect(file.name).toBe("codes-de-secours.txt");
      expect(new TextDecoder().decode(file.bytes)).toContain(liste[0]);
      await visible(page.getByRole("button", { name: "Copier" }));
      await screenshot(page, `${taille}-codes-de-secours`);
      await page.getByRole("button", { name: "J'ai noté mes codes" }).click();
      await visible(page.getByText("Second facteur activé"));
      await visible(page.getByRole("button", { name: "Générer de nouveaux codes de secours" }));
      await screenshot(page, `${taille}-active`);
      // Wider than the screen: nothing.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await logout(page, server);
      await loginUntilCode(page, server, user.email, user.password);
      const champ = await visible(page.getByLabel("Code de vérification"));
      expect(await champ.getAttribute("inputmode")).toBe("numeric");
      expect(await champ.getAttribute("autocomplete")).toBe("one-time-code");
      await visible(page.getByRole("button", { name: "Utiliser un code de secours" }));
      await screenshot(page, `${taille}-code-de-verification`);
      // The activation spent this step's code: the next one (an app a few seconds ahead shows it too).
      await champ.fill(await codeOf(secret, 1));
      await page.getByRole("button", { name: "Valider" }).click();
      await waitForPath(page, "/appartements/");
      await visible(page.getByRole("heading", { level: 1 }));

      // A recovery code, once.
      await logout(page, server);
      await loginUntilCode(page, server, user.email, user.password);
      await page.getByRole("button", { name: "Utiliser un code de secours" }).click();
      await page.getByLabel("Code de secours").fill(liste[0]!);
      await page.getByRole("button", { name: "Valider" }).click();
      await waitForPath(page, "/appartements/");
      await logout(page, server);
      await loginUntilCode(page, server, user.email, user.password);
      await page.getByRole("button", { name: "Utiliser un code de secours" }).click();
      await page.getByLabel("Code de secours").fill(liste[0]!);
      await page.getByRole("button", { name: "Valider" }).click();
      await visible(page.getByText("Code de vérification incorrect ou déjà utilisé."));
      await screenshot(page, `${taille}-code-de-secours-deja-utilise`);
    });

  it("bureau : l'administrateur exige un second facteur ; un compte sans lui est envoyé à sa configuration ; réinitialisation par l'administrateur", async () => {
    const { server } = e2e;
    // The file's first admin sets its own factor up first (the rule would lock it out otherwise: 409).
    const admin = server.admin;
    const adminToken = e2e.token;
    const early = await apiCall(server, adminToken, "PUT", "/api/agence", {
      exigerDeuxFacteurs: true,
    });
    expect(early.status).toBe(409);
    const setup = await apiOk(server, adminToken, "POST", "/api/user/2fa/totp");
    await apiOk(server, adminToken, "POST", "/api/user/2fa/totp/activer", {
      code: await codeOf(setup.secret),
    });
    const agent = await seedUser(server, e2e.token, "agent.sans.totp@e2e.test", "user");
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    // The admin signs in with the form: password, then code.
    await loginUntilCode(page, server, admin.email, admin.password);
    await page.getByLabel("Code de vérification").fill(await codeOf(setup.secret, 1));
    await page.getByRole("button", { name: "Valider" }).click();
    await waitForPath(page, "/");
    await page.goto(`${server.url}/parametres/?tab=securite`);
    await visible(page.getByText("Second facteur activé"));
    const rule = page.getByRole("switch", {
      name: "Exiger un second facteur pour tout le personnel",
    });
    expect(await rule.getAttribute("aria-checked")).toBe("false");
    await rule.click();
    await visible(toast(page, "Le second facteur est désormais exigé pour tout le personnel."));
    expect(await rule.getAttribute("aria-checked")).toBe("true");
    await screenshot(page, "parametres-securite");

    // The agent without a factor: sent to « Sécurité du compte », with the explanation; the API says the same.
    const agentToken = await apiLogin(server, agent.email, agent.password);
    const refused = await apiCall(server, agentToken, "GET", "/api/Appartement");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("deux_facteurs_requis");
    const other = await browser()
      .context.browser()!
      .newContext({ viewport: PHONE, locale: "fr-FR" });
    try {
      const phone = await other.newPage();
      await loginUI(phone, server, agent.email, agent.password, { expectPath: "/securite" });
      await visible(
        phone.getByText("Votre agence exige un second facteur : configurez votre application", {
          exact: false,
        }),
      );
      await phone.goto(`${server.url}/appartements/`);
      await waitForPath(phone, "/securite");
      await screenshot(phone, "requis-telephone");
      const secret = await setUp(phone, "requis-telephone");
      await visible(phone.getByTestId("codes-secours"));
      await phone.getByRole("button", { name: "J'ai noté mes codes" }).click();
      await phone.goto(`${server.url}/appartements/`);
      await waitForPath(phone, "/appartements/");
      void secret;
    } finally {
      await other.close();
    }

    // The admin resets the agent's factor from Paramètres > Utilisateurs, after a confirmation.
    await page.goto(`${server.url}/parametres/?tab=utilisateurs`);
    const row = page.getByRole("row").filter({ hasText: agent.email });
    await visible(row.getByText("Activé"));
    await row
      .getByRole("button", { name: `Réinitialiser le second facteur de ${agent.email}` })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Réinitialiser le second facteur ?" });
    await visible(dialog);
    await screenshot(page, "reinitialiser-confirmation");
    await dialog.getByRole("button", { name: "Réinitialiser" }).click();
    await visible(toast(page, `Le second facteur de ${agent.email} a été réinitialisé`));
    await visible(row.getByText("—"));
    expect(
      (await apiCall(server, adminToken, "GET", "/api/Outbox")).body.data.some(
        (m: { to: string; subject: string }) =>
          m.to === agent.email &&
          m.subject === "Le second facteur de votre compte a été réinitialisé",
      ),
    ).toBe(true);
    // Turned off again for the other tests of the file.
    await apiOk(server, adminToken, "PUT", "/api/agence", { exigerDeuxFacteurs: false });
  });
});

/** « Déconnexion », then the login page. */
async function logout(page: Page, server: { url: string }) {
  await page.goto(`${server.url}/logout`);
  await waitForPath(page, "/login");
  await visible(page.getByLabel("Adresse e-mail"));
}

/** The login form's password step, up to the code step. */
async function loginUntilCode(
  page: Page,
  server: { url: string },
  email: string,
  password: string,
) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await visible(page.getByLabel("Code de vérification"));
}
