import { asc, eq } from "drizzle-orm";
import {
  Appartement,
  AppartementEquipement,
  AppartementProprietaire,
  Caution,
  Client,
  Dossier,
  Equipement,
  EtatLieux,
  Locataire,
} from "../../db/schema";
import type { Ports } from "../../ports";
import type { DossierBundle } from "../../documents/data";
import { rowOr404, rowOrNull } from "./load";
import { colocatairesDuBail } from "../colocataires/lire";

export async function dossierBundle(ports: Ports, id: number): Promise<DossierBundle> {
  const dossier = await rowOr404(ports, Dossier, id);
  const { db } = ports;
  const [
    appartement,
    locataire,
    proprietaires,
    equipements,
    cautions,
    etatIn,
    etatOut,
    colocataires,
  ] = await Promise.all([
    rowOr404(ports, Appartement, dossier.AppartementId),
    rowOr404(ports, Locataire, dossier.LocataireId),
    db
      .select({ c: Client })
      .from(AppartementProprietaire)
      .innerJoin(Client, eq(Client.id, AppartementProprietaire.ClientId))
      .where(eq(AppartementProprietaire.AppartementId, dossier.AppartementId))
      .orderBy(asc(Client.id)),
    equipementsOf(ports, dossier.AppartementId),
    db.select().from(Caution).where(eq(Caution.DossierId, id)).orderBy(asc(Caution.id)),
    rowOrNull(ports, EtatLieux, dossier.etatIn),
    rowOrNull(ports, EtatLieux, dossier.etatOut),
    colocatairesDuBail(ports, id, dossier.LocataireId),
  ]);
  return {
    dossier,
    appartement,
    locataire,
    colocataires,
    proprietaires: proprietaires.map((r) => r.c),
    equipements,
    cautions,
    etatIn,
    etatOut,
  };
}

/** An apartment's equipment (spec 3, Equipements), by name. */
export async function equipementsOf(ports: Ports, appartementId: number) {
  return ports.db
    .select({ nom: Equipement.nom, collectif: Equipement.collectif })
    .from(AppartementEquipement)
    .innerJoin(Equipement, eq(Equipement.id, AppartementEquipement.EquipementId))
    .where(eq(AppartementEquipement.AppartementId, appartementId))
    .orderBy(asc(Equipement.nom));
}
