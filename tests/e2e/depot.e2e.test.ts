import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";
import { screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { download, pdfText } from "./support/files";
import { apartment, plain, tenant } from "./support/lists";
import { addDays, addMonths, parisDate } from "../../worker/domain/dates";
import { moisCommences } from "../../worker/domain/depot/penalite";
import { formatDate } from "../../web/src/lib/format";

// The deposit's return (loi n° 89-462 art. 22): the keys back two months and ten days ago and the exit inventory
// different from the entry's (two months' deadline, so some days late on the server's real clock), staff enter two
// deductions citing the exit's rooms, see the late penalty, save and download the settlement letter; the dashboard
// lists the deposit as overdue and opens its tab.
const e2e = useAdminServer();

const piece = (id: string, nom: string, Mur: string) => ({
  id,
  piece: nom,
  nom,
  Mur,
  Sol: "Parquet",
  Plafond: null,
  Fenetre: null,
  Electricite: null,
  Plomberie: null,
  Serrure: null,
  Observation: null,
});
const etat = (pieces: unknown[]) => ({
  lieu: "Paris",
  date: "2026-10-30",
  clef: "2 clés",
  eauFroide: "OK",
  eauChaude: "OK",
  chauffage: "OK",
  antenne: "OK",
  amenagement: "Cuisine équipée",
  pieces,
});

for (const [size, viewport] of BUREAU_SEUL) {
  describe(`la restitution du dépôt de garantie (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("deux retenues citant les pièces de la sortie, enregistrées, et la lettre téléchargée", async () => {
      const call = (method: string, path: string, body?: unknown) =>
        apiOk(e2e.server, e2e.token, method, path, body);
      const a = await call("POST", "/api/Appartement", apartment(`depot-${size}`));
      const l = await call("POST", "/api/Locataire", tenant(`Dépôt${size}`));
      const d = await call("POST", "/api/Dossier", {
        AppartementId: a.id,
        LocataireId: l.id,
        dateEntree: "2025-01-01",
        dateCreationBail: "2024-12-15",
        dateDebutBail: "2025-01-01",
        loyerHC: 850,
        loyerCharge: 120,
        depotGarantie: 850,
        numFraisDossier: `FD-${size}`,
      });
      await call(
        "PUT",
        `/api/Dossier/${d.id}/etatIn/set`,
        etat([piece("sejour", "Séjour", "Blanc"), piece("cuisine", "Cuisine", "Faïence")]),
      );
      await call(
        "PUT",
        `/api/Dossier/${d.id}/etatOut/set`,
        etat([piece("sejour", "Séjour", "Taché"), piece("cuisine", "Cuisine", "Faïence fêlée")]),
      );
      const today = parisDate(new Date());
      const cles = addDays(addMonths(today, -2), -10);
      const limite = addMonths(cles, 2);
      // 10 % of the 850 € rent per month started past the deadline.
      const penalite = moisCommences(limite, today) * 85;
      await call("PUT", `/api/Dossier/${d.id}`, { dateRestitutionCles: cles });

      const { page } = browser();
      await signInAdmin(page, e2e.server, `${e2e.server.url}/dossiers/${d.id}?tab=depot`);
      // Exit different from the entry: two months from the keys.
      await visible(page.getByText("2 mois (état des lieux de sortie non conforme)"));
      expect(plain(await page.getByTestId("date-limite").innerText())).toContain(
        `${formatDate(limite)} En retard`,
      );
      expect(plain(await page.getByTestId("penalite").innerText())).toBe(
        plain(`${penalite.toFixed(2).replace(".", ",")} €`),
      );
      // What the lease provides and how it was received, above the figures (it showed only « versé »).
      expect(plain(await page.getByTestId("depot-versement").innerText())).toContain(
        "Dépôt prévu au bail 850,00 €",
      );
      expect(await page.getByTestId("depot-versement-alerte").count()).toBe(0);
      await screenshot(page, "ouverte");

      const lignes = page.getByTestId("ligne-deduction");
      for (const [i, [motif, nomPiece, montant]] of [
        ["Peinture du séjour", "Séjour", "150,75"],
        ["Remplacement de la faïence", "Cuisine", "49,90"],
      ].entries()) {
        await page.getByRole("button", { name: "Ajouter une retenue" }).click();
        const ligne = lignes.nth(i);
        await ligne.getByLabel("Motif", { exact: true }).fill(motif!);
        await ligne.getByRole("combobox").click();
        await page.getByRole("option", { name: nomPiece, exact: true }).click();
        await ligne.getByLabel("Montant (€)", { exact: true }).fill(montant!);
      }
      await page.getByLabel(/Retenue copropriété/).fill("100");
      // The totals follow what is typed, before saving: 850 - 200,65 - 100, and the penalty.
      const aRestituer = 549.35 + penalite;
      expect(plain(await page.getByTestId("total-retenues").innerText())).toBe("200,65 €");
      expect(plain(await page.getByTestId("a-restituer").innerText())).toBe(
        plain(`${aRestituer.toFixed(2).replace(".", ",")} €`),
      );
      await screenshot(page, "deux-retenues");
      await screenshot(page, "deux-retenues-ecran", undefined, { fullPage: false });

      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Vos modifications ont été prises en compte."));
      const saved = await call("GET", `/api/Dossier/${d.id}/restitutionDepot`);
      expect(saved).toMatchObject({ totalDeductions: 200.65, retenue: 100, penalite });
      expect(saved.aRestituer).toBeCloseTo(aRestituer, 2);
      expect(saved.deductions).toMatchObject([
        { motif: "Peinture du séjour", montant: 150.75, piece: "sejour" },
        { motif: "Remplacement de la faïence", montant: 49.9, piece: "cuisine" },
      ]);

      const pdf = await download(page, () =>
        page.getByRole("button", { name: "Lettre de restitution (PDF)" }).click(),
      );
      expect(pdf.name).toMatch(/^Restitution du dépôt de garantie - .+\.pdf$/);
      const text = plain(pdfText(pdf.bytes));
      for (const s of [
        "Restitution du dépôt de garantie",
        "850,00 €",
        `Retenue du ${formatDate(cles)} : Peinture du séjour`,
        "150,75 €",
        `Retenue du ${formatDate(cles)} : Remplacement de la faïence`,
        "49,90 €",
        "Solde du compte locataire",
        `au plus tard le ${formatDate(limite)}`,
        "Majoration pour retard",
        plain(`${aRestituer.toFixed(2).replace(".", ",")} €`),
      ])
        expect(text).toContain(s);

      // The dashboard lists it as overdue; its row opens the dossier's deposit tab.
      await page.goto(`${e2e.server.url}/`);
      const carte = page
        .locator("[data-slot=card]")
        .filter({ hasText: "Dépôts de garantie à restituer" });
      const ligne = carte.getByRole("row").filter({ hasText: `Dépôt${size}` });
      await visible(ligne);
      expect(plain(await ligne.innerText())).toContain("En retard");
      expect(plain(await ligne.innerText())).toContain("1 mois commencé");
      await ligne.scrollIntoViewIfNeeded();
      await screenshot(page, "tableau-de-bord", undefined, { fullPage: false });
      await ligne.click();
      await page.waitForURL(new RegExp(`/dossiers/${d.id}\\?tab=depot`));
      await visible(page.getByTestId("ligne-deduction").first());
    });
  });
}
