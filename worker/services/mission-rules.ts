import { and, eq, ne, sql } from "drizzle-orm";
import { Accompte, Mission as MissionTable, MissionAppartement } from "../db/schema";
import { acomptesDepassent, appartementAccompteRefuse } from "../domain/mission";
import { badRequest, conflict } from "../lib/errors";
import type { Ports } from "../ports";
import type { Accompte as AccompteTable, Appartement, Mission } from "../db/schema";

type MissionRow = typeof Mission.$inferSelect;
type AccompteRow = typeof AccompteTable.$inferSelect;

// The rules between a mission, its apartments and its instalments (spec 5), checked inside the write's transaction.

/** The ids of the apartments linked to a mission. */
export async function appartementsDeMission(ports: Ports, missionId: number): Promise<number[]> {
  const rows = await ports.db
    .select({ id: MissionAppartement.AppartementId })
    .from(MissionAppartement)
    .where(eq(MissionAppartement.MissionId, missionId));
  return rows.map((r) => r.id);
}

/** Creating or updating an instalment of a mission with apartments: one of them is required (400 on the field). */
export async function checkAccompteAppartement(
  ports: Ports,
  data: { MissionId?: number | null; AppartementId?: number | null },
): Promise<null> {
  if (data.MissionId == null) return null;
  const refused = appartementAccompteRefuse(
    data.AppartementId,
    await appartementsDeMission(ports, data.MissionId),
  );
  if (refused) throw badRequest("Certains champs sont invalides.", { AppartementId: refused });
  return null;
}

// Parallel requests: each check below reads the mission's instalments inside the write's transaction (BEGIN
// IMMEDIATE, docs/topics/transactions-and-concurrency.md), so two instalments written at once take turns and the
// second sees the first: their sum never passes the total.

/** The sum of a mission's instalments (cents), `except` one being rewritten, and the mission's total. */
async function acomptesEtTotal(ports: Ports, missionId: number, except?: number) {
  const [row] = await ports.db
    .select({
      total: MissionTable.valeurTotalMission,
      acomptes: sql<number>`(select coalesce(sum(${Accompte.prix}), 0) from ${Accompte} where ${and(
        eq(Accompte.MissionId, missionId),
        except === undefined ? undefined : ne(Accompte.id, except),
      )})`.mapWith(Number),
    })
    .from(MissionTable)
    .where(eq(MissionTable.id, missionId));
  return row;
}

/** Creating or updating an instalment: the mission's instalments with it stay within its total (400 on prix). */
export async function checkAccompteDansTotal(
  ports: Ports,
  data: { MissionId?: number | null; prix: number },
  existing?: { id: number },
): Promise<null> {
  if (data.MissionId == null) return null;
  const found = await acomptesEtTotal(ports, data.MissionId, existing?.id);
  const refused = found && acomptesDepassent(found.acomptes + data.prix, found.total);
  if (refused) throw badRequest("Certains champs sont invalides.", { prix: refused });
  return null;
}

/**
 * Updating a mission: its plan (accompte1 + accompte2 + reliquat, 400 on reliquat) and its recorded instalments
 * (400 on valeurMissionAppt, the total being nbAppart x valeurMissionAppt) stay within its total.
 */
export async function checkMissionTotal(
  ports: Ports,
  data: { valeurTotalMission: number; accompte1: number; accompte2: number; reliquat: number },
  existing?: { id: number },
): Promise<null> {
  const plan = acomptesDepassent(
    data.accompte1 + data.accompte2 + data.reliquat,
    data.valeurTotalMission,
  );
  if (plan) throw badRequest("Certains champs sont invalides.", { reliquat: plan });
  if (!existing) return null;
  const found = await acomptesEtTotal(ports, existing.id);
  const refused = found && acomptesDepassent(found.acomptes, data.valeurTotalMission);
  if (refused) throw badRequest("Certains champs sont invalides.", { valeurMissionAppt: refused });
  return null;
}

/**
 * PUT /Mission/{id}/accompte/add/{id}: an instalment joins a mission only on one of its apartments, and within its
 * total (409).
 */
export async function checkAccompteJoins(ports: Ports, mission: MissionRow, accompte: AccompteRow) {
  if (
    appartementAccompteRefuse(
      accompte.AppartementId,
      await appartementsDeMission(ports, mission.id),
    )
  ) {
    throw conflict(
      "Cet acompte doit porter sur l'un des appartements de la mission : choisissez-le d'abord.",
    );
  }
  const found = await acomptesEtTotal(ports, mission.id, accompte.id);
  const refused = found && acomptesDepassent(found.acomptes + accompte.prix, found.total);
  if (refused) throw conflict(refused);
}

/** An apartment leaves a mission only once no instalment of the mission is about it (409). */
export async function checkAppartementLeaves(
  ports: Ports,
  mission: MissionRow,
  appartement: typeof Appartement.$inferSelect,
) {
  const [used] = await ports.db
    .select({ id: Accompte.id })
    .from(Accompte)
    .where(and(eq(Accompte.MissionId, mission.id), eq(Accompte.AppartementId, appartement.id)))
    .limit(1);
  if (used)
    throw conflict(
      "Des acomptes de la mission portent sur cet appartement : changez leur appartement d'abord.",
    );
}

/** An instalment removed from its mission is deleted: it means nothing without it. */
export async function deleteAccompte(ports: Ports, _mission: MissionRow, accompte: AccompteRow) {
  await ports.db.delete(Accompte).where(eq(Accompte.id, accompte.id));
}
