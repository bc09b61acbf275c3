import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { PNG } from "../support/http";
import { signEspaceToken } from "../../worker/auth/espace/token";
import { agenceIdOf, type Config } from "../../worker/ports";
import { apiLogin, apiOk } from "./support/api";
import { violations } from "./support/axe";
import { screenshot, signInAdmin, useBrowser, visible } from "./support/browser";
import { SIZES_BUREAU_SEUL } from "./support/lists";
import { startServer, type E2EServer } from "./support/server";

// Issue 62, item 5 on screen: a tenant's request with a photo (sent through the API with a space session, as the
// tenant's space sends it) reaches staff's « Demandes »; staff open it, see the photo, answer it and mark it done;
// the lease's Documents tab shows the insurance certificate the tenant sent, its end date.
let server: E2EServer;
let token = "";
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** A space session, written as an accepted invitation leaves it, and its token. */
async function sessionEspace(
  espace: "locataire" | "proprietaire",
  recordId: number,
  email: string,
) {
  const colonne = espace === "locataire" ? "LocataireId" : "ClientId";
  const db = createClient({ url: `file:${join(server.dataDir, "patrimoine.db")}` });
  const at = new Date().toISOString();
  const sid = crypto.randomUUID();
  await db.execute({
    sql: `insert into "CompteEspace" ("email", "createdAt", "updatedAt") values (?, ?, ?)`,
    args: [email, at, at],
  });
  const acces = await db.execute({
    sql: `insert into "AccesEspace" ("CompteEspaceId", "espace", "${colonne}", "statut", "inviteAt", "invitePar", "activeAt", "createdAt", "updatedAt")
      values ((select "id" from "CompteEspace" where "email" = ?), ?, ?, 'actif', ?, 'admin', ?, ?, ?) returning "id"`,
    args: [email, espace, recordId, at, at, at, at],
  });
  const accesId = Number(acces.rows[0]?.id);
  await db.execute({
    sql: `insert into "SessionEspace" ("id", "AccesEspaceId", "createdAt", "derniereUtilisation") values (?, ?, ?, ?)`,
    args: [sid, accesId, at, at],
  });
  db.close();
  const secret = readFileSync(join(server.dataDir, "jwt-secret"), "utf8").trim();
  const now = new Date();
  return signEspaceToken(
    { sid, AccesEspaceId: accesId, espace, recordId, version: 0, email },
    secret,
    agenceIdOf({} as Config),
    now,
    Math.floor(now.getTime() / 1000) + 3600,
  );
}

async function seed(label: string) {
  const post = (path: string, body?: unknown) => apiOk(server, token, "POST", `/api/${path}`, body);
  const a = await post("Appartement", valid.Appartement());
  const l = await post("Locataire", { ...valid.Locataire(), nom: `Demandeur-${label}` });
  const d = await post("Dossier", valid.Dossier(a.id, l.id));
  const espace = await sessionEspace("locataire", l.id, `demandeur-${label}@example.fr`);
  const envoi = async (path: string, form: FormData) => {
    const res = await fetch(`${server.url}/api/espace/locataire/${path}`, {
      method: "POST",
      headers: { Authorization: `Token ${espace}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  const demande = new FormData();
  demande.append("objet", `Fuite sous l'évier ${label}`);
  demande.append("texte", "L'eau coule sous l'évier de la cuisine depuis ce matin.");
  demande.append("photos", new File([PNG], "evier.png", { type: "image/png" }));
  await envoi("demandes", demande);
  const attestation = new FormData();
  attestation.append("file", new File([PNG], "attestation.png", { type: "image/png" }));
  attestation.append("dateFin", "30/06/2099");
  attestation.append("assureur", "MAIF");
  await envoi("assurance", attestation);
  return { dossier: d.id as number };
}

describe.each(SIZES_BUREAU_SEUL)("demandes à $label px", (size) => {
  const browser = useBrowser({ viewport: { width: size.width, height: size.height } });

  it("le personnel ouvre la demande, voit la photo, répond et la marque traitée", async () => {
    const s = await seed(size.label);
    const { page } = browser();
    await signInAdmin(page, server, `${server.url}/demandes`);
    await visible(page.getByRole("heading", { name: "Demandes" }));
    const ligne = page.getByRole("button", {
      name: new RegExp(`Fuite sous l'évier ${size.label}`),
    });
    await visible(ligne);
    expect(await violations(page)).toEqual([]);
    await screenshot(page, "liste");
    await ligne.click();
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: `Fuite sous l'évier ${size.label}` }));
    await visible(dialog.getByText("L'eau coule sous l'évier"));
    const photo = dialog.getByRole("img", { name: /evier\.png/ });
    await visible(photo);
    const src = await photo.getAttribute("src");
    const res = await fetch(`${server.url}${src}`);
    expect(res.status, `${src} ${await res.clone().text()}`).toBe(200);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await dialog.getByLabel("Répondre").fill("Le plombier passe demain à 9 h.");
    await dialog.getByRole("button", { name: "Envoyer la réponse" }).click();
    await visible(page.getByText("Réponse envoyée : son auteur est prévenu par e-mail."));
    await visible(dialog.getByText("Le plombier passe demain à 9 h."));
    await visible(dialog.getByText("En cours"));
    // The dialog without the toast still fading in over it.
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, "detail");
    await dialog.getByLabel("État").click();
    await page.getByRole("option", { name: "Traitée" }).click();
    await visible(page.getByText("État de la demande mis à jour."));
    await page.keyboard.press("Escape");
    await page.getByRole("radio", { name: "Traitée" }).click();
    await visible(ligne);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );

    // The certificate the tenant sent, on the lease's Documents tab.
    await page.goto(`${server.url}/dossiers/${s.dossier}?tab=documents`);
    const carte = page.getByText("Assurance habitation", { exact: true });
    await visible(carte);
    await visible(page.getByText("30/06/2099"));
    await visible(page.getByRole("link", { name: "attestation.png" }));
    await screenshot(page, "assurance-dossier");
  });

  it("le locataire envoie une demande avec une photo et son attestation depuis son espace", async () => {
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const a = await post("Appartement", valid.Appartement());
    const l = await post("Locataire", { ...valid.Locataire(), nom: `Espace-${size.label}` });
    await post("Dossier", valid.Dossier(a.id, l.id));
    const espace = await sessionEspace("locataire", l.id, `espace-${size.label}@example.fr`);
    const { page } = browser();
    await page.goto(`${server.url}/espace/`);
    await page.evaluate((t) => localStorage.setItem("espace_token", t), espace);
    await page.goto(`${server.url}/espace/demandes`);
    await visible(page.getByRole("heading", { name: "Mes demandes" }));
    // Nothing typed: the fields say so before anything is sent.
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await visible(page.getByText("Ce champ est obligatoire.").first());
    await page.getByLabel("Objet").fill("Volet bloqué");
    await page.getByLabel("Message").fill("Le volet de la chambre ne descend plus.");
    await page
      .locator("#demande-photos")
      .setInputFiles({ name: "volet.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
    await visible(page.getByText("volet.png"));
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await visible(page.getByText("Demande envoyée à l'agence."));
    await visible(page.getByRole("heading", { name: "Volet bloqué" }));
    await visible(page.getByRole("img", { name: /volet\.png/ }));
    expect(await violations(page, "main")).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await screenshot(page, "espace-demandes");

    await page.goto(`${server.url}/espace/assurance`);
    await visible(page.getByRole("heading", { name: "Assurance", exact: true }));
    await visible(page.getByText("L'agence n'a pas d'attestation en cours"));
    await page
      .locator("#assurance-file")
      .setInputFiles({ name: "attestation.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
    await page.getByLabel("Valable jusqu'au").fill("30/06/2099");
    await page.getByRole("button", { name: "Envoyer l'attestation" }).click();
    await visible(page.getByText("Attestation reçue : valable jusqu'au 30/06/2099."));
    await visible(page.getByText("Valable jusqu'au 30/06/2099."));
    expect(await violations(page, "main")).toEqual([]);
    await screenshot(page, "espace-assurance");
  });

  it("le propriétaire écrit à l'agence au sujet d'un de ses lots", async () => {
    const post = (path: string, body?: unknown) =>
      apiOk(server, token, "POST", `/api/${path}`, body);
    const c = await post("Client", { ...valid.Client(), nom: `Proprio-${size.label}` });
    const a = await post("Appartement", {
      ...valid.Appartement(),
      adresse: `3 rue des Lilas ${size.label}`,
    });
    await apiOk(server, token, "PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`);
    const espace = await sessionEspace("proprietaire", c.id, `proprio-${size.label}@example.fr`);
    const { page } = browser();
    await page.goto(`${server.url}/espace/`);
    await page.evaluate((t) => localStorage.setItem("espace_token", t), espace);
    await page.goto(`${server.url}/espace/messages`);
    await visible(page.getByRole("heading", { name: "Messages", exact: true }));
    await page.getByLabel("Logement concerné (facultatif)").selectOption(String(a.id));
    await page.getByLabel("Objet").fill(`Toiture ${size.label}`);
    await page.getByLabel("Message").fill("Où en est le devis de la toiture ?");
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await visible(page.getByText("Message envoyé à l'agence."));
    await visible(page.getByRole("heading", { name: `Toiture ${size.label}` }));
    expect(await violations(page, "main")).toEqual([]);
    await screenshot(page, "espace-messages");
    const { data } = await apiOk(server, token, "GET", "/api/demandes");
    const message = data.find((d: { objet: string }) => d.objet === `Toiture ${size.label}`);
    expect(message).toMatchObject({ espace: "proprietaire", AppartementId: a.id });
    expect(message.logement).toContain(`3 rue des Lilas ${size.label}`);
  });
});
