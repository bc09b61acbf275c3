import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLogin, apiOk } from "./support/api";
import {
  DESKTOP,
  PHONE,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
  pathname,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 74 item 1 (ADR 115) on screen: a company owner is entered by its raison sociale, with no prénom asked, at
// 1440 px and on a phone.
let server: E2EServer;
let adminToken: string;
beforeAll(async () => {
  server = await startServer();
  adminToken = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

for (const [taille, viewport] of [
  ["1440", DESKTOP],
  ["390", PHONE],
] as const) {
  describe(`une société propriétaire (${taille} px)`, () => {
    const browser = useBrowser({ viewport });
    it("se crée par sa raison sociale, sans prénom", async () => {
      const { page } = browser();
      await signInAdmin(page, server);
      await page.goto(`${server.url}/client/new`);
      await visible(page.getByRole("heading", { level: 1, name: "Nouveau client" }));
      await page.getByLabel("Raison sociale (SCI, société)").fill(`SCI Les Tilleuls ${taille}`);
      await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Gérant");
      await screenshot(page, `societe-${taille}`);
      await page.getByRole("button", { name: "Créer" }).click();
      await visible(toast(page, "Votre client a été créé avec succès."));
      await waitForPath(page, /^\/client\/\d+$/);
      const stored = await apiOk(
        server,
        adminToken,
        "GET",
        `/api/Client/${pathname(page).split("/")[2]}`,
      );
      expect(stored).toMatchObject({
        raisonSociale: `SCI Les Tilleuls ${taille}`,
        personneMorale: true,
        prenom: "",
      });
    });
  });
}
