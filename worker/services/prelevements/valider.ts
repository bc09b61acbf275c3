import { type SQL, sql } from "drizzle-orm";
import {
  delaiRespecte,
  MSG_MANDAT_REVOQUE,
  MSG_TERME_REGLE,
  MSG_TERME_REGLE_EN_PARTIE,
  MSG_TERME_SUPPRIME,
} from "../../domain/prelevements/selection";
import { today } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { supprimerBrouillon } from "../brouillon";
import { inOneTrip } from "../one-trip";
import { delaiSql, type Ecarte, lectureLot, lotDe, MSG_PRELEVEMENT_INTROUVABLE } from "./lire";

// Validating and deleting a direct debit batch (issue 41, ADR 041; issue 59): each one write batch, one round trip,
// whose writes all hang on one condition; `select changes()` right after the status change tells this request
// whether it won. A validated batch's file is final: the daily job records its payments on the debit date.

export const MSG_DEJA_VALIDE = "Ce prélèvement est déjà validé.";
export const MSG_LOT_VIDE = "Ce prélèvement ne contient aucune ligne : il n'y a rien à valider.";
export const MSG_TROP_TARD = (jours: number) =>
  `Trop tard pour ce prélèvement : sa date doit laisser au moins ${jours} jours de pré-notification. Supprimez ce brouillon et préparez-en un autre.`;
export const MSG_TOUT_ECARTE =
  "Aucune ligne de ce prélèvement ne peut plus être prélevée depuis sa préparation (échéances réglées ou mandats révoqués) : supprimez ce brouillon.";
export const MSG_VALIDE_NON_SUPPRIMABLE =
  "Un prélèvement validé ne se supprime pas : son fichier a été remis à la banque.";

/**
 * The pre-notification each tenant with an e-mail receives, its avis d'échéance attached (queued once per line).
 * The euro sign goes as a parameter: in the SQL text it would make the server bundle two bytes a character
 * (scripts/build-server.mjs, latin1Only).
 */
const prenotifications = (
  id: number,
  now: string,
) => sql`insert into "Outbox" ("dedupeKey", "to", "subject", "body",
    "attachment", "QuitanceId", "createdAt", "updatedAt")
  select 'prenotification:' || l."id", trim(loc."mail"), 'Avis de prélèvement du ' || strftime('%d/%m/%Y', p."dateEcheance"),
    'Bonjour,' || char(10) || char(10) || 'Montant prélevé le ' || strftime('%d/%m/%Y', p."dateEcheance")
      || ' sur le compte ' || substr(l."iban", 1, 4) || ' **** **** ' || substr(l."iban", -4) || ', mandat RUM '
      || l."rum" || ', créancier ICS ' || coalesce((select "ics" from "AgenceParametres" where "id" = 1), '')
      || ' : ' || replace(printf('%.2f', l."montant" / 100.0), '.', ',') || ${" €."} || char(10) || char(10)
      || 'Votre avis d''échéance est joint.',
    'Quitance:' || l."QuitanceId", l."QuitanceId", ${now}, ${now}
  from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
  join "Dossier" d on d."id" = l."DossierId" join "Locataire" loc on loc."id" = d."LocataireId"
  where p."id" = ${id} and p."statut" = 'valide' and p."valideAt" = ${now}
    and nullif(trim(coalesce(loc."mail", '')), '') is not null
  on conflict do nothing`;

/** The term of the line `l`, and what remains due on it. */
const terme = (col: SQL) => sql`(select ${col} from "Quitance" q where q."id" = l."QuitanceId")`;
const resteDu = terme(sql`q."prixHC" + q."charge" - coalesce(q."montantRegle", 0)`);

/**
 * Why the line `l` leaves the batch at validation (issue 59: validation re-reads every line), the first reason that
 * holds, or null when it is collected. A term paid since the preparation, in full or in part (a debit never asks more
 * than remains due: the rest goes to a later batch, whose pre-notification states it), or whose mandate was revoked.
 */
export const sortiesValidation = (): [SQL, string][] => [
  [sql`${terme(sql`1`)} is null`, MSG_TERME_SUPPRIME],
  [sql`${terme(sql`q."regle"`)} = 1 or ${resteDu} <= 0`, MSG_TERME_REGLE],
  [sql`${resteDu} < l."montant"`, MSG_TERME_REGLE_EN_PARTIE],
  [
    sql`coalesce((select m."statut" from "MandatSepa" m where m."id" = l."MandatSepaId"), '') <> 'actif'`,
    MSG_MANDAT_REVOQUE,
  ],
];
const motifSortie = () =>
  sql`(case ${sql.join(
    sortiesValidation().map(([quand, motif]) => sql`when ${quand} then ${motif}`),
    sql` `,
  )} end)`;

/**
 * The lines' sequences once the batch is final (ADR 077, `sequences` of domain/prelevements/selection.ts): RCUR when
 * the mandate has a collection not rejected in another validated batch, or an earlier term in this one; else FRST.
 * Read again at validation: a draft holding a mandate's FRST may have been deleted, or its line left out, since.
 */
const sequencesValidees = (
  id: number,
  ok: SQL,
) => sql`update "LignePrelevement" set "sequence" = case
    when exists (select 1 from "LignePrelevement" o join "Prelevement" p on p."id" = o."PrelevementId"
        where o."MandatSepaId" = "LignePrelevement"."MandatSepaId" and o."rejet" is null
          and p."statut" = 'valide' and p."id" <> ${id})
      or exists (select 1 from "LignePrelevement" o
        join "Quitance" qo on qo."id" = o."QuitanceId" join "Quitance" q on q."id" = "LignePrelevement"."QuitanceId"
        where o."PrelevementId" = ${id} and o."MandatSepaId" = "LignePrelevement"."MandatSepaId"
          and (qo."date", o."QuitanceId") < (q."date", "LignePrelevement"."QuitanceId"))
    then 'RCUR' else 'FRST' end
  where "PrelevementId" = ${id} and exists (select 1 from "Prelevement" where "id" = ${id} and ${ok})`;

/** The batch (the row written) is a draft within the delay that keeps at least one line: then it is validated. */
const validable = (id: number, jour: string) => sql`"Prelevement"."statut" = 'brouillon'
  and julianday("Prelevement"."dateEcheance") - julianday(${jour}) >= ${delaiSql}
  and exists (select 1 from "LignePrelevement" l where l."PrelevementId" = ${id} and ${motifSortie()} is null)`;

/**
 * POST /api/Prelevement/{id}/valider: 200 with the lines this validation left out (`ecartes`); 409 twice, when empty
 * or left without a line, or when the delay no longer allows the date. One write batch: the lines left out read,
 * recorded in the batch's `ecartes` and removed (they get no pre-notification, their terms are free for another
 * batch), the total recomputed, the status changed, all under one condition: a refused validation writes nothing.
 */
export async function validerPrelevement(ports: Ports, id: number, auteur: string) {
  const now = ports.clock.now().toISOString();
  const [lot, lignes] = lectureLot(ports, id);
  const jour = today(ports.clock);
  const motif = motifSortie();
  const ok = validable(id, jour);
  const [sortants, , , , , [won], , lus, lignesLues, [delai]] = await inOneTrip(ports, [
    ports.db.all<Ecarte>(sql`select l."DossierId", l."QuitanceId", ${motif} as motif
      from "LignePrelevement" l join "Prelevement" on "Prelevement"."id" = l."PrelevementId"
      where l."PrelevementId" = ${id} and ${motif} is not null and ${ok}
      order by l."DossierId", l."QuitanceId"`),
    ports.db.run(sql`update "Prelevement" set "ecartes" = (select json_group_array(json(v)) from (
        select value as v from json_each("Prelevement"."ecartes")
        union all select v from (select json_object('DossierId', l."DossierId", 'QuitanceId', l."QuitanceId",
            'motif', ${motif}) as v
          from "LignePrelevement" l where l."PrelevementId" = ${id} and ${motif} is not null
          order by l."DossierId", l."QuitanceId")))
      where "id" = ${id} and ${ok}`),
    ports.db.run(sql`delete from "LignePrelevement" where "id" in (
        select l."id" from "LignePrelevement" l join "Prelevement" on "Prelevement"."id" = l."PrelevementId"
        where l."PrelevementId" = ${id} and ${motif} is not null and ${ok})`),
    ports.db.run(sequencesValidees(id, ok)),
    ports.db.run(sql`update "Prelevement" set "statut" = 'valide', "valideAt" = ${now}, "validePar" = ${auteur},
        "total" = (select coalesce(sum("montant"), 0) from "LignePrelevement" where "PrelevementId" = ${id})
      where "id" = ${id} and ${ok}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(prenotifications(id, now)),
    lot,
    lignes,
    ports.db.all<{ j: number }>(sql`select ${delaiSql} as j`),
  ]);
  if (Number(won?.n) !== 1) {
    const r = lus[0];
    if (!r) throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
    if (r.statut === "valide") throw conflict(MSG_DEJA_VALIDE);
    if (!lignesLues.length) throw conflict(MSG_LOT_VIDE);
    if (!delaiRespecte(jour, r.dateEcheance, Number(delai?.j ?? 14)))
      throw conflict(MSG_TROP_TARD(Number(delai?.j ?? 14)));
    throw conflict(MSG_TOUT_ECARTE);
  }
  return {
    prelevement: lotDe(lus, lignesLues),
    ecartes: sortants.map((e) => ({
      DossierId: e.DossierId,
      QuitanceId: e.QuitanceId,
      motif: e.motif,
    })),
  };
}

/** DELETE /api/Prelevement/{id}: a draft only, with its lines (the terms are free for another batch). */
export const supprimerPrelevement = (ports: Ports, id: number) =>
  supprimerBrouillon(
    ports,
    {
      table: "Prelevement",
      lignes: [["LignePrelevement", "PrelevementId"]],
      introuvable: MSG_PRELEVEMENT_INTROUVABLE,
      valide: MSG_VALIDE_NON_SUPPRIMABLE,
    },
    id,
  );
