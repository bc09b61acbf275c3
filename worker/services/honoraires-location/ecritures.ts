import { type SQL, sql } from "drizzle-orm";
import type { DebitBailleur } from "../../domain/honoraires-location/honoraires";
import type { Ports } from "../../ports";

// The owners' entries of the landlord's share of the letting fees (issue 60 item 1, ADR 074), as statements a batch
// or a transaction carries. Written once per lease: every write is conditional on the lease having no standing
// debit (one not reversed), so a lease saved twice, or in parallel, is debited once; a change of the fee reverses
// the standing debits (annuleId, unique) and writes new ones, never an update.

export interface ContexteDebit {
  AppartementId: number;
  /** AAAA-MM-JJ. */
  date: string;
  libelle: string;
  auteur: string;
  createdAt: string;
}

/** A standing debit of the lease `dossier` (its SQL id): one not reversed. */
const debitEnVigueur = (dossier: SQL) => sql`exists (select 1 from "EcritureProprietaire" o
  where o."DossierId" = ${dossier} and o."type" = 'honorairesLocation'
    and not exists (select 1 from "EcritureProprietaire" a where a."annuleId" = o.id))`;

/**
 * The owners' debits as ONE statement, so its condition is read once before any row is inserted (SQLite materializes
 * a SELECT that reads the table it inserts into); null when there is nothing to debit.
 */
export function debitsStatement(
  ports: Ports,
  dossier: SQL,
  debits: DebitBailleur[],
  ctx: ContexteDebit,
) {
  if (!debits.length) return null;
  const lignes = sql.join(
    debits.map(
      (
        d,
      ) => sql`select ${d.ClientId} as "ClientId", 'honorairesLocation' as "type", ${ctx.date} as "date",
        ${ctx.libelle} as "libelle", ${d.debit} as "debit", 0 as "credit", ${d.tva} as "tva",
        ${ctx.AppartementId} as "AppartementId", ${dossier} as "DossierId", ${ctx.auteur} as "auteur",
        ${ctx.createdAt} as "createdAt"`,
    ),
    sql` union all `,
  );
  return ports.db.run(sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit",
      "credit", "tva", "AppartementId", "DossierId", "auteur", "createdAt")
    select * from (${lignes}) where not ${debitEnVigueur(dossier)}`);
}

/** The reversal of the lease's standing debits (sides and VAT swapped), each once (the unique index on annuleId). */
export const annulationsStatement = (
  ports: Ports,
  dossierId: number,
  ctx: Omit<ContexteDebit, "AppartementId">,
) =>
  ports.db.run(sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit",
      "tva", "AppartementId", "DossierId", "annuleId", "auteur", "createdAt")
    select o."ClientId", 'annulation', ${ctx.date}, ${ctx.libelle}, o."credit", o."debit", -o."tva",
      o."AppartementId", o."DossierId", o.id, ${ctx.auteur}, ${ctx.createdAt}
    from "EcritureProprietaire" o
    where o."DossierId" = ${dossierId} and o."type" = 'honorairesLocation'
      and not exists (select 1 from "EcritureProprietaire" a where a."annuleId" = o.id)`);
