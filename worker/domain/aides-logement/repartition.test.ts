// Issue 77 item 2: the CAF's transfer split per tenant, from the detail the partner portal shows.
import { describe, expect, it } from "vitest";
import { lireDetail, lireMois } from "./detail-versement";
import { partsAPayer, repartir } from "./repartition";
import { aideHorsDette } from "./aide-hors-dette";
import { partageTerme } from "./aide";

const baux = [
  { DossierId: 1, numeroAllocataire: "1234567", attendue: () => 25_000 },
  { DossierId: 2, numeroAllocataire: "2345678", attendue: () => 30_000 },
];

describe("reading the detail", () => {
  it("reads tabs, semicolons or spaced columns, French amounts and months, skips the header", () => {
    const d = lireDetail(
      "N° allocataire;Nom;Mois;Montant\n1234567;DURAND Marie;11/2026;250,00\n2345678\tMARTIN Paul\tnovembre 2026\t300,00 €\n9999999   INCONNU Léa   2026-11   120,50\n",
    );
    expect(d.illisibles).toEqual([]);
    expect(d.lignes.map((l) => [l.numeroAllocataire, l.mois, l.montant])).toEqual([
      ["1234567", "2026-11", 25_000],
      ["2345678", "2026-11", 30_000],
      ["9999999", "2026-11", 12_050],
    ]);
  });
  it("names the lines it cannot read", () => {
    expect(lireDetail("1234567;DURAND;13/2026;250").illisibles).toEqual([
      { ligne: 1, texte: "1234567;DURAND;13/2026;250" },
    ]);
    expect(lireMois("février 2027")).toBe("2027-02");
  });
});

describe("the split", () => {
  const ligne = (numeroAllocataire: string, montant: number) => ({
    ligne: 1,
    numeroAllocataire,
    nom: "X",
    mois: "2026-11",
    montant,
  });
  it("exact: each share is its aid, the total the transfer's", () => {
    const r = repartir([ligne("1234567", 25_000), ligne("2345678", 30_000)], baux, 55_000);
    expect(r.parts.map((p) => p.statut)).toEqual(["exact", "exact"]);
    expect(r.ecartTotal).toBe(0);
    expect(partsAPayer(r).map((p) => p.DossierId)).toEqual([1, 2]);
  });
  it("short and extra: paid as received, the difference listed", () => {
    const r = repartir([ligne("1234567", 20_000), ligne("2345678", 32_000)], baux, 52_000);
    expect(r.parts.map((p) => [p.statut, p.ecart])).toEqual([
      ["ecart", -5_000],
      ["ecart", 2_000],
    ]);
    expect(partsAPayer(r)).toHaveLength(2);
  });
  it("an unknown allocataire and a total other than the transfer's are listed, never paid", () => {
    const r = repartir([ligne("1234567", 25_000), ligne("7777777", 10_000)], baux, 30_000);
    expect(r.parts[1]).toMatchObject({ statut: "inconnu", DossierId: null, ecart: null });
    expect(r.ecartTotal).toBe(-5_000);
    expect(partsAPayer(r).map((p) => p.DossierId)).toEqual([1]);
  });
  it("a retenue (negative line) is listed, never a negative aid paid", () => {
    const r = repartir([ligne("1234567", -5_000)], baux, null);
    expect(r.parts[0]?.statut).toBe("negatif");
    expect(partsAPayer(r)).toEqual([]);
  });
});

describe("aid on the term, and aid that is not the tenant's debt", () => {
  it("a 700 € term with 250 € of aid asks the tenant 450 €; aid above the term is owed to the tenant", () => {
    const aide = {
      organisme: "CAF",
      numeroAllocataire: "1234567",
      type: "APL",
      tiersPayant: true,
      montantMensuel: 25_000,
      depuis: "2026-11-01",
    };
    expect(partageTerme(70_000, aide)).toEqual({
      aideAttendue: 25_000,
      partLocataire: 45_000,
      excedent: 0,
    });
    expect(partageTerme(20_000, aide)).toEqual({
      aideAttendue: 20_000,
      partLocataire: 0,
      excedent: 5_000,
    });
    expect(partageTerme(70_000, { ...aide, tiersPayant: false }).partLocataire).toBe(70_000);
  });
  it("November's aid is « en attente » until 5 December, then « aide non reçue », never the tenant's", () => {
    const termes = [{ date: "2026-11-01", aideAttendue: 25_000 }];
    expect(aideHorsDette(70_000, termes, 0, "CAF", "2026-12-05")).toEqual({
      aideEnAttente: 25_000,
      aideNonRecue: 0,
      soldeLocataire: 45_000,
    });
    expect(aideHorsDette(70_000, termes, 0, "CAF", "2026-12-06")).toEqual({
      aideEnAttente: 0,
      aideNonRecue: 25_000,
      soldeLocataire: 45_000,
    });
    expect(aideHorsDette(45_000, termes, 25_000, "CAF", "2026-12-06").aideNonRecue).toBe(0);
  });
});
