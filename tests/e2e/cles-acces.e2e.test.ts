import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { seedUser } from "./support/api";
import { screenshot, signIn, toast, useBrowser, visible, waitForPath } from "./support/browser";

// Issue 59, item 1: a staff member adds a passkey from « Sécurité du compte » (Chromium's virtual authenticator
// stands for the device's: CTAP2, built in, resident keys, user verified), signs out, signs in with the password and
// « Utiliser une clé d'accès », then deletes it, confirming the deletion with the passkey itself. At 1440 px (its screens at 390 px: phone-routes).
// WebAuthn needs a domain (an IP address is no relying party): the pages are opened on localhost.

const e2e = useAdminServer();

/** The browser's authenticator, as a laptop's fingerprint reader would be. */
async function authentificateurVirtuel(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

describe("clés d'accès", () => {
  const browser = useBrowser();

  for (const [taille, viewport] of BUREAU_SEUL)
    it(`${taille} : ajouter une clé d'accès, se déconnecter, se connecter avec le mot de passe et la clé, la supprimer`, async () => {
      const { server, token } = e2e;
      const base = server.url.replace("127.0.0.1", "localhost");
      const user = await seedUser(server, token, `cle.${taille}@e2e.test`, "user");
      const { page } = browser();
      await page.setViewportSize(viewport);
      const authentificateur = await authentificateurVirtuel(page);
      await signIn(page, server, user.email, user.password, `${base}/securite`);

      await visible(page.getByText("Clés d'accès", { exact: true }));
      await visible(page.getByText("Aucune clé d'accès."));
      // Without a name: said under the field, nothing asked of the authenticator.
      await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
      await visible(page.getByText("Donnez un nom à cette clé d'accès", { exact: false }));
      expect(await authentificateur.credentials()).toHaveLength(0);
      await page.getByLabel("Nom de la clé").fill("Ordinateur du bureau");
      await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
      await visible(toast(page, "La clé d'accès « Ordinateur du bureau » est ajoutée."));
      const ligne = page.getByRole("row").filter({ hasText: "Ordinateur du bureau" });
      await visible(ligne.getByText("Jamais utilisée"));
      expect(await authentificateur.credentials()).toHaveLength(1);
      await screenshot(page, `cle-acces-${taille}-ajoutee`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // Signed out, then in: the password, then the passkey (no app: the code's field is not offered).
      await page.goto(`${base}/logout`);
      await waitForPath(page, "/login");
      await page.getByLabel("Adresse e-mail").fill(user.email);
      await page.getByLabel("Mot de passe", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Se connecter" }).click();
      const utiliser = await visible(
        page.getByRole("button", { name: "Utiliser une clé d'accès" }),
      );
      expect(await page.getByLabel("Code de vérification").count()).toBe(0);
      await screenshot(page, `cle-acces-${taille}-connexion`);
      await utiliser.click();
      await page.waitForURL((url) => url.pathname !== "/login");
      await visible(page.getByRole("heading", { level: 1 }));

      // The list shows its use; « Supprimer » asks first, then the session's confirmation, by the passkey.
      await page.goto(`${base}/securite`);
      await visible(ligne);
      expect(await ligne.getByText("Jamais utilisée").count()).toBe(0);
      await ligne
        .getByRole("button", { name: "Supprimer la clé d'accès Ordinateur du bureau" })
        .click();
      const question = page.getByRole("alertdialog", { name: "Supprimer la clé d'accès ?" });
      await visible(question);
      await screenshot(page, `cle-acces-${taille}-supprimer`);
      await question.getByRole("button", { name: "Supprimer" }).click();
      const confirmation = page.getByRole("dialog", { name: "Confirmer votre identité" });
      await visible(confirmation);
      await visible(confirmation.getByText("Utilisez votre clé d'accès.", { exact: false }));
      await screenshot(page, `cle-acces-${taille}-confirmation`);
      await confirmation.getByRole("button", { name: "Utiliser une clé d'accès" }).click();
      await visible(toast(page, "La clé d'accès a été supprimée."));
      await visible(page.getByText("Aucune clé d'accès."));
    });
});
