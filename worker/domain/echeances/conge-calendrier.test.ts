import { describe, expect, it } from "vitest";
import { type BailCalendrier, type DonneesCalendrier, echeancesDu } from "./calendrier";

// Seen in a newcomer's walkthrough: once the landlord's congé was recorded, « Échéances » still said the lease would
// be « reconduit tacitement le 01/09/2027 à défaut de congé » and still asked for a congé by 28/02/2027.

const bail: BailCalendrier = {
  id: 1,
  AppartementId: 1,
  typeBail: "nu",
  dateDebutBail: "2024-09-01",
  dateFinBail: "2027-08-31",
  assuranceDateFin: "2027-12-31",
  entretienChaudiereDate: null,
  soumisEncadrement: false,
  encadrement: null,
  locataire: "Léa Martin",
  dateRevision: null,
  derniereRevision: null,
  derniereRegularisation: null,
  loyerCharge: 0,
  dateFinPreavis: null,
};
const donnees = (b: Partial<BailCalendrier>): DonneesCalendrier => ({
  lots: [
    {
      id: 1,
      adresse: "5 place Bellecour",
      codePostal: "69002",
      ville: "Lyon",
      classeEnergie: null,
      chaudiere: false,
      periodeConstruction: null,
      datePermisConstruire: null,
      anneeInstallationElectricite: null,
      anneeInstallationGaz: null,
    },
  ],
  baux: [{ ...bail, ...b }],
  diagnostics: [],
  mandats: [],
  depots: [],
  agence: null,
});
const duBail = (b: Partial<BailCalendrier>) =>
  echeancesDu(donnees(b), "2026-11-29")
    .filter((e) => e.type === "fin_bail" || e.type === "conge_bailleur")
    .map((e) => [e.date, e.type, e.libelle]);

describe("the calendar of a lease given notice", () => {
  it("without a notice: renewed at its term, the congé's last day listed", () => {
    expect(duBail({})).toEqual([
      [
        "2027-08-31",
        "fin_bail",
        "Fin du bail de Léa Martin, 5 place Bellecour, 69002 Lyon : reconduit tacitement le 01/09/2027 à défaut de congé",
      ],
      [
        "2027-02-28",
        "conge_bailleur",
        "Dernier jour pour donner congé à Léa Martin, 5 place Bellecour, 69002 Lyon, avant la fin du bail le 31/08/2027",
      ],
    ]);
  });

  it("the landlord's congé sent: the lease ends at its term, no renewal and no congé left to send", () => {
    expect(duBail({ congeDateEnvoi: "2026-11-28" })).toEqual([
      [
        "2027-08-31",
        "fin_bail",
        "Fin du bail de Léa Martin, 5 place Bellecour, 69002 Lyon : congé du bailleur envoyé le 28/11/2026, sans reconduction",
      ],
    ]);
  });

  it("the tenant's notice received: no renewal announced either", () => {
    expect(duBail({ dateDebutPreavis: "2026-11-01", dateFinPreavis: "2027-01-31" })).toEqual([
      [
        "2027-08-31",
        "fin_bail",
        "Fin du bail de Léa Martin, 5 place Bellecour, 69002 Lyon : préavis du locataire, sans reconduction",
      ],
    ]);
  });
});
