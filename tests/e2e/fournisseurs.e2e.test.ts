import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PHONE,
  confirmIdentity,
  pathname,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { valid } from "../support/factories";
import { apiLogin, apiOk } from "./support/api";

// Issue 76, item 1: staff record a supplier (its trades, its décennale, its IBAN) on a desktop, and read it on a
// phone: the IBAN waits for a second person, as an owner's.
let server: E2EServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

describe("« Fournisseurs »", () => {
  it("crée un fournisseur avec sa décennale, puis le relit sur un téléphone, IBAN à vérifier", async () => {
    const { page } = browser();
    await signInAdmin(page, server);
    await page.goto(`${server.url}/fournisseurs/new`);
    await visible(page.getByRole("heading", { level: 1, name: "Nouveau fournisseur" }));
    await page
      .getByRole("textbox", { name: "Raison sociale", exact: true })
      .fill("Plomberie Martin");
    await page.getByLabel("N° SIRET").fill("732 829 320 00074");
    // The supplier's trades, then those its décennale covers: the same list twice.
    await page.getByRole("checkbox", { name: "Plomberie" }).first().check();
    await page.getByLabel("Assureur", { exact: true }).fill("SMABTP");
    await page.getByLabel("N° de police", { exact: true }).fill("DEC-001");
    // Typed jj/mm/aaaa as every date of the app (a native date input read 12/31/2027 in an English browser).
    await page.getByLabel("Valide du").fill("01/01/2026");
    await page.getByLabel("Au", { exact: true }).fill("31/12/2027");
    await page.getByRole("checkbox", { name: "Plomberie" }).nth(1).check();
    // The RC Pro the issue lists beside the décennale (it had no field on screen).
    await page.getByLabel("Assureur RC Pro").fill("MAAF Pro");
    await page.getByLabel("N° de police RC Pro").fill("RC-778");
    await page.getByLabel("RC Pro valide jusqu'au").fill("30/06/2027");
    await page.getByLabel("IBAN").fill("FR14 2004 1010 0505 0001 3M02 606");
    await screenshot(page, "formulaire-1440");
    await page.getByRole("button", { name: "Créer" }).click();
    // An IBAN is a money move: the session confirms first.
    await confirmIdentity(page, server.admin.password);
    await visible(toast(page, "Le fournisseur a été créé."));
    await waitForPath(page, /^\/fournisseurs\/\d+$/);
    await visible(page.getByText("À vérifier"));
    await visible(page.getByText("Aucun règlement vers ce compte avant sa vérification."));
    await visible(
      page.getByText("SMABTP, police DEC-001, du 01/01/2026 au 31/12/2027 : Plomberie"),
    );
    await visible(page.getByText("MAAF Pro, police RC-778, valide jusqu'au 30/06/2027"));
    await screenshot(page, "fiche-1440");

    await page.setViewportSize(PHONE);
    const fiche = pathname(page);
    await page.goto(`${server.url}/fournisseurs/`);
    await visible(page.getByText("Plomberie Martin").first());
    await screenshot(page, "liste-390");
    await page.goto(`${server.url}${fiche}`);
    await visible(page.getByText("À vérifier"));
    await screenshot(page, "fiche-390");
    expect(fiche).toMatch(/^\/fournisseurs\/\d+$/);
  });

  it("commande une intervention depuis la demande d'un locataire, sur un téléphone", async () => {
    const token = await apiLogin(server, server.admin.email, server.admin.password);
    const a = await apiOk(server, token, "POST", "/api/Appartement", valid.Appartement());
    const l = await apiOk(server, token, "POST", "/api/Locataire", valid.Locataire());
    const d = await apiOk(
      server,
      token,
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      valid.Dossier(a.id, l.id),
    );
    // The tenant's request as her space writes it (tests/e2e/demandes.e2e.test.ts sends one through the space).
    const db = createClient({ url: `file:${join(server.dataDir, "patrimoine.db")}` });
    const at = new Date().toISOString();
    await db.execute({
      sql: `insert into "Demande" ("espace", "LocataireId", "DossierId", "AppartementId", "objet", "texte", "statut", "createdAt", "updatedAt")
        values ('locataire', ?, ?, ?, 'Robinet qui goutte', 'Dans la cuisine', 'nouvelle', ?, ?)`,
      args: [l.id, d.dossier.id, a.id, at, at],
    });
    db.close();
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await signInAdmin(page, server, `${server.url}/demandes`);
    await page.getByRole("button", { name: /Robinet qui goutte/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Métier").selectOption("plomberie");
    await dialog.getByLabel("Fournisseur").selectOption({ label: "Plomberie Martin" });
    await screenshot(page, "commander-390");
    await dialog.getByRole("button", { name: "Commander une intervention" }).click();
    await visible(
      page.locator("[data-sonner-toast]").filter({ hasText: /Intervention n° \d+ ouverte/ }),
    );
    await visible(
      dialog.getByText("Votre demande est prise en charge : une intervention est ouverte."),
    );
    await screenshot(page, "commandee-390");
  });
});
