import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiOk } from "./support/api";
import { valid } from "../support/factories";
import { hidden, screenshot, signInAdmin, toast, useBrowser, visible } from "./support/browser";
import { BUREAU_SEUL, useAdminServer } from "./support/admin-server";

// Issue 63 items 3 and 5 on screen: a lease in Paris 11e is « soumis à l'encadrement des loyers » by itself, with its
// decree and the reference rents' warning; unticked it asks a reason; Paramètres > Agence keeps the agency's dates.
const e2e = useAdminServer();
const AVERTISSEMENT =
  "Bail soumis à l'encadrement des loyers : indiquez le loyer de référence et le loyer de référence majoré.";
const boite = (page: Page) =>
  page.getByRole("checkbox", { name: "Soumis à l'encadrement des loyers", exact: true });

for (const [size, viewport] of BUREAU_SEUL) {
  describe(`l'encadrement des loyers et les dates de l'agence (${size})`, () => {
    const browser = useBrowser({ viewport });

    it("un bail à Paris 11e coché de lui-même, le décret cité, l'avertissement des loyers de référence, le motif quand décoché", async () => {
      const tag = size === "bureau" ? "B" : "T";
      const a = await apiOk(e2e.server, e2e.token, "POST", "/api/Appartement", {
        adresse: `7 rue de la Roquette ${tag}`,
        codePostal: "75011",
        ville: "Paris",
        loyerHC: 900,
        charge: 80,
        surface: 35,
        nbPiece: 2,
      });
      const l = await apiOk(e2e.server, e2e.token, "POST", "/api/Locataire", {
        ...valid.Locataire(),
        nom: `Roquette-${tag}`,
        mail: `ines.${tag}@exemple.fr`,
      });
      const d = await apiOk(e2e.server, e2e.token, "POST", "/api/Dossier", {
        AppartementId: a.id,
        LocataireId: l.id,
        dateEntree: "2026-03-01",
        dateCreationBail: "2026-02-10",
        dateDebutBail: "2026-03-01",
        loyerHC: 900,
        loyerCharge: 80,
        depotGarantie: 900,
        numFraisDossier: `FD-ENC-${tag}`,
      });
      expect(d.soumisEncadrement).toBe(true);
      const { page } = browser();
      await signInAdmin(page, e2e.server);

      // The saved lease reads it.
      await page.goto(`${e2e.server.url}/dossiers/${d.id}`);
      await visible(
        page.getByText("Oui : Paris, décret n° 2019-315 du 12 avril 2019", { exact: true }),
      );

      // A new lease on the same lot: ticked before saving, the decree named, the warning without reference rents.
      await page.goto(`${e2e.server.url}/dossiers/new?relatedAppartement=${a.id}`);
      // Signed while the experiment runs (it ends on 24/11/2026, issue 73): the form defaults to today, after it.
      await page.getByLabel("Création du bail").fill("2026-11-20");
      await page.waitForFunction(() =>
        document.querySelector('[role="checkbox"][data-state="checked"]#f-soumisEncadrement'),
      );
      await visible(page.getByText(/Paris : décret n° 2019-315 du 12 avril 2019/));
      await visible(page.getByText(AVERTISSEMENT));
      await screenshot(page, `encadrement-avertissement-${size}`);

      // Unticked: the reason's field.
      await boite(page).click();
      expect(await boite(page).getAttribute("data-state")).toBe("unchecked");
      await visible(page.getByLabel("Motif de non-application de l'encadrement"));
      await hidden(page.getByText(AVERTISSEMENT));

      // Ticked again with the reference rents: no warning.
      await boite(page).click();
      await page.getByRole("switch", { name: "Renseigner les loyers de référence" }).click();
      await page.getByLabel("Loyer de référence (€/m²)", { exact: true }).fill("28,50");
      await page.getByLabel("Loyer de référence majoré (€/m²)", { exact: true }).fill("34,20");
      await hidden(page.getByText(AVERTISSEMENT));
      await screenshot(page, `encadrement-references-${size}`);
    });

    it("Paramètres > Agence : les fins de la carte, de la garantie et de l'assurance RCP enregistrées", async () => {
      const { page } = browser();
      await signInAdmin(page, e2e.server);
      await page.goto(`${e2e.server.url}/parametres?tab=agence`);
      const carte = page.getByLabel("Fin de validité de la carte professionnelle");
      await visible(carte);
      await carte.fill("31/03/2027");
      await page.getByLabel("Fin de la garantie financière").fill("31/12/2026");
      await page.getByLabel("Fin de l'assurance RCP").fill("32/06/2027");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(page.getByText(/Date invalide/).first());
      await page.getByLabel("Fin de l'assurance RCP").fill("30/06/2027");
      await page.getByRole("button", { name: "Enregistrer" }).click();
      await visible(toast(page, "Les paramètres de l'agence ont été enregistrés."));
      await screenshot(page, `agence-dates-${size}`);
      await page.reload();
      await visible(page.getByLabel("Fin de validité de la carte professionnelle"));
      expect(
        await page.getByLabel("Fin de validité de la carte professionnelle").inputValue(),
      ).toBe("31/03/2027");
      const lu = await apiOk(e2e.server, e2e.token, "GET", "/api/agence");
      expect(lu).toMatchObject({
        carteProfessionnelleFin: "2027-03-31",
        garantieFinanciereFin: "2026-12-31",
        assuranceRcpFin: "2027-06-30",
      });
    });
  });
}
