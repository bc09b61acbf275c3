import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiLogin, apiOk, seedClient } from "./support/api";
import {
  DESKTOP,
  PHONE,
  confirmIdentity,
  loginUI,
  screenshot,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { startServer, type E2EServer } from "./support/server";
import { nextDownload } from "./support/files";

// Paramètres > Sauvegarde: an admin downloads the archive of one instance, and restores it from the screen into a
// fresh install; a file that is not a backup is refused on the screen, the instance left as it was.
const BACKUP_ADMIN = { email: "direction@agence-e2e.test", password: "direction-e2e-secret" };
let source: E2EServer;
let target: E2EServer;
const dir = mkdtempSync(join(tmpdir(), "pl-e2e-backup-"));

beforeAll(async () => {
  source = await startServer({ admin: BACKUP_ADMIN });
  target = await startServer();
  const token = await apiLogin(source, BACKUP_ADMIN.email, BACKUP_ADMIN.password);
  await seedClient(source, token, {
    titre: "Madame",
    nom: "Sauvegardée",
    prenom: "Élise",
    adresseDefaut: "adresse",
    adresse: "1 rue du Test",
    mailDefaut: "mailPerso",
    mailPerso: "elise@exemple.fr",
    telDefaut: "mobilePerso",
    mobilePerso: "0612345678",
  });
  await apiOk(source, token, "POST", "/api/Variable", { nom: "indice", valeur: 135.84 });
});
afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const desktop = useBrowser({ viewport: DESKTOP });

it("downloads the archive, then restores it on a fresh install from the screen", async () => {
  const { page } = desktop();
  await loginUI(page, source, BACKUP_ADMIN.email, BACKUP_ADMIN.password);
  await page.goto(`${source.url}/parametres/?tab=sauvegarde`);
  await visible(page.getByText("Télécharger une sauvegarde"));
  await screenshot(page, "onglet");
  // A backup is a money move (issue 59): the fresh session confirms with its password, then the download goes on.
  const downloading = nextDownload(page);
  await page.getByRole("button", { name: "Télécharger la sauvegarde" }).click();
  await confirmIdentity(page, BACKUP_ADMIN.password);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sauvegarde-patrimoine-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = join(dir, download.suggestedFilename());
  await download.saveAs(archive);
  expect(readFileSync(archive).subarray(0, 2).toString()).toBe("PK");

  // A fresh install: its generated admin restores, is logged out, and the backup's admin finds the records.
  await loginUI(page, target, target.admin.email, target.admin.password);
  await page.goto(`${target.url}/parametres/?tab=sauvegarde`);
  const restore = page.getByRole("button", { name: "Restaurer", exact: true });
  expect(await restore.isDisabled()).toBe(true);
  await page.locator("#sauvegarde-fichier").setInputFiles(archive);
  await visible(page.getByText(download.suggestedFilename()));
  await restore.click();
  await visible(page.getByRole("alertdialog", { name: "Restaurer cette sauvegarde ?" }));
  await screenshot(page, "confirmation");
  await page.getByRole("alertdialog").getByRole("button", { name: "Restaurer" }).click();
  await waitForPath(page, "/login");
  await visible(
    toast(page, "La sauvegarde a été restaurée. Reconnectez-vous avec un compte de la sauvegarde."),
  );
  await loginUI(page, target, BACKUP_ADMIN.email, BACKUP_ADMIN.password);
  await page.goto(`${target.url}/client/`);
  await visible(page.getByText("Sauvegardée"));
});

it("refuses a file that is not a backup, on the screen, and changes nothing", async () => {
  const { page } = desktop();
  const fresh = await startServer();
  try {
    const notBackup = join(dir, "photos.zip");
    writeFileSync(notBackup, Buffer.from("UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==", "base64")); // an empty zip
    await loginUI(page, fresh, fresh.admin.email, fresh.admin.password);
    await page.goto(`${fresh.url}/parametres/?tab=sauvegarde`);
    await page.locator("#sauvegarde-fichier").setInputFiles(notBackup);
    await page.getByRole("button", { name: "Restaurer", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restaurer" }).click();
    await visible(
      page.getByRole("alert").filter({
        hasText:
          "Ce fichier n'est pas une sauvegarde de Patrimoine Locatif : rien n'a été restauré.",
      }),
    );
    await screenshot(page, "refus");
    expect(page.url()).toContain("/parametres");
    // Still logged in, still empty.
    const token = await apiLogin(fresh, fresh.admin.email, fresh.admin.password);
    expect((await apiOk<{ data: unknown[] }>(fresh, token, "GET", "/api/Client")).data).toEqual([]);
  } finally {
    await fresh.stop();
  }
});

it("fits a phone", async () => {
  const { page } = desktop();
  await page.setViewportSize(PHONE);
  await loginUI(page, source, BACKUP_ADMIN.email, BACKUP_ADMIN.password);
  await page.goto(`${source.url}/parametres/?tab=sauvegarde`);
  await visible(page.getByText("Restaurer une sauvegarde"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "telephone");
});
