import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import {
  DESKTOP,
  hidden,
  PHONE,
  screenshot,
  signInAdmin,
  toast,
  useBrowser,
  visible,
} from "./support/browser";
import { plain } from "./support/lists";
import { useAdminServer } from "./support/admin-server";
import { nextDownload } from "./support/files";
import { text, box, status, today } from "./support/leases-fixtures";

// Issue 8, a lease closed by its end date: the apartment Vacant, archiving offered (a receipt: no deletion), and the
// tenant's Fichiers and Quittances tabs.
const e2e = useAdminServer();

describe("un bail clos par sa date de fin, les fichiers et quittances du locataire", () => {
  const browser = useBrowser({ viewport: DESKTOP });

  it("fin du bail saisie à aujourd'hui : clos, appartement vacant, archivage offert (une quittance : pas de suppression) ; onglet Fichiers complet", async () => {
    const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
      adresse: "9 allée de la Fin",
      codePostal: "33000",
      ville: "Bordeaux",
      loyerHC: 900,
      charge: 50,
    });
    const l = await apiOk(e2e.server, e2e.token, "POST", "/api/Locataire", {
      titre: "Madame",
      nom: "Roux",
      prenom: "Inès",
      mail: "ines.roux@exemple.fr",
      tel: "0611111111",
      adresse: "1 rue A",
      codePostal: "33000",
      ville: "Bordeaux",
      secondTitulaire: true,
      autreTitre: "Monsieur",
      autreNom: "Roux",
      autrePrenom: "Paul",
      autreMail: "paul.roux@exemple.fr",
      autreTel: "0622222222",
    });
    const { dossier } = await apiOk(
      e2e.server,
      e2e.token,
      "PUT",
      `/api/Appartement/${a.id}/tenant/add/${l.id}`,
      {
        dateEntree: "2026-01-01",
        dateCreationBail: "2025-12-15",
        dateDebutBail: "2026-01-01",
        depotGarantie: 900,
        numFraisDossier: "FD-FIN",
        encadrement: {
          surface: 40,
          nbPiece: 2,
          periodeConstruction: "après 1990",
          loyerReference: 20,
          loyerReferenceMajore: 24,
          caracteristiqueLoyer: "Balcon filant",
        },
      },
    );
    await apiOk(e2e.server, e2e.token, "POST", "/api/Quitance", {
      date: "2026-10-01",
      dateFin: "2026-10-31",
      numero: "Q-2026-10",
      prixHC: 900,
      charge: 50,
      DossierId: dossier.id,
      LocataireId: l.id,
      AppartementId: a.id,
    });
    const { page } = browser();
    await signInAdmin(page, e2e.server);

    // The running lease: its rent cap on the read-only screen; no Delete in the list while it runs.
    await page.goto(`${e2e.server.url}/dossiers/${dossier.id}`);
    expect(await status(page).innerText()).toBe("En cours");
    const cap = plain(await page.locator('[data-field="encadrement"]').innerText());
    expect(cap).toContain("Montant de base 960,00 €");
    expect(cap).toContain("Complément de loyer -60,00 €");
    expect(cap).toContain("Période de construction Après 1990");
    await screenshot(page, "dossier-lecture");
    await page.setViewportSize(PHONE);
    await screenshot(page, "dossier-lecture-390");
    await page.setViewportSize(DESKTOP);
    await page.goto(`${e2e.server.url}/dossiers/`);
    const listed = page.getByRole("row").filter({ hasText: "9 allée de la Fin" });
    await visible(listed);
    expect(await listed.getByRole("button", { name: "Supprimer" }).count()).toBe(0);

    // The end date typed as today closes the lease: badge, apartment Vacant, history by the editor.
    await page.goto(`${e2e.server.url}/dossiers/${dossier.id}/edit`);
    await box(page, "Fin du bail").fill(today());
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await visible(toast(page, "Vos modifications ont été prises en compte."));
    await page.waitForFunction(
      () => document.querySelector('[data-testid="record-status"]')?.textContent === "Clos",
    );
    expect(await page.getByRole("button", { name: "Clore le bail" }).count()).toBe(0);
    await page.goto(`${e2e.server.url}/appartements/${a.id}?tab=historique`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="record-status"]')?.textContent === "Vacant",
    );
    await visible(
      page
        .getByRole("row")
        .filter({ hasText: "Fin du bail du locataire Madame Inès Roux" })
        .filter({ hasText: "admin@e2e.test" }),
    );
    await visible(page.getByRole("row").filter({ hasText: "Appartement vacant" }));
    // Closed, but a receipt was issued: money outlives the record (ADR 038), archived, never deleted.
    await page.goto(`${e2e.server.url}/dossiers/?vue=closed`);
    const closed = page.getByRole("row").filter({ hasText: "9 allée de la Fin" });
    await visible(closed);
    expect(await closed.getByRole("button", { name: "Supprimer" }).count()).toBe(0);
    await page.goto(`${e2e.server.url}/dossiers/${dossier.id}`);
    await visible(page.getByRole("button", { name: "Archiver" }));

    // The tenant's Fichiers tab: the label (a PDF from its dossier), its files, its receipts.
    await page.goto(`${e2e.server.url}/locataires/${l.id}?tab=fichiers`);
    const receipt = page.getByRole("row").filter({ hasText: "Q-2026-10" });
    await visible(receipt);
    expect(plain(await receipt.innerText())).toMatch(/01\/10\/2026 31\/10\/2026 900,00 € 50,00 €/);
    const [label] = await Promise.all([
      nextDownload(page),
      page.getByRole("button", { name: "Étiquette" }).click(),
    ]);
    expect(label.suggestedFilename()).toMatch(/^etiquette-.*\.pdf$/);
    expect(
      readFileSync((await label.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    await page.getByRole("button", { name: "Ajouter un fichier" }).click();
    await page.locator("#upload-file").setInputFiles(text("avis-imposition.txt", "Avis 2025."));
    await page.getByRole("dialog").getByRole("button", { name: "Envoyer" }).click();
    await visible(toast(page, "Votre document a bien été envoyé."));
    const row = page.getByRole("row").filter({ hasText: "avis-imposition" });
    const [first] = await Promise.all([
      nextDownload(page),
      row.getByRole("button", { name: "Télécharger" }).click(),
    ]);
    expect(readFileSync((await first.path())!, "utf8")).toBe("Avis 2025.");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      row.getByRole("button", { name: "Remplacer" }).click(),
    ]);
    await chooser.setFiles(text("avis-2026.txt", "Avis 2026."));
    await page.getByRole("alertdialog").getByRole("button", { name: "Remplacer" }).click();
    await expect
      .poll(async () => {
        const [d] = await Promise.all([
          nextDownload(page),
          row.getByRole("button", { name: "Télécharger" }).click(),
        ]);
        return readFileSync((await d.path())!, "utf8");
      })
      .toBe("Avis 2026.");
    await screenshot(page, "locataire-fichiers");
    await page.setViewportSize(PHONE);
    await screenshot(page, "locataire-fichiers-390");
    await page.setViewportSize(DESKTOP);
    await row.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await hidden(page.getByRole("alertdialog"));
    await row.waitFor({ state: "detached" });
    expect((await apiOk(e2e.server, e2e.token, "GET", `/api/Locataire/${l.id}`)).Fichiers).toEqual(
      [],
    );
  });
});
