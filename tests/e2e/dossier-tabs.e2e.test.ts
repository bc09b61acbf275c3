import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, apiOk } from "./support/api";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { apartment, lease, tenant } from "./support/lists";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { nextDownload, pdfUpload } from "./support/files";

// Issue 8, a dossier's tabs: two guarantors with their signed deeds (Cautions), the entry inventory filled then
// replaced after spec 8's confirmation (États des lieux), the signed lease uploaded and downloaded (Documents).
const e2e = useAdminServer();

const SIZES = BUREAU_SEUL;
const SAVED = "Vos modifications ont été prises en compte.";
const SENT = "Votre document a bien été envoyé.";
const PDF = (text: string) => pdfUpload("acte-signe.pdf", text);
const box = (scope: Page | ReturnType<Page["getByRole"]>, name: string) =>
  scope.getByRole("textbox", { name, exact: true });
const dossierOf = (id: number) => apiOk(e2e.server, e2e.token, "GET", `/api/Dossier/${id}`);

async function addGuarantor(
  page: Page,
  v: { nom: string; prenom: string; mobile: string; mail: string; ville: string },
) {
  await page.getByRole("button", { name: "Ajouter un garant" }).click();
  const dialog = page.getByRole("dialog");
  await box(dialog, "Nom").fill(v.nom);
  await box(dialog, "Prénom").fill(v.prenom);
  await box(dialog, "Mobile").fill(v.mobile);
  await box(dialog, "E-mail").fill(v.mail);
  await box(dialog, "Ville").fill(v.ville);
  await box(dialog, "Date de naissance").fill("12/04/1961");
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await hidden(dialog);
  await visible(toast(page, SAVED));
  const card = page.locator("[data-caution]").filter({ hasText: `${v.prenom} ${v.nom}` });
  await card
    .locator('[data-signed-copy="acteCautionnementSigned"] input[type=file]')
    .setInputFiles(PDF(v.nom));
  await visible(card.getByText("Copie signée enregistrée."));
  await visible(toast(page, SENT));
}

for (const [size, viewport] of SIZES) {
  describe(`onglets du dossier (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("deux garants avec leur acte signé, l'état des lieux d'entrée saisi puis remplacé, le bail signé envoyé", async () => {
      const tag = size === "bureau" ? "B" : "T";
      const a = await apiOk(
        e2e.server,
        e2e.token,
        "POST",
        "/api/Appartement",
        apartment(`${tag} 12`, { ville: "Paris" }),
      );
      const l = await apiOk(
        e2e.server,
        e2e.token,
        "POST",
        "/api/Locataire",
        tenant(`Locataire-${tag}`),
      );
      const d = await apiOk(e2e.server, e2e.token, "POST", "/api/Dossier", lease(a.id, l.id));
      const { page } = browser();
      await signInAdmin(page, e2e.server);

      // Cautions: the required fields refused empty, then two guarantors, each with a signed deed.
      await page.goto(`${e2e.server.url}/dossiers/${d.id}?tab=cautions`);
      await visible(page.getByText("Aucun garant pour ce dossier."));
      await page.getByRole("button", { name: "Ajouter un garant" }).click();
      // The dialog says the button's words (it said « Nouveau garant »).
      const dialog = page.getByRole("dialog", { name: "Ajouter un garant" });
      await dialog.getByRole("button", { name: "Ajouter" }).click();
      await visible(toast(page, "Veuillez renseigner les champs obligatoires."));
      for (const name of ["Nom", "Prénom", "Mobile", "E-mail"])
        expect(await box(dialog, name).getAttribute("aria-invalid")).toBe("true");
      await box(dialog, "E-mail").fill("pas-un-mail");
      await dialog.getByRole("button", { name: "Ajouter" }).click();
      await visible(dialog.getByText("Adresse e-mail invalide."));
      // A message at a field wraps in its column: the fields beside it keep their width (they fell to 0 px).
      expect((await box(dialog, "Nom").boundingBox())!.width).toBeGreaterThan(120);
      await screenshot(page, "garant-formulaire", undefined, { fullPage: false });
      await dialog.getByRole("button", { name: "Annuler" }).click();
      await hidden(dialog);

      await addGuarantor(page, {
        nom: "Bernard",
        prenom: "Claire",
        mobile: "0677889900",
        mail: "claire.bernard@exemple.fr",
        ville: "Nantes",
      });
      await addGuarantor(page, {
        nom: "Petit",
        prenom: "Jean",
        mobile: "0611223344",
        mail: "jean.petit@exemple.fr",
        ville: "Lyon",
      });
      const withCautions = await dossierOf(d.id);
      expect(withCautions.Cautions.map((c: any) => `${c.prenom} ${c.nom} ${c.naissance}`)).toEqual([
        "Claire Bernard 1961-04-12",
        "Jean Petit 1961-04-12",
      ]);
      for (const c of withCautions.Cautions)
        expect(c.acteCautionnementSigned).toMatch(/^\/files\/signes\/.+\.pdf$/);
      // The lease's guarantee card names them (it said « Aucune » beside two guarantors).
      await visible(page.getByText("Garants : Claire Bernard, Jean Petit"));
      // Their mobiles grouped by two, as typed « 0677889900 ».
      await visible(
        page
          .locator("[data-caution]")
          .filter({ hasText: "Claire Bernard" })
          .getByText("06 77 88 99 00"),
      );
      expect(await page.getByLabel("Type de garantie").inputValue()).toBe("caution");
      await screenshot(page, "garants");
      // The details say the lease has its guarantors, even with the dossier's own flag left unticked; left unticked,
      // each guarantee is simple (issue 39: never solidaire by default).
      await page.getByRole("tab", { name: "Détails" }).click();
      await visible(page.getByText("Oui : 2 garants (cautionnement simple)"));
      await page.getByRole("tab", { name: "Cautions" }).click();

      // The entry inventory: the five rooms of spec 3, one renamed, one removed, one added.
      await page.getByRole("tab", { name: "États des lieux" }).click();
      await page.getByRole("button", { name: "Saisir l'état des lieux d'entrée" }).click();
      expect(await box(page, "Lieu").inputValue()).toBe("Paris");
      const rooms = page.getByRole("textbox", { name: "Nom de la pièce" });
      expect(
        await rooms.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      ).toEqual(["Entrée", "Séjour", "Cuisine", "Salle d'eau", "W.C."]);
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Veuillez renseigner les champs obligatoires."));
      for (const [name, value] of [
        ["Clés remises", "2 clés, 1 badge"],
        ["Eau froide", "Compteur 1234 m³"],
        ["Eau chaude", "Ballon 200 L"],
        ["Chauffage", "Radiateurs électriques"],
        ["Antenne", "Collective"],
        ["Aménagement", "Cuisine équipée"],
      ] as const)
        await box(page, name).fill(value);
      await rooms.nth(1).fill("Salon");
      await page.getByRole("button", { name: "Retirer la pièce « W.C. »" }).click();
      await page.getByRole("button", { name: "Ajouter une pièce" }).click();
      await rooms.nth(4).fill("Chambre");
      await page.locator("#f-pieces-4-Sol").fill("Parquet neuf");
      await page.locator("#f-pieces-1-Mur").fill("Peinture blanche, bon état");
      await page.getByRole("switch", { name: "Interphone" }).click();
      await screenshot(page, "etat-entree-formulaire");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, SAVED));
      const first = (await dossierOf(d.id)).EtatEntrant;
      expect(first).toMatchObject({
        AppartementId: a.id,
        lieu: "Paris",
        clef: "2 clés, 1 badge",
        interphone: true,
        doubleVitrage: false,
      });
      expect(first.pieces.map((p: any) => p.nom)).toEqual([
        "Entrée",
        "Salon",
        "Cuisine",
        "Salle d'eau",
        "Chambre",
      ]);
      expect(first.pieces[4]).toMatchObject({ piece: null, Sol: "Parquet neuf" });
      expect(first.pieces[1]).toMatchObject({ piece: "Séjour", Mur: "Peinture blanche, bon état" });
      const signedCopy = page.locator('[data-signed-copy="signed"]');
      await visible(signedCopy.getByText("Aucune copie signée."));
      await signedCopy.locator("input[type=file]").setInputFiles(PDF("etat des lieux"));
      await visible(signedCopy.getByText("Copie signée enregistrée."));
      await visible(toast(page, SENT));
      const signedLink = (await dossierOf(d.id)).EtatEntrant.signed;
      expect(signedLink).toMatch(/^\/files\//);
      await screenshot(page, "etat-entree");

      // Replacing it: spec 8's confirmation, then the old inventory and its signed copy are gone.
      await page.getByRole("button", { name: "Remplacer l'état des lieux" }).click();
      await box(page, "Lieu").fill("Paris 11e");
      await page.getByRole("button", { name: "Remplacer", exact: true }).click();
      const confirm = page.getByRole("alertdialog");
      await visible(confirm.getByText("Remplacer l'état des lieux ?"));
      await visible(confirm.getByText("L'ancien état des lieux sera remplacé, et donc supprimé."));
      await screenshot(page, "remplacer-confirmation", undefined, { fullPage: false });
      await confirm.getByRole("button", { name: "Remplacer" }).click();
      await visible(toast(page, SAVED));
      await visible(page.getByRole("heading", { name: /État des lieux d'entrée du/ }));
      const replaced = (await dossierOf(d.id)).EtatEntrant;
      expect(replaced.id).not.toBe(first.id);
      expect(replaced).toMatchObject({ lieu: "Paris 11e", signed: null });
      expect(replaced.pieces.map((p: any) => p.nom)).toEqual([
        "Entrée",
        "Salon",
        "Cuisine",
        "Salle d'eau",
        "Chambre",
      ]);
      expect(
        (await apiCall(e2e.server, e2e.token, "GET", `/api/EtatLieux/${first.id}`)).status,
      ).toBe(404);
      expect(
        (
          await fetch(`${e2e.server.url}${signedLink}`, {
            headers: { Authorization: `Token ${e2e.token}` },
          })
        ).status,
      ).toBe(404);

      // The signed lease: a refused type told in French, then the PDF sent, downloaded, found in the record.
      await page.getByRole("tab", { name: "Documents" }).click();
      const signedLease = page.locator('[data-signed-copy="contratLocation"]');
      await signedLease.locator("input[type=file]").setInputFiles({
        name: "bail.exe",
        mimeType: "application/octet-stream",
        buffer: Buffer.from("MZ\x90\x00"),
      });
      await visible(toast(page, "Type de fichier non accepté"));
      await signedLease
        .locator("input[type=file]")
        .setInputFiles({ ...PDF("bail signe"), name: "bail-signe.pdf" });
      await visible(toast(page, SENT));
      await visible(signedLease.getByText("Copie signée enregistrée."));
      const [download] = await Promise.all([
        nextDownload(page),
        signedLease.getByRole("button", { name: "Télécharger" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `Contrat de location signé - Léa Locataire-${tag}.pdf`,
      );
      expect(readFileSync((await download.path())!, "utf8")).toContain("bail signe");
      expect((await dossierOf(d.id)).contratLocation).toMatch(/^\/files\/signes\/.+\.pdf$/);
      await screenshot(page, "documents");

      // The apartment's tab lists the inventory.
      await page.goto(`${e2e.server.url}/appartements/${a.id}?tab=etats`);
      await visible(page.getByRole("cell", { name: "Paris 11e" }));
      await screenshot(page, "appartement-etats");
    });
  });
}
