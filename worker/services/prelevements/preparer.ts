import { type SQL, sql } from "drizzle-orm";
import {
  DEJA_PRELEVE,
  MSG_DATE_PASSEE,
  MSG_DELAI,
  MSG_MANDAT_CADUC,
} from "../../domain/prelevements/selection";
import { preparerPrelevementSchema } from "../../domain/schemas/prelevement";
import { today } from "../../lib/dates";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { delaiSql, lectureLot, lotDe } from "./lire";

// POST /api/prelevements (issue 41, ADR 041): one write batch, one round trip. The rule of
// domain/prelevements/selection.ts is SQL here, applied to what is committed when the batch runs: a term is in one
// batch at most unless its line was rejected (the partial unique index of LignePrelevement), so parallel
// preparations never collect a term twice. The pre-notification delay guards the batch's first insert.

/**
 * Every unpaid term due by `date` of a dossier with an active mandate, what remains due, why not (motif), and its
 * sequence: `sequences` of domain/prelevements/selection.ts (one FRST per mandate, ADR 077). Of a mandate not yet
 * used, the terms already in a batch (under a former mandate) come last: the first row is the one collected first.
 */
export function termesSql(date: string, cle: string, jour: string): SQL {
  return sql`with m as (
      select m."id", m."DossierId", m."rum", m."titulaire", m."iban", m."bic", m."dateSignature",
        date(coalesce((select max(p."dateEcheance") from "LignePrelevement" l
          join "Prelevement" p on p."id" = l."PrelevementId"
          where l."MandatSepaId" = m."id" and l."rejet" is null and p."statut" = 'valide'), m."dateSignature"),
          '+36 months') <= ${jour} as caduc,
        exists (select 1 from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
          where l."MandatSepaId" = m."id" and l."rejet" is null and p."cle" <> ${cle}) as utilise
      from "MandatSepa" m where m."statut" = 'actif'),
    t as (
      select q."id" as "QuitanceId", q."date" as "dateTerme", q."DossierId", m."id" as "MandatSepaId", m."rum", m."titulaire", m."iban",
        m."bic", m."dateSignature", m.caduc, m.utilise,
        q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) as montant,
        (select min(l."PrelevementId") from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
          where l."QuitanceId" = q."id" and l."rejet" is null and p."cle" <> ${cle}) as deja
      from "Quitance" q join m on m."DossierId" = q."DossierId"
      where q."regle" = 0 and q."date" <= ${date}
        and q."prixHC" + q."charge" - coalesce(q."montantRegle", 0) > 0)
    select t.*, case when utilise then 'RCUR' when row_number() over (partition by "MandatSepaId"
        order by deja is not null, "dateTerme", "QuitanceId") = 1 then 'FRST' else 'RCUR' end as sequence,
      case when deja is not null then ${DEJA_PRELEVE[0]} || deja || ${DEJA_PRELEVE[1]}
        when caduc then ${MSG_MANDAT_CADUC} end as motif
    from t`;
}

const idDe = (cle: string) => sql`(select "id" from "Prelevement" where "cle" = ${cle})`;

/** The statements that make a batch: its row (if the delay allows the date), its lines, total and left-out terms. */
export function statementsPreparer(ports: Ports, date: string, cle: string, auteur: string) {
  const now = ports.clock.now().toISOString();
  const jour = today(ports.clock);
  return [
    ports.db.run(sql`insert into "Prelevement" ("dateEcheance", "statut", "total", "ecartes", "cle", "auteur", "createdAt")
      select ${date}, 'brouillon', 0, '[]', ${cle}, ${auteur}, ${now}
      where julianday(${date}) - julianday(${jour}) >= ${delaiSql}`),
    // "where motif is null" also keeps SQLite from reading "on conflict" as a join's "on".
    ports.db.run(sql`insert into "LignePrelevement" ("PrelevementId", "DossierId", "QuitanceId", "MandatSepaId",
        "montant", "rum", "titulaire", "iban", "bic", "dateSignature", "sequence")
      select ${idDe(cle)}, "DossierId", "QuitanceId", "MandatSepaId", montant, "rum", "titulaire", "iban", "bic",
        "dateSignature", sequence from (${termesSql(date, cle, jour)})
      where motif is null and ${idDe(cle)} is not null on conflict do nothing`),
    ports.db.run(sql`update "Prelevement" set
      "total" = (select coalesce(sum("montant"), 0) from "LignePrelevement" where "PrelevementId" = "Prelevement"."id"),
      "ecartes" = (select coalesce(json_group_array(json_object('DossierId', "DossierId", 'QuitanceId', "QuitanceId", 'motif', motif)), '[]')
        from (select * from (${termesSql(date, cle, jour)}) order by "DossierId", "QuitanceId") x
        -- The batch by its key, not "Prelevement"."id": uncorrelated, the list is read once, not once per term
        -- (correlated, 20,000 terms read 20,000 lines each: issue 64's ladder).
        where x."QuitanceId" not in
          (select "QuitanceId" from "LignePrelevement" where "PrelevementId" = ${idDe(cle)}))
      where "cle" = ${cle}`),
  ] as const;
}

/** Prepares a draft batch for `dateEcheance`: 201 { prelevement }; 400 when the delay does not allow the date. */
export async function preparerPrelevement(ports: Ports, input: unknown, auteur: string) {
  const { dateEcheance } = parseWith(preparerPrelevementSchema, input);
  // A date already past is named as such (issue 60), before the delay's own message.
  if (dateEcheance < today(ports.clock))
    throw badRequest(MSG_INVALID, { dateEcheance: MSG_DATE_PASSEE });
  const cle = crypto.randomUUID();
  const [lot, lignes] = lectureLot(ports, idDe(cle));
  const [, , , lus, lignesLues, [delai]] = await inOneTrip(ports, [
    ...statementsPreparer(ports, dateEcheance, cle, auteur),
    lot,
    lignes,
    ports.db.all<{ j: number }>(sql`select ${delaiSql} as j`),
  ]);
  if (!lus.length)
    throw badRequest(MSG_INVALID, { dateEcheance: MSG_DELAI(Number(delai?.j ?? 14)) });
  return { prelevement: lotDe(lus, lignesLues) };
}
