// The tenant's account (ADR 007): which payments settle which terms, replayed from the append-only ledger.
// Pure and deterministic: the same entries in the same order always give the same allocations, so the state of every
// term is a function of the ledger, never a flag someone set. Amounts in integer cents.
import { present } from "../present";

/** One ledger entry as the replay needs it (the `Ecriture` row, with its payment's date). */
export type Evenement =
  /** A term due, or a change of its amount: `montant` is the change (negative when the term is lowered or removed). */
  | { type: "echeance"; id: number; date: string; QuitanceId: number; montant: number }
  /** Money received (a payment) or granted (a remise): it settles `QuitanceId` first when given, then the oldest terms. */
  | {
      type: "paiement" | "ajustement";
      id: number;
      date: string;
      montant: number;
      QuitanceId?: number | null;
      PaiementId?: number | null;
      /** Money that pays a charge and nothing else first: the deposit an import found held (issue 61, ADR 080). */
      emmenagement?: NatureEmmenagement;
      /** An import's opening credit: money the agency held for the tenant, the owners' once it pays a term (ADR 124). */
      avoir?: boolean;
    }
  /** A payment reversed (rejected transfer, bounced cheque): what it settled is open again. */
  | { type: "annulation"; id: number; PaiementId: number }
  /**
   * A move-in charge (issue 39 item 8): the deposit or the tenant's share of the letting fees, due at the lease's
   * start, or a change of it (`montant` negative when lowered). Never a term: no receipt and no owner sees it.
   */
  | { type: "emmenagement"; id: number; date: string; nature: NatureEmmenagement; montant: number };

/**
 * The charges settled before any term: the deposit, the tenant's share of the letting fees, and what the tenant owed
 * at an import's cut-over day (issue 61, "reprise": the oldest debt, paid first).
 */
export type NatureEmmenagement = "depot" | "honorairesLocation" | "reprise";

/** What a payment settles of a move-in charge (kept apart from the terms' allocations). */
export interface AffectationEmmenagement {
  source: number;
  PaiementId: number | null;
  nature: NatureEmmenagement;
  montant: number;
  date: string;
}

export interface EtatEmmenagement {
  nature: NatureEmmenagement;
  date: string;
  du: number;
  regle: number;
  affectations: AffectationEmmenagement[];
}

export interface Affectation {
  /** The ledger entry of the money (payment or remise). */
  source: number;
  PaiementId: number | null;
  QuitanceId: number;
  montant: number;
  /** The date of the money. */
  date: string;
}

export interface EtatTerme {
  QuitanceId: number;
  /** First day of the term (its order among the terms). */
  date: string;
  du: number;
  /** What payments and remises settle of it. */
  regle: number;
  affectations: Affectation[];
  /** The date of the money that completed it; null while something is due. */
  dateReglement: string | null;
}

export interface EtatSource {
  source: number;
  PaiementId: number | null;
  date: string;
  montant: number;
  /** Not yet allocated: the tenant's credit. */
  restant: number;
  annule: boolean;
  affectations: Affectation[];
  /** What it settles of the move-in charges: never part of a receipt or of the owners' rent. */
  emmenagement: AffectationEmmenagement[];
  /** An import's opening credit (ADR 124): what it settles of the terms is credited to the owners. */
  avoir?: boolean;
}

export interface Lettrage {
  termes: Map<number, EtatTerme>;
  sources: Map<number, EtatSource>;
  /** The move-in charges (deposit, letting fees), by nature. */
  emmenagement: Map<NatureEmmenagement, EtatEmmenagement>;
  /** Money received or granted and not allocated to any term (cents, never negative). */
  credit: number;
  /** The payments' sources by their payment's id: a payment's own found without walking the account's. */
  parPaiement: ReadonlyMap<number, EtatSource>;
}

const ordre = (a: { date: string; id: number }, b: { date: string; id: number }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/**
 * Replays the ledger in entry order. A payment settles its own term first, then the oldest open terms; what is left
 * is a credit, which settles the next term due by itself. A lowered or removed term gives back its most recent
 * allocations; a reversed payment gives back all of its own. After every entry the account is lettered again: money
 * left and open terms never remain side by side, oldest money to oldest term. The move-in charges come before the
 * terms: money not meant for a term settles the deposit, then the letting fees, and only then rent, so a receipt is
 * never paid with deposit money; a payment made for a term settles that term first (the tenant meant it for rent).
 */
export function lettrer(evenements: Iterable<Evenement>): Lettrage {
  const l = lettreur();
  for (const e of evenements) l.ajouter(e);
  return l.lettrage();
}

/**
 * lettrer, an entry at a time: a payment's replay goes on from the one its dossier's last payment left (ADR 057)
 * instead of starting again from the first entry. The same steps, so the same allocations.
 */
export interface Lettreur {
  ajouter(e: Evenement): void;
  /** The account after the entries added so far; its maps are the replay's own, changed by the entries added next. */
  lettrage(): Lettrage;
  /**
   * The money of entry `avant` becomes that of entry `source`, payment `PaiementId`: a payment replayed under a
   * placeholder before its batch gave it its ids, renamed after. `source` must come after every entry added.
   */
  renommer(avant: number, source: number, PaiementId: number): void;
}

export function lettreur(): Lettreur {
  const termes = new Map<number, EtatTerme>();
  const sources = new Map<number, EtatSource>();
  const parPaiement = new Map<number, EtatSource>();
  const emmenagement = new Map<NatureEmmenagement, EtatEmmenagement>();
  // The sources that may have money left and the terms that may be open: every change that can raise a source's
  // `restant` or open a term adds it; lettrerTout drops those found settled. Lettering after every entry from these
  // instead of from every source and term made a payment's replay quadratic in the dossier's history (issue 43).
  const creditsPossibles = new Set<EtatSource>();
  const termesPossibles = new Set<EtatTerme>();
  const ouvertE = (c: EtatEmmenagement) => c.du - c.regle;
  const affecterE = (s: EtatSource, c: EtatEmmenagement, montant: number) => {
    if (montant <= 0) return;
    const a = {
      source: s.source,
      PaiementId: s.PaiementId,
      nature: c.nature,
      montant,
      date: s.date,
    };
    s.restant -= montant;
    c.regle += montant;
    s.emmenagement.push(a);
    c.affectations.push(a);
  };
  const retirerE = (a: AffectationEmmenagement, montant: number) => {
    const s = present(sources.get(a.source), "source d'une affectation");
    const c = present(emmenagement.get(a.nature), "charge d'emménagement affectée");
    a.montant -= montant;
    s.restant += montant;
    creditsPossibles.add(s);
    c.regle -= montant;
    if (a.montant === 0) {
      s.emmenagement.splice(s.emmenagement.indexOf(a), 1);
      c.affectations.splice(c.affectations.indexOf(a), 1);
    }
  };

  const affecter = (s: EtatSource, t: EtatTerme, montant: number) => {
    if (montant <= 0) return;
    const a: Affectation = {
      source: s.source,
      PaiementId: s.PaiementId,
      QuitanceId: t.QuitanceId,
      montant,
      date: s.date,
    };
    s.restant -= montant;
    t.regle += montant;
    s.affectations.push(a);
    t.affectations.push(a);
  };
  const retirer = (a: Affectation, montant: number) => {
    const s = present(sources.get(a.source), "source d'une affectation");
    const t = present(termes.get(a.QuitanceId), "terme affecté");
    a.montant -= montant;
    s.restant += montant;
    creditsPossibles.add(s);
    t.regle -= montant;
    termesPossibles.add(t);
    if (a.montant === 0) {
      s.affectations.splice(s.affectations.indexOf(a), 1);
      t.affectations.splice(t.affectations.indexOf(a), 1);
    }
  };
  const ouvert = (t: EtatTerme) => t.du - t.regle;
  const lettrerTout = () => {
    // Nothing open, nothing to letter: checked first because the open terms are few, while the credits grow with
    // every payment once the terms are paid (sorting them after each entry kept that replay quadratic, issue 43).
    for (const t of termesPossibles) if (ouvert(t) <= 0) termesPossibles.delete(t);
    if (!termesPossibles.size && ![...emmenagement.values()].some((c) => ouvertE(c) > 0)) return;
    for (const s of creditsPossibles) if (s.restant <= 0) creditsPossibles.delete(s);
    const credits = [...creditsPossibles].sort((a, b) =>
      ordre({ date: a.date, id: a.source }, { date: b.date, id: b.source }),
    );
    if (!credits.length) return;
    let i = 0;
    // The move-in charges first (deposit, then fees), oldest money first.
    for (const c of emmenagement.values()) {
      while (ouvertE(c) > 0 && i < credits.length) {
        const s = present(credits[i], "crédit à affecter");
        affecterE(s, c, Math.min(s.restant, ouvertE(c)));
        if (s.restant === 0) i++;
      }
    }
    if (i >= credits.length) return;
    for (const t of termesPossibles) if (ouvert(t) <= 0) termesPossibles.delete(t);
    const ouverts = [...termesPossibles].sort((a, b) =>
      ordre({ date: a.date, id: a.QuitanceId }, { date: b.date, id: b.QuitanceId }),
    );
    for (const t of ouverts) {
      while (ouvert(t) > 0 && i < credits.length) {
        const s = present(credits[i], "crédit à affecter");
        affecter(s, t, Math.min(s.restant, ouvert(t)));
        if (s.restant === 0) i++;
      }
      if (i >= credits.length) break;
    }
  };

  const ajouter = (e: Evenement) => {
    if (e.type === "emmenagement") {
      let c = emmenagement.get(e.nature);
      if (!c)
        emmenagement.set(
          e.nature,
          (c = { nature: e.nature, date: e.date, du: 0, regle: 0, affectations: [] }),
        );
      c.du = Math.max(0, c.du + e.montant);
      while (c.regle > c.du) {
        const a = present(c.affectations.at(-1), "affectation de la charge");
        retirerE(a, Math.min(a.montant, c.regle - c.du));
      }
    } else if (e.type === "echeance") {
      let t = termes.get(e.QuitanceId);
      if (!t)
        termes.set(
          e.QuitanceId,
          (t = {
            QuitanceId: e.QuitanceId,
            date: e.date,
            du: 0,
            regle: 0,
            affectations: [],
            dateReglement: null,
          }),
        );
      t.du = Math.max(0, t.du + e.montant);
      termesPossibles.add(t);
      // A term lowered below what settles it gives back its most recent allocations first.
      while (t.regle > t.du) {
        const a = present(t.affectations.at(-1), "affectation du terme");
        retirer(a, Math.min(a.montant, t.regle - t.du));
      }
    } else if (e.type === "annulation") {
      const s = parPaiement.get(e.PaiementId);
      if (!s || s.annule) return;
      for (const a of [...s.affectations]) retirer(a, a.montant);
      for (const a of [...s.emmenagement]) retirerE(a, a.montant);
      s.annule = true;
      s.restant = 0;
    } else {
      if (e.montant <= 0) return;
      const s: EtatSource = {
        source: e.id,
        PaiementId: e.PaiementId ?? null,
        date: e.date,
        montant: e.montant,
        restant: e.montant,
        annule: false,
        affectations: [],
        emmenagement: [],
        ...(e.avoir ? { avoir: true } : {}),
      };
      sources.set(e.id, s);
      creditsPossibles.add(s);
      if (s.PaiementId != null) parPaiement.set(s.PaiementId, s);
      const cible = e.QuitanceId == null ? undefined : termes.get(e.QuitanceId);
      if (cible) affecter(s, cible, Math.min(s.restant, ouvert(cible)));
      const charge = e.emmenagement && emmenagement.get(e.emmenagement);
      if (charge) affecterE(s, charge, Math.min(s.restant, ouvertE(charge)));
    }
    lettrerTout();
  };

  const lettrage = (): Lettrage => {
    for (const t of termes.values()) {
      const last = t.affectations[t.affectations.length - 1];
      t.dateReglement = t.du > 0 && t.regle >= t.du && last ? last.date : null;
    }
    let credit = 0;
    for (const s of sources.values()) credit += s.restant;
    return { termes, sources, emmenagement, credit, parPaiement };
  };

  const renommer = (avant: number, source: number, PaiementId: number) => {
    const s = sources.get(avant);
    if (!s) return;
    sources.delete(avant);
    if (s.PaiementId != null) parPaiement.delete(s.PaiementId);
    s.source = source;
    s.PaiementId = PaiementId;
    for (const a of [...s.affectations, ...s.emmenagement]) {
      a.source = source;
      a.PaiementId = PaiementId;
    }
    // Last in both, as the placeholder was: the order of the sources is the order of their entries.
    sources.set(source, s);
    parPaiement.set(PaiementId, s);
  };

  return { ajouter, lettrage, renommer };
}
