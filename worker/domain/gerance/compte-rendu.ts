// The compte-rendu de gérance of a period (issue 38 part 4, ADR 033): the opening balance, for each apartment and
// tenant the rent and charges called, collected and unpaid, the fees (HT, TVA, TTC), the expenses, the payouts with
// their date and the closing balance. The balances are those of the owner's account (GET /Client/{id}/compte):
// opening = every entry before `du`, closing = every entry up to `au`. Pure, integer cents.
import { compareFr } from "../francais/tri";
import { roundCents } from "../money";
import {
  entre,
  honorairesDe,
  loyerEtCharges,
  mouvement,
  type EcritureGerance,
  type Honoraires,
} from "./ecritures";

/** A term of one of the owner's apartments, with the owner's share of that apartment. */
export interface TermeGerance {
  AppartementId: number;
  DossierId: number | null;
  date: string;
  prixHC: number;
  charge: number;
  /** What is still owed on it today (0 once settled). */
  reste: number;
  /** The owner's share of the apartment, in percent. */
  part: number;
}

/** How an apartment and a tenant are named. */
export interface Lot {
  AppartementId: number;
  DossierId: number | null;
  appartement: string;
  locataire: string;
}

export interface LigneLot extends Lot {
  loyerAppele: number;
  chargesAppelees: number;
  loyerEncaisse: number;
  chargesEncaissees: number;
  impaye: number;
}

export interface Mouvement {
  date: string;
  libelle: string;
  /** Cents debited (negative for an annulation's credit). */
  montant: number;
}

export interface CompteRendu {
  du: string;
  au: string;
  soldeOuverture: number;
  lots: LigneLot[];
  /** Rent and charges collected in the period, net of annulations. */
  encaisse: number;
  honoraires: Honoraires;
  depenses: Mouvement[];
  reversements: Mouvement[];
  soldeCloture: number;
}

const cle = (a: number | null, d: number | null) => `${a}:${d}`;
const partDe = (montant: number, part: number) => roundCents((montant * part) / 100);

/**
 * The compte-rendu from every entry of the owner's account, the terms of their apartments and the names of the
 * (apartment, tenant) pairs. Terms dated in the period are "called"; every term up to `au` still owed is "unpaid".
 */
export function compteRendu(
  lignes: readonly EcritureGerance[],
  termes: readonly TermeGerance[],
  lots: readonly Lot[],
  du: string,
  au: string,
): CompteRendu {
  const soldeOuverture = lignes.filter((e) => e.date < du).reduce((s, e) => s + mouvement(e), 0);
  const periode = entre(lignes, du, au);
  const parLot = new Map<string, LigneLot>();
  const nom = new Map(lots.map((l) => [cle(l.AppartementId, l.DossierId), l]));
  const ligneDe = (AppartementId: number, DossierId: number | null) => {
    const k = cle(AppartementId, DossierId);
    let l = parLot.get(k);
    if (!l) {
      const n = nom.get(k);
      l = {
        AppartementId,
        DossierId,
        appartement: n?.appartement ?? "",
        locataire: n?.locataire ?? "",
        loyerAppele: 0,
        chargesAppelees: 0,
        loyerEncaisse: 0,
        chargesEncaissees: 0,
        impaye: 0,
      };
      parLot.set(k, l);
    }
    return l;
  };
  for (const t of termes) {
    if (t.date > au) continue;
    const l = ligneDe(t.AppartementId, t.DossierId);
    if (t.date >= du) {
      l.loyerAppele += partDe(t.prixHC, t.part);
      l.chargesAppelees += partDe(t.charge, t.part);
    }
    l.impaye += partDe(t.reste, t.part);
  }
  let encaisse = 0;
  const depenses: Mouvement[] = [];
  const reversements: Mouvement[] = [];
  for (const e of periode) {
    const m = { date: e.date, libelle: e.libelle, montant: -mouvement(e) };
    if (e.nature === "loyer") {
      const r = loyerEtCharges(e);
      encaisse += r.montant;
      if (e.AppartementId == null) continue;
      const l = ligneDe(e.AppartementId, e.DossierId);
      l.loyerEncaisse += r.hc;
      l.chargesEncaissees += r.charges;
    } else if (e.nature === "reversement") reversements.push(m);
    else if (e.nature !== "honoraires") depenses.push(m);
  }
  const honoraires = honorairesDe(periode);
  const soldeCloture =
    soldeOuverture +
    encaisse -
    honoraires.ttc -
    depenses.reduce((s, d) => s + d.montant, 0) -
    reversements.reduce((s, d) => s + d.montant, 0);
  const lignesLots = [...parLot.values()]
    .filter(
      (l) =>
        l.loyerAppele || l.chargesAppelees || l.loyerEncaisse || l.chargesEncaissees || l.impaye,
    )
    .sort(
      (a, b) =>
        compareFr(a.appartement, b.appartement) ||
        a.AppartementId - b.AppartementId ||
        compareFr(a.locataire, b.locataire),
    );
  return {
    du,
    au,
    soldeOuverture,
    lots: lignesLots,
    encaisse,
    honoraires,
    depenses,
    reversements,
    soldeCloture,
  };
}
