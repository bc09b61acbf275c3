import { sql } from "drizzle-orm";
import { today } from "../../lib/dates";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { delaiSql } from "./preparer";
import { lectureLot, type LigneLue, lotDe, type LotLu, MSG_PRELEVEMENT_INTROUVABLE } from "./lire";

// Validating and deleting a direct debit batch (issue 41, ADR 041): each one write batch, one round trip, whose
// first statement is the conditional status change; `select changes()` right after it tells this request whether it
// won. A validated batch's file is final: the daily job records its payments on the debit date.

export const MSG_DEJA_VALIDE = "Ce prélèvement est déjà validé.";
export const MSG_LOT_VIDE = "Ce prélèvement ne contient aucune ligne : il n'y a rien à valider.";
export const MSG_TROP_TARD = (jours: number) =>
  `Trop tard pour ce prélèvement : sa date doit laisser au moins ${jours} jours de pré-notification. Supprimez ce brouillon et préparez-en un autre.`;
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

/** POST /api/Prelevement/{id}/valider: 200, 409 twice, when empty or when the delay no longer allows the date. */
export async function validerPrelevement(ports: Ports, id: number, auteur: string) {
  const now = ports.clock.now().toISOString();
  const [lot, lignes] = lectureLot(ports, id);
  const jour = today(ports.clock);
  const [, [won], , lus, lignesLues, [delai]] = await inOneTrip(ports, [
    ports.db.run(sql`update "Prelevement" set "statut" = 'valide', "valideAt" = ${now}, "validePar" = ${auteur}
      where "id" = ${id} and "statut" = 'brouillon'
        and exists (select 1 from "LignePrelevement" where "PrelevementId" = ${id})
        and julianday("dateEcheance") - julianday(${jour}) >= ${delaiSql}`),
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
    throw conflict(lignesLues.length ? MSG_TROP_TARD(Number(delai?.j ?? 14)) : MSG_LOT_VIDE);
  }
  return { prelevement: lotDe(lus as LotLu[], lignesLues as LigneLue[]) };
}

/** DELETE /api/Prelevement/{id}: a draft only, with its lines (the terms are free for another batch). */
export async function supprimerPrelevement(ports: Ports, id: number) {
  const brouillon = sql`exists (select 1 from "Prelevement" where "id" = ${id} and "statut" = 'brouillon')`;
  const [, , [gone], [reste]] = await inOneTrip(ports, [
    ports.db.run(
      sql`delete from "LignePrelevement" where "PrelevementId" = ${id} and ${brouillon}`,
    ),
    ports.db.run(sql`delete from "Prelevement" where "id" = ${id} and "statut" = 'brouillon'`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.all<{ statut: string }>(sql`select "statut" from "Prelevement" where "id" = ${id}`),
  ]);
  if (Number(gone?.n) === 1) return { id };
  if (reste) throw conflict(MSG_VALIDE_NON_SUPPRIMABLE);
  throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
}
