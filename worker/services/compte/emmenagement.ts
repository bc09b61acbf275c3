import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import {
  chargesEmmenagement,
  correctionsEmmenagement,
  type BailEmmenagement,
} from "../../domain/compte/emmenagement";
import type { Dossier } from "../../db/schema";
import { today } from "../../lib/dates";
import { recalculer } from "./ledger";

// The move-in charges written with the lease (issue 39 item 8, ADR 040): statements for tenant/add's one batch. The
// dossier was inserted earlier in the same batch: its id is the newest of the pair's dossiers (no round trip more).

export function emmenagementStatements(
  ports: Ports,
  pair: { AppartementId: number; LocataireId: number },
  bail: BailEmmenagement & { date: string },
  auteur: string,
) {
  const now = ports.clock.now().toISOString();
  return chargesEmmenagement(bail).map((c) =>
    ports.db.run(sql`insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit", "auteur", "createdAt")
      select "id", ${c.type}, ${bail.date}, ${c.libelle}, ${c.montant}, 0, ${auteur}, ${now} from "Dossier"
      where "AppartementId" = ${pair.AppartementId} and "LocataireId" = ${pair.LocataireId}
      order by "id" desc limit 1`),
  );
}

/**
 * The lease's deposit or fees changed (PUT /Dossier): a line of the difference on the account (never an update of
 * the first one), for a lease whose account carries its move-in charges, then the account replayed. In the update's
 * transaction (the resource's afterUpdate).
 */
export async function corrigerEmmenagement(
  ports: Ports,
  row: typeof Dossier.$inferSelect,
  existing: typeof Dossier.$inferSelect,
  auteur: string,
) {
  const now = ports.clock.now().toISOString();
  const day = today(ports.clock);
  let ecrit = false;
  for (const c of correctionsEmmenagement(existing, row)) {
    const [debit, credit] = c.montant > 0 ? [c.montant, 0] : [0, -c.montant];
    const r =
      await ports.db.run(sql`insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit", "auteur", "createdAt")
      select ${row.id}, ${c.type}, ${day}, ${c.libelle}, ${debit}, ${credit}, ${auteur}, ${now}
      where exists (select 1 from "Ecriture" where "DossierId" = ${row.id} and "type" in ('depot', 'honorairesLocation'))`);
    ecrit ||= r.rowsAffected > 0;
  }
  if (ecrit) await recalculer(ports, row.id, auteur);
}
