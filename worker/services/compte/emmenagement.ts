import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import { chargesEmmenagement, type BailEmmenagement } from "../../domain/compte/emmenagement";

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
