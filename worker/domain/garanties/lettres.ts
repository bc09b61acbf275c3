// The claim's letters (issue 78 item 3, ADR 130): a GLI's reminder and a formal notice, generated from the lease and
// the tenant's own debt (net of the housing aid awaited; the terms an insurer paid are settled, so out of it). Visale
// asks the formal notice by registered mail with acknowledgement of receipt: the letter says so, from the dated rule.
import { z } from "zod";
import { enVigueur, VISALE } from "./regles";

export const LETTRES_SINISTRE = ["relance", "mise_en_demeure"] as const;
export type LettreSinistre = (typeof LETTRES_SINISTRE)[number];

export const LIBELLES_LETTRE: Readonly<Record<LettreSinistre, string>> = {
  relance: "Relance du locataire",
  mise_en_demeure: "Mise en demeure",
};

export const MSG_ETAPE_LETTRE = "Choisissez la lettre : relance ou mise_en_demeure.";
export const MSG_SANS_GARANTIE =
  "Ce bail n'est sous aucune garantie des loyers (GLI ou Visale) : il n'y a pas de sinistre à déclarer.";

export const lettreSinistreQuery = z.object({
  etape: z.enum(LETTRES_SINISTRE, { error: MSG_ETAPE_LETTRE }),
});

/** The claim steps whose letter is this one: what the claim file gathers for each step recorded. */
export const LETTRE_DE_L_ETAPE: Readonly<Record<string, LettreSinistre>> = {
  gli_relance: "relance",
  gli_mise_en_demeure: "mise_en_demeure",
  visale_mise_en_demeure: "mise_en_demeure",
};

/** What a Visale formal notice states of its sending, by the rule in force on `jour`. */
export function mentionVisale(jour: string): string {
  const r = enVigueur(VISALE, jour);
  return `Lettre recommandée avec avis de réception, adressée dans le cadre du cautionnement Visale (Action Logement) : mise en demeure dans les ${r.miseEnDemeure} jours de la constitution de l'impayé, déduction faite des aides au logement.`;
}
