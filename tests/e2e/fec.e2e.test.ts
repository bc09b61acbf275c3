import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { lireFec, soldeFec } from "../support/fec";
import { apiLogin, apiOk } from "./support/api";
import { download } from "./support/files";
import { confirmIdentity, screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// The agency's books on screen (ADR 035): Paramètres > Comptabilité, the year chosen, « Exporter le FEC » downloads
// {SIREN}FEC{AAAAMMJJ}.txt whose header names the 18 fields and whose lines carry the tenant's payment, at 1440 and
// 390 px.
let server: E2EServer;
let token = "";

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  await apiOk(server, token, "PUT", "/api/agence", { siren: "552 100 554" });
});
afterAll(async () => {
  await server?.stop();
});

const widthOf = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

describe.each(SIZES_BUREAU_SEUL)("FEC à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("l'exercice choisi, « Exporter le FEC » télécharge le fichier nommé par le SIREN, son en-tête aux 18 zones", async () => {
    const post = (path: string, body: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const a = await post("Appartement", {
      ...valid.Appartement(),
      adresse: `${size.label} rue du Grand Livre`,
    });
    const c = await post("Client", valid.Client());
    await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
    const l = await post("Locataire", valid.Locataire());
    const d = await post("Dossier", valid.Dossier(a.id, l.id));
    const q = await post(`Quitance/generate/${d.id}`, { date: "2026-02-05" });
    await post(`Dossier/${d.id}/paiements`, {
      montant: "970,50",
      date: "2026-02-06",
      mode: "Virement",
      QuitanceId: q.id,
    });

    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/parametres?tab=comptabilite`);
    await visible(page.getByText("Fichier des écritures comptables (FEC)"));
    await page.getByLabel("Exercice", { exact: true }).click();
    await page.getByRole("option", { name: "2026" }).click();
    await screenshot(page, `fec-${size.label}`);
    expect(await widthOf(page)).toBeLessThanOrEqual(size.width);

    // The FEC is a money move (issue 59): the fresh session confirms with its password, then the export goes on.
    const fichier = await download(page, async () => {
      await page.getByRole("button", { name: "Exporter le FEC" }).click();
      await confirmIdentity(page, server.admin.password);
    });
    expect(fichier.name).toBe("552100554FEC20261231.txt");
    // ISO 8859-15 (issue 60 item 7): the one byte 0xE9 of « é » (« Règlement », « À nouveaux », « Dépôt »...).
    const { entete, lignes } = lireFec(new TextDecoder("iso-8859-15").decode(fichier.bytes));
    expect(entete.join("|")).toBe(
      "JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise",
    );
    // The tenant's account: the term due, then paid: a balance of 0 on the dossier's 411.
    const aux = `L${String(d.id).padStart(6, "0")}`;
    expect(lignes.filter((l) => l.aux === aux && l.date === "20260206")).toHaveLength(1);
    expect(soldeFec(lignes, "411000", aux)).toBe(0);
  });
});
