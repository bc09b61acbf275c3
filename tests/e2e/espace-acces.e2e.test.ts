import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { violations } from "./support/axe";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { activerEspace, courriel, lienInvitation } from "./support/espace";
import { SIZES } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 62, item 1 on screen: staff invite a tenant from the Locataire screen; the tenant opens the e-mailed link,
// chooses a password and lands in the space; signs out, signs in again with a code received by e-mail; staff revoke
// the access, and the tenant's next request sends back to the sign-in. axe finds nothing serious on the way.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

async function sansDefaut(page: Page) {
  expect(await violations(page)).toEqual([]);
}

describe.each(SIZES)("l'espace locataire à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("invitation, mot de passe, déconnexion, code, révocation", async () => {
    const email = `espace-${size.label}@example.fr`;
    const l = await apiOk(server, token, "POST", "/api/Locataire", {
      ...valid.Locataire(),
      nom: `Espace-${size.label}`,
      mail: email,
    });
    const { page } = browser();

    // Staff invite from the tenant's screen.
    await signInAdmin(page, server, `${server.url}/locataires/${l.id}`);
    const carte = page.getByTestId("acces-espace");
    await visible(carte.getByText("Aucun accès"));
    await carte.getByRole("button", { name: "Inviter" }).click();
    await visible(toast(page, "L'invitation a été envoyée par e-mail."));
    await visible(carte.getByText(/Invité le .* \(lien valable jusqu'au /));
    await screenshot(page, `staff-invite-${size.label}`);

    // The tenant opens the link: the page changes nothing until its button.
    const chemin = await lienInvitation(server, token, email);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}${chemin}`);
    await visible(page.getByRole("heading", { name: "Activer mon espace" }));
    await visible(page.getByText(email));
    await sansDefaut(page);
    await screenshot(page, `invitation-${size.label}`);
    await activerEspace(page, "Tournesol-42");
    await visible(page.getByText("Espace locataire"));
    await sansDefaut(page);
    await screenshot(page, `espace-${size.label}`);

    // Signs out; signs in again with a code.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await visible(page.getByRole("heading", { name: "Mon espace en ligne" }));
    await sansDefaut(page);
    await page.getByRole("button", { name: "Recevoir un code par e-mail" }).click();
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Recevoir un code" }).click();
    const champ = page.getByLabel("Code reçu par e-mail");
    await visible(champ);
    expect(await champ.getAttribute("inputmode")).toBe("numeric");
    expect(await champ.getAttribute("autocomplete")).toBe("one-time-code");
    const code = /: (\d{6})\b/.exec(await courriel(server, token, email))?.[1] ?? "";
    await champ.fill(code);
    await screenshot(page, `code-${size.label}`);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await visible(page.getByRole("button", { name: "Se déconnecter" }));

    // Staff revoke: the tenant's next request is sent back to the sign-in.
    await apiOk(server, token, "DELETE", `/api/Locataire/${l.id}/acces`);
    await page.reload();
    await visible(page.getByRole("heading", { name: "Mon espace en ligne" }));
  });

  it("le personnel voit l'état et révoque avec une confirmation", async () => {
    const email = `revoque-${size.label}@example.fr`;
    const l = await apiOk(server, token, "POST", "/api/Locataire", {
      ...valid.Locataire(),
      nom: `Revoque-${size.label}`,
      mail: email,
    });
    await apiOk(server, token, "POST", `/api/Locataire/${l.id}/acces`);
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/locataires/${l.id}`);
    const carte = page.getByTestId("acces-espace");
    await visible(carte.getByRole("button", { name: "Renvoyer l'invitation" }));
    await carte.getByRole("button", { name: "Révoquer l'accès" }).click();
    const dialogue = page.getByRole("alertdialog");
    await visible(dialogue.getByText("Révoquer l'accès à l'espace ?"));
    await dialogue.getByRole("button", { name: "Révoquer" }).click();
    await visible(toast(page, "L'accès à l'espace a été révoqué."));
    await visible(carte.getByText(/Accès révoqué le /));
    await visible(carte.getByRole("button", { name: "Inviter" }));
    await screenshot(page, `staff-revoque-${size.label}`);
  });
});
