// An import's opening credit (a negative `locataire` balance, ADR 080) once it pays a term (issue 74, ADR 124). The
// agency held that money for the tenant since the cut-over: when the replay lets it settle a term, it becomes the
// owners' rent, split by their shares like a payment's, with the management fee. It has no payment: its owners'
// entries are keyed by the negative id of its ledger entry, a key no payment can have, so planLoyers follows it (and
// reverses it by `annulation` entries) exactly as it follows a payment. Pure, integer cents.
import { jourCourt, moisLong } from "../compte/libelles";
import type { Lettrage } from "../compte/lettrage";

/** The owners' line: « Avoir repris au 01/11/2026, loyer et charges novembre 2026 ». */
export const libelleAvoirRepris = (dateReprise: string, mois: string) =>
  `Avoir repris au ${jourCourt(dateReprise)}, loyer et charges ${moisLong(mois)}`;

/** The key of an opening credit's owners' entries in place of a payment's id (negative: never a payment's). */
export const cleAvoir = (source: number) => -source;

/** What one opening credit settles of one term, for the owners (planLoyers' key: its pseudo payment and the term). */
export interface EncaissementAvoir {
  PaiementId: number;
  QuitanceId: number;
  montant: number;
  libelle: string;
}

/** What each opening credit settles of each term, in the order of the terms. */
export function encaissementsAvoir(lettrage: Lettrage): EncaissementAvoir[] {
  const out = new Map<string, EncaissementAvoir>();
  for (const t of lettrage.termes.values())
    for (const a of t.affectations) {
      const s = lettrage.sources.get(a.source);
      if (!s?.avoir) continue;
      const cle = `${a.source}:${t.QuitanceId}`;
      const e = out.get(cle) ?? {
        PaiementId: cleAvoir(a.source),
        QuitanceId: t.QuitanceId,
        montant: 0,
        libelle: libelleAvoirRepris(s.date, t.date.slice(0, 7)),
      };
      e.montant += a.montant;
      out.set(cle, e);
    }
  return [...out.values()];
}
