import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import type { RestitutionDepotApi } from "../../domain/contract/depot";
import { regleRetenue } from "../../domain/depot/retenue";
import { piecesCitables } from "../../domain/depot/pieces";
import type { RestitutionDepotInput } from "../../domain/schemas/depot";
import { toCents } from "../../domain/money";
import { badRequest, conflict, MSG_INVALID } from "../../lib/errors";
import { today } from "../../lib/dates";
import { inOneTrip } from "../one-trip";
import {
  etatRestitution,
  lectureDe,
  lectureStatements,
  lireRestitution,
  restitutionApi,
} from "./lire";

export const MSG_CLES_NON_RENDUES =
  "La date de restitution des clés n'est pas saisie : la restitution du dépôt de garantie n'est pas ouverte.";
export const MSG_PIECE_INCONNUE = "Cette pièce n'est pas dans l'état des lieux de sortie.";
export const MSG_AVANT_CLES = "La restitution ne peut précéder la remise des clés.";
export const MSG_DOSSIER_CHANGE =
  "Le dossier a changé pendant l'enregistrement : le décompte n'a pas été enregistré. Veuillez réessayer.";

/**
 * PUT /Dossier/{id}/restitutionDepot in two round trips on the edge: the settlement read (answers in French, field
 * by field: keys not back 409, hold-back above 20 % of the deposit, a room not in the exit inventory, a payment
 * before the keys 400), then one write batch, all or nothing, that upserts the one row per dossier (its unique
 * index decides between parallel first saves), replaces the deductions in their order and reads the result back.
 * The rules that hold the money are in the batch's SQL, so a dossier changed since the read (deposit lowered, keys'
 * day cleared) writes nothing and answers 409. The rooms are only checked against the read: a room removed from the
 * exit inventory meanwhile stays cited by its reference, which the tab and the letter show as stored.
 */
export async function enregistrerRestitution(
  ports: Ports,
  dossierId: number,
  input: RestitutionDepotInput,
): Promise<RestitutionDepotApi> {
  const retenue = toCents(input.retenue);
  const dateRestitution = input.dateRestitution ?? null;
  const { dossier, version } = await lireRestitution(ports, dossierId);
  if (!dossier.dateRestitutionCles) throw conflict(MSG_CLES_NON_RENDUES);
  const fields: Record<string, string> = {};
  const regle = regleRetenue(dossier.depot, retenue);
  if (regle) fields.retenue = regle;
  const cites = new Set(piecesCitables(dossier.sortie).map((p) => p.id));
  input.deductions.forEach((d, i) => {
    if (d.piece && !cites.has(d.piece)) fields[`deductions.${i}.piece`] = MSG_PIECE_INCONNUE;
  });
  if (dateRestitution && dateRestitution < dossier.dateRestitutionCles)
    fields.dateRestitution = MSG_AVANT_CLES;
  if (Object.keys(fields).length) throw badRequest(MSG_INVALID, fields);

  const now = ports.clock.now().toISOString();
  // The rules of the read, again in SQL at the write. The hold-back's ceiling is a fifth of the deposit PAID, which
  // the read replayed from the account: the write holds only if neither the lease's amount nor its account changed.
  const possible = sql`exists (select 1 from "Dossier" where "id" = ${dossierId}
    and coalesce("dateRestitutionCles", '') <> '' and "depotGarantie" = ${version.depotGarantie}
    and (select count(*) from "Ecriture" where "DossierId" = ${dossierId}) = ${version.lignes}
    and (${dateRestitution} is null or ${dateRestitution} >= "dateRestitutionCles"))`;
  const lignes = input.deductions.map(
    (d, ordre) =>
      sql`(${dossierId}, ${d.motif}, ${toCents(d.montant)}, ${d.piece ?? null}, ${d.date ?? dossier.dateRestitutionCles}, ${ordre}, ${now}, ${now})`,
  );
  const upsert = ports.db.all<{ id: number }>(sql`insert into "RestitutionDepot"
      ("DossierId", "retenueSyndic", "dateRestitution", "createdAt", "updatedAt")
    select ${dossierId}, ${retenue}, ${dateRestitution}, ${now}, ${now} where ${possible}
    on conflict ("DossierId") do update set "retenueSyndic" = excluded."retenueSyndic",
      "dateRestitution" = excluded."dateRestitution", "updatedAt" = excluded."updatedAt"
    returning "id"`);
  const supprime = ports.db.run(
    sql`delete from "DeductionDepot" where "DossierId" = ${dossierId} and ${possible}`,
  );
  // No deduction: a statement that changes nothing keeps the batch's shape (an empty VALUES is not SQL; a bare
  // SELECT through run() has rows that drizzle's batch cannot map on the native client).
  const insere = ports.db.run(
    lignes.length
      ? sql`insert into "DeductionDepot"
          ("DossierId", "motif", "montant", "piece", "date", "ordre", "createdAt", "updatedAt")
        select * from (values ${sql.join(lignes, sql`, `)}) where ${possible}`
      : sql`delete from "DeductionDepot" where 0`,
  );
  const [a, b, c, d] = lectureStatements(ports, dossierId);
  const [ecrit, , , ...lus] = await inOneTrip(ports, [upsert, supprime, insere, a, b, c, d]);
  if (!ecrit.length) throw conflict(MSG_DOSSIER_CHANGE);
  return restitutionApi(dossierId, etatRestitution(lectureDe(lus), today(ports.clock)));
}
