import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin, apiOk, seedClient, seedUser, type SeededUser } from "./support/api";
import {
  hidden,
  loginUI,
  pathname,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";
import { nextDownload } from "./support/files";

// Spec 2 (lists, record screens), 6 (delete only for admin / user_delete), 8 (messages): a CRUD round trip on the
// client list, its CSV export, and the 403 notification.
let server: E2EServer;
let adminToken: string;
let user: SeededUser;
let userDelete: SeededUser;
beforeAll(async () => {
  server = await startServer();
  adminToken = await apiLogin(server, server.admin.email, server.admin.password);
  user = await seedUser(server, adminToken, "ajout@e2e.test", "user");
  userDelete = await seedUser(server, adminToken, "suppr@e2e.test", "user_delete");
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

const CREATED = "Votre client a été créé avec succès.";
const SAVED = "Vos modifications ont été prises en compte.";
const FORBIDDEN = "Vous n'avez pas les droits suffisants pour effectuer cette action.";
const CONFIRM_TITLE = "Supprimer l'élément ?";
const CONFIRM_TEXT = "Cette action est irréversible.";

describe("liste des clients : aller-retour complet (admin)", () => {
  it("créer par le formulaire, voir dans la liste, modifier, exporter en CSV, supprimer après confirmation", async () => {
    const { page } = browser();
    // A second client whose fields need CSV quoting (';' and '"').
    await seedClient(server, adminToken, {
      nom: "Martin",
      prenom: "Zoé",
      ville: 'Saint-Denis; "Nord"',
      mailPro: "zoe@pro.test",
      mailDefaut: "mailPro",
    });

    await signInAdmin(page, server);
    await page.getByRole("link", { name: "Clients" }).click();
    await waitForPath(page, "/client/");
    await visible(page.getByRole("row").filter({ hasText: "Martin" }));

    // Create through the form.
    await page.getByRole("link", { name: "Nouveau client" }).click();
    await waitForPath(page, "/client/new");
    await visible(page.getByRole("heading", { level: 1, name: "Nouveau client" }));
    // Required fields left empty: the form refuses and marks them.
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Veuillez renseigner les champs obligatoires."));
    expect(pathname(page)).toBe("/client/new");

    // Required fields: their label carries an aria-hidden '*', so their accessible name is the plain label.
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefèvre-E2E");
    await page.getByRole("textbox", { name: "Prénom", exact: true }).fill("Élodie");
    await page.getByLabel("Ville", { exact: true }).fill("Besançon");
    await page.getByLabel("E-mail personnel").fill("elodie@exemple.fr");
    await page.getByLabel("Mobile personnel").fill("06 12 34 56 78");
    await screenshot(page, "formulaire-creation");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, CREATED));
    await waitForPath(page, /^\/client\/\d+$/);
    const id = Number(pathname(page).split("/")[2]);
    await visible(page.getByRole("heading", { level: 2, name: /Lefèvre-E2E/ }));
    await visible(page.getByText("Besançon"));

    const stored = await apiOk(server, adminToken, "GET", `/api/Client/${id}`);
    expect(stored).toMatchObject({
      nom: "Lefèvre-E2E",
      prenom: "Élodie",
      ville: "Besançon",
      mailPerso: "elodie@exemple.fr",
      mobilePerso: "06 12 34 56 78",
    });

    // In the list.
    await page.getByRole("link", { name: "Clients" }).click();
    await waitForPath(page, "/client/");
    const row = page.getByRole("row").filter({ hasText: "Lefèvre-E2E" });
    await visible(row);
    expect(await row.innerText()).toContain("Besançon");
    expect(await row.innerText()).toContain("elodie@exemple.fr");
    // The filter box narrows the list (accent-insensitive or not, the exact text matches).
    await page.getByRole("textbox", { name: "Rechercher" }).fill("Lefèvre");
    await hidden(page.getByRole("row").filter({ hasText: "Martin" }));
    await visible(row);
    await page.getByRole("textbox", { name: "Rechercher" }).fill("");
    await visible(page.getByRole("row").filter({ hasText: "Martin" }));
    await screenshot(page, "liste");

    // Edit from the row action.
    await row.getByRole("link", { name: "Modifier" }).click();
    await waitForPath(page, `/client/${id}/edit`);
    await visible(page.getByRole("heading", { level: 1, name: "Modifier le client" }));
    const ville = page.getByLabel("Ville", { exact: true });
    expect(await ville.inputValue()).toBe("Besançon");
    await ville.fill("Dijon");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, SAVED));
    await waitForPath(page, `/client/${id}`);
    await visible(page.getByText("Dijon"));
    expect((await apiOk(server, adminToken, "GET", `/api/Client/${id}`)).ville).toBe("Dijon");

    // CSV export of the list.
    await page.getByRole("link", { name: "Clients" }).click();
    await waitForPath(page, "/client/");
    await visible(page.getByRole("row").filter({ hasText: "Dijon" }));
    const [download] = await Promise.all([
      nextDownload(page),
      page.getByRole("button", { name: "Exporter CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const lines = bytes.subarray(3).toString("utf8").split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe("Nom;Ville;E-mail;Téléphone");
    expect(lines).toHaveLength(3);
    const mine = lines.find((l) => l.includes("Lefèvre-E2E"))!;
    expect(mine.split(";")).toEqual([
      "Monsieur Élodie Lefèvre-E2E",
      "Dijon",
      "elodie@exemple.fr",
      "06 12 34 56 78",
    ]);
    const quoted = lines.find((l) => l.includes("Martin"))!;
    expect(quoted).toContain(';"Saint-Denis; ""Nord""";');
    expect(quoted).toContain("zoe@pro.test");

    // Delete: confirmation with the spec's texts; cancel keeps the row, confirm removes it.
    await row.getByRole("button", { name: "Supprimer" }).click();
    const dialog = page.getByRole("alertdialog");
    await visible(dialog.getByText(CONFIRM_TITLE, { exact: true }));
    await visible(dialog.getByText(CONFIRM_TEXT, { exact: true }));
    await screenshot(page, "confirmation-suppression");
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await hidden(dialog);
    await visible(row);
    expect((await apiCall(server, adminToken, "GET", `/api/Client/${id}`)).status).toBe(200);

    await row.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await hidden(page.getByRole("alertdialog"));
    await hidden(page.getByRole("row").filter({ hasText: "Lefèvre-E2E" }));
    await visible(page.getByRole("row").filter({ hasText: "Martin" }));
    expect((await apiCall(server, adminToken, "GET", `/api/Client/${id}`)).status).toBe(404);
    await screenshot(page, "apres-suppression");
  });
});

describe("suppression selon le rôle", () => {
  it("user : Modifier et Voir, pas de Supprimer", async () => {
    await seedClient(server, adminToken, { nom: "Rôle-User", prenom: "Ana" });
    const { page } = browser();
    await loginUI(page, server, user.email, user.password, { expectPath: "/appartements/" });
    await page.getByRole("link", { name: "Clients" }).click();
    const row = page.getByRole("row").filter({ hasText: "Rôle-User" });
    await visible(row.getByRole("link", { name: "Modifier" }));
    await visible(row.getByRole("link", { name: "Voir" }));
    expect(await page.getByRole("button", { name: "Supprimer" }).count()).toBe(0);
    await screenshot(page, "liste-user");
  });

  it("user_delete : Supprimer proposé ; rétrogradé en user pendant la session -> notification 403", async () => {
    const client = await seedClient(server, adminToken, { nom: "Rôle-Delete", prenom: "Bruno" });
    const { page } = browser();
    await loginUI(page, server, userDelete.email, userDelete.password, {
      expectPath: "/appartements/",
    });
    await page.getByRole("link", { name: "Clients" }).click();
    const row = page.getByRole("row").filter({ hasText: "Rôle-Delete" });
    await visible(row.getByRole("button", { name: "Supprimer" }));

    // The admin demotes the account meanwhile; the server checks the role on every request (spec 6).
    await apiOk(server, adminToken, "PUT", `/api/User/${userDelete.id}`, {
      email: userDelete.email,
      role: "user",
    });
    try {
      await row.getByRole("button", { name: "Supprimer" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
      const note = await visible(toast(page, FORBIDDEN));
      expect(await note.getAttribute("data-type")).toBe("error");
      await screenshot(page, "notification-403");
      // Nothing was deleted, and the user stays logged in.
      expect((await apiCall(server, adminToken, "GET", `/api/Client/${client.id}`)).status).toBe(
        200,
      );
      expect(pathname(page)).toBe("/client/");
    } finally {
      await apiOk(server, adminToken, "PUT", `/api/User/${userDelete.id}`, {
        email: userDelete.email,
        role: "user_delete",
      });
    }
  });
});

describe("liste : pagination", () => {
  it("20 lignes par page, demandées au serveur ; tailles 5 / 10 / 20 / 100 / 150", async () => {
    const existing = (await apiOk<{ data: unknown[] }>(server, adminToken, "GET", "/api/Client"))
      .data.length;
    for (let i = 1; i <= 25; i++)
      await seedClient(server, adminToken, {
        nom: `Page-${String(i).padStart(2, "0")}`,
        prenom: "Test",
      });
    const total = existing + 25;
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/client/`);
    await visible(page.getByText(`1–20 sur ${total} lignes`));
    await expect.poll(() => page.locator("tbody tr").count()).toBe(20);
    await page.getByRole("combobox", { name: "Lignes par page" }).click();
    expect((await page.getByRole("option").allInnerTexts()).map((s) => s.trim())).toEqual([
      "5",
      "10",
      "20",
      "100",
      "150",
    ]);
    await page.getByRole("option", { name: "5", exact: true }).click();
    await visible(page.getByText(`1–5 sur ${total} lignes`));
    // The count follows the address at once, the rows the server's answer (the previous page's shown meanwhile).
    await expect.poll(() => page.locator("tbody tr").count()).toBe(5);
    // The size is the address's: a reload keeps it.
    expect(new URL(page.url()).searchParams.get("taille")).toBe("5");
    await page.reload();
    await visible(page.getByText(`1–5 sur ${total} lignes`));
  });
});
