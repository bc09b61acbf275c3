import { asc, eq } from "drizzle-orm";
import {
  Accompte,
  Appartement,
  Client,
  Mission,
  MissionAppartement,
  MissionClient,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { pdfs } from "./pdf";
import { documentContext } from "./context";
import { rowOr404 } from "./load";
import { storeGenerated } from "./store";
import { generateVersioned } from "./versions";
import { ordreSigne } from "../../domain/signature/signe";
import { today } from "../../lib/dates";

/** GET Mission/{id}/ordreMission/generate: the mission order. */
export async function genererOrdreMission(ports: Ports, id: number) {
  const mission = await rowOr404(ports, Mission, id);
  const { db } = ports;
  const [clients, appartements, accomptes] = await Promise.all([
    db
      .select({ c: Client })
      .from(MissionClient)
      .innerJoin(Client, eq(Client.id, MissionClient.ClientId))
      .where(eq(MissionClient.MissionId, id))
      .orderBy(asc(Client.id)),
    db
      .select({ a: Appartement })
      .from(MissionAppartement)
      .innerJoin(Appartement, eq(Appartement.id, MissionAppartement.AppartementId))
      .where(eq(MissionAppartement.MissionId, id))
      .orderBy(asc(Appartement.id)),
    db
      .select()
      .from(Accompte)
      .where(eq(Accompte.MissionId, id))
      .orderBy(asc(Accompte.dateDepart), asc(Accompte.id)),
  ]);
  const bundle = {
    mission,
    clients: clients.map((r) => r.c),
    appartements: appartements.map((r) => r.a),
    accomptes,
  };
  const names = bundle.clients.map((c) => c.nom).join(", ");
  const sujet = `Mission/${id}/ordreMission`;
  const signe = ordreSigne(mission, today(ports.clock));
  return generateVersioned(ports, sujet, signe, async () =>
    storeGenerated(
      ports,
      {
        sujet,
        type: "ordreMission",
        nom: `Ordre de mission ${id}${names ? ` - ${names}` : ""}`,
        owners: { MissionId: id },
      },
      await (await pdfs()).ordreMissionPdf(bundle, await documentContext(ports)),
      { signe },
    ),
  );
}
