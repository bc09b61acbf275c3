import { eq, sql } from "drizzle-orm";
import { Dossier } from "../../db/schema";
import { termeCourant } from "../../domain/reconduction/terme";
import { dossierEnCours } from "../../domain/statut-appartement";
import type { Ports } from "../../ports";
import { personneMoraleSql } from "./sql";

// The lease screen's current term (domain/reconduction/terme.ts): its « Fin du bail », or for a lease that leaves it
// empty the one the law gives it from its start, the term « Donner congé » offers to end. The landlord's kind (a
// legal person: six-year unfurnished terms) is read here, as the congé reads it.

/** Whether an owner of the dossier's lot is a legal person: a read to start with the dossier's others. */
export async function bailleurPersonneMorale(ports: Ports, dossierId: number) {
  const [r] = await ports.db
    .select({ pm: sql<number>`${sql.raw(personneMoraleSql(`"Dossier"`))}` })
    .from(Dossier)
    .where(eq(Dossier.id, dossierId));
  return Boolean(r?.pm);
}

/** The end of the running lease's current term on `jour`; null once it is closed. */
export const termeDuBail = (
  d: { typeBail: string | null; dateDebutBail: string; dateFinBail: string | null },
  personneMorale: boolean,
  jour: string,
) => (dossierEnCours(d, jour) ? termeCourant(d, personneMorale, jour).fin : null);
