import { type SQL, sql } from "drizzle-orm";
import { MODE_COMPTE_PROPRIETAIRE } from "../../domain/schemas/enums";
import { lignesDepotSql } from "../compte/ledger";

// The agency's events as one row shape (domain/fec/evenements.ts `Evenement`), one branch per source (ADR 035). Each
// branch keeps its own date condition, so every one reads its date index. `jusqua` (the highest ids when the export
// began) holds the file to the ledgers as they were then: their rows are only ever added, with growing ids.

type Periode = (col: string) => SQL;

const colonnes = `src, rang, id, date, nature, libelle, debit, credit, tva, tiers, piece, valide`;

/** The highest id of each append-only source when the export began: read once, or as subqueries in that read. */
export interface Jusqua {
  t: number | SQL;
  p: number | SQL;
  f: number | SQL;
}

const max = (table: string) => sql.raw(`(select coalesce(max(id), 0) from "${table}")`);
export const JUSQUA_MAINTENANT: Jusqua = {
  t: max("Ecriture"),
  p: max("EcritureProprietaire"),
  f: max("Facture"),
};
export const jusquaSql = sql`select ${JUSQUA_MAINTENANT.t} as t, ${JUSQUA_MAINTENANT.p} as p, ${JUSQUA_MAINTENANT.f} as f`;

/**
 * The VAT inside a tenant's letting-fee line (issue 60), at the lease's rate, as domain/money.ts htFromTtc rounds it
 * (SQLite's round() is Math.round for positive amounts, and symmetric for a lowered fee).
 */
const TVA_FRAIS_LOCATAIRE =
  sql.raw(`(e.debit - e.credit) - cast(round((e.debit - e.credit) / (1 + coalesce(
  (select d."fraisDossierTauxTVA" from "Dossier" d where d.id = e."DossierId"), 20) / 100.0)) as integer)`);

// Invoices of letting fees (Facture.DossierId, issue 60) are booked by the ledgers they go with (the tenant's 411,
// the owners' 467, both against 706/44571): the F and R branches leave them out, or the income would count twice.

/** The tenant's lines the FEC books (on 411), as an SQL list: its date index is (type, date). */
const TYPES_411 =
  sql.raw(`('echeance', 'paiement', 'annulation', 'ajustement', 'regularisation', 'depot',
  'honorairesLocation', 'reprise', 'depotDetenu')`);

function branches(periode: Periode, avant: Jusqua): SQL {
  const reglementDate = `json_extract(f."reglement", '$.date')`;
  return sql`
    select 'G' as src, 1 as rang, d.id, d."dateEntree" as date, 'depot' as nature,
      'Dépôt de garantie reçu' as libelle, d."depotGarantie" as debit, 0 as credit, 0 as tva, d.id as tiers,
      'DEP' || d.id as piece, d."createdAt" as valide
    from "Dossier" d where d."depotGarantie" > 0 and ${periode('d."dateEntree"')}
      and not exists (select 1 from "Ecriture" x where x."DossierId" = d.id and x.type in ('depot', 'depotDetenu'))
    union all
    select 'T', 2, e.id, e.date, e.type, e.libelle, e.debit, e.credit,
      case when e.type = 'honorairesLocation' then ${TVA_FRAIS_LOCATAIRE} else 0 end, e."DossierId",
      case when e."PaiementId" is not null then 'PAI' || e."PaiementId"
        when e."QuitanceId" is not null then 'QUI' || e."QuitanceId" else 'ECR' || e.id end, e."createdAt"
    from "Ecriture" e
    where e.type in ${TYPES_411}
      and ${periode("e.date")} and e.id <= ${avant.t}
    union all
    select 'P', 3, p.id, p.date, coalesce(o.type, p.type), p.libelle, p.debit, p.credit, p.tva, p."ClientId",
      'PRO' || p.id, p."createdAt"
    from "EcritureProprietaire" p left join "EcritureProprietaire" o on o.id = p."annuleId"
    where ${periode("p.date")} and p.id <= ${avant.p}
    union all
    select 'F', 4, f.id, f.date, f.prefixe,
      case f.prefixe when 'A' then 'Avoir ' else 'Facture ' end || f.numero || ' : ' || f.objet,
      f."totalTTC", 0, f."totalTVA", coalesce(f."ClientId", 0), f.numero, f."createdAt"
    from "Facture" f where ${periode("f.date")} and f.id <= ${avant.f} and f."DossierId" is null
    union all
    select 'R', 5, f.id, ${sql.raw(reglementDate)}, 'reglement', 'Règlement de la facture ' || f.numero,
      f."totalTTC", 0, 0, coalesce(f."ClientId", 0), f.numero, f."createdAt"
    from "Facture" f
    where f.prefixe = 'F' and ${periode(reglementDate)} and f.id <= ${avant.f} and f."DossierId" is null
      and not (f."AccompteId" is not null
        and coalesce(json_extract(f."reglement", '$.mode'), '') = ${MODE_COMPTE_PROPRIETAIRE})
    union all
    select 'H', 6, r.id, r."dateRestitution", 'restitution', 'Restitution du dépôt de garantie',
      d."depotGarantie", 0, 0, d.id, 'DEP' || d.id, r."updatedAt"
    from "RestitutionDepot" r join "Dossier" d on d.id = r."DossierId"
    where d."depotGarantie" > 0 and r."dateRestitution" is not null and ${periode('r."dateRestitution"')}`;
}

/** The events of [du, au[ in the order of the file: date, then source, then the row's id. */
export const evenementsSql = (du: string, au: string, avant: Jusqua) =>
  sql`select ${sql.raw(colonnes)} from (${branches(
    (col) => sql`${sql.raw(col)} >= ${du} and ${sql.raw(col)} < ${au}`,
    avant,
  )}) order by date, rang, id`;

/** The events before `du`, summed by source, nature and tiers: enough for the opening balances. */
export const anterieursSql = (du: string, avant: Jusqua) =>
  sql`select src, nature, tiers, sum(debit) as debit, sum(credit) as credit, sum(tva) as tva
    from (${branches((col) => sql`${sql.raw(col)} < ${du}`, avant)}) group by src, nature, tiers`;

/**
 * The deposits returned up to `au` (excluded) of leases whose account carries their deposit (issue 39 item 8), each
 * with its account's lines up to the return: what goes back out of 512 is the deposit paid, not the lease's amount.
 */
export const depotsRestituesSql = (au: string) =>
  sql<{ DossierId: number; depotGarantie: number; j: string | null }>`
    select d.id as "DossierId", d."depotGarantie", ${lignesDepotSql(sql`d.id`, sql`r."dateRestitution"`)} as j
    from "RestitutionDepot" r join "Dossier" d on d.id = r."DossierId"
    where d."depotGarantie" > 0 and r."dateRestitution" is not null and r."dateRestitution" < ${au}
      and exists (select 1 from "Ecriture" x where x."DossierId" = d.id and x.type in ('depot', 'depotDetenu'))`;

/**
 * The tenants' lines as the replay reads them (services/compte/ledger.ts rejeuStatement), for the lettering
 * (domain/fec/lettrage.ts): every line dated before `au` (the year's end: a closed year's file keeps its bytes, ADR
 * 067, whatever is paid later) and written before the export began, of each dossier with a line in [du, au[, one
 * JSON array per dossier.
 */
export const comptesLettresSql = (du: string, au: string, avant: Jusqua) =>
  sql<{ DossierId: number; j: string }>`
    select "DossierId", json_group_array(json_array("id", "type", "date", "debit", "credit", "QuitanceId",
      "PaiementId")) as j
    from (select * from "Ecriture" where "DossierId" in (
        select "DossierId" from "Ecriture" where "type" in ${TYPES_411} and "date" >= ${du} and "date" < ${au})
      and "date" < ${au} and "id" <= ${avant.t} order by "DossierId", "id")
    group by "DossierId"`;
