import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import { Colocataire, Locataire } from "../../db/schema";
import type { Ports } from "../../ports";

// A lease's co-tenants beyond its own tenant (issue 74, ADR 134), read where its prints are read: `Colocataire`
// holds every tenant of an imported co-tenancy by `rang` (1 is the Dossier's own LocataireId, which every print
// already names), so the others are the rows of another tenant, in their order.

/**
 * The co-tenants' names as a JSON array (`[{titre, prenom, nom}]`, by rang) for the lease `dossierId` names: a
 * correlated subquery, so a receipt's read (one term or a month's) carries them without another round trip.
 */
export const colocatairesJson = (dossierId: SQL) => sql<
  string | null
>`(select json_group_array(json_object(
    'titre', c."titre", 'prenom', c."prenom", 'nom', c."nom"))
  from (select t."titre", t."prenom", t."nom" from "Colocataire" k
    join "Locataire" t on t."id" = k."LocataireId"
    join "Dossier" dd on dd."id" = k."DossierId"
    where k."DossierId" = ${dossierId} and k."LocataireId" <> dd."LocataireId"
    order by k."rang") c)`;

/** The lease's co-tenants' records (the lease and the inventory print each with its birth), by rang. */
export async function colocatairesDuBail(ports: Ports, dossierId: number, locataireId: number) {
  const rows = await ports.db
    .select({ t: Locataire })
    .from(Colocataire)
    .innerJoin(Locataire, eq(Locataire.id, Colocataire.LocataireId))
    .where(and(eq(Colocataire.DossierId, dossierId), ne(Colocataire.LocataireId, locataireId)))
    .orderBy(asc(Colocataire.rang));
  return rows.map((r) => r.t);
}

/**
 * The lease's co-tenants as its record screen names them (id, civilité, prénom, nom), by rang: the lease's tenant
 * by a subquery, so the read goes with the record's other reads in one round trip on the edge.
 */
export function colocatairesDuDossier(ports: Ports, dossierId: number) {
  return ports.db
    .select({
      id: Locataire.id,
      titre: Locataire.titre,
      prenom: Locataire.prenom,
      nom: Locataire.nom,
    })
    .from(Colocataire)
    .innerJoin(Locataire, eq(Locataire.id, Colocataire.LocataireId))
    .where(
      and(
        eq(Colocataire.DossierId, dossierId),
        ne(
          Colocataire.LocataireId,
          sql`(select d."LocataireId" from "Dossier" d where d."id" = ${dossierId})`,
        ),
      ),
    )
    .orderBy(asc(Colocataire.rang));
}
