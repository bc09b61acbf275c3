import { accord as accorde } from "../francais/pluriel";
import type { ResultatLot, StatutLot } from "./lot";

/** The words of a summary: the rows' noun and the action's participle, each singular then plural. */
export interface Mots {
  nom: [string, string];
  fait: [string, string];
  /** The rows' noun is feminine (une quittance: "ignorée"), else masculine (un dossier: "ignoré"). */
  feminin: boolean;
}

const accord = (n: number, [un, plusieurs]: [string, string]) => accorde(n, un, plusieurs);

/** "2 échéances" style counts, each reason with how many rows it left out when there are several. */
function raisons(rows: ResultatLot[]): string {
  const par = new Map<string, number>();
  for (const r of rows) par.set(r.message, (par.get(r.message) ?? 0) + 1);
  return [...par].map(([m, n]) => (par.size > 1 && n > 1 ? `${m} (${n})` : m)).join(", ");
}

/**
 * What the screen says once a bulk action is done: "3 quittances encaissées, 1 ignorée : déjà payée". The rows
 * done first, then those left out with their reasons, then the failures.
 */
export function resumeLot(resultats: ResultatLot[], mots: Mots, fait: StatutLot): string {
  const of = (s: StatutLot) => resultats.filter((r) => r.statut === s);
  const faits = of(fait).length;
  const parts = [`${faits} ${accord(faits, mots.nom)} ${accord(faits, mots.fait)}`];
  const ignorees = of("ignoree");
  if (ignorees.length)
    parts.push(
      `${ignorees.length} ${accord(ignorees.length, mots.feminin ? ["ignorée", "ignorées"] : ["ignoré", "ignorés"])} : ${raisons(ignorees)}`,
    );
  const erreurs = of("erreur");
  if (erreurs.length) parts.push(`${erreurs.length} en erreur : ${raisons(erreurs)}`);
  return parts.join(", ");
}
