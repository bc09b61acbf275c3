import { type SQL, sql } from "drizzle-orm";
import { leaseImporteeSql } from "../compte/ledger";

// The deposit a document shows for a lease (ADR 124): a lease an import created holds what its sheet Soldes declared
// (the import's `depotDetenu` credit, ADR 113), never the lease's own amount; any other lease, its amount. One
// expression, so the owner's compte-rendu and any later reader say the same figure as the trust check.

/** In a statement over dossiers aliased `d`: the deposit held (cents) at `au`. */
export const depotAfficheSql = (au: string): SQL => sql`(case when ${leaseImporteeSql(sql`d."id"`)}
  then coalesce((select sum(x."credit") from "Ecriture" x
    where x."DossierId" = d."id" and x."type" = 'depotDetenu' and x."date" <= ${au}), 0)
  else d."depotGarantie" end)`;
