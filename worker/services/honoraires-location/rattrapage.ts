import { sql } from "drizzle-orm";
import { libelleRattrapage, objetFacture } from "../../domain/honoraires-location/honoraires";
import type { Proprietaire } from "../../domain/proprietaire/repartition";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { vendeurActuel } from "../factures/emettre";
import { forme, jsonLu, tableauDe } from "../../lib/lignes-typees";
import { inOneTrip } from "../one-trip";
import { honorairesStatements } from "./bail";

// The catch-up of the leases started before issue 60 (ADR 074): a running lease, started, whose landlord's share
// was never debited to its owners, or whose tenant's share is on the tenant's account without its invoice, gets
// what it lacks, dated today, the owners' label saying so ("Rattrapage : honoraires de location du bail du ...").
// Run by the daily job when its one read finds such a lease (jobs/due.ts); idempotent: every write is conditional
// on the lease still lacking it (services/honoraires-location/ecritures.ts, factures.ts), so a run again, or in
// parallel, writes nothing more. A closed lease is left alone: its apartment's owners may no longer be the lease's;
// so is a lease an import took over after it started (ADR 080): its fees were settled in the software it came from.

/** An owner as the read's json_object builds it. */
const PROPRIETAIRES = tableauDe(forme({ ClientId: "nombre", quotePart: "nombre|null" }));

/** Leases caught up per write batch: a few statements each. */
const PAR_LOT = 50;

/** The leases to catch up, as the WHERE over the Dossier aliased d: the daily job's flag and the step's read. */
export const aRattraperSql = (jour: string) => sql`d."clos" = 0
  and coalesce(d."dateDebutBail", d."dateEntree") <= ${jour}
  and (d."dateReprise" is null or coalesce(d."dateDebutBail", d."dateEntree") >= d."dateReprise")
  and ((d."honorairesBailleurTTC" > 0
      and exists (select 1 from "AppartementProprietaire" ap where ap."AppartementId" = d."AppartementId")
      and not exists (select 1 from "EcritureProprietaire" o
        where o."DossierId" = d.id and o."type" = 'honorairesLocation'))
    or (d."fraisDossierTTC" > 0
      and exists (select 1 from "Ecriture" e where e."DossierId" = d.id and e."type" = 'honorairesLocation')
      and not exists (select 1 from "Facture" f where f."DossierId" = d.id
        and f.objet like ${`${objetFacture("locataire")}%`})))`;

interface ARattraper {
  id: number;
  AppartementId: number;
  honorairesBailleurTTC: number | null;
  fraisDossierTTC: number;
  fraisDossierTauxTVA: number;
  debut: string;
  /** The owners and their shares: JSON [{ ClientId, quotePart }, ...]. */
  proprietaires: string;
  /** 1 when the tenant's account carries its letting fees (its invoice may be issued). */
  locataire: number;
}

/** Catches up every lease that lacks its letting fees' entries or invoices; the number of leases caught up. */
export async function rattraperHonorairesLocation(ports: Ports, auteur = "système") {
  const jour = today(ports.clock);
  const [leases, vendeur] = await Promise.all([
    ports.db.all<ARattraper>(sql`
      select d.id, d."AppartementId", d."honorairesBailleurTTC", d."fraisDossierTTC", d."fraisDossierTauxTVA",
        coalesce(d."dateDebutBail", d."dateEntree") as debut,
        (select json_group_array(json_object('ClientId', ap."ClientId", 'quotePart', ap."quotePart"))
          from "AppartementProprietaire" ap
          where ap."AppartementId" = d."AppartementId") as proprietaires,
        exists (select 1 from "Ecriture" e where e."DossierId" = d.id and e."type" = 'honorairesLocation')
          as locataire
      from "Dossier" d where ${aRattraperSql(jour)} order by d.id`),
    vendeurActuel(ports),
  ]);
  for (let i = 0; i < leases.length; i += PAR_LOT) {
    const statements = leases.slice(i, i + PAR_LOT).flatMap((d) => {
      const proprietaires: Proprietaire[] = jsonLu(d.proprietaires, PROPRIETAIRES, "propriétaires");
      return honorairesStatements(
        ports,
        sql`${d.id}`,
        { ...d, honorairesBailleurTTC: d.honorairesBailleurTTC ?? 0 },
        { date: jour, libelle: libelleRattrapage(d.debut), auteur },
        proprietaires,
        vendeur,
        { bailleur: true, locataire: d.locataire === 1 },
      );
    });
    const [first, ...rest] = statements;
    if (first) await inOneTrip(ports, [first, ...rest]);
  }
  return leases.length;
}
