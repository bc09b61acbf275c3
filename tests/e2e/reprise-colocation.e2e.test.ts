import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { apiLogin, apiOk } from "./support/api";
import { DESKTOP, PHONE, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { startServer, type E2EServer } from "./support/server";

// Issue 74 (ADR 134) on screen: an imported co-tenancy of three is named whole on its lease's record, each tenant a
// link to its own record, in the file's order, at 1440 px and on a phone.

let server: E2EServer;
let bail: number;
beforeAll(async () => {
  server = await startServer();
  const token = await apiLogin(server, server.admin.email, server.admin.password);
  const fichier = await writeXlsxFile([
    {
      sheet: "Proprietaires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom"],
        ["P-COL", "Madame", "Colocval", "Anne"],
      ],
    },
    {
      sheet: "Appartements",
      data: [
        ["Reference", "Proprietaires", "Adresse", "Code postal", "Ville", "Loyer HC", "Charges"],
        ["A-COL", "P-COL", "3 rue des Trois", "69003", "Lyon", "900", "60"],
      ],
    },
    {
      sheet: "Locataires",
      data: [
        ["Reference", "Civilite", "Nom", "Prenom"],
        ["L-COL1", "Mme", "Petit", "Léa"],
        ["L-COL2", "M.", "Leroy", "Hugo"],
        ["L-COL3", "Mme", "Moreau", "Inès"],
      ],
    },
    {
      sheet: "Baux",
      data: [
        [
          "Reference",
          "Appartement",
          "Locataires",
          "Type de bail",
          "Date de debut",
          "Loyer HC",
          "Charges",
          "Depot de garantie",
        ],
        ["B-COL", "A-COL", "L-COL1;L-COL2;L-COL3", "nu", "01/09/2024", "900", "60", "900"],
      ],
    },
  ]).toBuffer();
  const form = new FormData();
  form.append("fichier", new Blob([new Uint8Array(fichier)]), "colocation.xlsx");
  form.append("dateReprise", "01/11/2026");
  const res = await fetch(`${server.url}/api/imports`, {
    method: "POST",
    headers: { Authorization: `Token ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = await apiOk<{ data: { id: number; reference: string | null }[] }>(
    server,
    token,
    "GET",
    "/api/Dossier",
  );
  bail = data.find((d) => d.reference === "B-COL")!.id;
});
afterAll(() => server?.stop());

for (const [taille, viewport] of [
  ["1440", DESKTOP],
  ["390", PHONE],
] as const) {
  describe(`une colocation à trois (${taille} px)`, () => {
    const browser = useBrowser({ viewport });
    it("la fiche du bail nomme les trois colocataires, dans l'ordre du fichier", async () => {
      const { page } = browser();
      await signInAdmin(page, server, `${server.url}/dossiers/${bail}`);
      // The record's title: who rents what, every co-tenant a link to its record.
      const titre = page.getByRole("heading", {
        name: /^Léa Petit, Hugo Leroy, Inès Moreau — 3 rue des Trois, 69003 Lyon/,
      });
      await visible(titre);
      const liens = await titre.getByRole("link").allTextContents();
      expect(liens.slice(0, 3)).toEqual(["Léa Petit", "Hugo Leroy", "Inès Moreau"]);
      await screenshot(page, `colocation-fiche-${taille}`, undefined, { fullPage: false });
    });

    it("l'onglet Détails nomme les trois colocataires au champ « Locataire », chacun un lien vers sa fiche", async () => {
      const { page } = browser();
      await signInAdmin(page, server, `${server.url}/dossiers/${bail}`);
      await page.getByRole("tab", { name: "Détails" }).click();
      const champ = page.locator('[data-field="LocataireId"]');
      await visible(champ);
      const liens = champ.getByRole("link");
      expect(await liens.allTextContents()).toEqual(["Léa Petit", "Hugo Leroy", "Inès Moreau"]);
      await champ.scrollIntoViewIfNeeded();
      await screenshot(page, `colocation-details-${taille}`, undefined, { fullPage: false });
      // Each name opens its own tenant's record.
      await liens.nth(1).click();
      await page.waitForURL(/\/locataires\/\d+$/);
      await visible(page.getByRole("heading", { name: /Hugo Leroy/ }));
    });
  });
}
