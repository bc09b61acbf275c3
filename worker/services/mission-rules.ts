import { and, eq } from "drizzle-orm";
import { Accompte, MissionAppartement } from "../db/schema";
import { appartementAccompteRefuse } from "../domain/mission";
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

/** PUT /Mission/{id}/accompte/add/{id}: an instalment joins a mission only on one of its apartments (409). */
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
