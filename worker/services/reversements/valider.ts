import { type SQL, sql } from "drizzle-orm";
import {
  MSG_DATE_PASSEE_VALIDATION,
  MSG_DISPONIBLE_BAISSE,
  parNom,
} from "../../domain/reversements/selection";
import { today } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { supprimerBrouillon } from "../brouillon";
import { MSG_LIGNE_IBAN_NON_VERIFIE } from "../../domain/iban-verification/regles";
import { ligneIbanNonVerifieSql } from "../iban-verification/sql";
import { inOneTrip } from "../one-trip";
import { repriseEnAttente } from "../imports/reprise-en-attente";
import { lectureLot, lotDe, MSG_REVERSEMENT_INTROUVABLE } from "./lire";
import { libelleReversementSql } from "./libelle-sql";

// Validating and deleting a payout batch (issue 38, part 3, ADR 032; issue 59): each one write batch, one round
// trip, whose writes all hang on one condition (a draft keeping at least one line); `select changes()` right after the
// status change tells this request whether it won. Of two parallel validations one writes the entries (200), the
// other finds the batch validated (409).

export const MSG_DEJA_VALIDE = "Ce reversement est déjà validé.";
export const MSG_LOT_VIDE = "Ce reversement ne contient aucune ligne : il n'y a rien à valider.";
export const MSG_TOUT_ECARTE =
  "Aucune ligne de ce reversement ne peut plus être payée depuis sa préparation : supprimez ce brouillon et préparez-en un autre.";
export const MSG_VALIDE_NON_SUPPRIMABLE =
  "Un reversement validé ne se supprime pas : il est inscrit sur le compte des propriétaires.";

/** The line `l` asks more than its owner now has: the account less the reserve and the other live drafts. */
const disponibleBaisse = (id: number, now: string) => sql`l."montant" > max(0,
    coalesce((select sum(e."credit" - e."debit") from "EcritureProprietaire" e where e."ClientId" = l."ClientId"
      and not ${repriseEnAttente("e", now)}), 0)
    - coalesce((select c."reserve" from "Client" c where c."id" = l."ClientId"), 0))
  - coalesce((select sum(o."montant") from "LigneReversement" o join "Reversement" r on r."id" = o."ReversementId"
      where r."statut" = 'brouillon' and r."id" <> ${id} and o."ClientId" = l."ClientId"), 0)`;

/**
 * Why the line `l` leaves the batch at validation (issue 59: validation re-reads every line), the first reason
 * that holds, or null when it is paid. One more reason is one more pair (an owner's IBAN still to be checked...).
 */
export const sortiesValidation = (id: number, now: string): [SQL, string][] => [
  [ligneIbanNonVerifieSql(now), MSG_LIGNE_IBAN_NON_VERIFIE],
  [disponibleBaisse(id, now), MSG_DISPONIBLE_BAISSE],
];
const motifSortie = (id: number, now: string) =>
  sql`(case ${sql.join(
    sortiesValidation(id, now).map(([quand, motif]) => sql`when ${quand} then ${motif}`),
    sql` `,
  )} end)`;

/** The batch (the row being written) is a draft of a date not past (issue 60) that keeps at least one line: then, and only then, it is validated. */
const validable = (
  id: number,
  now: string,
  jour: string,
) => sql`"Reversement"."statut" = 'brouillon'
  and "Reversement"."date" >= ${jour}
  and exists (select 1 from "LigneReversement" l where l."ReversementId" = ${id} and ${motifSortie(id, now)} is null)`;

/**
 * POST /api/Reversement/{id}/valider: each line still within its owner's available becomes a `reversement` debit on
 * the owner's account; the others leave the batch, listed in `ecartes` with their reason (the answer's `ecartes`:
 * those this validation left out). One write batch: the lines left out read, recorded and removed, the total
 * recomputed and the status changed, all under one condition, so a batch left without a line writes nothing (409).
 */
export async function validerReversement(ports: Ports, id: number, auteur: string) {
  const now = ports.clock.now().toISOString();
  const [lot, lignes] = lectureLot(ports, id);
  const motif = motifSortie(id, now);
  const jour = today(ports.clock);
  const [sortants, , , , [won], , lus, lignesLues] = await inOneTrip(ports, [
    ports.db.all<{
      ClientId: number;
      nom: string;
      motif: string;
    }>(sql`select l."ClientId", l."nom", ${motif} as motif
      from "LigneReversement" l join "Reversement" on "Reversement"."id" = l."ReversementId"
      where l."ReversementId" = ${id} and ${motif} is not null and ${validable(id, now, jour)}`),
    ports.db.run(sql`update "Reversement" set "ecartes" = (select json_group_array(json(v)) from (
        select value as v from json_each("Reversement"."ecartes")
        union all select json_object('ClientId', l."ClientId", 'nom', l."nom", 'motif', ${motif}) as v
          from "LigneReversement" l where l."ReversementId" = ${id} and ${motif} is not null))
      where "id" = ${id} and ${validable(id, now, jour)}`),
    ports.db.run(sql`delete from "LigneReversement" where "id" in (
        select l."id" from "LigneReversement" l join "Reversement" on "Reversement"."id" = l."ReversementId"
        where l."ReversementId" = ${id} and ${motif} is not null and ${validable(id, now, jour)})`),
    ports.db.run(sql`update "Reversement" set "statut" = 'valide', "valideAt" = ${now}, "validePar" = ${auteur},
        "total" = (select coalesce(sum("montant"), 0) from "LigneReversement" where "ReversementId" = ${id})
      where "id" = ${id} and ${validable(id, now, jour)}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit",
        "tva", "ReversementId", "auteur", "createdAt")
      select l."ClientId", 'reversement', r."date", ${libelleReversementSql}, l."montant", 0, 0, r."id", ${auteur}, ${now}
      from "LigneReversement" l join "Reversement" r on r."id" = l."ReversementId"
      where r."id" = ${id} and r."statut" = 'valide' and r."valideAt" = ${now}
        and not exists (select 1 from "EcritureProprietaire" e where e."ReversementId" = r."id")`),
    lot,
    lignes,
  ]);
  if (Number(won?.n) !== 1) {
    if (!lus[0]) throw notFound(MSG_REVERSEMENT_INTROUVABLE);
    if (lus[0].statut === "valide") throw conflict(MSG_DEJA_VALIDE);
    if (lus[0].date < jour) throw conflict(MSG_DATE_PASSEE_VALIDATION);
    throw conflict(lignesLues.length ? MSG_TOUT_ECARTE : MSG_LOT_VIDE);
  }
  return {
    reversement: lotDe(lus, lignesLues),
    ecartes: sortants
      .map((e) => ({ ClientId: e.ClientId, nom: e.nom, motif: e.motif }))
      .sort(parNom),
  };
}

/** DELETE /api/Reversement/{id}: a draft only, with its lines (the owners are free for another batch). */
export const supprimerReversement = (ports: Ports, id: number) =>
  supprimerBrouillon(
    ports,
    {
      table: "Reversement",
      lignes: [["LigneReversement", "ReversementId"]],
      introuvable: MSG_REVERSEMENT_INTROUVABLE,
      valide: MSG_VALIDE_NON_SUPPRIMABLE,
    },
    id,
  );
