import { sql } from "drizzle-orm";
import { MOIS_FR } from "../../domain/dates";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { MSG_LIGNE_IBAN_NON_VERIFIE } from "../../domain/iban-verification/regles";
import { ligneIbanNonVerifieSql } from "../iban-verification/sql";
import { inOneTrip } from "../one-trip";
import { lectureLot, type LigneLue, lotDe, type LotLu, MSG_REVERSEMENT_INTROUVABLE } from "./lire";

// Validating and deleting a payout batch (issue 38, part 3, ADR 032): each one write batch, one round trip, whose
// first statement is the conditional status change (a draft with lines, each still within its owner's available); `select changes()` right after it tells this request whether
// it won. Of two parallel validations one writes the entries (200), the other finds the batch validated (409).

export const MSG_DEJA_VALIDE = "Ce reversement est déjà validé.";
export const MSG_LOT_VIDE = "Ce reversement ne contient aucune ligne : il n'y a rien à valider.";
export const MSG_DISPONIBLE_BAISSE =
  "Le disponible d'un propriétaire de ce reversement a baissé depuis sa préparation : supprimez ce brouillon et préparez-en un autre.";
export const MSG_VALIDE_NON_SUPPRIMABLE =
  "Un reversement validé ne se supprime pas : il est inscrit sur le compte des propriétaires.";

/** The entry's label in SQL, as domain/reversements/selection.ts's libelleReversement writes it. */
const libelleSql = sql`'Reversement ' || json_extract(${JSON.stringify(MOIS_FR)}, '$[' || (cast(substr(r."date", 6, 2) as integer) - 1) || ']')
  || ' ' || substr(r."date", 1, 4) || ' (lot n° ' || r."id" || ' du ' || strftime('%d/%m/%Y', r."date") || ')'`;

/** A line whose owner no longer has its amount: the account less the reserve and the other live drafts. */
const ligneDepassee = (
  id: number,
) => sql`exists (select 1 from "LigneReversement" l where l."ReversementId" = ${id}
  and l."montant" > max(0, coalesce((select sum(e."credit" - e."debit") from "EcritureProprietaire" e where e."ClientId" = l."ClientId"), 0)
    - coalesce((select c."reserve" from "Client" c where c."id" = l."ClientId"), 0))
  - coalesce((select sum(o."montant") from "LigneReversement" o join "Reversement" r on r."id" = o."ReversementId"
      where r."statut" = 'brouillon' and r."id" <> ${id} and o."ClientId" = l."ClientId"), 0))`;

/** POST /api/Reversement/{id}/valider: each line becomes a `reversement` debit on its owner's account. */
export async function validerReversement(ports: Ports, id: number, auteur: string) {
  const now = ports.clock.now().toISOString();
  const [lot, lignes] = lectureLot(ports, id);
  // Issue 59: a line whose owner's IBAN changed since the preparation, or waits for its verification, is not paid.
  const ibanNonVerifie = ligneIbanNonVerifieSql(id, now);
  const [, [won], , lus, lignesLues, [iban]] = await inOneTrip(ports, [
    ports.db.run(sql`update "Reversement" set "statut" = 'valide', "valideAt" = ${now}, "validePar" = ${auteur}
      where "id" = ${id} and "statut" = 'brouillon'
        and exists (select 1 from "LigneReversement" where "ReversementId" = ${id})
        and not ${ligneDepassee(id)} and not ${ibanNonVerifie}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit",
        "tva", "ReversementId", "auteur", "createdAt")
      select l."ClientId", 'reversement', r."date", ${libelleSql}, l."montant", 0, 0, r."id", ${auteur}, ${now}
      from "LigneReversement" l join "Reversement" r on r."id" = l."ReversementId"
      where r."id" = ${id} and r."statut" = 'valide' and r."valideAt" = ${now}
        and not exists (select 1 from "EcritureProprietaire" e where e."ReversementId" = r."id")`),
    lot,
    lignes,
    ports.db.all<{ n: number }>(sql`select ${ibanNonVerifie} as n`),
  ]);
  if (Number(won?.n) !== 1) {
    if (!lus[0]) throw notFound(MSG_REVERSEMENT_INTROUVABLE);
    if (lus[0].statut === "valide") throw conflict(MSG_DEJA_VALIDE);
    if (Number(iban?.n)) throw conflict(MSG_LIGNE_IBAN_NON_VERIFIE);
    throw conflict(lignesLues.length ? MSG_DISPONIBLE_BAISSE : MSG_LOT_VIDE);
  }
  return { reversement: lotDe(lus as LotLu[], lignesLues as LigneLue[]) };
}

/** DELETE /api/Reversement/{id}: a draft only, with its lines (the owners are free for another batch). */
export async function supprimerReversement(ports: Ports, id: number) {
  const brouillon = sql`exists (select 1 from "Reversement" where "id" = ${id} and "statut" = 'brouillon')`;
  const [, , [gone], [reste]] = await inOneTrip(ports, [
    ports.db.run(
      sql`delete from "LigneReversement" where "ReversementId" = ${id} and ${brouillon}`,
    ),
    ports.db.run(sql`delete from "Reversement" where "id" = ${id} and "statut" = 'brouillon'`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.all<{ statut: string }>(sql`select "statut" from "Reversement" where "id" = ${id}`),
  ]);
  if (Number(gone?.n) === 1) return { id };
  if (reste) throw conflict(MSG_VALIDE_NON_SUPPRIMABLE);
  throw notFound(MSG_REVERSEMENT_INTROUVABLE);
}
