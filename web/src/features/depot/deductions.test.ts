import { describe, expect, it } from "vitest";
import type { RestitutionDepotApi } from "./depot-api";
import { apercu, deductionVide, depuisApi, erreurDe, retenueSaisie, versEnvoi } from "./deductions";

const lu: RestitutionDepotApi = {
  DossierId: 1,
  ouverte: true,
  enregistre: true,
  dateRestitutionCles: "2026-03-15",
  depot: 850,
  depotPrevu: 850,
  depotAppele: null,
  loyerHC: 850,
  sortieConforme: true,
  constat: "conforme",
  moisConstat: 1,
  dateLimite: "2026-04-15",
  deductions: [
    {
      id: 1,
      motif: "Nettoyage",
      montant: 49.9,
      piece: "cuisine",
      pieceNom: "Cuisine",
      date: "2026-03-15",
    },
  ],
  totalDeductions: 49.9,
  soldeCompte: 120.5,
  retenue: 100,
  retenueMax: 170,
  aRestituer: 579.6,
  resteDu: 0,
  moisRetard: 0,
  penalite: 0,
  echeance: null,
  dateRestitution: null,
  pieces: [{ id: "cuisine", nom: "Cuisine" }],
};

describe("the deposit tab's lines and live totals", () => {
  it("edits the stored lines as French inputs and sends them back as typed", () => {
    const lignes = depuisApi(lu);
    expect(lignes).toMatchObject([{ motif: "Nettoyage", montant: "49,9", piece: "cuisine" }]);
    expect(retenueSaisie(lu)).toBe("100");
    expect(versEnvoi([...lignes, deductionVide()])).toEqual([
      { motif: "Nettoyage", montant: "49,9", piece: "cuisine", date: "2026-03-15" },
      { motif: "", montant: "", piece: null, date: null },
    ]);
    expect(erreurDe({ "deductions.1.montant": "Montant invalide" }, 1, "montant")).toBe(
      "Montant invalide",
    );
  });

  it("recomputes what goes back from what is typed, to the cent, with the server's rule", () => {
    const lignes = [...depuisApi(lu), { ...deductionVide(), montant: "1 000,10" }];
    expect(apercu(lu, depuisApi(lu), "100", "", "2026-03-20")).toMatchObject({
      totalDeductions: 49.9,
      aRestituer: 579.6, // 850 - 49,90 - 120,50 - 100
    });
    expect(apercu(lu, lignes, "", "", "2026-03-20")).toMatchObject({
      aRestituer: 0,
      resteDu: 320.5, // 49,90 + 1 000,10 + 120,50 - 850
    });
    // A month started past the deadline: 85 € more.
    expect(apercu(lu, depuisApi(lu), "100", "", "2026-04-16")?.aRestituer).toBe(664.6);
    expect(apercu({ ...lu, dateRestitutionCles: null }, [], "", "", "2026-04-16")).toBeNull();
  });
});
