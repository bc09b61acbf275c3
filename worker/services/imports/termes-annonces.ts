import type { Verification } from "../../domain/imports/verifier";
import { avertissementMoisNonAppeles } from "../../domain/imports/termes-annonces";
import { termesRepris } from "./termes-reprise";

// The dry run's announcement of the terms (ADR 124): the cut-over month's terms the import will write, counted by
// the import's own rule (termesRepris, ADR 112) on the leases it will create (a lease it only updates gets none),
// and the months nobody will call when the cut-over is months back.

export interface TermesAnnonces {
  mois: string;
  nombre: number;
}

export function annonceTermes(
  v: Verification,
  baux: ReadonlySet<string> | undefined,
  dateReprise: string,
  jour: string,
): { termes: TermesAnnonces | null; avertissements: string[] } {
  const termes = termesRepris(v.lus.Baux ?? [], dateReprise, jour).filter(
    (t) => !baux?.has(t.reference),
  );
  const mois = dateReprise.slice(0, 7);
  return {
    termes: mois <= jour.slice(0, 7) ? { mois, nombre: termes.length } : null,
    avertissements: v.lus.Baux?.length ? avertissementMoisNonAppeles(dateReprise, jour) : [],
  };
}
