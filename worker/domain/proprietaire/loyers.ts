// The owners' entries of a tenant's payments, as a function of the tenant's account (issue 38, ADR 031). What a
// payment settles of the terms (rent and charges) is the owners' money, split by their shares, less the management
// fee. The tenant's account is replayed from its ledger (lettrage), so what a payment settles can change after it was
// written: a credit left over settles a term issued later, a reversed payment settles nothing any more. The owners'
// entries follow that: for each (payment, term) the owners' `loyer` credits must add up to what the payment settles
// of the term; where they do not, the live entries of that pair are reversed (`annulation`) and written anew.
// Shares and fees are those of the day the entry is written: a later change of quote-part never rewrites the past.
// Pure, integer cents.
import type { Lettrage } from "../compte/lettrage";
import { libelleEcheance } from "../compte/libelles";
import { nombreFr } from "../francais/nombres";
import { present } from "../present";
import { honoraires, repartir, type Proprietaire } from "./repartition";
import { encaissementsArriere } from "../arrieres/repris";
import { encaissementsAvoir } from "../arrieres/avoir";

/** An owner of the dossier's apartment, with the fee of the mission covering both (0 when none). */
export interface ProprietaireHonoraires extends Proprietaire {
  honorairesGestion: number;
  tauxTva: number;
}

/** An owner entry of a tenant's payment as read back (loyer, honoraires, or the annulation of one). */
export interface EcritureLoyer {
  id: number;
  ClientId: number;
  type: string;
  libelle: string;
  debit: number;
  credit: number;
  tva: number;
  PaiementId: number | null;
  QuitanceId: number | null;
  annuleId: number | null;
}

/** An owner entry to write. `annuleId` set: the annulation of that entry. */
export interface NouvelleEcriture {
  ClientId: number;
  type: "loyer" | "honoraires" | "annulation";
  date: string;
  libelle: string;
  debit: number;
  credit: number;
  tva: number;
  PaiementId: number;
  QuitanceId: number | null;
  annuleId: number | null;
}

/** What a payment settles of a term (or of the opening debt: no term), as planLoyers reads it from the account. */
interface Encaissement {
  PaiementId: number;
  QuitanceId: number | null;
  montant: number;
  /** The owners' line before its share: the term's ("Loyer et charges de novembre 2026 encaissés") or the opening debt's. */
  libelle: string;
}

/**
 * What each payment settles of each term: `${PaiementId}:${QuitanceId}` -> cents, with the term's first day. The
 * payments of `anciens` (recorded before the owner's account existed) are left out: never credited.
 */
export function encaissements(lettrage: Lettrage, anciens: ReadonlySet<number> = new Set()) {
  const out = new Map<string, Encaissement>();
  for (const t of lettrage.termes.values())
    for (const a of t.affectations) {
      // A remise or a refunded regularisation settles terms too, but no money came in for the owners.
      if (a.PaiementId == null || anciens.has(a.PaiementId)) continue;
      const cle = `${a.PaiementId}:${t.QuitanceId}`;
      const e = out.get(cle) ?? {
        PaiementId: a.PaiementId,
        QuitanceId: t.QuitanceId,
        montant: 0,
        libelle: libelleTerme(t.date.slice(0, 7)),
      };
      e.montant += a.montant;
      out.set(cle, e);
    }
  // The opening debt an import took over is the owners' rent too (ADR 114): keyed by the payment and no term.
  for (const e of encaissementsArriere(lettrage, anciens)) out.set(`${e.PaiementId}:null`, e);
  // An opening credit that pays a term is money held for the tenant, the owners' now (ADR 124).
  for (const e of encaissementsAvoir(lettrage)) out.set(`${e.PaiementId}:${e.QuitanceId}`, e);
  return out;
}

const pourcent = (n: number) => nombreFr(n, 0, 2);

const libelleTerme = (mois: string) => `${libelleEcheance(mois)} encaissés`;
const libelleQuotePart = (libelle: string, part: number) =>
  `${libelle} (quote-part ${pourcent(part)} %)`;
export const libelleHonoraires = (taux: number) => `Honoraires de gestion ${pourcent(taux)} % TTC`;
export const libelleAnnulationProprietaire = (libelle: string) => `Annulation : ${libelle}`;

/**
 * The entries to write so that the owners' entries match what each payment settles. `dateDe(PaiementId)` dates
 * them (the payment's own date when it is the request's payment, the day otherwise).
 */
export function planLoyers(
  lettrage: Lettrage,
  proprietaires: ProprietaireHonoraires[],
  existantes: EcritureLoyer[],
  dateDe: (PaiementId: number) => string,
  anciens: ReadonlySet<number> = new Set(),
): NouvelleEcriture[] {
  const annulees = new Set(existantes.filter((e) => e.annuleId != null).map((e) => e.annuleId));
  const vivantes = existantes.filter((e) => e.type !== "annulation" && !annulees.has(e.id));
  const parCle = new Map<string, EcritureLoyer[]>();
  for (const e of vivantes) {
    const cle = `${e.PaiementId}:${e.QuitanceId}`;
    parCle.set(cle, [...(parCle.get(cle) ?? []), e]);
  }
  const cibles = encaissements(lettrage, anciens);
  const out: NouvelleEcriture[] = [];
  for (const cle of new Set([...cibles.keys(), ...parCle.keys()])) {
    const cible = cibles.get(cle);
    const montant = cible?.montant ?? 0;
    const live = parCle.get(cle) ?? [];
    const ecrit = live
      .filter((e) => e.type === "loyer")
      .reduce((s, e) => s + e.credit - e.debit, 0);
    if (ecrit === montant) continue;
    for (const e of live) {
      // Written from a NouvelleEcriture, an owner's entry of a payment always names it.
      const PaiementId = present(e.PaiementId, `paiement de l'écriture propriétaire ${e.id}`);
      out.push({
        ClientId: e.ClientId,
        type: "annulation",
        date: dateDe(PaiementId),
        libelle: libelleAnnulationProprietaire(e.libelle),
        debit: e.credit,
        credit: e.debit,
        tva: -e.tva,
        PaiementId,
        QuitanceId: e.QuitanceId,
        annuleId: e.id,
      });
    }
    if (cible && montant > 0)
      out.push(...ecrituresDe(cible, proprietaires, dateDe(cible.PaiementId)));
  }
  return out;
}

/** The owners' entries of what one payment settles of one term: each owner's share, and the fee on it. */
function ecrituresDe(
  cible: Encaissement,
  proprietaires: ProprietaireHonoraires[],
  date: string,
): NouvelleEcriture[] {
  const out: NouvelleEcriture[] = [];
  for (const p of repartir(cible.montant, proprietaires)) {
    if (p.montant <= 0) continue;
    const base = {
      ClientId: p.ClientId,
      date,
      PaiementId: cible.PaiementId,
      QuitanceId: cible.QuitanceId,
      annuleId: null,
    };
    out.push({
      ...base,
      type: "loyer",
      libelle: libelleQuotePart(cible.libelle, p.part),
      debit: 0,
      credit: p.montant,
      tva: 0,
    });
    const mandant = proprietaires.find((x) => x.ClientId === p.ClientId);
    if (!mandant || mandant.honorairesGestion <= 0) continue;
    const h = honoraires(p.montant, mandant.honorairesGestion, mandant.tauxTva);
    if (h.ttc > 0)
      out.push({
        ...base,
        type: "honoraires",
        libelle: libelleHonoraires(mandant.honorairesGestion),
        debit: h.ttc,
        credit: 0,
        tva: h.tva,
      });
  }
  return out;
}

/**
 * planLoyers when the owners' entries matched the account before payment `PaiementId` (new, not one of `anciens`)
 * was added to it, and nothing else was: the same entries, without going through the whole history (issue 43).
 * Adding a payment only adds its own allocations: after every entry no money is left while a term is open (lettrage.ts),
 * so it settles open terms alone or becomes a credit, and never moves another payment's money. Its entries are those
 * of each term it settles, in the order of the terms, as planLoyers writes them.
 */
export function planDuPaiement(
  lettrage: Lettrage,
  PaiementId: number,
  proprietaires: ProprietaireHonoraires[],
  date: string,
): NouvelleEcriture[] {
  const source = lettrage.parPaiement.get(PaiementId);
  // A payment that settles only the opening debt has no term's allocation, but its owners are credited (ADR 114).
  if (!source || proprietaires.length === 0) return [];
  if (!source.affectations.length && !source.emmenagement.length) return [];
  const parTerme = new Map<number, number>();
  for (const a of source.affectations)
    parTerme.set(a.QuitanceId, (parTerme.get(a.QuitanceId) ?? 0) + a.montant);
  const out: NouvelleEcriture[] = [];
  for (const t of lettrage.termes.values()) {
    const montant = parTerme.get(t.QuitanceId);
    if (montant === undefined || montant <= 0) continue;
    const cible = {
      PaiementId,
      QuitanceId: t.QuitanceId,
      montant,
      libelle: libelleTerme(t.date.slice(0, 7)),
    };
    out.push(...ecrituresDe(cible, proprietaires, date));
  }
  // What it settles of the opening debt comes first in the replay; its entries after the terms' change no amount.
  const arriere = encaissementsArriere(lettrage).find((e) => e.PaiementId === PaiementId);
  if (arriere) out.push(...ecrituresDe(arriere, proprietaires, date));
  return out;
}
