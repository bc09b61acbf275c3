import { describe, expect, it } from "vitest";
import { moneyFields } from "./serialize";

// The money mapping is read from the schema's cents() columns: these are the amounts of spec 5, in euros in the API.
describe("money fields", () => {
  it("are the cents columns of each table, plus the amounts inside JSON groups", () => {
    expect(moneyFields("Appartement")).toEqual([
      "loyerHC",
      "charge",
      "loyerTCC",
      "loyerPrecedent",
      "depenseEnergieMin",
      "depenseEnergieMax",
    ]);
    expect(moneyFields("Dossier")).toEqual([
      "depotGarantie",
      "loyerHC",
      "loyerCharge",
      "loyerTTC",
      "fraisDossierHT",
      "fraisDossierTTC",
      "fraisDossierTVA",
      "honorairesBailleurTTC",
      "dernierLoyerPrecedent",
      "encadrement.loyerReference",
      "encadrement.loyerReferenceMajore",
      "encadrement.montantBase",
      "encadrement.complementLoyer",
    ]);
    expect(moneyFields("Mission")).toEqual([
      "accompte1",
      "accompte2",
      "reliquat",
      "valeurMissionAppt",
      "valeurTotalMission",
      "plafondTravauxTTC",
    ]);
    expect(moneyFields("Accompte")).toEqual(["prix", "prixHT", "montant"]);
    expect(moneyFields("Intendance")).toEqual(["prix", "prixHT", "montant"]);
    expect(moneyFields("Quitance")).toEqual(["prixHC", "charge", "montantRegle"]);
    // The owner's reserve, kept back at each payout.
    expect(moneyFields("Client")).toEqual(["reserve"]);
    expect(moneyFields("Caution")).toEqual(["montantMaximum"]);
    for (const none of [
      "Locataire",
      "EtatLieux",
      "Fichier",
      "Image",
      "Variable",
      "Equipement",
      "User",
    ])
      expect(moneyFields(none)).toEqual([]);
  });
});
