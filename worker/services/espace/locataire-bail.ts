import { type SQL, and, eq, or, sql } from "drizzle-orm";
import {
  Appartement,
  Dossier,
  DocumentGenere,
  EtatLieux,
  Locataire,
  MandatSepa,
  Quitance,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { notFound } from "../../lib/errors";
import { APPARTEMENT_COLS, DOSSIER_TERME_COLS, LOCATAIRE_COLS } from "../quitance/data";

// The tenant's lease in the tenant's space (issue 62): which Dossier a Locataire's space opens, as SQL, so that every
// read of the space names it in its own statement and they all go together (one round trip on the edge). The
// Locataire record holds both holders of a lease (secondTitulaire, autreNom...): a second holder's space is opened
// on the same Locataire, so it finds the same lease.

export const MSG_SANS_BAIL = "Aucun bail à votre nom n'est enregistré par l'agence.";

/**
 * The tenant's lease: the one running (not closed), else the latest one (a tenant who left still reads their
 * account, their quittances and their attestation). Never taken from the request: `LocataireId` is the session's.
 */
export const bailDuLocataire = (LocataireId: number): SQL =>
  sql`(select d."id" from ${Dossier} d where d."LocataireId" = ${LocataireId} order by d."clos" asc, d."dateEntree" desc, d."id" desc limit 1)`;

/** The lease and what the space shows of it, its tenant's name even without a lease (a row per tenant). */
export const lectureBail = (ports: Ports, LocataireId: number) =>
  ports.db
    .select({
      l: LOCATAIRE_COLS,
      d: {
        ...DOSSIER_TERME_COLS,
        typeBail: Dossier.typeBail,
        dateDebutBail: Dossier.dateDebutBail,
        dateSortie: Dossier.dateSortie,
        jourQuitance: Dossier.jourQuitance,
        assuranceDateFin: Dossier.assuranceDateFin,
        contratLocation: Dossier.contratLocation,
        inventaireEntree: Dossier.inventaireEntree,
        inventaireSortie: Dossier.inventaireSortie,
        etatInSigne: sql<
          string | null
        >`(select ${EtatLieux.signed} from ${EtatLieux} where ${EtatLieux.id} = ${Dossier.etatIn})`,
        etatOutSigne: sql<
          string | null
        >`(select ${EtatLieux.signed} from ${EtatLieux} where ${EtatLieux.id} = ${Dossier.etatOut})`,
      },
      a: APPARTEMENT_COLS,
    })
    .from(Locataire)
    .leftJoin(Dossier, eq(Dossier.id, bailDuLocataire(LocataireId)))
    .leftJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .where(eq(Locataire.id, LocataireId));

export type LigneBail = Awaited<ReturnType<typeof lectureBail>>[number];
export type BailLu = LigneBail & { d: NonNullable<LigneBail["d"]>; a: NonNullable<LigneBail["a"]> };

/** The lease read, or 404: a tenant with no lease has no space to read. */
export function bailOu404(rows: LigneBail[]): BailLu {
  const [r] = rows;
  const d = r?.d;
  const a = r?.a;
  if (!r || !d?.id || !a?.id) throw notFound(MSG_SANS_BAIL);
  return { ...r, d, a };
}

/**
 * The generated documents of the lease the tenant may read: the lease, the inventories, the furniture inventory of
 * the apartment (a furnished lease's annex) and the active SEPA mandate. Once signed, a document's row points at its
 * signed version (services/documents/versions.ts).
 */
export const lectureDocumentsGeneres = (ports: Ports, dossier: SQL) =>
  ports.db
    .select({
      type: DocumentGenere.type,
      nom: DocumentGenere.nom,
      url: DocumentGenere.url,
      date: DocumentGenere.updatedAt,
    })
    .from(DocumentGenere)
    .where(
      or(
        and(
          eq(DocumentGenere.DossierId, dossier),
          sql`${DocumentGenere.type} in ('contratLocation', 'etatIn', 'etatOut')`,
        ),
        and(
          eq(DocumentGenere.type, "inventaireMobilier"),
          eq(
            DocumentGenere.AppartementId,
            sql`(select ${Dossier.AppartementId} from ${Dossier} where ${Dossier.id} = ${dossier})`,
          ),
        ),
        sql`${DocumentGenere.sujet} in (select 'MandatSepa/' || ${MandatSepa.id} from ${MandatSepa} where ${MandatSepa.DossierId} = ${dossier} and ${MandatSepa.statut} = 'actif')`,
      ),
    )
    .orderBy(DocumentGenere.id);

/** A term of the tenant's lease by its id, or 404 (another lease's term is never found). */
export async function termeDuBail(ports: Ports, LocataireId: number, id: number) {
  const [q] = await ports.db
    .select({ id: Quitance.id, uuid: Quitance.uuid, DossierId: Quitance.DossierId })
    .from(Quitance)
    .where(and(eq(Quitance.id, id), eq(Quitance.DossierId, bailDuLocataire(LocataireId))));
  if (!q) throw notFound("Cette échéance est introuvable.");
  return q;
}
