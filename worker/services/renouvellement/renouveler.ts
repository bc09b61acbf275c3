import { prolongerTermeDeFinSeul } from "../reconduction/terme-de-fin";
import { eq, sql } from "drizzle-orm";
import { Dossier, Locataire } from "../../db/schema";
import {
  MSG_DEJA_RENOUVELE,
  renouvellement,
  renouvellementSchema,
} from "../../domain/bail/renouvellement";
import { introuvable } from "../../domain/labels";
import { today } from "../../lib/dates";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { readRecord } from "../crud";
import {
  dpeInchangeStatement,
  energieDuLot,
  estDpeChange,
  lotDuDossier,
  MSG_DPE_CHANGE,
} from "../decence/energie-du-lot";
import { fullName } from "../history";
import { personneMoraleSql } from "../reconduction/sql";
import { inOneTrip } from "../one-trip";
import { dossierResource } from "../resources/dossier";

// POST /api/Dossier/{id}/renouvellement (issue 63; never refused on the DPE since issue 73): the lease's new term (domain/bail/renouvellement.ts). The reads
// go together (the dossier with its tenant, the lot's DPE: one round trip on the edge), then one batch: the dossier's
// end moved only while it is still the end read (so that of two renewals at once only one applies, the other is a
// 409), the apartment's history line only if it moved, and the DPE held as read. The journal's triggers record it.

const jourFr = (d: string) => d.split("-").reverse().join("/");

export async function renouveler(ports: Ports, dossierId: number, body: unknown, auteur: string) {
  const { dateFinBail: demandee } = parseWith(renouvellementSchema, body);
  const [[lu], energie] = await Promise.all([
    ports.db
      .select({
        AppartementId: Dossier.AppartementId,
        typeBail: Dossier.typeBail,
        dateFinBail: Dossier.dateFinBail,
        clos: Dossier.clos,
        congeDateEnvoi: Dossier.congeDateEnvoi,
        personneMorale: sql<number>`${sql.raw(personneMoraleSql(`"Dossier"`))}`,
        titre: Locataire.titre,
        prenom: Locataire.prenom,
        nom: Locataire.nom,
      })
      .from(Dossier)
      .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .where(eq(Dossier.id, dossierId)),
    energieDuLot(ports, lotDuDossier(dossierId)),
  ]);
  if (!lu) throw notFound(introuvable("Dossier"));
  const r = renouvellement(lu, energie, demandee, today(ports.clock), Boolean(lu.personneMorale));
  if (r.refus !== undefined) {
    if (r.champ) throw badRequest(MSG_INVALID, { [r.champ]: r.refus });
    throw conflict(r.refus);
  }
  const ancienne = lu.dateFinBail;
  const now = ports.clock.now().toISOString();
  const [moved] = await inOneTrip(ports, [
    ports.db
      .update(Dossier)
      .set({
        dateFinBail: r.fin,
        // The notice's end followed the lease's end (completerPreavis): it follows it again; a notice given stays.
        dateFinPreavis: sql`case when ${Dossier.dateFinPreavis} is null or ${Dossier.dateFinPreavis} = ${ancienne}
          then ${r.fin} else ${Dossier.dateFinPreavis} end`,
        updatedAt: now,
      })
      .where(
        // A congé sent meanwhile holds the lease to its term: the renewal then moves nothing (a 409).
        sql`${Dossier.id} = ${dossierId} and ${Dossier.dateFinBail} = ${ancienne} and ${Dossier.clos} = 0
          and ${Dossier.congeDateEnvoi} is null`,
      )
      .returning({ id: Dossier.id }),
    ports.db.run(sql`insert into "History" ("AppartementId", "etat", "user", "createdAt")
      select ${lu.AppartementId}, ${`Renouvellement du bail du locataire ${fullName(lu)} du ${jourFr(r.debut)} au ${jourFr(r.fin)}`},
        ${auteur}, ${now}
      where changes() = 1`),
    // A dwelling below the floor is renewed all the same (issue 73): the works it owes, said beside the renewal.
    ...(r.mention
      ? [
          ports.db.run(sql`insert into "History" ("AppartementId", "etat", "user", "createdAt")
            select ${lu.AppartementId}, ${r.mention}, ${auteur}, ${now} where changes() = 1`),
        ]
      : []),
    ...(energie ? [ports.db.run(dpeInchangeStatement(lu.AppartementId, energie))] : []),
  ]).catch((e: unknown) => {
    if (estDpeChange(e)) throw conflict(MSG_DPE_CHANGE);
    throw e;
  });
  if (!moved.length) throw conflict(MSG_DEJA_RENOUVELE);
  // The old end's month, called to that day when it ended mid-month, is called to its end (issue 73: no gap).
  if (ancienne) await prolongerTermeDeFinSeul(ports, dossierId, ancienne, auteur);
  return readRecord(ports, dossierResource, dossierId);
}
