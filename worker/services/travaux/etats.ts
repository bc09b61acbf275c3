import { sql } from "drizzle-orm";
import { peutPasser, precedents } from "../../domain/travaux/etats";
import {
  MSG_ACCORD_ATTENDU,
  MSG_CHOISIR_DEVIS,
  MSG_RIEN_A_LEVER,
  MSG_SANS_FOURNISSEUR,
  msgPassageImpossible,
} from "../../domain/travaux/messages";
import { changementEtatSchema, leveeDecennaleSchema } from "../../domain/travaux/schemas";
import type { EtatIntervention } from "../../domain/travaux/types";
import { introuvable } from "../../domain/labels";
import { MSG_PAYEE_PAR_PAIEMENT } from "../../domain/travaux/paiements-fournisseurs";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { interventionLue, lecturesIntervention } from "./interventions";
import { decennaleEnRegleSql } from "./sql";

// A work order's state (issue 76, item 2): each change one conditional batch, its row of InterventionEtat written
// with it (the journal's triggers record the order's row too). The rules are conditions of the statements: two
// parallel changes from the same state, one wins, the other reads a 409.

const sansDevis = sql`not exists (select 1 from "Devis" d where d."InterventionId" = i."id")`;

/** What the database must hold for the order `i` to reach `vers`, besides its current state. */
const conditions = (vers: EtatIntervention) => {
  // By hand only an order without a quote: one with a quote is ordered by its choice (the mandate's ceiling) or by
  // the owners' decision (ADR 175); a refused quote does not free the hand either.
  if (vers === "commandee") return sql`i."FournisseurId" is not null and ${sansDevis}`;
  return sql`1`;
};

/** POST /api/Intervention/{id}/etat `{ etat, datePassage?, commentaire? }` by `par`. */
export async function changerEtat(ports: Ports, id: number, par: string, input: unknown) {
  const d = parseWith(changementEtatSchema, input);
  // Paid is the money's fact, not a choice: only a validated supplier batch writes it (ADR 128).
  if (d.etat === "payee") throw badRequest(MSG_INVALID, { etat: MSG_PAYEE_PAR_PAIEMENT });
  const at = ports.clock.now().toISOString();
  const depuis = precedents(d.etat);
  const ok = sql`i."id" = ${id} and i."etat" in (${sql.join(
    depuis.map((e) => sql`${e}`),
    sql`, `,
  )}) and ${conditions(d.etat)}`;
  const [, , [n], lignes, historique] = await inOneTrip(ports, [
    // The history's row first: it reads the state being left.
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at", "commentaire")
      select i."id", i."etat", ${d.etat}, ${par}, ${at}, ${d.commentaire ?? null} from "Intervention" i where ${ok}`),
    ports.db.run(sql`update "Intervention" as i set "etat" = ${d.etat},
        "datePassage" = coalesce(${d.datePassage ?? null}, "datePassage"), "updatedAt" = ${at}
      where ${ok}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ...lecturesIntervention(ports, sql`${id}`),
  ]);
  if (Number(n?.n) === 1) return interventionLue(lignes, historique);
  const [ligne] = await ports.db.all<{
    etat: EtatIntervention;
    FournisseurId: number | null;
    devis: number;
  }>(
    sql`select i."etat", i."FournisseurId", not ${sansDevis} as "devis" from "Intervention" i where i."id" = ${id}`,
  );
  if (!ligne) throw notFound(introuvable("Intervention"));
  if (d.etat === "commandee" && ligne.etat === "attente_proprietaire")
    throw conflict(MSG_ACCORD_ATTENDU);
  if (!peutPasser(ligne.etat, d.etat)) throw conflict(msgPassageImpossible(ligne.etat, d.etat));
  if (d.etat === "commandee" && ligne.devis) throw conflict(MSG_CHOISIR_DEVIS);
  if (d.etat === "commandee" && ligne.FournisseurId === null) throw conflict(MSG_SANS_FOURNISSEUR);
  throw conflict(msgPassageImpossible(ligne.etat, d.etat));
}

/**
 * POST /api/Intervention/{id}/decennale/lever (admin): the décennale's warning no longer stops the payment. One
 * conditional write (only an order whose warning stands); the journal's triggers keep who and when.
 */
export async function leverAlerteDecennale(ports: Ports, id: number, par: string, input: unknown) {
  const { motif } = parseWith(leveeDecennaleSchema, input);
  const at = ports.clock.now().toISOString();
  const [, [n], , lignes, historique] = await inOneTrip(ports, [
    ports.db.run(sql`update "Intervention" as i set "decennaleForceePar" = ${par}, "decennaleForceeAt" = ${at},
        "updatedAt" = ${at}
      where i."id" = ${id} and i."FournisseurId" is not null and not ${decennaleEnRegleSql("i")}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    // The reason in the order's history, by the same batch and only if the warning was lifted now (ADR 135).
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at", "commentaire")
      select "id", "etat", "etat", ${par}, ${at}, ${`Alerte décennale levée : ${motif}`} from "Intervention"
      where "id" = ${id} and "decennaleForceeAt" = ${at} and "decennaleForceePar" = ${par}`),
    ...lecturesIntervention(ports, sql`${id}`),
  ]);
  if (Number(n?.n) === 1) return interventionLue(lignes, historique);
  interventionLue(lignes, historique); // 404 when there is no such order
  throw conflict(MSG_RIEN_A_LEVER);
}
