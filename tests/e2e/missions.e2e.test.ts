import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOk, seedClient } from "./support/api";
import {
  hidden,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
  waitForPath,
} from "./support/browser";
import { plain } from "./support/lists";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { nextDownload, pdfUpload } from "./support/files";

// Issue 9, missions: a mission run from its signature to fully paid, the summary cards moving with each
// apartment linked and each instalment paid; the Paiements tab's inline rows (prixHT while typing, the apartment
// required once the mission has some, removal confirmed); the client's Missions tab editing the same mission.
const e2e = useAdminServer();

const SIZES = BUREAU_SEUL;
const SAVED = "Vos modifications ont été prises en compte.";
const SENT = "Votre document a bien été envoyé.";
const pdf = pdfUpload;
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const card = async (page: Page, name: string) =>
  plain(await page.getByRole("group", { name, exact: true }).locator("[data-testid]").innerText());
/** Waits until the card shows this figure (the read is refreshed after each save). */
async function cardShows(page: Page, name: string, value: string) {
  await page.waitForFunction(
    ([n, v]) =>
      document
        .querySelector(`[data-testid="resume-${n}"]`)
        ?.textContent?.replace(/[\s\u00a0\u202f]+/g, " ")
        .trim() === v,
    [name, value],
  );
}
const liveHT = (page: Page) => page.locator('output[aria-label="Prix HT"]');

async function pick(page: Page, button: string, query: string, rowText: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Rechercher" }).fill(query);
  await dialog
    .getByRole("row")
    .filter({ hasText: rowText })
    .getByRole("button", { name: "Choisir" })
    .click();
  await hidden(dialog);
  await visible(toast(page, SAVED));
}

/** Fills the row being edited in the Paiements tab. */
async function fillAcompte(
  page: Page,
  v: { debut: string; fin: string; prix: string; tva?: string },
) {
  await box(page, "Début").fill(v.debut);
  await box(page, "Fin").fill(v.fin);
  await box(page, "Prix TTC").fill(v.prix);
  if (v.tva) await box(page, "TVA (%)").fill(v.tva);
}

async function chooseAppartement(page: Page, label: RegExp) {
  await page.getByRole("combobox", { name: "Appartement", exact: true }).click();
  await page.getByRole("option", { name: label }).click();
}

for (const [size, viewport] of SIZES) {
  describe(`mission de la signature au solde (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("les cartes suivent les appartements liés et les acomptes payés, jusqu'à 0,00 €", async () => {
      const tag = size === "bureau" ? "B" : "T";
      const client = await seedClient(e2e.server, e2e.token, {
        nom: `Mandant-${tag}`,
        prenom: "Claire",
      });
      await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
        adresse: `1 rue du Mandat ${tag}`,
        codePostal: "75011",
        ville: "Paris",
      });
      // A long address, as agencies write a lot's building and floor: its row must still fit the table at 1440 px.
      await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
        adresse: `2 rue du Mandat ${tag}, bâtiment C, escalier 4, 3e étage porte droite`,
        codePostal: "75011",
        ville: "Paris",
      });
      const { page } = browser();
      await signInAdmin(page, e2e.server);

      // Signature: the form, its live total (nbAppart x valeurMissionAppt) and its default rate.
      await page.goto(`${e2e.server.url}/missions/new`);
      await box(page, "Type de mission").fill("Gestion locative");
      await box(page, "Date de signature").fill("02/03/2026");
      await box(page, "Nombre d'appartements").fill("2");
      await box(page, "Valeur par appartement (TTC)").fill("333,33");
      expect(plain(await box(page, "Valeur totale (TTC)").inputValue())).toBe("666,66 €");
      expect(await box(page, "Taux de TVA (%)").inputValue()).toBe("20");
      await box(page, "Premier acompte").fill("333,33");
      await box(page, "Second acompte").fill("333,33");
      await box(page, "Reliquat").fill("0");
      await screenshot(page, "formulaire");
      await page.getByRole("button", { name: "Créer" }).click();
      await visible(toast(page, "Votre mission a été créée avec succès."));
      await waitForPath(page, /^\/missions\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split("/")[2]);

      await cardShows(page, "Total TTC", "666,66 €");
      expect(await card(page, "Appartements")).toBe("0 / 2");
      expect(await card(page, "Total HT")).toBe("555,55 €");
      expect(await card(page, "Reste à payer")).toBe("666,66 €");
      expect(await card(page, "Appartements restants")).toBe("2");
      expect(await page.getByRole("tab").allInnerTexts()).toEqual([
        "Détails",
        "Commanditaires",
        "Appartement",
        "Paiements",
        "Documents",
      ]);
      await screenshot(page, "fiche-signee");

      // Commanditaires and apartments from the selection dialog; the cards count the apartments.
      await page.getByRole("tab", { name: "Commanditaires" }).click();
      await pick(page, "Ajouter", `mandant-${tag}`, `Mandant-${tag}`);
      await visible(page.getByRole("row").filter({ hasText: `Mandant-${tag}` }));
      await page.getByRole("tab", { name: "Appartement" }).click();
      await pick(page, "Ajouter", `1 rue du mandat ${tag}`, `1 rue du Mandat ${tag}`);
      await cardShows(page, "Appartements", "1 / 2");
      expect(await card(page, "Appartements restants")).toBe("1");
      await pick(page, "Ajouter", `2 rue du mandat ${tag}`, `2 rue du Mandat ${tag}`);
      await cardShows(page, "Appartements restants", "0");
      await visible(page.getByText("Tous les appartements prévus sont liés."));
      await screenshot(page, "appartements-lies");

      // Paiements: a new row, prixHT while typing, the apartment required once the mission has apartments.
      await page.getByRole("tab", { name: "Paiements" }).click();
      await page.getByRole("button", { name: "Nouvel acompte" }).click();
      expect(await page.getByRole("combobox", { name: "Mode", exact: true }).innerText()).toBe(
        "Virement",
      );
      await fillAcompte(page, { debut: "01/03/2026", fin: "31/03/2026", prix: "333,33" });
      expect(plain(await liveHT(page).innerText())).toBe("277,78 €");
      await box(page, "TVA (%)").fill("5,5");
      expect(plain(await liveHT(page).innerText())).toBe("315,95 €");
      await box(page, "TVA (%)").fill("20");
      expect(plain(await liveHT(page).innerText())).toBe("277,78 €");
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await visible(page.getByText("Ce champ est obligatoire."));
      expect(
        await page
          .getByRole("combobox", { name: "Appartement", exact: true })
          .getAttribute("aria-invalid"),
      ).toBe("true");
      await screenshot(page, "acompte-appartement-requis");
      await chooseAppartement(page, new RegExp(`1 rue du Mandat ${tag}`));
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await visible(toast(page, SAVED));
      await visible(
        page.getByRole("row").filter({ hasText: "01/03/2026" }).filter({ hasText: "277,78" }),
      );

      await page.getByRole("button", { name: "Nouvel acompte" }).click();
      await fillAcompte(page, {
        debut: "01/04/2026",
        fin: "30/04/2026",
        prix: "333,33",
        tva: "5,5",
      });
      await chooseAppartement(page, new RegExp(`2 rue du Mandat ${tag}`));
      await page.getByRole("combobox", { name: "Mode", exact: true }).click();
      await page.getByRole("option", { name: "Chèque" }).click();
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await visible(
        page.getByRole("row").filter({ hasText: "01/04/2026" }).filter({ hasText: "315,95" }),
      );
      // Instalments not paid yet: nothing is paid.
      expect(await card(page, "Reste à payer")).toBe("666,66 €");
      await screenshot(page, "acomptes-crees");

      // Paid one by one: the balance moves to exactly 0,00 €.
      const row1 = page.getByRole("row").filter({ hasText: "01/03/2026" });
      await row1.getByRole("button", { name: "Modifier la ligne" }).click();
      await page.getByRole("checkbox", { name: "Réglé" }).click();
      await box(page, "Montant reçu").fill("333,33");
      await box(page, "Payé le").fill("05/03/2026");
      await screenshot(page, "acompte-en-edition");
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await cardShows(page, "Reste à payer", "333,33 €");
      const row2 = page.getByRole("row").filter({ hasText: "01/04/2026" });
      await row2.getByRole("button", { name: "Modifier la ligne" }).click();
      await page.getByRole("checkbox", { name: "Réglé" }).click();
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await cardShows(page, "Reste à payer", "0,00 €");
      // A paid instalment is invoiced: its « Facturé F… » takes the row's last column, in view, the long address
      // wrapping instead of pushing it past the table's edge (walk 94: « Factur », the rest hidden).
      await visible(page.getByText(/^Facturé F/).nth(1));
      expect(
        await page
          .locator('[data-slot="table-container"]')
          .first()
          .evaluate((el) => el.scrollWidth - el.clientWidth),
      ).toBe(0);
      await screenshot(page, "mission-soldee");
      const read = await apiOk(e2e.server, e2e.token, "GET", `/api/Mission/${id}`);
      expect(read.resume).toMatchObject({ resteAPayer: 0, totalRegle: 666.66 });
      expect(read.Accomptes.map((a: { mode: string }) => a.mode)).toEqual(["Virement", "Cheque"]);

      // An extra instalment, removed after the spec's confirmation. At 0 €: the two above already make the total,
      // which the instalments never exceed (issue 25).
      await page.getByRole("button", { name: "Nouvel acompte" }).click();
      await fillAcompte(page, { debut: "01/05/2026", fin: "31/05/2026", prix: "0" });
      await chooseAppartement(page, new RegExp(`1 rue du Mandat ${tag}`));
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      const extra = page.getByRole("row").filter({ hasText: "01/05/2026" });
      await visible(extra);
      await extra.getByRole("button", { name: "Supprimer" }).click();
      const confirm = page.getByRole("alertdialog");
      await visible(confirm.getByText("Supprimer l'élément ?"));
      await visible(confirm.getByText("Cette action est irréversible."));
      await screenshot(page, "suppression-acompte");
      await confirm.getByRole("button", { name: "Supprimer" }).click();
      // The confirmation closes once the DELETE answered (while open, it hides the table from the role tree).
      await hidden(confirm);
      await hidden(extra);
      expect(
        (await apiOk(e2e.server, e2e.token, "GET", `/api/Mission/${id}`)).Accomptes,
      ).toHaveLength(2);

      await page.getByRole("tab", { name: "Documents" }).click();
      // Generating the PDF itself is documents.e2e.test.ts's.
      expect(
        await page.getByRole("button", { name: /Générer l'ordre de mission/ }).isEnabled(),
      ).toBe(true);
      // The signed order: sent, downloaded, replaced after confirmation (the first file is then gone).
      const signed = page.locator('[data-signed-copy="ordreMission"]');
      await visible(signed.getByText("Aucune copie signée."));
      await signed
        .locator("input[type=file]")
        .setInputFiles(pdf("ordre-signe.pdf", "premiere signature"));
      await visible(toast(page, SENT));
      await visible(signed.getByText("Copie signée enregistrée."));
      const first = (await apiOk(e2e.server, e2e.token, "GET", `/api/Mission/${id}`))
        .ordreMission as string;
      expect(first).toMatch(/^\/files\/.+\.pdf$/);
      const [download] = await Promise.all([
        nextDownload(page),
        signed.getByRole("button", { name: "Télécharger" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Ordre de mission signé ${id}.pdf`);
      expect(readFileSync((await download.path())!, "utf8")).toContain("premiere signature");
      await screenshot(page, "documents");
      await signed
        .locator("input[type=file]")
        .setInputFiles(pdf("ordre-signe-v2.pdf", "seconde signature"));
      const replace = page.getByRole("alertdialog");
      await visible(replace.getByText("Remplacer « Ordre de mission signé » ?"));
      await screenshot(page, "documents-remplacer", undefined, { fullPage: false });
      await replace.getByRole("button", { name: "Remplacer" }).click();
      await visible(toast(page, SENT));
      // The first upload's notification may still be on screen: the record itself says when the copy is replaced.
      const ordreMission = async () =>
        (await apiOk(e2e.server, e2e.token, "GET", `/api/Mission/${id}`)).ordreMission as string;
      await expect.poll(ordreMission, { timeout: 10_000 }).not.toBe(first);
      const second = await ordreMission();
      expect(
        await fetch(`${e2e.server.url}${second}`, {
          headers: { Authorization: `Token ${e2e.token}` },
        }).then((r) => r.text()),
      ).toContain("seconde signature");
      expect(
        (
          await fetch(`${e2e.server.url}${first}`, {
            headers: { Authorization: `Token ${e2e.token}` },
          })
        ).status,
      ).toBe(404);

      // The client's Missions tab edits the same mission in place: a third apartment, the total recomputed live.
      await page.goto(`${e2e.server.url}/client/${client.id}?tab=missions`);
      const row = page.getByRole("row").filter({ hasText: "Gestion locative" });
      await row.getByRole("button", { name: "Modifier la ligne" }).click();
      await box(page, "Appartements").fill("3");
      await page
        .locator('output[aria-label="Valeur totale"]')
        .filter({ hasText: "999,99" })
        .waitFor();
      await screenshot(page, "client-missions-edition");
      await page.getByRole("button", { name: "Enregistrer la ligne" }).click();
      await visible(toast(page, SAVED));
      await page.goto(`${e2e.server.url}/missions/${id}`);
      await cardShows(page, "Total TTC", "999,99 €");
      expect(await card(page, "Reste à payer")).toBe("333,33 €");
      expect(await card(page, "Appartements restants")).toBe("1");
      await screenshot(page, "fiche-trois-appartements");
    });

    it("depuis la fiche client : créer une mission qui revient sur l'onglet, en ajouter une autre, en retirer une", async () => {
      const tag = size === "bureau" ? "B" : "T";
      const client = await seedClient(e2e.server, e2e.token, {
        nom: `Onglet-${tag}`,
        prenom: "Jean",
      });
      const other = await apiOk(e2e.server, e2e.token, "POST", "/api/Mission", {
        type: `Syndic ${tag}`,
        nbAppart: 1,
        accompte1: 1,
        accompte2: 1,
        reliquat: 1,
        valeurMissionAppt: 3,
      });
      const { page } = browser();
      await signInAdmin(page, e2e.server, `${e2e.server.url}/client/${client.id}?tab=missions`);
      await visible(page.getByText("Aucune mission pour ce client."));

      await page.getByRole("link", { name: "Créer" }).click();
      await waitForPath(page, "/missions/new");
      await box(page, "Type de mission").fill(`Location ${tag}`);
      await box(page, "Nombre d'appartements").fill("1");
      await box(page, "Valeur par appartement (TTC)").fill("1 200");
      for (const f of ["Premier acompte", "Second acompte", "Reliquat"])
        await box(page, f).fill("400");
      await page.getByRole("button", { name: "Créer" }).click();
      await visible(toast(page, "Votre mission a été créée avec succès."));
      await waitForPath(page, `/client/${client.id}`);
      await visible(page.getByRole("row").filter({ hasText: `Location ${tag}` }));

      await pick(page, "Ajouter", `syndic ${tag}`, `Syndic ${tag}`);
      await visible(page.getByRole("row").filter({ hasText: `Syndic ${tag}` }));
      await screenshot(page, "onglet-missions-du-client");
      await page
        .getByRole("row")
        .filter({ hasText: `Syndic ${tag}` })
        .getByRole("button", { name: "Retirer" })
        .click();
      const confirm = page.getByRole("alertdialog");
      await visible(confirm.getByText("Cette action est irréversible."));
      await confirm.getByRole("button", { name: "Retirer" }).click();
      await hidden(confirm);
      await hidden(page.getByRole("row").filter({ hasText: `Syndic ${tag}` }));
      const read = await apiOk(e2e.server, e2e.token, "GET", `/api/Client/${client.id}`);
      expect(read.Missions.map((m: { type: string }) => m.type)).toEqual([`Location ${tag}`]);
      // Only the link went: the mission itself stays.
      expect(
        (await apiOk(e2e.server, e2e.token, "GET", `/api/Mission/${other.id}`)).Clients,
      ).toEqual([]);
    });
  });
}

// Issue 60 item 9: a management mandate (a fee in percent) has its own form, without the fixed price's instalments;
// its fee typed HT gives the TTC rate every fee is computed at.
for (const [size, viewport] of SIZES) {
  describe(`mandat de gestion (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("a son formulaire sans acomptes, et « 6 % HT » donne 7,2 % TTC", async () => {
      const { page } = browser();
      await signInAdmin(page, e2e.server);
      await page.goto(`${e2e.server.url}/missions/`);
      await page.getByRole("link", { name: "Nouveau mandat de gestion" }).click();
      await waitForPath(page, "/missions/new");
      await visible(box(page, "Type de mission"));
      expect(await box(page, "Type de mission").inputValue()).toBe("Mandat de gestion");
      for (const f of [
        "Premier acompte",
        "Second acompte",
        "Reliquat",
        "Valeur par appartement (TTC)",
      ])
        expect(await box(page, f).count()).toBe(0);
      await box(page, "Nombre d'appartements").fill("1");
      const ht = box(page, "Honoraires de gestion (% HT des loyers encaissés, TVA en sus)");
      await ht.fill("6");
      // Signed HT: the TTC rate is the server's to derive, not typed.
      await hidden(box(page, "Honoraires de gestion (% TTC des loyers encaissés)"));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await screenshot(page, "mandat-de-gestion");
      await page.getByRole("button", { name: "Créer" }).click();
      await visible(toast(page, "Votre mission a été créée avec succès."));
      await waitForPath(page, /^\/missions\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split("/")[2]);
      const m = await apiOk(e2e.server, e2e.token, "GET", `/api/Mission/${id}`);
      expect(m).toMatchObject({
        type: "Mandat de gestion",
        honorairesGestionHT: 6,
        honorairesGestion: 7.2,
        accompte1: 0,
        accompte2: 0,
        reliquat: 0,
      });
    });
  });
}
