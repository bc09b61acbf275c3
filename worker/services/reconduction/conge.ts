import { eq, sql } from "drizzle-orm";
import { Dossier, Locataire } from "../../db/schema";
import {
  congeBailleur,
  congeSchema,
  LIBELLES_MOTIF_CONGE,
  MSG_CONGE_DEJA,
} from "../../domain/reconduction/conge";
import { jourFr } from "../../domain/reconduction/reconduction";
import { introuvable } from "../../domain/labels";
import { today } from "../../lib/dates";
import { ApiError, badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { readRecord } from "../crud";
import { fullName } from "../history";
import { inOneTrip } from "../one-trip";
import { dossierResource } from "../resources/dossier";
import { personneMoraleSql } from "./sql";

// POST /api/Dossier/{id}/conge (issue 73): the landlord's notice (domain/reconduction/conge.ts). One read (the lease,
// its tenant, whether an owner is a legal person), then one batch: the notice written and the end set to the term
// only while the lease is still open, at the end read and without a notice (of two at once, one applies, the other
// is a 409), and the apartment's history line only if it did. The lease then closes when its term passes. A lease
// with no « Fin du bail » gets the term the law gave it (`is`: SQL's `=` is never true of an empty end).

export async function donnerConge(ports: Ports, dossierId: number, body: unknown, auteur: string) {
  const c = parseWith(congeSchema, body);
  const [lu] = await ports.db
    .select({
      AppartementId: Dossier.AppartementId,
      typeBail: Dossier.typeBail,
      dateDebutBail: Dossier.dateDebutBail,
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
    .where(eq(Dossier.id, dossierId));
  if (!lu) throw notFound(introuvable("Dossier"));
  const r = congeBailleur(lu, Boolean(lu.personneMorale), c.dateEnvoi, today(ports.clock));
  if (r.refus !== undefined) {
    if (r.champ) throw badRequest(MSG_INVALID, { [r.champ]: r.refus });
    // A late notice: the first term it can take effect at, also under the form's field.
    throw new ApiError(
      409,
      "conflict",
      r.refus,
      r.termePossible ? { dateEnvoi: r.refus } : undefined,
    );
  }
  const now = ports.clock.now().toISOString();
  const motif = LIBELLES_MOTIF_CONGE[c.motif];
  const beneficiaire = c.motif === "reprise" ? (c.beneficiaire ?? null) : null;
  const [moved] = await inOneTrip(ports, [
    ports.db
      .update(Dossier)
      .set({
        congeMotif: c.motif,
        congeDateEnvoi: c.dateEnvoi,
        congeBeneficiaire: beneficiaire,
        dateFinBail: r.terme,
        updatedAt: now,
      })
      .where(
        sql`${Dossier.id} = ${dossierId} and ${Dossier.clos} = 0 and ${Dossier.congeDateEnvoi} is null
          and ${Dossier.dateFinBail} is ${lu.dateFinBail}`,
      )
      .returning({ id: Dossier.id }),
    ports.db.run(sql`insert into "History" ("AppartementId", "etat", "user", "createdAt")
      select ${lu.AppartementId}, ${`Congé du bailleur au locataire ${fullName(lu)} (${motif}${beneficiaire ? ` au profit de ${beneficiaire}` : ""}) envoyé le ${jourFr(c.dateEnvoi)} : fin du bail le ${jourFr(r.terme)}`},
        ${auteur}, ${now}
      where changes() = 1`),
  ]);
  if (!moved.length) throw conflict(MSG_CONGE_DEJA);
  return readRecord(ports, dossierResource, dossierId);
}
