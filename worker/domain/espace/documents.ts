import { PREMIER_JOUR } from "../schemas/fields";

// What the spaces may ask of documents (issue 75 item 4): a bounded number an hour per session, a year within the
// lease's or the mandate's life. Pure rules; the services apply them (services/espace/limite-documents.ts).

/**
 * How many documents one space session may make in an hour, by date from which the bound holds (the product's
 * choice, issue 75: a tenant's session could otherwise fill the store in a day). The latest row in force applies.
 */
export const DOCUMENTS_ESPACE_PAR_HEURE: readonly {
  depuis: string;
  parHeure: number;
  source: string;
}[] = [
  {
    depuis: "2026-01-01",
    parHeure: 30,
    source: "Issue 75 (« The new doors kept ») : 30 documents par heure et par session d'espace",
  },
];

/** The bound in force on a Paris day (YYYY-MM-DD). */
export function documentsParHeure(jour: string): number {
  const enVigueur = DOCUMENTS_ESPACE_PAR_HEURE.filter((r) => r.depuis <= jour).at(-1);
  return (enVigueur ?? DOCUMENTS_ESPACE_PAR_HEURE[0]!).parHeure;
}

export const FENETRE_DOCUMENTS_S = 3600;
export const MSG_TROP_DE_DOCUMENTS = "Vous avez demandé beaucoup de documents en une heure";

/**
 * A year a space may ask a document of: not before the year its lease or mandate began, not after the current one.
 * Answers the French message of the refusal, or null.
 */
export function refusAnnee(
  annee: number,
  debut: string | null | undefined,
  aujourdhui: string,
  quoi: "bail" | "mandat",
): string | null {
  const derniere = Number(aujourdhui.slice(0, 4));
  if (annee > derniere) return `L'année ${annee} n'est pas encore commencée.`;
  // No start on record (an owner with no dated mandate): the product's first day still bounds the year, else 1900
  // made an empty document (issue 75).
  const plancher = Number(PREMIER_JOUR.slice(0, 4));
  if (!debut)
    return annee < plancher
      ? `Aucun document avant ${plancher} : l'année ${annee} n'est pas tenue.`
      : null;
  const premiere = Number(debut.slice(0, 4));
  if (annee < premiere)
    return quoi === "bail"
      ? `Votre bail a commencé en ${premiere} : aucun document pour ${annee}.`
      : `Votre mandat de gestion a commencé en ${premiere} : aucun document pour ${annee}.`;
  return null;
}
