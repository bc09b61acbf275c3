import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import { Appartement, Dossier, Locataire, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { moisAttestes } from "../../domain/attestations/paiement-loyers";
import { introuvable } from "../../domain/labels";
import { notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { lireAgence } from "../mandats/agence";
import { documentContextOf } from "../documents/context";
import { lireCompte } from "../compte/ledger";
import { APPARTEMENT_COLS, LOCATAIRE_COLS, landlordIndex, ownersWhere } from "../quitance/data";

// What the attestations read of a lease (issue 73, item 7), all at once: each statement names the dossier itself
// (by id, or the tenant's space's SQL that finds it only among the tenant's own leases), so on the edge they go
// together in one round trip. The account is the ledger's replay (lireCompte), the one every balance comes from.

/** A lease by its id for staff; for a tenant's space, the SQL of that id among the tenant's leases only. */
export type DossierVise = number | SQL;

/** The lease `id` if it is one of the tenant's, else no row: another tenant's lease reads as none (a 404). */
export const bailDuLocataireParId = (LocataireId: number, id: number): SQL =>
  sql`(select d."id" from ${Dossier} d where d."id" = ${id} and d."LocataireId" = ${LocataireId})`;

export async function lireAttestation(ports: Ports, dossier: DossierVise) {
  const jour = today(ports.clock);
  const depuis = moisAttestes(jour)[0] ?? jour.slice(0, 7);
  const [rows, termes, compte, owners, agence] = await Promise.all([
    ports.db
      .select({
        d: {
          id: Dossier.id,
          AppartementId: Dossier.AppartementId,
          typeBail: Dossier.typeBail,
          dateEntree: Dossier.dateEntree,
          loyerHC: Dossier.loyerHC,
          loyerCharge: Dossier.loyerCharge,
        },
        l: {
          ...LOCATAIRE_COLS,
          naissance: Locataire.naissance,
          autreNaissance: Locataire.autreNaissance,
        },
        a: { ...APPARTEMENT_COLS, surface: Appartement.surface, nbPiece: Appartement.nbPiece },
      })
      .from(Dossier)
      .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
      .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
      .where(eq(Dossier.id, dossier)),
    ports.db
      .select({
        QuitanceId: Quitance.id,
        mois: Quitance.mois,
        prixHC: Quitance.prixHC,
        charge: Quitance.charge,
      })
      .from(Quitance)
      .where(and(eq(Quitance.DossierId, dossier), gte(Quitance.mois, depuis))),
    lireCompte(ports, dossier),
    ownersWhere(
      ports,
      eq(
        Appartement.id,
        sql`(select ${Dossier.AppartementId} from ${Dossier} where ${Dossier.id} = ${dossier})`,
      ),
    ),
    lireAgence(ports),
  ]);
  const [r] = rows;
  if (!r) throw notFound(introuvable("Dossier"));
  const landlord = landlordIndex(owners)(r.d.AppartementId);
  const siretDe = new Map(owners.map((o) => [o.id, o.numSiret?.trim() || null]));
  return {
    ...r,
    jour,
    termes,
    compte,
    landlord,
    sirets: landlord.clientIds.map((id) => siretDe.get(id) ?? null),
    ctx: documentContextOf(ports, agence),
  };
}
