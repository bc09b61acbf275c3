import { eq } from "drizzle-orm";
import { Accompte, Appartement, Client, Mission, MissionAppartement, MissionClient } from "../../db/schema";
import { missionSchema, accompteSchema } from "../../domain/schemas/mission";
import { prixHT, soldeMission, valeurTotalMission } from "../../domain/mission";
import { toEuros } from "../../domain/money";
import type { ResourceDef } from "../resource-def";
import { linkedRecord, ref } from "../rows";
import { toApi, toApiList } from "../serialize";
import { deleteStored } from "../files/cleanup";

export const missionResource: ResourceDef = {
  name: "Mission",
  table: Mission,
  schema: missionSchema,
  // The list shows the commanditaires column: each mission carries its Clients, read in one query for the list.
  async decorate({ db }, rows) {
    const links = await db.select({ MissionId: MissionClient.MissionId, c: Client }).from(MissionClient).innerJoin(Client, eq(Client.id, MissionClient.ClientId));
    const byMission = new Map<unknown, Record<string, unknown>[]>();
    for (const l of links) byMission.set(l.MissionId, [...(byMission.get(l.MissionId) ?? []), toApi("Client", l.c)]);
    return rows.map((r) => ({ ...r, Clients: byMission.get(r.id) ?? [] }));
  },
  derive: (d) => ({ ...d, valeurTotalMission: valeurTotalMission(d.nbAppart as number, d.valeurMissionAppt as number) }),
  async include({ db }, row) {
    const id = row.id as number;
    const [clients, accomptes, apparts] = await Promise.all([
      db.select({ c: Client }).from(MissionClient).innerJoin(Client, eq(Client.id, MissionClient.ClientId)).where(eq(MissionClient.MissionId, id)),
      db.select().from(Accompte).where(eq(Accompte.MissionId, id)),
      db.select({ a: Appartement }).from(MissionAppartement).innerJoin(Appartement, eq(Appartement.id, MissionAppartement.AppartementId)).where(eq(MissionAppartement.MissionId, id)),
    ]);
    const solde = soldeMission(
      { valeurTotalMission: row.valeurTotalMission as number, nbAppart: row.nbAppart as number },
      accomptes.map((a) => ({ regle: a.regle, montant: a.montant, prix: a.prix })),
      apparts.length,
    );
    const totalTTC = accomptes.reduce((s, a) => s + a.prix, 0);
    const totalHT = accomptes.reduce((s, a) => s + a.prixHT, 0);
    return {
      Clients: toApiList("Client", clients.map((c) => c.c)),
      Accomptes: toApiList("Accompte", accomptes),
      Appartements: toApiList("Appartement", apparts.map((a) => a.a)),
      resume: {
        nbAppartements: apparts.length,
        appartementsRestants: solde.appartementsRestants,
        totalTTC: toEuros(totalTTC),
        totalHT: toEuros(totalHT),
        resteAPayer: toEuros(solde.resteAPayer),
      },
    };
  },
  onDelete: (ports, row) => deleteStored(ports, row.ordreMission),
};

export const accompteResource: ResourceDef = {
  name: "Accompte",
  table: Accompte,
  schema: accompteSchema,
  refs: {
    MissionId: ref(Mission),
    AppartementId: ref(Appartement),
  },
  derive: (d) => ({ ...d, prixHT: prixHT(d.prix as number, (d.tva as number) ?? 20) }),
  include: async (ports, row) => ({ Appartement: await linkedRecord(ports, Appartement, row.AppartementId) }),
};
