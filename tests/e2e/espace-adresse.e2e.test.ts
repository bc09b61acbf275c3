import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { activerEspace, courriel, lienInvitation } from "./support/espace";
import { SIZES } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 75, items 1 and 6 on screen: a changed address shows on the record's « Espace en ligne » (suspended, the
// address the access answers to beside the record's, the old one told) until « Confirmer la nouvelle adresse »;
// « Mes sessions » in the space and for staff, with « Déconnecter les autres appareils ».
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

describe.each(SIZES)("une adresse changée et Mes sessions à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("la fiche montre l'accès suspendu, puis la nouvelle adresse confirmée", async () => {
    const avant = `avant-${size.label}@example.fr`;
    const apres = `apres-${size.label}@example.fr`;
    const l = await apiOk(server, token, "POST", "/api/Locataire", {
      ...valid.Locataire(),
      nom: `Adresse-${size.label}`,
      mail: avant,
    });
    await apiOk(server, token, "POST", `/api/Locataire/${l.id}/acces`);
    const jeton = (await lienInvitation(server, token, avant)).split("/").pop();
    const ouvert = await apiOk(server, null, "POST", `/api/espace/invitation/${jeton}`, {
      password: "Tournesol-42",
    });
    // The tenant has their space open on this device when the agency changes the address.
    const { page, context } = browser();
    const espace = await context.newPage();
    await espace.goto(`${server.url}/espace`);
    await espace.evaluate((t) => localStorage.setItem("espace_token", t), ouvert.token as string);
    await espace.reload();
    await visible(espace.getByRole("button", { name: "Se déconnecter" }));
    await apiOk(server, token, "PUT", `/api/Locataire/${l.id}`, { mail: apres });
    expect(await courriel(server, token, avant)).toMatch(/modifiée le .+ par l'agence/);
    // Back at the sign-in, the page says why (it showed an empty form, the reason only after a failed try).
    await espace.reload();
    await visible(espace.getByRole("heading", { name: "Mon espace en ligne" }));
    await visible(espace.getByText("Votre accès a été suspendu : contactez votre agence."));
    await screenshot(espace, `adresse-suspendue-espace-${size.label}`);
    await espace.close();

    await signInAdmin(page, server, `${server.url}/locataires/${l.id}`);
    const carte = page.getByTestId("acces-espace");
    await visible(carte.getByText("Suspendu", { exact: true }));
    await visible(carte.getByTestId("acces-adresse").getByText(avant));
    await visible(carte.getByTestId("acces-adresse-fiche").getByText(apres));
    await visible(carte.getByText(/l'ancienne adresse a été prévenue/));
    await screenshot(page, `adresse-suspendue-${size.label}`);
    await carte.getByRole("button", { name: "Confirmer la nouvelle adresse" }).click();
    const dialogue = page.getByRole("alertdialog");
    await visible(dialogue.getByText("Confirmer la nouvelle adresse ?"));
    await dialogue.getByRole("button", { name: "Confirmer l'adresse" }).click();
    await visible(toast(page, "La nouvelle adresse est confirmée : l'invitation a été envoyée."));
    await visible(carte.getByText("Invité", { exact: true }));
    await visible(carte.getByTestId("acces-adresse").getByText(apres));
    await visible(carte.getByText(new RegExp(`${avant.replace(".", "\\.")} \\(remplacée le`)));
    await screenshot(page, `adresse-confirmee-${size.label}`);
  });

  it("Mes sessions : déconnecter les autres appareils, dans l'espace et pour le personnel", async () => {
    const email = `sessions-${size.label}@example.fr`;
    const l = await apiOk(server, token, "POST", "/api/Locataire", {
      ...valid.Locataire(),
      nom: `Sessions-${size.label}`,
      mail: email,
    });
    await apiOk(server, token, "POST", `/api/Locataire/${l.id}/acces`);
    const { page } = browser();
    await page.goto(`${server.url}${await lienInvitation(server, token, email)}`);
    await activerEspace(page, "Tournesol-42");
    // Another device of the same person.
    await apiOk(server, null, "POST", "/api/espace/login", { email, password: "Tournesol-42" });
    if (size.width < 768) {
      // On a phone the bottom bar keeps to the space's pages, each whole on screen; « Mes sessions » is in the header.
      const barre = page.getByRole("navigation", { name: "Pages de l'espace (bas)" });
      await visible(barre);
      expect(await barre.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
      await page.getByRole("link", { name: "Mes sessions" }).click();
    } else {
      // On a desktop every page of the space is a tab seen whole, « Mes sessions » the last one: none scrolled away.
      const onglets = page.getByRole("navigation", { name: "Pages de l'espace", exact: true });
      await visible(onglets);
      expect(await onglets.locator("ul").evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(
        true,
      );
      await onglets.getByRole("link", { name: "Mes sessions" }).click();
    }
    await visible(page.getByRole("heading", { name: "Mes sessions" }).first());
    await visible(page.getByText("Cette session").first());
    await visible(page.getByText("Autre appareil").first());
    // Each session's « Déconnecter » on screen as the page opens, not hidden past the table's right edge.
    const bouton = page.getByRole("button", { name: "Déconnecter", exact: true }).first();
    const boite = await bouton.boundingBox();
    expect(boite && boite.x + boite.width <= size.width).toBe(true);
    expect(
      await bouton.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return (
          document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest("button") === b
        );
      }),
    ).toBe(true);
    await screenshot(page, `espace-sessions-${size.label}`);
    await page.getByRole("button", { name: "Déconnecter les autres appareils" }).click();
    const dialogue = page.getByRole("alertdialog");
    await visible(dialogue.getByText("Déconnecter les autres appareils ?"));
    await dialogue.getByRole("button", { name: "Déconnecter les autres" }).click();
    await visible(toast(page, "L'autre appareil a été déconnecté."));
    await hidden(page.getByText("Autre appareil"));

    // Staff: the admin's other session (the API's) ends; this one stays.
    await page.evaluate(() => localStorage.clear());
    const autre = await apiLogin(server, server.admin.email, server.admin.password);
    await signInAdmin(page, server, `${server.url}/sessions`);
    await visible(page.getByText("Autre appareil").first());
    await screenshot(page, `staff-sessions-${size.label}`);
    await page.getByRole("button", { name: "Déconnecter les autres appareils" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Déconnecter les autres" })
      .click();
    await visible(toast(page, "appareils ont été déconnectés."));
    const refuse = await fetch(`${server.url}/api/user/me`, {
      headers: { Authorization: `Token ${autre}` },
    });
    expect(refuse.status).toBe(401);
    // The test's own API token was one of them: signed in again for the next test.
    token = await apiLogin(server, server.admin.email, server.admin.password);
  });
});
