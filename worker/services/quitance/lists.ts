import { eq, like, type SQL } from "drizzle-orm";
import { Appartement, Locataire, Quitance } from "../../db/schema";
import { allOf } from "../../db/where";
import type { Ports } from "../../ports";
import { quitanceStatus, typeDocument } from "../../domain/quitance";
import { toApi } from "../serialize";
import { resteDu } from "../compte/reste";

// The monthly and yearly receipt lists: each receipt with its tenant and apartment (what the screens show), its
// status in words and the kind of document it gets.

async function list(ports: Ports, where: SQL) {
  const rows = await ports.db
    .select({
      q: Quitance,
      l: {
        id: Locataire.id,
        titre: Locataire.titre,
        nom: Locataire.nom,
        prenom: Locataire.prenom,
        mail: Locataire.mail,
      },
      a: {
        id: Appartement.id,
        adresse: Appartement.adresse,
        codePostal: Appartement.codePostal,
        ville: Appartement.ville,
      },
    })
    .from(Quitance)
    .leftJoin(Locataire, eq(Locataire.id, Quitance.LocataireId))
    .leftJoin(Appartement, eq(Appartement.id, Quitance.AppartementId))
    .where(where)
    .orderBy(Quitance.date, Quitance.id);
  return rows.map(({ q, l, a }) => ({
    ...toApi("Quitance", q),
    resteDu: resteDu(q),
    statut: quitanceStatus(q),
    typeDocument: typeDocument(q),
    Locataire: l?.id == null ? null : l,
    Appartement: a?.id == null ? null : a,
  }));
}

/** GET /Quitance/byDate/{month}-{year}: the month's receipts ("YYYY-MM"). */
export const quitancesOfMonth = (ports: Ports, mois: string) =>
  list(ports, eq(Quitance.mois, mois));

/** GET /Quitance/byYear/{year}: the year's receipts, optionally of one apartment. */
export const quitancesOfYear = (ports: Ports, year: number, appartementId?: number) =>
  list(
    ports,
    allOf(
      like(Quitance.mois, `${year}-%`),
      appartementId ? eq(Quitance.AppartementId, appartementId) : undefined,
    ),
  );

/**
 * A lease's terms, oldest first, with what the lists add to each (what is left to pay, the kind of document it
 * gets): the tenant's space (issue 62) shows them as staff's month list does.
 */
export async function quitancesDuDossier(ports: Ports, dossierId: number | SQL) {
  const rows = await ports.db
    .select()
    .from(Quitance)
    .where(eq(Quitance.DossierId, dossierId))
    .orderBy(Quitance.date, Quitance.id);
  return rows.map((q) => ({ ...q, resteDu: resteDu(q), typeDocument: typeDocument(q) }));
}
