import { describe, expect, it } from "vitest";
import type { Evenement } from "../compte/lettrage";
import { codeLettre, type LigneCompte, lettresDuCompte } from "./lettrage";

// Issue 60 item 7: EcritureLet / DateLet from the lettering of a tenant's payments to terms.

/** The replay's entries, as services/compte/ledger.ts `evenements` reads the lines. */
function evenements(lignes: readonly LigneCompte[]): Evenement[] {
  return lignes.flatMap((e): Evenement[] => {
    if (e.type === "echeance" && e.QuitanceId != null)
      return [
        {
          type: "echeance",
          id: e.id,
          date: e.date,
          QuitanceId: e.QuitanceId,
          montant: e.debit - e.credit,
        },
      ];
    if (e.type === "depot" || e.type === "honorairesLocation")
      return [
        {
          type: "emmenagement",
          id: e.id,
          date: e.date,
          nature: e.type,
          montant: e.debit - e.credit,
        },
      ];
    if (e.type === "annulation" && e.PaiementId != null)
      return [{ type: "annulation", id: e.id, PaiementId: e.PaiementId }];
    if (e.type === "paiement" && e.credit > 0)
      return [
        {
          type: "paiement",
          id: e.id,
          date: e.date,
          montant: e.credit,
          QuitanceId: e.QuitanceId,
          PaiementId: e.PaiementId,
        },
      ];
    return [];
  });
}
let n = 0;
const ligne = (o: Partial<LigneCompte> & Pick<LigneCompte, "type" | "date">): LigneCompte => ({
  id: ++n,
  debit: 0,
  credit: 0,
  QuitanceId: null,
  PaiementId: null,
  ...o,
});
const terme = (q: number, date: string, montant: number) =>
  ligne({ type: "echeance", date, QuitanceId: q, debit: montant });
const paiement = (p: number, date: string, montant: number, q: number | null = null) =>
  ligne({ type: "paiement", date, credit: montant, PaiementId: p, QuitanceId: q });
const lettres = (lignes: LigneCompte[], jour = "2026-12-31") =>
  lignes.map((l) => {
    const x = lettresDuCompte(lignes, evenements, jour).get(l.id);
    return x ? `${x.code} ${x.date}` : "";
  });

describe("the FEC's lettering", () => {
  it("numbers codes AA, AB... ZZ, then AAA", () => {
    expect([0, 1, 25, 26, 675, 676].map(codeLettre)).toEqual(["AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("letters a term and the payment that settles it, DateLet the payment's day; the next pair AB", () => {
    const l = [
      terme(1, "2026-01-01", 97050),
      paiement(1, "2026-01-06", 97050, 1),
      terme(2, "2026-02-01", 97050),
      paiement(2, "2026-02-04", 97050, 2),
    ];
    expect(lettres(l)).toEqual([
      "AA 2026-01-06",
      "AA 2026-01-06",
      "AB 2026-02-04",
      "AB 2026-02-04",
    ]);
  });

  it("leaves a term partly paid and its payment open; letters them once the rest is paid, together", () => {
    const partiel = [terme(1, "2026-01-01", 1000), paiement(1, "2026-01-06", 400, 1)];
    expect(lettres(partiel)).toEqual(["", ""]);
    const solde = [...partiel, paiement(2, "2026-01-20", 600)];
    expect(lettres(solde)).toEqual(["AA 2026-01-20", "AA 2026-01-20", "AA 2026-01-20"]);
  });

  it("letters one payment of two terms with both; leaves a credit (a payment not wholly used) open", () => {
    const l = [
      terme(1, "2026-01-01", 500),
      terme(2, "2026-02-01", 500),
      paiement(1, "2026-02-03", 1000),
    ];
    expect(lettres(l)).toEqual(["AA 2026-02-03", "AA 2026-02-03", "AA 2026-02-03"]);
    const trop = [terme(3, "2026-01-01", 500), paiement(2, "2026-01-03", 700)];
    expect(lettres(trop)).toEqual(["", ""]);
  });

  it("letters a reversed payment with its reversal, the term open again", () => {
    const l = [
      terme(1, "2026-01-01", 500),
      paiement(1, "2026-01-05", 500, 1),
      ligne({ type: "annulation", date: "2026-01-10", debit: 500, PaiementId: 1 }),
    ];
    expect(lettres(l)).toEqual(["", "AA 2026-01-10", "AA 2026-01-10"]);
  });

  it("letters the move-in charges with the payment that settles them; no DateLet after the export's day", () => {
    const l = [
      ligne({ type: "depot", date: "2026-11-01", debit: 85000 }),
      ligne({ type: "honorairesLocation", date: "2026-11-01", debit: 30000 }),
      terme(1, "2026-12-01", 97050),
      paiement(1, "2026-11-25", 212050),
    ];
    expect(lettres(l, "2026-11-27")).toEqual(Array(4).fill("AA 2026-11-27"));
  });
});
