import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import { countLabel, formatDate } from "@/lib/format";
import { accord } from "@worker/domain/francais/pluriel";
import type { NiveauEcheance, TypeEcheance } from "@worker/domain/echeances/types";

// The calendar's reads (issue 63, ADR 090): GET /api/echeances with the screen's filters, the dashboard's 30 days.

export type Echeance = Answer<"GET /echeances">["data"][number];
/** A row of the table: keyed by its place in the answer (one record may carry several items). */
export type LigneEcheance = Echeance & { id: string };

export interface FiltresEcheances {
  type: TypeEcheance | "";
  niveau: NiveauEcheance | "";
  du: string;
  au: string;
}

export const echeancesQuery = (f: Partial<FiltresEcheances>) => ({
  queryKey: ["echeances", f],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<Answer<"GET /echeances">>(withQuery(route("GET /echeances"), echeancesParams(f)), {
      signal,
    }),
});

export const echeancesParams = (f: Partial<FiltresEcheances>) => ({
  type: f.type || null,
  niveau: f.niveau || null,
  du: f.du || null,
  au: f.au || null,
});

export const LIBELLES_NIVEAU: Record<NiveauEcheance, string> = {
  expire: "Échue",
  bientot: "Dans les 60 jours",
  ok: "À venir",
};

export const VARIANTE_NIVEAU = {
  expire: "destructive",
  bientot: "warning",
  ok: "secondary",
} as const satisfies Record<NiveauEcheance, string>;

/**
 * Where an item leads: its mandate, its supplier (the décennale to renew), its lease, else its lot; the agency's own
 * dates to Paramètres > Agence.
 */
export function lienEcheance(e: Echeance): { href: string; label: string } {
  if (e.MissionId) return { href: `/missions/${e.MissionId}`, label: "Ouvrir le mandat" };
  if (e.FournisseurId)
    return { href: `/fournisseurs/${e.FournisseurId}`, label: "Ouvrir le fournisseur" };
  if (e.DossierId) return { href: `/dossiers/${e.DossierId}`, label: "Ouvrir le bail" };
  if (e.AppartementId)
    return { href: `/appartements/${e.AppartementId}`, label: "Ouvrir l'appartement" };
  return { href: "/parametres", label: "Ouvrir les paramètres de l'agence" };
}

/** « 1 échéance », « 3 échéances »: the count in French agreement, never « échéance(s) ». */
export const nombreEcheances = (n: number) => countLabel(n, "échéance");

/** The dashboard card's line: « 3 échéances échues ou d'ici le 29/12/2026. » */
export const resumeTrenteJours = (n: number, au: string) =>
  `${nombreEcheances(n)} ${accord(n, "échue")} ou d'ici le ${formatDate(au)}.`;
