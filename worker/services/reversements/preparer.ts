import { type SQL, sql } from "drizzle-orm";
import { preparerReversementSchema } from "../../domain/schemas/reversement";
import {
  DEJA_CE_JOUR,
  MSG_DATE_PASSEE,
  MSG_EN_BROUILLON,
  MSG_RIEN_A_REVERSER,
  MSG_AUCUN_PAYABLE,
  MSG_AUCUN_PROPRIETAIRE,
  MSG_SANS_IBAN,
  parNom,
} from "../../domain/reversements/selection";
import { today } from "../../lib/dates";
import { ApiError, badRequest, MSG_INVALID } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { ibanEnAttenteSql, motifEnAttenteSql } from "../iban-verification/sql";
import { inOneTrip } from "../one-trip";
import { repriseEnAttente } from "../imports/reprise-en-attente";
import { lectureLot, lotDe } from "./lire";

// POST /api/reversements (issue 38, part 3, ADR 032): one write batch, one round trip. The rule of
// domain/reversements/selection.ts is SQL here, so that the database applies it to what is committed when the
// batch runs: what the live drafts hold is not available, an owner is in one batch of a date at most (the unique
// index of LigneReversement), so parallel creations never pay one euro twice.

/**
 * Every owner (an apartment or an account entry) with what a batch would pay them, and why not (motif); `now`: the
 * instant an IBAN's verification delay is compared with (issue 59, an IBAN "à vérifier" is not paid).
 */
export function candidatsSql(date: string, cle: string, now: string): SQL {
  return sql`with soldes as (
      select "ClientId", sum("credit" - "debit") as s from "EcritureProprietaire"
      -- An import's opening balance is not paid before a second person confirms it (ADR 113).
      where not ${repriseEnAttente("EcritureProprietaire", now)} group by "ClientId"),
    brouillons as (
      select l."ClientId", sum(l."montant") as m from "LigneReversement" l
      join "Reversement" r on r."id" = l."ReversementId"
      where r."statut" = 'brouillon' and r."cle" <> ${cle} group by l."ClientId"),
    deja as (
      select l."ClientId", min(l."ReversementId") as rid from "LigneReversement" l
      join "Reversement" r on r."id" = l."ReversementId"
      where l."date" = ${date} and r."cle" <> ${cle} group by l."ClientId"),
    c as (
      select c."id", trim(c."nom" || ' ' || c."prenom") as nom, nullif(trim(coalesce(c."iban", '')), '') as iban,
        nullif(trim(coalesce(c."bic", '')), '') as bic, coalesce(b.m, 0) as brouillon, d.rid as deja,
        ${ibanEnAttenteSql(sql`c."id"`, now)} as attente,
        max(0, coalesce(s.s, 0) - c."reserve") - coalesce(b.m, 0) as montant
      from "Client" c left join soldes s on s."ClientId" = c."id"
      left join brouillons b on b."ClientId" = c."id" left join deja d on d."ClientId" = c."id"
      where c."id" in (select "ClientId" from soldes)
        or c."id" in (select "ClientId" from "AppartementProprietaire"))
    select "id" as "ClientId", nom, iban, bic, montant, attente,
      case when deja is not null then ${DEJA_CE_JOUR[0]} || deja || ${DEJA_CE_JOUR[1]}
        when montant <= 0 and brouillon > 0 then ${MSG_EN_BROUILLON}
        when montant <= 0 then ${MSG_RIEN_A_REVERSER}
        when iban is null then ${MSG_SANS_IBAN}
        when attente is not null then ${motifEnAttenteSql(sql`attente`, sql`"id"`)} end as motif
    from c`;
}

const idDe = (cle: string) => sql`(select "id" from "Reversement" where "cle" = ${cle})`;

/** The statements that make a batch: its row, its lines, its total and left-out owners. */
export function statementsPreparer(ports: Ports, date: string, cle: string, auteur: string) {
  const now = ports.clock.now().toISOString();
  return [
    // Only when one owner at least is payable (issue 74, item 7): nothing payable creates no empty 0,00 € draft.
    ports.db.run(sql`insert into "Reversement" ("date", "statut", "total", "ecartes", "cle", "auteur", "createdAt")
      select ${date}, 'brouillon', 0, '[]', ${cle}, ${auteur}, ${now}
      where exists (select 1 from (${candidatsSql(date, cle, now)}) where motif is null)`),
    // "where motif is null" also keeps SQLite from reading "on conflict" as a join's "on".
    ports.db.run(sql`insert into "LigneReversement" ("ReversementId", "ClientId", "date", "montant", "nom", "iban", "bic")
      select ${idDe(cle)}, "ClientId", ${date}, montant, nom, iban, bic from (${candidatsSql(date, cle, now)})
      where motif is null on conflict do nothing`),
    ports.db.run(sql`update "Reversement" set
      "total" = (select coalesce(sum("montant"), 0) from "LigneReversement" where "ReversementId" = "Reversement"."id"),
      "ecartes" = (select coalesce(json_group_array(json_object('ClientId', "ClientId", 'nom', nom, 'motif', motif)), '[]')
        -- The batch by its key, not "Reversement"."id": uncorrelated, the list is read once, not once per owner
        -- (correlated, 5,000 owners read 5,000 lines each: issue 64's ladder).
        from (${candidatsSql(date, cle, now)}) x where x."ClientId" not in
          (select "ClientId" from "LigneReversement" where "ReversementId" = ${idDe(cle)}))
      where "cle" = ${cle}`),
  ] as const;
}

/** Every owner and why they are not paid, read in the same batch only when it created nothing. */
function motifsSiRien(ports: Ports, date: string, cle: string) {
  const now = ports.clock.now().toISOString();
  return ports.db.all<{
    ClientId: number;
    nom: string;
    motif: string | null;
  }>(sql`select "ClientId", nom, motif
    from (${candidatsSql(date, cle, now)})
    where not exists (select 1 from "Reversement" where "cle" = ${cle})`);
}

/** Prepares a draft batch for `date`: 201 { reversement }, or 409 naming each owner's reason when none is payable. */
export async function preparerReversement(ports: Ports, input: unknown, auteur: string) {
  const { date } = parseWith(preparerReversementSchema, input);
  if (date < today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_PASSEE });
  const cle = crypto.randomUUID();
  const [lot, lignes] = lectureLot(ports, idDe(cle));
  const [, , , lus, lignesLues, motifs] = await inOneTrip(ports, [
    ...statementsPreparer(ports, date, cle, auteur),
    lot,
    lignes,
    motifsSiRien(ports, date, cle),
  ]);
  if (!lus.length) throw rienAReverser(motifs);
  return { reversement: lotDe(lus, lignesLues) };
}

/**
 * The 409 of a preparation with nothing payable (ADR 111): the message names each owner and their reason, line by
 * line, and `fields` keeps them by owner (`proprietaire.<id>`) for the screen's list.
 */
function rienAReverser(motifs: readonly { ClientId: number; nom: string; motif: string | null }[]) {
  const lignes = [...motifs]
    .sort(parNom)
    .map((m) => ({ ...m, motif: m.motif ?? MSG_RIEN_A_REVERSER }));
  const message = [
    MSG_AUCUN_PAYABLE,
    ...lignes.map((m) => `${m.nom || "Propriétaire sans nom"} : ${m.motif}`),
  ].join("\n");
  return new ApiError(
    409,
    "rien_a_reverser",
    lignes.length ? message : MSG_AUCUN_PROPRIETAIRE,
    Object.fromEntries(lignes.map((m) => [`proprietaire.${m.ClientId}`, m.motif])),
  );
}
