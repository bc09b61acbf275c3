import { sql } from "drizzle-orm";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { lectureLot, type LigneLue, lotDe, type LotLu, MSG_PRELEVEMENT_INTROUVABLE } from "./lire";

// Validating and deleting a direct debit batch (issue 41, ADR 041): each one write batch, one round trip, whose
// first statement is the conditional status change; `select changes()` right after it tells this request whether it
// won. A validated batch's file is final: the daily job records its payments on the debit date.

export const MSG_DEJA_VALIDE = "Ce prélèvement est déjà validé.";
export const MSG_LOT_VIDE = "Ce prélèvement ne contient aucune ligne : il n'y a rien à valider.";
export const MSG_VALIDE_NON_SUPPRIMABLE =
  "Un prélèvement validé ne se supprime pas : son fichier a été remis à la banque.";

/** POST /api/Prelevement/{id}/valider: 200, 409 twice or when empty. */
export async function validerPrelevement(ports: Ports, id: number, auteur: string) {
  const now = ports.clock.now().toISOString();
  const [lot, lignes] = lectureLot(ports, id);
  const [, [won], lus, lignesLues] = await inOneTrip(ports, [
    ports.db.run(sql`update "Prelevement" set "statut" = 'valide', "valideAt" = ${now}, "validePar" = ${auteur}
      where "id" = ${id} and "statut" = 'brouillon'
        and exists (select 1 from "LignePrelevement" where "PrelevementId" = ${id})`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    lot,
    lignes,
  ]);
  if (Number(won?.n) !== 1) {
    if (!lus[0]) throw notFound(MSG_PRELEVEMENT_INTROUVABLE);
    throw conflict(lus[0].statut === "valide" ? MSG_DEJA_VALIDE : MSG_LOT_VIDE);
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
