import { sql } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";

// The tenant's lease a space acts on (issue 62): the open one (clos = 0, at most one per apartment and tenant),
// the most recent first; a tenant whose lease ended still reaches the last one (a question after leaving).

export interface BailCourant {
  DossierId: number;
  AppartementId: number;
}

export const MSG_SANS_BAIL = "Aucun bail n'est enregistré à votre nom : contactez l'agence.";

/** The statement (one row or none), to ride with other reads. */
export const bailCourantSql = (locataireId: number) =>
  sql`select "id" as "DossierId", "AppartementId" from "Dossier" where "LocataireId" = ${locataireId}
    order by "clos" asc, "archiveLe" is not null, "dateDebutBail" desc, "id" desc limit 1`;

/** The tenant's lease, or a French 404. */
export async function bailCourant(ports: Ports, locataireId: number): Promise<BailCourant> {
  const [bail] = await ports.db.all<BailCourant>(bailCourantSql(locataireId));
  if (!bail) throw notFound(MSG_SANS_BAIL);
  return bail;
}
