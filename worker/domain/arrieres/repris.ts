// An import's opening debt (the "reprise" charge of the tenant's account, ADR 080) after the cut-over (issue 74 item 5,
// ADR 114). It is rent the old software called for the owners and never collected: when a payment settles it, the
// money is the owners', split by their shares like a term's; until then it is owed like a term, so the dashboard's
// arrears, the reminders and the formal notice count it. Pure, integer cents; one place says what "opening debt still
// owed" is, so other readers of arrears (housing aid, rent guarantees) can call it rather than redo it.
import { jourCourt } from "../compte/libelles";
import type { Lettrage } from "../compte/lettrage";

/** The owners' line, and the reminders' and the notice's: « Arriéré repris au 01/11/2026 ». */
export const libelleArriereRepris = (dateReprise: string) =>
  `Arriéré repris au ${jourCourt(dateReprise)}`;

/** How a reminder names it beside the terms: « l'arriéré repris au 01/11/2026 ». */
export const phraseArriere = (dateReprise: string) =>
  `l'arriéré repris au ${jourCourt(dateReprise)}`;

/** The opening debt as the replay reads it: its cut-over day, what was owed, what is paid of it, what is left. */
export interface ArriereRepris {
  date: string;
  du: number;
  regle: number;
  reste: number;
}

/** The account's opening debt, or null when the lease has none (no import, or an opening credit). */
export function arriereRepris(lettrage: Lettrage): ArriereRepris | null {
  const c = lettrage.emmenagement.get("reprise");
  if (!c || c.du <= 0) return null;
  return { date: c.date, du: c.du, regle: c.regle, reste: c.du - c.regle };
}

/** The opening debt still owed, or null when paid (or none): what reminders and the formal notice add. */
export function arriereOuvert(lettrage: Lettrage): ArriereRepris | null {
  const a = arriereRepris(lettrage);
  return a && a.reste > 0 ? a : null;
}

/** What one payment settles of the opening debt, for the owners (planLoyers' key: the payment, no term). */
export interface EncaissementArriere {
  PaiementId: number;
  QuitanceId: null;
  montant: number;
  /** The owners' line. */
  libelle: string;
}

/**
 * What each payment settles of the opening debt, by payment. A remise or an opening credit settles it too, but no
 * money came in for the owners; payments of `anciens` (before the owner's account existed) are never credited.
 */
export function encaissementsArriere(
  lettrage: Lettrage,
  anciens: ReadonlySet<number> = new Set(),
): EncaissementArriere[] {
  const c = lettrage.emmenagement.get("reprise");
  if (!c) return [];
  const parPaiement = new Map<number, EncaissementArriere>();
  for (const a of c.affectations) {
    if (a.PaiementId == null || anciens.has(a.PaiementId)) continue;
    const e = parPaiement.get(a.PaiementId) ?? {
      PaiementId: a.PaiementId,
      QuitanceId: null,
      montant: 0,
      libelle: libelleArriereRepris(c.date),
    };
    e.montant += a.montant;
    parPaiement.set(a.PaiementId, e);
  }
  return [...parPaiement.values()];
}

/** The formal notice's line of the opening debt still owed ("other sums due"), none when it is paid. */
export function ligneMiseEnDemeure(lettrage: Lettrage) {
  const a = arriereOuvert(lettrage);
  if (!a) return [];
  return [
    {
      date: a.date,
      libelle: libelleArriereRepris(a.date),
      montant: a.du,
      recu: a.regle,
      reste: a.reste,
    },
  ];
}
