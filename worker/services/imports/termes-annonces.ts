import type { Verification } from "../../domain/imports/verifier";
import { moisAppelesParLImport } from "../../domain/imports/bascule";
import { nombreDeTermes } from "./termes-reprise";

// The dry run's announcement of the terms (ADR 124, 134): the terms the import will write, counted by the import's
// own rule (termesRepris, ADR 112) on the leases it will create (a lease it only updates gets none), from the
// cut-over month to the import day's: a cut-over months back has every month between called, none left to staff.

export interface TermesAnnonces {
  mois: string;
  /** The last month called (the import day's), the cut-over month's when it is the same. */
  jusqua: string;
  nombre: number;
}

export function annonceTermes(
  v: Verification,
  baux: ReadonlySet<string> | undefined,
  dateReprise: string,
  jour: string,
): TermesAnnonces | null {
  const mois = moisAppelesParLImport(dateReprise, jour);
  const [premier, dernier] = [mois[0], mois.at(-1)];
  if (!premier || !dernier) return null;
  const nombre = nombreDeTermes(v.lus.Baux ?? [], dateReprise, jour, baux);
  return { mois: premier, jusqua: dernier, nombre };
}
