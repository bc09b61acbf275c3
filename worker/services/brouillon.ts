import { sql } from "drizzle-orm";
import { conflict, notFound } from "../lib/errors";
import type { Ports } from "../ports";
import { inOneTrip } from "./one-trip";

// A money batch deleted while a draft (owners' payouts, direct debits, supplier payments): one batch whose every
// delete is conditioned on « still a draft », so a validation running at the same time either comes first (a 409,
// nothing deleted) or finds no draft. Its lines go with it, so what they held is free for the next batch.

export interface Brouillon {
  /** The batch's table, with a `statut` of 'brouillon' or 'valide'. */
  table: string;
  /** Its lines' tables and the column naming the batch. */
  lignes: readonly (readonly [table: string, colonne: string])[];
  introuvable: string;
  /** Why a validated batch is never deleted. */
  valide: string;
}

/** Deletes the draft `id` of `b.table` with its lines: `{ id }`, 409 once validated, 404 when there is none. */
export async function supprimerBrouillon(ports: Ports, b: Brouillon, id: number) {
  const lot = sql.identifier(b.table);
  const brouillon = sql`exists (select 1 from ${lot} where "id" = ${id} and "statut" = 'brouillon')`;
  // The state read first in the same unit as the deletes (one batch, or the caller's transaction): a draft read
  // here is the draft the deletes below find.
  const [[avant]] = await inOneTrip(ports, [
    ports.db.all<{ statut: string }>(sql`select "statut" from ${lot} where "id" = ${id}`),
    ...b.lignes.map(([table, colonne]) =>
      ports.db.run(
        sql`delete from ${sql.identifier(table)} where ${sql.identifier(colonne)} = ${id} and ${brouillon}`,
      ),
    ),
    ports.db.run(sql`delete from ${lot} where "id" = ${id} and "statut" = 'brouillon'`),
  ]);
  if (!avant) throw notFound(b.introuvable);
  if (avant.statut !== "brouillon") throw conflict(b.valide);
  return { id };
}
