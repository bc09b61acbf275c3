// The compte-rendu de gérance of a period (issue 38 part 4, ADR 033): the opening balance, for each apartment and
// tenant the rent and charges called, collected and unpaid, the fees (HT, TVA, TTC), the expenses, the payouts with
// their date and the closing balance. The balances are those of the owner's account (GET /Client/{id}/compte):
// opening = every entry before `du`, closing = every entry up to `au`. Pure, integer cents.
// Issue 60 item 4, so that the owner can check it: each term of each lot (called, collected with its payment days,
// unpaid), the owner's share when there are several owners, the deposit held, each expense with its nature, supplier
// and invoice number, the landlord's letting fees apart.
import { compareFr } from "../francais/tri";
import { roundCents } from "../money";
import { estNatureCharge, LIBELLES_NATURE_CHARGE } from "./natures";
import { type PeriodeEnCours, periodeEnCours } from "./periode";
import { lignesTermes, type EncaissementTerme, type LigneTerme } from "./termes";
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
  /** The term (Quitance) id. */
  id: number;
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
  /** The lease's deposit not paid back by the period's end (cents, 0 when none). */
  depot?: number;
  /** True when the owner keeps the deposit, false when the agency holds it. */
  depotProprietaire?: boolean;
  /** The owner's share of the apartment, in percent. */
  part?: number;
}

export interface LigneLot extends Lot {
  /** The owner's share of the apartment, in percent (100 for a sole owner). */
  part: number;
  /** Each term of the period (and each earlier one still owed or paid in it), at the owner's share. */
  termes: LigneTerme[];
  depot: number;
  depotProprietaire: boolean;
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
  /** An expense's nature as printed ("Autre" when none was given); absent for other movements. */
  nature?: string;
  /** An expense's supplier and invoice number, when it came from an Intendance expense. */
  fournisseur?: string | null;
  numFacture?: string | null;
}

export interface CompteRendu {
  du: string;
  au: string;
  soldeOuverture: number;
  /** The cut-over day of an import's opening balance dated in the period (ADR 113): « Solde repris au … ». */
  dateReprise?: string;
  /** The period runs past the day it is read on (the current month or quarter): the document says so. */
  enCours?: PeriodeEnCours;
  lots: LigneLot[];
  /** Rent and charges collected in the period, net of annulations. */
  encaisse: number;
  honoraires: Honoraires;
  /** The landlord's share of letting fees debited in the period (issue 60 item 1), TTC. */
  honorairesLocation: Mouvement[];
  depenses: Mouvement[];
  reversements: Mouvement[];
  soldeCloture: number;
}

const cle = (a: number | null, d: number | null) => `${a}:${d}`;
const partDe = (montant: number, part: number) => roundCents((montant * part) / 100);
const somme = (l: readonly Mouvement[]) => l.reduce((s, d) => s + d.montant, 0);

/** The printed nature of an expense entry: its own, else "Autre" (entries written before natures existed). */
export const libelleNature = (n: string | null | undefined) =>
  LIBELLES_NATURE_CHARGE[estNatureCharge(n) ? n : "autre"];

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
  /** The day the terms' states are read on (a term dated after it is "À échoir"); `au` when not given. */
  aujourdhui: string = au,
): CompteRendu {
  const periode = entre(lignes, du, au);
  // An import's opening balance (issue 61, ADR 080) is the balance the account opened with, never a movement of
  // the period (no rent, no charge, not on the 2044): it joins the balance brought forward even when dated in it.
  const soldeOuverture = [
    ...lignes.filter((e) => e.date < du),
    ...periode.filter((e) => e.nature === "reprise"),
  ].reduce((s, e) => s + mouvement(e), 0);
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
        part: n?.part ?? 100,
        termes: [],
        depot: n?.depot ?? 0,
        depotProprietaire: n?.depotProprietaire ?? false,
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
  const termesDe = new Map<LigneLot, TermeGerance[]>();
  for (const t of termes) {
    if (t.date > au) continue;
    const l = ligneDe(t.AppartementId, t.DossierId);
    l.part = t.part;
    termesDe.set(l, [...(termesDe.get(l) ?? []), t]);
    if (t.date >= du) {
      l.loyerAppele += partDe(t.prixHC, t.part);
      l.chargesAppelees += partDe(t.charge, t.part);
    }
    l.impaye += partDe(t.reste, t.part);
  }
  let encaisse = 0;
  const depenses: Mouvement[] = [];
  const honorairesLocation: Mouvement[] = [];
  const reversements: Mouvement[] = [];
  const recus: EncaissementTerme[] = [];
  for (const e of periode) {
    const m = { date: e.date, libelle: e.libelle, montant: -mouvement(e) };
    if (e.nature === "reprise") continue;
    if (e.nature === "loyer") {
      const r = loyerEtCharges(e);
      encaisse += r.montant;
      if (e.QuitanceId != null)
        recus.push({ QuitanceId: e.QuitanceId, date: e.date, montant: r.montant });
      if (e.AppartementId == null) continue;
      const l = ligneDe(e.AppartementId, e.DossierId);
      l.loyerEncaisse += r.hc;
      l.chargesEncaissees += r.charges;
    } else if (e.nature === "reversement") reversements.push(m);
    else if (e.nature === "honorairesLocation") honorairesLocation.push(m);
    else if (e.nature !== "honoraires")
      depenses.push({
        ...m,
        nature: e.nature === "acompte" ? "Acompte de mission" : libelleNature(e.natureCharge),
        fournisseur: e.fournisseur ?? null,
        numFacture: e.numFacture ?? null,
      });
  }
  for (const [l, ts] of termesDe) l.termes = lignesTermes(ts, recus, partDe, aujourdhui);
  const honoraires = honorairesDe(periode);
  const soldeCloture =
    soldeOuverture +
    encaisse -
    honoraires.ttc -
    somme(honorairesLocation) -
    somme(depenses) -
    somme(reversements);
  const lignesLots = [...parLot.values()]
    .filter(
      (l) =>
        l.loyerAppele ||
        l.chargesAppelees ||
        l.loyerEncaisse ||
        l.chargesEncaissees ||
        l.impaye ||
        l.termes.length ||
        l.depot,
    )
    .sort(
      (a, b) =>
        compareFr(a.appartement, b.appartement) ||
        a.AppartementId - b.AppartementId ||
        compareFr(a.locataire, b.locataire),
    );
  const reprise = periode.filter((e) => e.nature === "reprise").at(-1);
  const enCours = periodeEnCours(du, au, aujourdhui);
  return {
    du,
    au,
    soldeOuverture,
    ...(reprise ? { dateReprise: reprise.date } : {}),
    ...(enCours ? { enCours } : {}),
    lots: lignesLots,
    encaisse,
    honoraires,
    honorairesLocation,
    depenses,
    reversements,
    soldeCloture,
  };
}
