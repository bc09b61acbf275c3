import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin, apiOk, seedClient } from "./support/api";
import {
  hidden,
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
import { confirmerQuotesParts, secondAdmin } from "./support/second-admin";

// Issue 3 in the browser: the record frame (creation, ?oncreate=, read-only + Modifier, ?tab=), the owner and
// apartment screens with every section, images, equipment, files, status (spec 4) and history.
let server: E2EServer;
let token: string;
let second: Awaited<ReturnType<typeof secondAdmin>>;
const equipement: Record<string, number> = {};
beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server, server.admin.email, server.admin.password);
  second = await secondAdmin(server, token);
  for (const e of [{ nom: "Lave-linge" }, { nom: "Ascenseur", collectif: true }])
    equipement[e.nom] = (await apiOk(server, token, "POST", "/api/Equipement", e)).id;
});
afterAll(async () => {
  await server?.stop();
});
const browser = useBrowser();

const SAVED = "Vos modifications ont été prises en compte.";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
const text = (name: string, content: string) => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from(content, "utf8"),
});
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function login(page: Page) {
  await signInAdmin(page, server);
}

describe("propriétaire puis appartement créé depuis son onglet", () => {
  it("fiche client complète, création d'appartement avec ?oncreate= et ?owner=, retour sur l'onglet Appartements", async () => {
    const conjoint = await seedClient(server, token, { nom: "Conjoint-E2E", prenom: "Paul" });
    const { page } = browser();
    await login(page);
    await page.goto(`${server.url}/client/new`);
    // Creation mode: only the Details tab (wait for the screen: right after goto the session is still loading).
    await visible(page.getByRole("tab", { name: "Détails" }));
    expect(await page.getByRole("tab").allInnerTexts()).toEqual(["Détails"]);
    await box(page, "Nom").fill("Durand-E2E");
    await box(page, "Prénom").fill("Hélène");
    await box(page, "Adresse").fill("12 rue des Lilas");
    await box(page, "Code postal").fill("75011");
    await box(page, "Ville").fill("Paris");
    await box(page, "Adresse fiscale").fill("3 place du Marché");
    await page.getByRole("radio", { name: "Fiscale" }).click();
    await box(page, "N° EDF").fill("EDF-123");
    await box(page, "E-mail personnel").fill("pas-un-mail");
    await box(page, "E-mail professionnel").fill("helene@cabinet.fr");
    await page.getByRole("radio", { name: "Pro", exact: true }).click();
    await box(page, "Mobile personnel").fill("06 11 22 33 44");
    await box(page, "N° SIRET").fill("123 456 782 00010");
    // nom2 is offered only once a client is attached (mariage), chosen in the searchable picker.
    expect(await box(page, "Nom du conjoint").count()).toBe(0);
    await page.getByRole("combobox", { name: "Client lié (mariage)", exact: true }).click();
    await page
      .getByRole("combobox", { name: "Rechercher : client lié (mariage)", exact: true })
      .fill("conjoint-e2e");
    await page.getByRole("option", { name: /Conjoint-E2E/ }).click();
    await box(page, "Nom du conjoint").fill("Durand");
    // zod (shared schema) refuses the e-mail before anything is sent, with its French message.
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(page.getByText("Adresse e-mail invalide."));
    expect(pathname(page)).toBe("/client/new");
    await box(page, "E-mail personnel").fill("helene@exemple.fr");
    await screenshot(page, "client-formulaire");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Votre client a été créé avec succès."));
    await waitForPath(page, /^\/client\/\d+$/);
    const clientId = Number(pathname(page).split("/")[2]);
    expect(await apiOk(server, token, "GET", `/api/Client/${clientId}`)).toMatchObject({
      adresseDefaut: "adresseFiscale",
      mailDefaut: "mailPro",
      telDefaut: "mobilePerso",
      numEdf: "EDF-123",
      mariage: conjoint.id,
      nom2: "Durand",
    });
    // Read-only, with the Modifier button and every tab.
    await visible(page.getByRole("link", { name: "Modifier" }));
    expect(await page.getByRole("tab").allInnerTexts()).toEqual([
      "Détails",
      "Appartements",
      "Missions",
      "Quittances",
      "Factures",
      "Compte",
      "IBAN",
      "Fichiers",
    ]);

    await page.getByRole("tab", { name: "Appartements" }).click();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("appartements");
    await page.getByRole("link", { name: "Créer" }).click();
    await waitForPath(page, "/appartements/new");
    await box(page, "Adresse").fill("8 avenue Foch");
    await box(page, "Code postal").fill("69006");
    await box(page, "Ville").fill("Lyon");
    await box(page, "Situation").fill("Bâtiment B, fond de cour");
    await box(page, "N° de clef").fill("K-42");
    await box(page, "Digicode").fill("4590A");
    await box(page, "PDL (point de livraison)").fill("14000000000000");
    await box(page, "Étage").fill("3");
    await box(page, "Nombre de pièces").fill("3");
    await box(page, "Surface (m²)").fill("62,5");
    expect(await box(page, "N° de cave").count()).toBe(0);
    await page.getByRole("switch", { name: "Cave" }).click();
    await visible(box(page, "N° de cave"));
    await box(page, "Loyer HC").fill("850,50");
    await box(page, "Charges").fill("120");
    // loyerTCC = charge + loyerHC, recomputed on every change.
    expect(await box(page, "Loyer charges comprises").inputValue()).toMatch(/^970,50\s€$/);
    await box(page, "Autres informations").fill("Refait à neuf en 2023.");
    await page.getByRole("switch", { name: "Copropriété" }).click();
    await page.getByRole("switch", { name: "Gardiennage" }).click();
    await page.getByRole("checkbox", { name: "Lave-linge" }).click();
    // Copropriété requires syndicNom, gardiennage gardienNom: marked, without message text.
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Veuillez renseigner les champs obligatoires."));
    expect(await box(page, "Syndic").getAttribute("aria-invalid")).toBe("true");
    expect(await box(page, "Gardien").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Ce champ est obligatoire.").count()).toBe(0);
    await box(page, "Syndic").fill("Foncia Lyon");
    await box(page, "Conseiller syndical").fill("Mme Roux");
    await box(page, "Gardien").fill("M. Lopez");
    await screenshot(page, "appartement-formulaire");
    await page.getByRole("button", { name: "Créer" }).click();
    await visible(toast(page, "Votre appartement a été créé avec succès."));
    await waitForPath(page, `/client/${clientId}`);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("appartements");
    await visible(page.getByRole("row").filter({ hasText: "8 avenue Foch" }));
    await screenshot(page, "retour-onglet-appartements");

    const owned = (await apiOk(server, token, "GET", `/api/Appartement/client/${clientId}`)).data;
    expect(owned).toHaveLength(1);
    const apt = await apiOk(server, token, "GET", `/api/Appartement/${owned[0].id}`);
    expect(apt).toMatchObject({
      situation: "Bâtiment B, fond de cour",
      surface: 62.5,
      nbPiece: 3,
      cave: true,
      caveNum: 0,
      loyerHC: 850.5,
      charge: 120,
      loyerTCC: 970.5,
      copropriete: true,
      syndicNom: "Foncia Lyon",
      gardiennage: true,
      gardienNom: "M. Lopez",
      statut: "Vacant",
      typeImmeuble: "collectif",
      destination: "usage d'habitation",
      periodeConstruction: "1971-1990",
      chauffage: "collective",
      eauChaude: "collective",
    });
    expect(apt.Equipements.map((e: { nom: string }) => e.nom)).toEqual(["Lave-linge"]);
    expect(apt.proprietaires.map((c: { id: number }) => c.id)).toEqual([clientId]);
  });
});

describe("fiche appartement", () => {
  it("photos, statut, équipements, propriétaire de contact, fichiers et historique", async () => {
    const owner = await seedClient(server, token, { nom: "Martin-E2E", prenom: "Zoé" });
    const other = await seedClient(server, token, { nom: "Bernard-E2E", prenom: "Luc" });
    const apt = await apiOk(server, token, "POST", "/api/Appartement", {
      adresse: "5 quai Voltaire",
      codePostal: "75007",
      ville: "Paris",
      loyerHC: 1200,
      charge: 150,
    });
    await apiOk(
      server,
      token,
      "PUT",
      `/api/Appartement/${apt.id}/equipement/add/${equipement["Lave-linge"]}`,
    );
    await apiOk(server, token, "PUT", `/api/Appartement/${apt.id}/owner/add/${owner.id}`);
    const { page } = browser();
    const imagePosts: string[] = [];
    page.on(
      "request",
      (r) => r.method() === "POST" && r.url().endsWith("/api/Image") && imagePosts.push(r.url()),
    );
    await login(page);
    await page.goto(`${server.url}/appartements/${apt.id}`);
    await visible(page.getByTestId("record-status").filter({ hasText: "Vacant" }));

    // Images: checked in the browser first (nothing sent), then by the server (415 on fake content).
    const input = page.getByTestId("image-input");
    await input.setInputFiles([text("notes.txt", "pas une image")]);
    await visible(
      page.getByRole("alert").filter({ hasText: "« notes.txt » n'est pas une image." }),
    );
    await input.setInputFiles(Array.from({ length: 21 }, (_, i) => png(`p${i}.png`)));
    await visible(page.getByRole("alert").filter({ hasText: "au plus 20 images" }));
    expect(imagePosts).toHaveLength(0);
    await input.setInputFiles([
      { name: "faux.png", mimeType: "image/png", buffer: Buffer.from("pas un png") },
    ]);
    await visible(
      page.getByRole("alert").filter({ hasText: "« faux.png » n'est pas une image (" }),
    );
    await input.setInputFiles([png("salon.png"), png("cuisine.png")]);
    await visible(page.getByTestId("gallery-image").nth(1));
    // Thumbnails come from /files with the Token header, as object URLs.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="gallery-image"] img')].filter(
          (i) =>
            (i as HTMLImageElement).naturalWidth > 0 &&
            (i as HTMLImageElement).src.startsWith("blob:"),
        ).length === 2,
    );
    await screenshot(page, "galerie");
    await page
      .getByTestId("gallery-image")
      .filter({ hasText: "salon.png" })
      .getByRole("button", { name: "Supprimer la photo" })
      .click();
    await visible(page.getByRole("alertdialog").getByText("Cette action est irréversible."));
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await hidden(page.getByRole("alertdialog"));
    await page
      .getByTestId("gallery-image")
      .filter({ hasText: "salon.png" })
      .waitFor({ state: "detached" });
    expect(
      (await apiOk(server, token, "GET", `/api/Appartement/${apt.id}`)).Images.map(
        (i: { nom: string }) => i.nom,
      ),
    ).toEqual(["cuisine.png"]);

    // Edit: works in progress -> 'En Travaux'; equipment switched.
    await page.getByRole("link", { name: "Modifier" }).click();
    await waitForPath(page, `/appartements/${apt.id}/edit`);
    expect(
      await page.getByRole("checkbox", { name: "Lave-linge" }).getAttribute("data-state"),
    ).toBe("checked");
    await page.getByRole("switch", { name: "En travaux" }).click();
    await page.getByRole("checkbox", { name: "Lave-linge" }).click();
    await page.getByRole("checkbox", { name: "Ascenseur" }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, SAVED));
    await waitForPath(page, `/appartements/${apt.id}`);
    await visible(page.getByTestId("record-status").filter({ hasText: "En Travaux" }));
    expect(
      (await apiOk(server, token, "GET", `/api/Appartement/${apt.id}`)).Equipements.map(
        (e: { nom: string }) => e.nom,
      ),
    ).toEqual(["Ascenseur"]);

    // Owners: add through the selection dialog, star the contact owner, remove the first one.
    await page.getByRole("tab", { name: "Propriétaires" }).click();
    await page.getByRole("button", { name: "Ajouter" }).click();
    await page
      .getByRole("dialog")
      .getByRole("row")
      .filter({ hasText: "Bernard-E2E" })
      .getByRole("button", { name: "Choisir" })
      .click();
    // A co-owner waits for a second admin (issue 59, ADR 073): confirmed, then read again.
    await visible(page.getByTestId("quotes-parts-attente"));
    await confirmerQuotesParts(server, second, apt.id);
    await page.reload();
    await visible(page.getByRole("row").filter({ hasText: "Bernard-E2E" }));
    await page.getByRole("radio", { name: /Bernard-E2E/ }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('[role="radio"][aria-checked="true"]')
        ?.getAttribute("aria-label")
        ?.includes("Bernard-E2E"),
    );
    expect((await apiOk(server, token, "GET", `/api/Appartement/${apt.id}`)).defaultContact).toBe(
      other.id,
    );
    await page
      .getByRole("row")
      .filter({ hasText: "Martin-E2E" })
      .getByRole("button", { name: "Retirer" })
      .click();
    await visible(page.getByRole("alertdialog").getByText("Cette action est irréversible."));
    await page.getByRole("alertdialog").getByRole("button", { name: "Retirer" }).click();
    await hidden(page.getByRole("alertdialog"));
    await visible(page.getByTestId("quotes-parts-attente"));
    await confirmerQuotesParts(server, second, apt.id);
    await page.reload();
    await page.getByRole("row").filter({ hasText: "Martin-E2E" }).waitFor({ state: "detached" });
    await screenshot(page, "proprietaires");

    // Files: add, download (same bytes, original name), replace, delete.
    await page.getByRole("tab", { name: "Fichiers" }).click();
    await page.getByRole("button", { name: "Ajouter un fichier" }).click();
    await page.locator("#upload-file").setInputFiles(text("bail.txt", "Bail signé le 1er mars."));
    expect(await box(page, "Nom").inputValue()).toBe("bail");
    await page.getByRole("dialog").getByRole("button", { name: "Envoyer" }).click();
    await visible(toast(page, "Votre document a bien été envoyé."));
    const row = page.getByRole("row").filter({ hasText: "bail" });
    const [first] = await Promise.all([
      nextDownload(page),
      row.getByRole("button", { name: "Télécharger" }).click(),
    ]);
    expect(first.suggestedFilename()).toBe("bail.txt");
    expect(readFileSync((await first.path())!, "utf8")).toBe("Bail signé le 1er mars.");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      row.getByRole("button", { name: "Remplacer" }).click(),
    ]);
    await chooser.setFiles(text("bail-v2.txt", "Bail signé, version 2."));
    await page.getByRole("alertdialog").getByRole("button", { name: "Remplacer" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-sonner-toast]").length > 0);
    await expect
      .poll(async () => {
        const [d] = await Promise.all([
          nextDownload(page),
          row.getByRole("button", { name: "Télécharger" }).click(),
        ]);
        return readFileSync((await d.path())!, "utf8");
      })
      .toBe("Bail signé, version 2.");
    const fileId = (await apiOk(server, token, "GET", `/api/Appartement/${apt.id}`)).Fichiers[0].id;
    await screenshot(page, "fichiers");
    await row.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    // The confirmation closes once the DELETE answered (the open dialog hides the table from the role tree).
    await hidden(page.getByRole("alertdialog"));
    await row.waitFor({ state: "detached" });
    expect((await apiCall(server, token, "GET", `/api/Fichier/${fileId}`)).status).toBe(404);

    // History: each owner added or removed, with the user and a fr-FR date and time.
    await page.getByRole("tab", { name: "Historique" }).click();
    expect(new URL(page.url()).searchParams.get("tab")).toBe("historique");
    const history = page
      .getByRole("row")
      .filter({ hasText: /Retrait du propriétaire .*Martin-E2E/ });
    await visible(history);
    expect(await history.innerText()).toMatch(
      /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}[\s\S]*admin@e2e\.test/,
    );
    await visible(page.getByRole("row").filter({ hasText: /Ajout du propriétaire .*Bernard-E2E/ }));
    await screenshot(page, "historique");

    // ?tab= opens the tab directly; the list shows the status and keeps it under the 'En gestion' filter.
    await page.goto(`${server.url}/appartements/${apt.id}?tab=proprietaires`);
    await visible(page.getByRole("tab", { name: "Propriétaires", selected: true }));
    await page.goto(`${server.url}/appartements/`);
    const listed = page.getByRole("row").filter({ hasText: "5 quai Voltaire" });
    await visible(listed.getByText("En Travaux"));
    await page.getByRole("switch", { name: "En gestion" }).click();
    await listed.waitFor({ state: "detached" });
    await screenshot(page, "liste-en-gestion");
  });
});
