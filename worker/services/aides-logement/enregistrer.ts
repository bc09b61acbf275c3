import { sql } from "drizzle-orm";
import { aideLogementSchema } from "../../domain/aides-logement/schemas";
import { introuvable } from "../../domain/labels";
import { toCents } from "../../domain/money";
import { fieldOf } from "../../lib/error-fields";
import { notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { situationAide } from "./situation";

/**
 * PUT /api/Dossier/{id}/aideLogement: the aid from its month on. One statement: inserted only when the dossier
 * exists, and the same month typed again replaces its row (the unique index), so history is one row per month.
 */
export async function enregistrerAide(
  ports: Ports,
  dossierId: number,
  input: unknown,
  auteur: string,
) {
  const v = parseWith(aideLogementSchema, input);
  const numero = v.numeroAllocataire.replace(/\s/g, "");
  const r = await ports.db.run(sql`
    insert into "AideLogement" ("DossierId", "organisme", "numeroAllocataire", "type", "tiersPayant",
      "montantMensuel", "depuis", "auteur", "createdAt")
    select ${dossierId}, ${v.organisme}, ${numero}, ${v.type}, ${v.tiersPayant ? 1 : 0},
      ${toCents(v.montantMensuel)}, ${v.depuis}, ${auteur}, ${ports.clock.now().toISOString()}
    where exists (select 1 from "Dossier" where "id" = ${dossierId})
    on conflict ("DossierId", "depuis") do update set "organisme" = excluded."organisme",
      "numeroAllocataire" = excluded."numeroAllocataire", "type" = excluded."type",
      "tiersPayant" = excluded."tiersPayant", "montantMensuel" = excluded."montantMensuel",
      "auteur" = excluded."auteur", "createdAt" = excluded."createdAt"`);
  if (Number(fieldOf(r, "rowsAffected")) !== 1) throw notFound(introuvable("Dossier"));
  return situationAide(ports, dossierId);
}
