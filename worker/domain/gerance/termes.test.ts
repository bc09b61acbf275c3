import { describe, expect, it } from "vitest";
import { compteRendu } from "./compte-rendu";
import type { EcritureGerance } from "./ecritures";
import { tauxMandat } from "./mandats";
import { etatTerme } from "./termes";
import { moisEnToutesLettres } from "../reversements/selection";
import { remiseSepa } from "../reversements/pain001";

// Issue 60 items 4 and 9: a compte-rendu an owner can check, term by term, and terms in the owner's words.

describe("the state of a term", () => {
  const t = { date: "2026-12-01", total: 97050 };
  it("reads À échoir, Impayé, Payé partiellement or Payé, never Inconnue", () => {
    expect(etatTerme({ ...t, reste: 97050 }, "2026-11-27")).toBe("À échoir");
    expect(etatTerme({ ...t, reste: 97050 }, "2026-12-01")).toBe("Impayé");
    expect(etatTerme({ ...t, reste: 47050 }, "2026-11-27")).toBe("Payé partiellement");
    expect(etatTerme({ ...t, reste: 0 }, "2026-11-27")).toBe("Payé");
  });
});

describe("the fee as the mandate states it", () => {
  it("HT with the TTC it makes, or TTC alone", () => {
    const m = { MissionId: 1, numeroMandat: "G-1", tauxTva: 20 };
    expect(tauxMandat({ ...m, honorairesGestion: 7.2, honorairesGestionHT: 6 })).toBe(
      "6 % HT (7,2 % TTC, TVA 20 %)",
    );
    expect(tauxMandat({ ...m, honorairesGestion: 8, honorairesGestionHT: null })).toBe("8 % TTC");
  });
});

describe("the compte-rendu's term lines", () => {
  const base = { debit: 0, credit: 0, tva: 0, AppartementId: 1, DossierId: 10 };
  const ligne = (p: Partial<EcritureGerance> & { id: number; date: string; nature: string }) => ({
    libelle: p.nature,
    prixHC: 90000,
    charge: 7050,
    ...base,
    ...p,
  });
  const lignes: EcritureGerance[] = [
    // 50 % of two payments of November's term: 300 € on 6 November, 185.25 € on 20 November.
    ligne({ id: 1, date: "2026-11-06", nature: "loyer", credit: 30000, QuitanceId: 2 }),
    ligne({ id: 2, date: "2026-11-20", nature: "loyer", credit: 18525, QuitanceId: 2 }),
    ligne({
      id: 3,
      date: "2026-11-15",
      nature: "depense",
      debit: 12000,
      libelle: "Dépense : Plombier",
      natureCharge: "travaux_entretien",
      fournisseur: "Plomberie Martin",
      numFacture: "F-12",
    }),
    ligne({ id: 4, date: "2026-11-02", nature: "honorairesLocation", debit: 21000 }),
  ];
  const terme = { AppartementId: 1, DossierId: 10, prixHC: 90000, charge: 7050, part: 50 };
  const termes = [
    { ...terme, id: 2, date: "2026-11-01", reste: 0 },
    { ...terme, id: 3, date: "2026-12-01", reste: 97050 },
  ];
  const lots = [
    { AppartementId: 1, DossierId: 10, appartement: "1 rue A", locataire: "Durand", depot: 90000 },
  ];
  const cr = compteRendu(lignes, termes, lots, "2026-11-01", "2026-12-31", "2026-11-27");

  it("gives each term: called at the owner's share, collected with its days, unpaid, its state", () => {
    expect(cr.lots[0]?.part).toBe(50);
    expect(cr.lots[0]?.depot).toBe(90000);
    expect(cr.lots[0]?.depotProprietaire).toBe(false);
    expect(cr.lots[0]?.termes).toEqual([
      {
        QuitanceId: 2,
        date: "2026-11-01",
        total: 97050,
        appele: 48525,
        encaisse: 48525,
        payeLe: ["2026-11-06", "2026-11-20"],
        impaye: 0,
        etat: "Payé",
      },
      {
        QuitanceId: 3,
        date: "2026-12-01",
        total: 97050,
        appele: 48525,
        encaisse: 0,
        payeLe: [],
        impaye: 48525,
        etat: "À échoir",
      },
    ]);
  });

  it("names each expense's nature, supplier and invoice; the letting fees apart; balances to the cent", () => {
    expect(cr.depenses).toEqual([
      {
        date: "2026-11-15",
        libelle: "Dépense : Plombier",
        montant: 12000,
        nature: "Travaux d'entretien et de réparation",
        fournisseur: "Plomberie Martin",
        numFacture: "F-12",
      },
    ]);
    expect(cr.honorairesLocation).toEqual([
      { date: "2026-11-02", libelle: "honorairesLocation", montant: 21000 },
    ]);
    expect(cr.soldeCloture).toBe(48525 - 12000 - 21000);
  });
});

describe("the payout's remittance text", () => {
  it("names the months whose rents are paid out, each year once", () => {
    expect(moisEnToutesLettres(["2026-10", "2026-09", "2026-10"])).toBe(
      "septembre et octobre 2026",
    );
    expect(moisEnToutesLettres(["2027-01", "2026-12"])).toBe("décembre 2026 et janvier 2027");
    expect(moisEnToutesLettres(["2026-08", "2026-09", "2026-10"])).toBe(
      "août, septembre et octobre 2026",
    );
    expect(remiseSepa({ id: 12, date: "2026-11-30" }, ["2026-09", "2026-10"])).toBe(
      "Reversement loyers septembre et octobre 2026 - virement groupe 12",
    );
    expect(remiseSepa({ id: 12, date: "2026-11-30" })).toBe(
      "Reversement loyers novembre 2026 - virement groupe 12",
    );
  });
});
