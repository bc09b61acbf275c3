// The claim clocks of a guaranteed lease (issue 78 item 3): from each unpaid term, the last day of each step, by the
// GLI contract's delays or Visale's rules (regles.ts). A step not done by its day turns « expire »: the cover is
// threatened. Pure: the terms and the steps done in, the dated steps out.
import { addDays } from "../dates";
import { compareCodes } from "../francais/tri";
import { enVigueur, type RegleVisale, VISALE } from "./regles";

export const ETAPES_SINISTRE = [
  "gli_relance",
  "gli_mise_en_demeure",
  "gli_declaration",
  "visale_mise_en_demeure",
  "visale_declaration",
] as const;
export type EtapeSinistre = (typeof ETAPES_SINISTRE)[number];

export const LIBELLES_ETAPE: Readonly<Record<EtapeSinistre, string>> = {
  gli_relance: "GLI : relance du locataire",
  gli_mise_en_demeure: "GLI : mise en demeure",
  gli_declaration: "GLI : déclaration de sinistre",
  visale_mise_en_demeure: "Visale : mise en demeure (lettre recommandée avec AR)",
  visale_declaration: "Visale : déclaration de l'impayé sur visale.fr",
};

/** An unpaid term: its id, due day and what it calls and still owes (cents). */
export interface TermeImpaye {
  QuitanceId: number;
  mois: string;
  date: string;
  du: number;
  reste: number;
  /**
   * The housing aid in tiers payant in force for the month (cents, at most `du`): the rent Visale considers is the
   * tenant's share, `du` less it. 0 when none is known.
   */
  aide?: number;
  /** What of `aide` is still awaited from the organisme (cents): not the tenant's debt, so out of `reste`. */
  aideAttendue?: number;
}

/**
 * What Visale reads of a term (issue 77 wired in, ADR 130): the tenant's own share of the rent (the aid in tiers
 * payant is not), and the tenant's own debt on it (the aid awaited is the organisme's, not the tenant's).
 */
export function partDuLocataire(t: TermeImpaye): { part: number; dette: number } {
  const part = Math.max(0, t.du - Math.min(t.du, t.aide ?? 0));
  return { part, dette: Math.min(part, Math.max(0, t.reste - (t.aideAttendue ?? 0))) };
}

export interface DelaisGli {
  delaiRelance: number;
  delaiMiseEnDemeure: number;
  delaiDeclaration: number;
}

export interface EtapeDatee {
  etape: EtapeSinistre;
  QuitanceId: number;
  mois: string;
  /** The step's last day. */
  date: string;
  regle: string;
}

/** GLI: each unpaid term starts its own three clocks from its due day. */
export function etapesGli(termes: TermeImpaye[], c: DelaisGli): EtapeDatee[] {
  const regle = `Délais du contrat GLI : relance à ${c.delaiRelance} jours, mise en demeure à ${c.delaiMiseEnDemeure} jours, déclaration à ${c.delaiDeclaration} jours de l'échéance impayée, à peine de déchéance.`;
  return (
    termes
      // The aid awaited is the organisme's debt, not the tenant's: a term only it leaves open starts no clock.
      .filter((t) => partDuLocataire(t).dette > 0)
      .flatMap((t) =>
        [
          { etape: "gli_relance" as const, jours: c.delaiRelance },
          { etape: "gli_mise_en_demeure" as const, jours: c.delaiMiseEnDemeure },
          { etape: "gli_declaration" as const, jours: c.delaiDeclaration },
        ].map((e) => ({
          etape: e.etape,
          QuitanceId: t.QuitanceId,
          mois: t.mois,
          date: addDays(t.date, e.jours),
          regle,
        })),
      )
  );
}

/**
 * Visale: the unpaid rent is constituted on the due day of the term at which two terms are wholly unpaid, or the
 * arrears net of the housing aid pass one month's rent and charges: that term and the rule in force on its day, or
 * null while it is not (an unpaid term is then no claim yet, attente.ts). One claim per run of arrears (the terms in
 * date order; a term paid in full ends the run).
 */
export function constitutionVisale(
  termes: TermeImpaye[],
): { terme: TermeImpaye; regle: RegleVisale } | null {
  const tries = [...termes].sort((a, b) => compareCodes(a.date, b.date));
  let impayes = 0;
  let arrieres = 0;
  for (const t of tries) {
    const { part, dette } = partDuLocataire(t);
    if (dette <= 0) {
      impayes = 0;
      arrieres = 0;
      continue;
    }
    if (dette >= part) impayes += 1;
    arrieres += dette;
    const r = enVigueur(VISALE, t.date);
    if (impayes >= r.termesImpayes || arrieres > r.moisArrieres * part)
      return { terme: t, regle: r };
  }
  return null;
}

/** Visale: the formal notice and the declaration run from the day the unpaid rent is constituted. */
export function etapesVisale(termes: TermeImpaye[]): EtapeDatee[] {
  const c = constitutionVisale(termes);
  if (!c) return [];
  const { terme: t, regle: r } = c;
  return [
    { etape: "visale_mise_en_demeure" as const, jours: r.miseEnDemeure },
    { etape: "visale_declaration" as const, jours: r.declaration },
  ].map((e) => ({
    etape: e.etape,
    QuitanceId: t.QuitanceId,
    mois: t.mois,
    date: addDays(t.date, e.jours),
    regle: r.source,
  }));
}
