import { sql } from "drizzle-orm";
import { etapeSinistreSchema } from "../../domain/contract/garanties";
import { introuvable } from "../../domain/labels";
import { today } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// POST /api/Dossier/{id}/sinistre/etapes (issue 78 item 3): a claim step done for one of the lease's terms. Written
// once per term and step (the unique index), only for a term of this lease: the conditions are the statement's.

export async function enregistrerEtape(
  ports: Ports,
  dossierId: number,
  body: unknown,
  auteur: string,
) {
  const e = parseWith(etapeSinistreSchema, body);
  const date = e.date ?? today(ports.clock);
  const now = ports.clock.now().toISOString();
  const [ecrit, [terme]] = await inOneTrip(ports, [
    ports.db.run(sql`insert into "EtapeSinistre" ("DossierId", "QuitanceId", "etape", "date", "auteur", "createdAt")
      select ${dossierId}, q.id, ${e.etape}, ${date}, ${auteur}, ${now} from "Quitance" q
      where q.id = ${e.QuitanceId} and q."DossierId" = ${dossierId}
      on conflict do nothing`),
    ports.db.all<{ id: number }>(
      sql`select q.id from "Quitance" q where q.id = ${e.QuitanceId} and q."DossierId" = ${dossierId}`,
    ),
  ]);
  if (!terme) throw notFound(introuvable("Quitance"));
  if (ecrit.rowsAffected === 0) throw conflict("Cette étape est déjà enregistrée pour ce terme.");
  return { QuitanceId: e.QuitanceId, etape: e.etape, date };
}
