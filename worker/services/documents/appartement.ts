import { and, asc, desc, eq } from "drizzle-orm";
import {
  Appartement,
  AppartementProprietaire,
  Client,
  Dossier,
  Intendance,
  Locataire,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { notFound } from "../../lib/errors";
import { introuvable } from "../../domain/labels";
import type { AppartementBundle } from "../../documents/data";
import { pdfs } from "./pdf";
import { documentContext } from "./context";
import { equipementsOf } from "./dossier-data";
import { rowOr404 } from "./load";
import { storeGenerated } from "./store";
import { listeMobilier } from "../mobilier/liste";
import { nomsLocataire } from "../quitance/data";

/** An apartment with its owners and equipment. */
export async function appartementBundle(ports: Ports, id: number): Promise<AppartementBundle> {
  const appartement = await rowOr404(ports, Appartement, id);
  const [owners, equipements] = await Promise.all([
    ports.db
      .select({ c: Client })
      .from(AppartementProprietaire)
      .innerJoin(Client, eq(Client.id, AppartementProprietaire.ClientId))
      .where(eq(AppartementProprietaire.AppartementId, id))
      .orderBy(asc(Client.id)),
    equipementsOf(ports, id),
  ]);
  return { appartement, proprietaires: owners.map((o) => o.c), equipements };
}

/**
 * GET Dossier/inventaireMobilier/{id}/generate: the furniture inventory of apartment {id} (its list from
 * GET /Appartement/{id}/mobilier, the décret 2015-981 proposal when none is saved) and its equipment.
 */
export async function genererInventaireMobilier(ports: Ports, id: number) {
  const [b, liste, [bail], ctx] = await Promise.all([
    appartementBundle(ports, id),
    listeMobilier(ports, id),
    // The tenant the inventory is drawn up with: the apartment's running lease, the latest to start.
    ports.db
      .select({ l: Locataire, dateEntree: Dossier.dateEntree })
      .from(Dossier)
      .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .where(and(eq(Dossier.AppartementId, id), eq(Dossier.clos, false)))
      .orderBy(desc(Dossier.dateDebutBail), desc(Dossier.id))
      .limit(1),
    documentContext(ports),
  ]);
  const bytes = await (await pdfs()).inventaireMobilierPdf(
    {
      ...b,
      mobilier: liste.data,
      enregistre: liste.enregistre,
      manquants: liste.manquants,
      locataire: bail ? nomsLocataire(bail.l).join(" et ") : null,
      date: bail?.dateEntree ?? ctx.date,
    },
    ctx,
  );
  return storeGenerated(
    ports,
    {
      sujet: `Dossier/inventaireMobilier/${id}`,
      type: "inventaireMobilier",
      nom: `Inventaire mobilier - ${b.appartement.adresse}`,
      owners: { AppartementId: id },
    },
    bytes,
  );
}

/** GET Appartement/{id}/ordreMissionIntendance/{intendanceId}/generate; 404 when the intendance is not this apartment's. */
export async function genererOrdreMissionIntendance(
  ports: Ports,
  id: number,
  intendanceId: number,
) {
  const b = await appartementBundle(ports, id);
  const [intendance] = await ports.db
    .select()
    .from(Intendance)
    .where(eq(Intendance.id, intendanceId));
  if (!intendance || intendance.AppartementId !== id) throw notFound(introuvable("Intendance"));
  const bytes = await (await pdfs()).ordreMissionIntendancePdf(
    b,
    intendance,
    await documentContext(ports),
  );
  return storeGenerated(
    ports,
    {
      sujet: `Appartement/${id}/ordreMissionIntendance/${intendanceId}`,
      type: "ordreMissionIntendance",
      nom: `Ordre de mission d'intendance - ${b.appartement.adresse}`,
      owners: { AppartementId: id, IntendanceId: intendanceId },
    },
    bytes,
  );
}
