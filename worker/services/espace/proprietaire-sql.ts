import { sql } from "drizzle-orm";
import { estMandatGestionSql } from "../mandat-gestion-sql";

// The reads of the owner's space page (issue 62 item 3, ADR 084), each one statement, all sent together with the
// account's (one libSQL round trip on the edge, the session's check riding with them). The owner is the session's
// Client: every statement is bounded by it, so another owner's lot, payout or document never comes back.

/** The lots the owner holds today (their shares in force). */
const lots = (id: number) =>
  sql`(select "AppartementId" from "AppartementProprietaire" where "ClientId" = ${id})`;

/** The owner's name as staff's documents print it. */
export const nomSql = (id: number) => sql`
  select trim("titre" || ' ' || "prenom" || ' ' || "nom") as "nom" from "Client" where "id" = ${id}`;

export interface LotLu {
  id: number;
  adresse: string;
  codePostal: string;
  ville: string;
  situation: string | null;
  nbPiece: number | null;
  surface: number | null;
  locataire: string | null;
  appele: number;
  encaisse: number;
  impayes: number;
  /** 1 when a term of the current lease is dated today or before, 0 when none was ever called (lease not begun). */
  appeles: number;
}

/**
 * Each lot with its current lease (no end, or an end after today; the latest entered), the tenant's name only, the
 * month's terms called (rent and charges) and what of them is paid, and what the lease's terms up to today still
 * owe, as the compte-rendu counts them (services/gerance/donnees.ts: a settled term owes nothing); whether any of its
 * terms was called yet (a lease not begun owes nothing, yet its rents are not « à jour »).
 */
export const lotsSql = (id: number, mois: string, jour: string) => sql`
  select a."id", a."adresse", a."codePostal", a."ville", nullif(a."situation", '') as "situation",
    a."nbPiece", a."surface",
    case when d."id" is null then null
      else trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) end as "locataire",
    coalesce((select sum(q."prixHC" + q."charge") from "Quitance" q
      where q."DossierId" = d."id" and q."mois" = ${mois}), 0) as "appele",
    coalesce((select sum(case when q."regle" = 1 then q."prixHC" + q."charge"
        else min(q."prixHC" + q."charge", coalesce(q."montantRegle", 0)) end) from "Quitance" q
      where q."DossierId" = d."id" and q."mois" = ${mois}), 0) as "encaisse",
    coalesce((select sum(max(0, q."prixHC" + q."charge" - coalesce(q."montantRegle", 0))) from "Quitance" q
      where q."DossierId" = d."id" and q."regle" = 0 and q."date" <= ${jour}), 0) as "impayes",
    exists (select 1 from "Quitance" q where q."DossierId" = d."id" and q."date" <= ${jour}) as "appeles"
  from "Appartement" a
  left join "Dossier" d on d."id" = (select d2."id" from "Dossier" d2 where d2."AppartementId" = a."id"
    and (d2."dateFinBail" is null or d2."dateFinBail" = '' or d2."dateFinBail" > ${jour})
    order by d2."dateEntree" desc, d2."id" desc limit 1)
  left join "Locataire" l on l."id" = d."LocataireId"
  where a."id" in ${lots(id)} and a."archiveLe" is null
  order by a."adresse", a."id"`;

export interface ReversementLu {
  id: number;
  date: string;
  montant: number;
}

/** The owner's lines of the validated payout batches (a draft is not a payout yet), newest first. */
export const reversementsSql = (id: number) => sql`
  select l."id", r."date", l."montant" from "LigneReversement" l
  join "Reversement" r on r."id" = l."ReversementId"
  where l."ClientId" = ${id} and r."statut" = 'valide'
  order by r."date" desc, l."id" desc`;

export interface DocumentLu {
  type: string;
  libelle: string;
  date: string | null;
  url: string;
}

/** Where an invoice without its PDF yet is fetched from (the space's route makes it). */
const ROUTE_FACTURE = "/api/espace/proprietaire/factures/";

const rempli = (col: string) => sql.raw(`coalesce(${col}, '') <> ''`);

/**
 * The documents of the owner and of their lots: their mandates (the signed copy, else the generated one), the
 * leases, inventories and états des lieux as signed (the resources' signed copies, domain/signed-files.ts), and the
 * agency's invoices to them (their PDF, or the route that makes it). Newest first.
 */
export const documentsSql = (id: number) => sql`
  select * from (
    select 'mandat' as "type",
      case when ${estMandatGestionSql(sql`m."type"`)} then 'Mandat de gestion' else 'Ordre de mission' end
        || coalesce(' n° ' || nullif(m."numeroMandat", ''), '') as "libelle",
      m."dateSignature" as "date", coalesce(nullif(m."ordreMission", ''), g."url") as "url"
    from "Mission" m join "MissionClient" mc on mc."MissionId" = m."id"
    left join "DocumentGenere" g on g."sujet" = 'Mission/' || m."id" || '/ordreMission'
    where mc."ClientId" = ${id} and m."archiveLe" is null
      and coalesce(nullif(m."ordreMission", ''), g."url") is not null
    union all
    select 'bail', 'Bail signé, ' || a."adresse", d."dateDebutBail", d."contratLocation"
    from "Dossier" d join "Appartement" a on a."id" = d."AppartementId"
    where d."AppartementId" in ${lots(id)} and ${rempli(`d."contratLocation"`)}
    union all
    select 'inventaire', 'Inventaire d''entrée signé, ' || a."adresse", d."dateEntree", d."inventaireEntree"
    from "Dossier" d join "Appartement" a on a."id" = d."AppartementId"
    where d."AppartementId" in ${lots(id)} and ${rempli(`d."inventaireEntree"`)}
    union all
    select 'inventaire', 'Inventaire de sortie signé, ' || a."adresse", d."dateSortie", d."inventaireSortie"
    from "Dossier" d join "Appartement" a on a."id" = d."AppartementId"
    where d."AppartementId" in ${lots(id)} and ${rempli(`d."inventaireSortie"`)}
    union all
    select 'etatLieux', 'État des lieux signé, ' || a."adresse", e."date", e."signed"
    from "EtatLieux" e join "Appartement" a on a."id" = e."AppartementId"
    where e."AppartementId" in ${lots(id)} and ${rempli(`e."signed"`)}
    union all
    select 'facture', case when f."avoirDe" is null then 'Facture ' else 'Avoir ' end || f."numero"
        || ' : ' || f."objet", f."date",
      coalesce(g."url", ${ROUTE_FACTURE} || f."id")
    from "Facture" f left join "DocumentGenere" g on g."sujet" = 'Facture/' || f."id"
    where f."ClientId" = ${id}
  ) order by coalesce("date", '') desc, "libelle"`;
