import { and, count, eq, gte, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { type ContratGli, Dossier, GarantieDossier } from "../../db/schema";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import type { ApiRow } from "../resource-def";

// « Contrats GLI »'s list (ADR 147): each contract with the number of leases under it today (`baux`: a lease whose
// guarantee names it and that has not ended), one grouped count issued before the rows are awaited, so that on the
// edge it goes with the list's own reads in one round trip.

export async function avecNombreDeBaux(
  ports: Ports,
  given: Promise<ApiRow<typeof ContratGli>[]>,
  page?: SQL,
): Promise<ApiRow<typeof ContratGli>[]> {
  const comptes = ports.db
    .select({ id: GarantieDossier.ContratGliId, n: count() })
    .from(GarantieDossier)
    .innerJoin(Dossier, eq(Dossier.id, GarantieDossier.DossierId))
    .where(
      and(
        page
          ? inArray(GarantieDossier.ContratGliId, page)
          : isNotNull(GarantieDossier.ContratGliId),
        or(isNull(Dossier.dateSortie), gte(Dossier.dateSortie, today(ports.clock))),
      ),
    )
    .groupBy(GarantieDossier.ContratGliId)
    .execute();
  const [lignes, rows] = await Promise.all([comptes, given]);
  const parContrat = new Map(lignes.map((l) => [l.id, l.n]));
  return rows.map((r) => ({ ...r, baux: parContrat.get(r.id) ?? 0 }));
}
