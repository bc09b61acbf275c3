import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";
import { DESKTOP, PHONE, loginUI, screenshot, useBrowser, visible } from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 7, "Typed records": the server cannot generate receipts yet (the receipts issue brings it), so the receipt
// screens show what exists without offering "Générer" or "Quittance annuelle", and never call those routes.
let server: E2EServer;
const ADRESSES = ["3 rue des Quittances", "5 rue des Quittances"];
beforeAll(async () => {
  server = await startServer();
  const token = await apiLogin(server, server.admin.email, server.admin.password);
  const post = (path: string, body: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  // Two running dossiers: this month's receipt exists for the first one only.
  const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit" }).format(new Date());
  for (const [i, adresse] of ADRESSES.entries()) {
    const a = await post("Appartement", { ...valid.Appartement(), adresse });
    const l = await post("Locataire", { ...valid.Locataire(), nom: `Quittancé${i}`, mail: `quittance${i}@e2e.test` });
    const d = await post("Dossier", { ...valid.Dossier(a.id, l.id), dateEntree: "2025-01-01", dateCreationBail: "2024-12-15", dateDebutBail: "2025-01-01" });
    if (i === 0) await post("Quitance", { date: `${month}-01`, DossierId: d.id, AppartementId: a.id, LocataireId: l.id, prixHC: 850, charge: 120.5 });
  }
});
afterAll(async () => {
  await server?.stop();
});

for (const [size, viewport] of [["bureau", DESKTOP], ["téléphone", PHONE]] as const) {
  describe(`quittances sans génération (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("Génération montre les quittances faites et à faire, sans bouton Générer ; l'année, sans Quittance annuelle", async () => {
      const { page } = browser();
      const generateCalls: string[] = [];
      page.on("request", (r) => /\/generate\b/i.test(r.url()) && generateCalls.push(`${r.method()} ${r.url()}`));
      await loginUI(page, server, server.admin.email, server.admin.password, { expectPath: "/" });

      await page.goto(`${server.url}/quitances/`);
      await page.getByRole("radio", { name: "Génération" }).click();
      await visible(page.getByRole("cell", { name: "Générée" }));
      await visible(page.getByRole("cell", { name: "À générer" }));
      expect(await page.getByRole("button", { name: /Générer/ }).count()).toBe(0);
      expect(await page.getByRole("checkbox", { name: "Sélectionner" }).count()).toBe(0);
      await screenshot(page, `generation-${size}`);

      await page.goto(`${server.url}/quitances/year`);
      await visible(page.getByRole("cell", { name: new RegExp(ADRESSES[0]!) }));
      expect(await page.getByRole("button", { name: /Quittance annuelle/ }).count()).toBe(0);
      await screenshot(page, `annee-${size}`);
      expect(generateCalls).toEqual([]);
    });
  });
}
