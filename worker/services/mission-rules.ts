import { and, eq } from "drizzle-orm";
import { Accompte, MissionAppartement } from "../db/schema";
import { appartementAccompteRefuse } from "../domain/mission";
import { badRequest, conflict } from "../lib/errors";
import type { Ports } from "../ports";
import type { Row } from "./resource-def";

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
export async function checkAccompteAppartement(ports: Ports, data: Row): Promise<null> {
  if (data.MissionId == null) return null;
  const refused = appartementAccompteRefuse(
    data.AppartementId as number | null,
    await appartementsDeMission(ports, data.MissionId as number),
  );
  if (refused) throw badRequest("Certains champs sont invalides.", { AppartementId: refused });
  return null;
}

/** PUT /Mission/{id}/accompte/add/{id}: an instalment joins a mission only on one of its apartments (409). */
export async function checkAccompteJoins(ports: Ports, mission: Row, accompte: Row) {
  if (
    appartementAccompteRefuse(
      accompte.AppartementId as number | null,
      await appartementsDeMission(ports, mission.id as number),
    )
  ) {
    throw conflict(
      "Cet acompte doit porter sur l'un des appartements de la mission : choisissez-le d'abord.",
    );
  }
}

/** An apartment leaves a mission only once no instalment of the mission is about it (409). */
export async function checkAppartementLeaves(ports: Ports, mission: Row, appartement: Row) {
  const [used] = await ports.db
    .select({ id: Accompte.id })
    .from(Accompte)
    .where(
      and(
        eq(Accompte.MissionId, mission.id as number),
        eq(Accompte.AppartementId, appartement.id as number),
      ),
    )
    .limit(1);
  if (used)
    throw conflict(
      "Des acomptes de la mission portent sur cet appartement : changez leur appartement d'abord.",
    );
}

/** An instalment removed from its mission is deleted: it means nothing without it. */
export async function deleteAccompte(ports: Ports, _mission: Row, accompte: Row) {
  await ports.db.delete(Accompte).where(eq(Accompte.id, accompte.id as number));
}
