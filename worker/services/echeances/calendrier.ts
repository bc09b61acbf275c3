import { and, eq, gt, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { personneMoraleSql } from "../reconduction/sql";
import { Appartement, Dossier, EtatLieux, Locataire, RestitutionDepot } from "../../db/schema";
import { sortieConforme } from "../../domain/depot/conformite";
import { adresseLot } from "../../domain/echeances/calendrier";
import {
  type BailCalendrier,
  type DonneesCalendrier,
  type LotCalendrier,
  type MandatCalendrier,
  echeancesDu,
} from "../../domain/echeances/calendrier";
import { type FiltreEcheances, filtrer, lireFiltre } from "../../domain/echeances/filtre";
import type { DiagnosticSaisi } from "../../domain/diagnostics/types";
import type { Echeance } from "../../domain/echeances/types";
import { badRequest } from "../../lib/errors";
import { isRecord } from "../../lib/validate";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { estMandatGestionSql } from "../mandat-gestion-sql";
import { agenceDe, agenceRead, datesAgenceDe } from "../mandats/agence";
import { echeancesTiersPayant, lecturesTiersPayant } from "../aides-logement/impayes";
import { echeancesSinistres } from "../../domain/garanties/echeances";
import { bauxSinistres, sinistresRead } from "../garanties/sinistres";

// The agency's calendar (issue 63, item 6; ADR 090; issue 73, ADR 105): five reads sent together (one round trip on the edge, whatever
// the number of leases), then every date computed in memory by worker/domain/echeances/calendrier.ts. An open lease
// is one not closed (clos = 0, the daily job's stored copy of the date rule) nor archived.

const OUVERT = sql`d."clos" = 0 and d."archiveLe" is null`;

type LigneBail = Omit<BailCalendrier, "encadrement"> &
  Omit<LotCalendrier, "id"> & { encadrement: string | null };

/** The five statements: open leases with their lot and tenant, those lots' diagnostics, mandates, deposits, agency. */
function lectures(ports: Ports) {
  return Promise.all([
    ports.db.all<LigneBail>(sql`
      select d."id", d."AppartementId", d."typeBail", d."dateDebutBail", d."dateFinBail", d."assuranceDateFin",
        d."entretienChaudiereDate", d."soumisEncadrement", d."encadrement",
        d."dateRevision", d."dateFinPreavis", d."loyerCharge", d."dateReprise", d."congeDateEnvoi",
        d."dateDebutPreavis", d."dateSortie",
        (select max(r."dateRevision") from "RevisionLoyer" r where r."DossierId" = d."id") as "derniereRevision",
        (select max(g."date") from "Regularisation" g where g."DossierId" = d."id") as "derniereRegularisation",
        trim(l."prenom" || ' ' || l."nom") as "locataire",
        a."adresse", a."codePostal", a."ville", a."periodeConstruction", a."datePermisConstruire",
        a."anneeInstallationElectricite", a."anneeInstallationGaz", a."classeEnergie", a."chaudiere",
        a."zoneRisques", a."zoneBruit", ${sql.raw(personneMoraleSql("d"))} as "personneMorale"
      from "Dossier" d join "Appartement" a on a."id" = d."AppartementId" join "Locataire" l on l."id" = d."LocataireId"
      where ${OUVERT}
      order by d."id"`),
    ports.db.all<DiagnosticSaisi & { AppartementId: number }>(sql`
      select g."AppartementId", g."type", g."dateRealisation", g."classe", g."classeApresAttestation",
        g."energieFinale", g."positif"
      from "Diagnostic" g
      where g."AppartementId" in (select d."AppartementId" from "Dossier" d where ${OUVERT})`),
    ports.db.all<MandatCalendrier>(sql`
      select m."id", m."numeroMandat", m."dateSignature", m."dureeMandatMois", m."reconductionsMax",
        coalesce((select group_concat(trim(c."prenom" || ' ' || c."nom"), ', ') from "MissionClient" mc
          join "Client" c on c."id" = mc."ClientId" where mc."MissionId" = m."id"), '') as "proprietaire",
        -- Owed the L215-1 letter: any owner (ADR 105: a consumer, or a non-professional by L215-3; no field
        -- records an owner acting as a professional, and a SIRET does not tell, ADR 090).
        exists (select 1 from "MissionClient" mc where mc."MissionId" = m."id") as "consommateur",
        (select min(ma."AppartementId") from "MissionAppartement" ma where ma."MissionId" = m."id") as "AppartementId"
      from "Mission" m
      where m."archiveLe" is null and ${estMandatGestionSql(sql`m."type"`)}
      order by m."id"`),
    depotsARendre(ports),
    agenceRead(ports),
    // Issue 76: the live suppliers' décennale ends, in the same trip.
    ports.db.all<{ id: number; raisonSociale: string; au: string }>(sql`
      select f."id", f."raisonSociale", json_extract(f."decennale", '$.au') as "au"
      from "Fournisseur" f
      where f."archiveLe" is null and json_extract(f."decennale", '$.au') is not null
      order by f."id"`),
    // Issue 78: the claim clocks of the leases under a GLI or Visale.
    sinistresRead(ports),
  ]);
}

const entree = alias(EtatLieux, "entree");
const sortie = alias(EtatLieux, "sortie");

/**
 * The deposits to pay back: keys returned, a deposit held, no day of payment on its settlement, the dossier not
 * archived (closed or not: a departed tenant's lease is closed). The inventories decide one month or two.
 */
const depotsARendre = (ports: Ports) =>
  ports.db
    .select({
      DossierId: Dossier.id,
      AppartementId: Dossier.AppartementId,
      dateRestitutionCles: Dossier.dateRestitutionCles,
      loyerHC: Dossier.loyerHC,
      entree: entree.pieces,
      sortie: sortie.pieces,
      sortieId: sortie.id,
      adresse: Appartement.adresse,
      codePostal: Appartement.codePostal,
      ville: Appartement.ville,
      locataire: sql<string>`trim(${Locataire.prenom} || ' ' || ${Locataire.nom})`,
    })
    .from(Dossier)
    .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
    .leftJoin(entree, eq(entree.id, Dossier.etatIn))
    .leftJoin(sortie, eq(sortie.id, Dossier.etatOut))
    .leftJoin(RestitutionDepot, eq(RestitutionDepot.DossierId, Dossier.id))
    .where(
      and(
        isNotNull(Dossier.dateRestitutionCles),
        ne(Dossier.dateRestitutionCles, ""),
        isNull(Dossier.archiveLe),
        gt(Dossier.depotGarantie, 0),
        or(isNull(RestitutionDepot.id), isNull(RestitutionDepot.dateRestitution)),
      ),
    )
    .orderBy(Dossier.id);

/** Dossier.encadrement's JSON: an object whose members the rule reads as they are, else none. */
const json = (v: string | null): BailCalendrier["encadrement"] => {
  if (!v) return null;
  try {
    const lu: unknown = JSON.parse(v);
    // Any other JSON value has no reference rents either (its members read as undefined, as null does).
    return isRecord(lu) ? lu : null;
  } catch {
    return null;
  }
};

/** What the reads answered, in the domain's shapes (a lot once, whatever its number of open leases). */
function donnees([baux, diagnostics, mandats, depots, agence, fournisseurs]: Awaited<
  ReturnType<typeof lectures>
>): DonneesCalendrier {
  const lots = new Map<number, LotCalendrier>();
  for (const b of baux)
    if (!lots.has(b.AppartementId))
      lots.set(b.AppartementId, {
        id: b.AppartementId,
        adresse: b.adresse,
        codePostal: b.codePostal,
        ville: b.ville,
        periodeConstruction: b.periodeConstruction,
        datePermisConstruire: b.datePermisConstruire,
        anneeInstallationElectricite: b.anneeInstallationElectricite,
        anneeInstallationGaz: b.anneeInstallationGaz,
        classeEnergie: b.classeEnergie,
        chaudiere: b.chaudiere,
      });
  return {
    lots: [...lots.values()],
    baux: baux.map((b) => ({ ...b, encadrement: json(b.encadrement) })),
    diagnostics: diagnostics.map((g) => ({
      ...g,
      positif: g.positif == null ? null : Boolean(g.positif),
    })),
    mandats,
    depots: depots.flatMap((r) =>
      r.dateRestitutionCles
        ? [
            {
              DossierId: r.DossierId,
              AppartementId: r.AppartementId,
              locataire: r.locataire,
              ou: adresseLot(r),
              dateRestitutionCles: r.dateRestitutionCles,
              sortieConforme: r.sortieId !== null && sortieConforme(r.entree, r.sortie),
              loyerHC: r.loyerHC,
            },
          ]
        : [],
    ),
    agence: datesAgenceDe(agence),
    fournisseurs,
  };
}

/** Every item on `jour` (unfiltered) and the agency's settings in force, from one round trip. */
export async function calendrier(ports: Ports, jour: string) {
  // The leases in tiers payant (issue 77) read with the rest, in the same round trip.
  const [lu, tiersPayant] = await Promise.all([lectures(ports), lecturesTiersPayant(ports)]);
  return {
    items: [
      ...echeancesDu(donnees(lu), jour),
      ...echeancesTiersPayant(tiersPayant, jour),
      ...echeancesSinistres(bauxSinistres(lu[6]), jour),
    ],
    agence: agenceDe(ports, lu[4]),
  };
}

/** Every item on the Paris day, filtered and sorted by date. */
export async function echeancesFiltrees(
  ports: Ports,
  filtre: FiltreEcheances,
  jour = today(ports.clock),
) {
  return filtrer((await calendrier(ports, jour)).items, filtre);
}

/** GET /api/echeances's query read, or a 400 with its fields in French. */
export function filtreDeRequete(ports: Ports, q: Record<string, string | undefined>) {
  const lu = lireFiltre(q, today(ports.clock));
  if ("fields" in lu) throw badRequest("Les critères de recherche ne sont pas valides.", lu.fields);
  return lu.filtre;
}

/** GET /api/echeances. */
export async function listeEcheances(
  ports: Ports,
  q: Record<string, string | undefined>,
): Promise<{ data: Echeance[] }> {
  return { data: await echeancesFiltrees(ports, filtreDeRequete(ports, q)) };
}
