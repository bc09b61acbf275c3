import { describe, expect, it } from "vitest";
import type { EcritureGerance } from "./ecritures";
import { NATURES_CHARGE } from "./natures";
import { LIGNE_DE_NATURE, revenusFonciers } from "./revenus-fonciers";

// Issue 60 item 3 (ADR 075): every line of form 2044 the owner's account can know, on a seeded year. Apartment 1 is
// held 60/40 by owners 1 and 2 (their entries are already their shares, as the account writes them); apartment 2 by
// owner 1 alone.

let next = 1;
const e = (p: Partial<EcritureGerance> & { date: string; nature: string }): EcritureGerance => ({
  id: next++,
  libelle: p.nature,
  debit: 0,
  credit: 0,
  tva: 0,
  AppartementId: 1,
  DossierId: 10,
  prixHC: null,
  charge: null,
  natureCharge: null,
  ...p,
});
const depense = (date: string, debit: number, natureCharge: string | null, libelle = "Dépense") =>
  e({ date, nature: "depense", debit, natureCharge, libelle });
/** An annulation as the reader gives it: the reversed entry's type and nature, the amounts the other way. */
const annulation = (of: EcritureGerance, date: string) =>
  e({ ...of, id: next++, date, debit: of.credit, credit: of.debit, tva: -of.tva });

const parts = new Map([
  [
    1,
    [
      { ClientId: 1, quotePart: 60 },
      { ClientId: 2, quotePart: 40 },
    ],
  ],
  [2, [{ ClientId: 1, quotePart: null }]],
]);
/** 500 € of last year's provisions for lot 1 found non-deductible by the syndic's approved accounts. */
const nonDeductibles = new Map([[1, 50000]]);
const ctx = (ClientId: number, aujourdhui = "2027-03-01") => ({
  ClientId,
  proprietaires: parts,
  nonDeductibles,
  aujourdhui,
});
const nom = (id: number) => ({ designation: `Lot ${id}` });

// Owner 1's year 2026: 60 % of a term of 900 € + 70.50 € (charges part 42.30 €), the fee, the letting fee, and an
// expense of each nature, one of them reversed, one reversed expense of another kind; lot 2's rent of 500 €.
const assurance = depense("2026-02-10", 5700, "assurance", "Assurance PNO");
const entretien = depense("2026-05-02", 12000, "travaux_entretien", "Plombier");
const peinture = depense("2026-05-03", 8000, "travaux_entretien", "Peinture annulée");
const lignes = [
  e({ date: "2026-03-05", nature: "loyer", credit: 58230, prixHC: 90000, charge: 7050 }),
  e({ date: "2026-03-05", nature: "honoraires", debit: 4658, tva: 776 }),
  e({ date: "2026-02-01", nature: "honorairesLocation", debit: 25200, tva: 4200 }),
  assurance,
  entretien,
  peinture,
  annulation(peinture, "2026-05-20"),
  depense("2026-06-01", 30000, "travaux_amelioration", "Double vitrage"),
  depense("2026-10-15", 24720, "taxe_fonciere", "Taxe foncière 2026"),
  depense("2026-10-15", 3000, "teom", "TEOM 2026"),
  depense("2026-01-15", 24000, "provisions_copropriete", "Appel de fonds T1"),
  depense("2026-04-15", 1800, "regularisation_copropriete", "Régularisation 2025"),
  depense("2026-09-01", 9000, "frais_procedure", "Commissaire de justice"),
  depense("2026-09-02", 1000, null, "Clés"),
  e({ date: "2026-06-02", nature: "acompte", debit: 9900 }),
  e({ date: "2026-07-01", nature: "reversement", debit: 99900, AppartementId: null }),
  e({ date: "2026-04-05", nature: "loyer", credit: 50000, AppartementId: 2, DossierId: 20 }),
  // Another year: left out (its annulation written in 2026 counts in 2026).
  depense("2025-12-31", 5000, "travaux_entretien"),
  annulation(assurance, "2027-01-05"),
];

describe("the nature of a charge decides its line", () => {
  it("places every nature as the notice does: 221, 223, 224, 227, 229, none for TEOM and « autre »", () => {
    expect(Object.keys(LIGNE_DE_NATURE).sort()).toEqual([...NATURES_CHARGE].sort());
    expect(LIGNE_DE_NATURE).toMatchObject({
      frais_procedure: "ligne221",
      assurance: "ligne223",
      travaux_entretien: "ligne224",
      travaux_amelioration: "ligne224",
      taxe_fonciere: "ligne227",
      provisions_copropriete: "ligne229",
      regularisation_copropriete: "ligne229",
      teom: "nonReportes",
      autre: "nonReportes",
    });
  });
});

describe("the 2044 lines of a seeded year", () => {
  const r = revenusFonciers(lignes, 2026, ctx(1), nom);

  it("computes every line and the totals of owner 1, to the cent", () => {
    expect(r).toMatchObject({
      annee: 2026,
      provisoire: false,
      // 582.30 - 42.30 of charges + 500 (lot 2).
      ligne211: 54000 + 50000,
      // The fee, the letting fee and the bailiff.
      ligne221: 4658 + 25200 + 9000,
      // 60 % of 20 € for lot 1, 20 € for lot 2.
      ligne222: 1200 + 2000,
      ligne223: 5700,
      // The plumber and the double glazing; the reversed painting nets to nothing.
      ligne224: 12000 + 30000,
      ligne225: 0,
      ligne227: 24720,
      ligne229: 24000 + 1800,
      // 60 % of the 500 € non-deductible for lot 1.
      ligne230: 30000,
      // The TEOM and the expense of nature « autre » (null reads « autre »).
      nonReportes: 3000 + 1000,
    });
    expect(r.ligne215).toBe(r.ligne211);
    const charges = 38858 + 3200 + 5700 + 42000 + 0 + 24720 + 25800 - 30000;
    expect(r.ligne240).toBe(charges);
    expect(r.resultat).toBe(104000 - charges);
  });

  it("gives each apartment its own lines, 20 € by share and the add-back by share", () => {
    expect(
      r.parAppartement.map((a) => [a.designation, a.ligne211, a.ligne222, a.ligne230]),
    ).toEqual([
      ["Lot 1", 54000, 1200, 30000],
      ["Lot 2", 50000, 2000, 0],
    ]);
    const somme = (k: "ligne221" | "ligne224" | "ligne240") =>
      r.parAppartement.reduce((s, a) => s + a[k], 0);
    expect(somme("ligne221")).toBe(r.ligne221);
    expect(somme("ligne224")).toBe(r.ligne224);
    expect(somme("ligne240")).toBe(r.ligne240);
  });

  it("lists the entries behind each line, with their nature", () => {
    const de = (ligne: string) =>
      r.justificatifs.filter((j) => j.ligne === ligne).map((j) => [j.libelle, j.montant]);
    expect(de("ligne227")).toEqual([["Taxe foncière 2026 (Taxe foncière)", 24720]]);
    expect(de("ligne224")).toEqual([
      ["Plombier (Travaux d'entretien et de réparation)", 12000],
      ["Peinture annulée (Travaux d'entretien et de réparation)", 8000],
      ["Peinture annulée (Travaux d'entretien et de réparation)", -8000],
      ["Double vitrage (Travaux d'amélioration)", 30000],
    ]);
    expect(de("ligne222")).toEqual([
      ["Forfait de 20 € par local (votre quote-part)", 1200],
      ["Forfait de 20 € par local", 2000],
    ]);
    expect(de("ligne230")).toEqual([
      [
        "Part non déductible des provisions de copropriété 2025 (500,00 € pour le lot) (votre quote-part)",
        30000,
      ],
    ]);
    expect(de("nonReportes").map(([l]) => l)).toEqual([
      "TEOM 2026 (Taxe d'enlèvement des ordures ménagères (récupérable))",
      "Clés (Autre)",
    ]);
  });

  it("gives the other co-owner their share of what is not an entry: 40 % of 20 € and of the add-back", () => {
    const r2 = revenusFonciers([], 2026, ctx(2), nom);
    expect(r2).toMatchObject({ ligne222: 0, ligne230: 20000 });
    const loyer2 = e({
      date: "2026-03-05",
      nature: "loyer",
      credit: 38820,
      prixHC: 90000,
      charge: 7050,
    });
    expect(revenusFonciers([loyer2], 2026, ctx(2), nom)).toMatchObject({
      ligne211: 36000,
      ligne222: 800,
      ligne230: 20000,
    });
  });

  it("counts an annulation the year it is written, under the nature of what it reverses", () => {
    const r27 = revenusFonciers(lignes, 2027, { ...ctx(1), nonDeductibles: new Map() }, nom);
    expect(r27).toMatchObject({ ligne223: -5700, ligne222: 1200 });
  });
});

describe("a year not finished", () => {
  it("is provisional until 31 December, then final", () => {
    expect(revenusFonciers(lignes, 2026, ctx(1, "2026-11-27"), nom).provisoire).toBe(true);
    expect(revenusFonciers(lignes, 2026, ctx(1, "2026-12-31"), nom).provisoire).toBe(true);
    expect(revenusFonciers(lignes, 2026, ctx(1, "2027-01-01"), nom).provisoire).toBe(false);
    expect(revenusFonciers(lignes, 2027, ctx(1, "2026-11-27"), nom).provisoire).toBe(true);
  });
});
