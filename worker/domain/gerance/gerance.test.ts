import { describe, expect, it } from "vitest";
import { releve } from "../proprietaire/compte";
import { compteRendu } from "./compte-rendu";
import { moisPrecedent, periodeEnCours, periodesPrecedentes } from "./periode";
import { honorairesDe, partCharges, type EcritureGerance } from "./ecritures";

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
  ...p,
});
/** A rent credit for a term of 900 € + 70.50 € of charges, and its fee at 8 % TTC (VAT 20 %). */
const loyer = (date: string, credit: number, a = 1) =>
  e({ date, nature: "loyer", credit, prixHC: 90000, charge: 7050, AppartementId: a });
const annulation = (of: EcritureGerance, date: string) =>
  e({ ...of, id: next++, date, debit: of.credit, credit: of.debit, tva: -of.tva });

describe("the charges part of rent collected", () => {
  it("is the term's charges in proportion to what the payment settled, half away from zero, signed", () => {
    // 970.50 € settled in full: 70.50 € of charges.
    expect(partCharges(97050, 90000, 7050)).toBe(7050);
    // Half of it (an owner at 50 %): 485.25 € of which 35.25 € charges.
    expect(partCharges(48525, 90000, 7050)).toBe(3525);
    // 100 € settled of 970.50: 100 x 70.50 / 970.50 = 7.2642... -> 7.26 €.
    expect(partCharges(10000, 90000, 7050)).toBe(726);
    expect(partCharges(-10000, 90000, 7050)).toBe(-726);
    // 1 cent x 1/2 = 0.5 -> 1 (half away from zero), -1 for its annulation.
    expect(partCharges(1, 50, 50)).toBe(1);
    expect(partCharges(-1, 50, 50)).toBe(-1);
    expect(partCharges(10000, null, null)).toBe(0);
    expect(partCharges(10000, 0, 0)).toBe(0);
  });
});

describe("the fees HT, TVA, TTC", () => {
  it("add the fees and take back their annulations, the VAT from the entries' tva", () => {
    const h1 = e({ date: "2026-11-20", nature: "honoraires", debit: 7764, tva: 1294 });
    const h2 = e({ date: "2026-11-21", nature: "honoraires", debit: 3882, tva: 647 });
    expect(honorairesDe([h1, h2])).toEqual({ ttc: 11646, tva: 1941, ht: 9705 });
    expect(honorairesDe([h1, h2, annulation(h2, "2026-11-25")])).toEqual({
      ttc: 7764,
      tva: 1294,
      ht: 6470,
    });
  });
});

describe("the compte-rendu de gérance", () => {
  const r1 = loyer("2026-10-05", 97050);
  const h1 = e({ date: "2026-10-05", nature: "honoraires", debit: 7764, tva: 1294 });
  const r2 = loyer("2026-11-06", 97050);
  const h2 = e({ date: "2026-11-06", nature: "honoraires", debit: 7764, tva: 1294 });
  const r3 = loyer("2026-11-10", 20000);
  const x3 = annulation(r3, "2026-11-12");
  const dep = e({ date: "2026-11-15", nature: "depense", debit: 12000, libelle: "Plombier" });
  const rev = e({
    date: "2026-11-30",
    nature: "reversement",
    debit: 50000,
    libelle: "Reversement",
    AppartementId: null,
    DossierId: null,
  });
  const apres = loyer("2026-12-05", 97050);
  const lignes = [r1, h1, r2, h2, r3, x3, dep, rev, apres];
  const termes = [
    {
      id: 101,
      AppartementId: 1,
      DossierId: 10,
      date: "2026-10-01",
      prixHC: 90000,
      charge: 7050,
      reste: 0,
      part: 50,
    },
    {
      id: 102,
      AppartementId: 1,
      DossierId: 10,
      date: "2026-11-01",
      prixHC: 90000,
      charge: 7050,
      reste: 30000,
      part: 50,
    },
    {
      id: 103,
      AppartementId: 1,
      DossierId: 10,
      date: "2026-12-01",
      prixHC: 90000,
      charge: 7050,
      reste: 97050,
      part: 50,
    },
  ];
  const lots = [{ AppartementId: 1, DossierId: 10, appartement: "1 rue A", locataire: "Durand" }];
  const cr = compteRendu(lignes, termes, lots, "2026-11-01", "2026-11-30");

  it("opens and closes on the balances of the owner's account, to the cent", () => {
    expect(cr.soldeOuverture).toBe(97050 - 7764);
    expect(cr.soldeOuverture).toBe(releve(asCompte(lignes), 0, null, "2026-10-31").solde);
    expect(cr.soldeCloture).toBe(releve(asCompte(lignes), 0, "2026-11-01", "2026-11-30").solde);
    expect(cr.soldeCloture).toBe(89286 + 97050 - 7764 - 12000 - 50000);
  });

  it("states the fees, the expenses and the payouts of the period only", () => {
    expect(cr.encaisse).toBe(97050);
    expect(cr.honoraires).toEqual({ ttc: 7764, tva: 1294, ht: 6470 });
    expect(cr.depenses).toEqual([
      {
        date: "2026-11-15",
        libelle: "Plombier",
        montant: 12000,
        nature: "Autre",
        fournisseur: null,
        numFacture: null,
      },
    ]);
    expect(cr.reversements).toEqual([
      { date: "2026-11-30", libelle: "Reversement", montant: 50000 },
    ]);
  });

  it("gives per apartment and tenant the owner's share called, collected split, and unpaid up to au", () => {
    expect(cr.lots).toMatchObject([
      {
        AppartementId: 1,
        DossierId: 10,
        appartement: "1 rue A",
        locataire: "Durand",
        loyerAppele: 45000,
        chargesAppelees: 3525,
        loyerEncaisse: 90000,
        chargesEncaissees: 7050,
        impaye: 15000,
      },
    ]);
  });
});

function asCompte(l: EcritureGerance[]) {
  return l.map((x) => ({ ...x, type: x.nature }));
}

describe("the periods offered", () => {
  it("the previous months and quarters, the latest first, over the years", () => {
    expect(periodesPrecedentes("2026-01-15", "mois", 2)).toEqual([
      { du: "2025-12-01", au: "2025-12-31", libelle: "décembre 2025" },
      { du: "2025-11-01", au: "2025-11-30", libelle: "novembre 2025" },
    ]);
    expect(periodesPrecedentes("2026-05-02", "trimestre", 2)).toEqual([
      { du: "2026-01-01", au: "2026-03-31", libelle: "1er trimestre 2026" },
      { du: "2025-10-01", au: "2025-12-31", libelle: "4e trimestre 2025" },
    ]);
    expect(moisPrecedent("2028-03-01")).toMatchObject({ du: "2028-02-01", au: "2028-02-29" });
  });
});

describe("a period not over", () => {
  it("is said running in its own words, from the day it begins to the day before it ends", () => {
    expect(periodeEnCours("2026-10-01", "2026-12-31", "2026-11-30")).toEqual({
      mention: "trimestre en cours",
      pasTerminee: "le 4e trimestre 2026 n'est pas terminé",
    });
    expect(periodeEnCours("2026-10-01", "2026-10-31", "2026-10-01")).toEqual({
      mention: "mois en cours",
      pasTerminee: "le mois d'octobre 2026 n'est pas terminé",
    });
    expect(periodeEnCours("2026-01-01", "2026-12-31", "2026-11-30")).toEqual({
      mention: "année en cours",
      pasTerminee: "l'année 2026 n'est pas terminée",
    });
    expect(periodeEnCours("2026-01-01", "2026-03-31", "2026-02-10")?.pasTerminee).toBe(
      "le 1er trimestre 2026 n'est pas terminé",
    );
    expect(periodeEnCours("2026-11-10", "2026-12-09", "2026-11-30")?.mention).toBe(
      "période en cours",
    );
  });

  it("is none for a past period, one ending today or one not begun", () => {
    expect(periodeEnCours("2026-07-01", "2026-09-30", "2026-11-30")).toBeNull();
    expect(periodeEnCours("2026-11-01", "2026-11-30", "2026-11-30")).toBeNull();
    expect(periodeEnCours("2027-01-01", "2027-03-31", "2026-11-30")).toBeNull();
  });
});
