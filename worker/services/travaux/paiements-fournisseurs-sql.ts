import { type SQL, sql } from "drizzle-orm";
import { NATURES_FACTURE } from "../../domain/travaux/facture-schemas";
import { MSG_DECENNALE_NON_LEVEE } from "../../domain/travaux/messages";
import {
  MSG_ASSUREUR_SANS_FOURNISSEUR,
  MSG_CREANCE_EN_ATTENTE,
  MSG_FONDS_INSUFFISANTS,
  MSG_FOURNISSEUR_SANS_IBAN,
  MSG_IBAN_FOURNISSEUR_A_VERIFIER,
} from "../../domain/travaux/paiements-fournisseurs";
import {
  creanceSurAssureur,
  horsReversement,
  sansIndemnite,
} from "../garanties/annulation-recuperation";
import { repriseEnAttente } from "../imports/reprise-en-attente";
import { partArrondie, partExacte, quotesPartsDesLots } from "../proprietaire/repartition-sql";
import { MSG_A_VENTILER } from "../../domain/travaux/ventilation";
import { decennaleEnRegleSql } from "./sql";

// The SQL of the supplier batches (issue 76 item 5, ADR 121 and 128): what is payable and why the rest waits, the
// owners' funds of a lot, the owners' debits written by the validation, the insurers' quarterly premiums.

/** What the owners of the lot `lot` (a column) hold now, their imported balances still unconfirmed aside. */
export const fondsDuLot = (
  lot: string,
  now: string,
) => sql`coalesce((select sum(e."credit" - e."debit") from "EcritureProprietaire" e
    where e."ClientId" in (select o."ClientId" from "AppartementProprietaire" o where o."AppartementId" = ${sql.raw(lot)})
      and not ${repriseEnAttente("e", now)}), 0)`;

/** What the other drafts already hold for the lot of invoice `f`: their invoices' whole amounts. */
const autresBrouillons = (
  cle: string,
) => sql`coalesce((select sum(g."montant") from "LignePaiementFournisseur" x
    join "PaiementFournisseur" p on p."id" = x."PaiementFournisseurId"
    join "FactureFournisseur" g on g."id" = x."FactureFournisseurId"
    where p."statut" = 'brouillon' and p."cle" <> ${cle} and g."AppartementId" = f."AppartementId"), 0)`;

/**
 * Every invoice still to pay, with why it waits (motif) or null when payable. Since the owners are debited when the
 * payment leaves (ADR 128), the lot's funds must cover the invoice's whole amount (their share and the tenant's,
 * advanced), the invoices of one lot counted in turn (by id) with what the other drafts hold.
 */
export function candidatsSql(cle: string, now: string): SQL {
  return sql`select *, case when motif0 is not null then motif0
      when fonds - ${autresBrouillons(cle)} < cumul then ${MSG_FONDS_INSUFFISANTS} end as motif
    from (select *, sum(case when motif0 is null then "montant" else 0 end)
        over (partition by "AppartementId" order by "FactureFournisseurId") as cumul
      from (select f."id" as "FactureFournisseurId", f."numero", f."FournisseurId", f."InterventionId",
          f."AppartementId", s."raisonSociale" as nom, s."iban", s."bic", f."montant", ${fondsDuLot(`f."AppartementId"`, now)} as fonds,
          case when f."aVentiler" then ${MSG_A_VENTILER}
            when nullif(trim(coalesce(s."iban", '')), '') is null then ${MSG_FOURNISSEUR_SANS_IBAN}
            when s."ibanStatut" <> 'verifie' then ${MSG_IBAN_FOURNISSEUR_A_VERIFIER}
            when not ${decennaleEnRegleSql("i")} then ${MSG_DECENNALE_NON_LEVEE} end as motif0
        from "FactureFournisseur" f
        join "Intervention" i on i."id" = f."InterventionId" and i."etat" = 'facturee'
        join "Fournisseur" s on s."id" = f."FournisseurId"
        where not exists (select 1 from "LignePaiementFournisseur" x where x."FactureFournisseurId" = f."id")) f) f`;
}

/** A premium's quarter, AAAA-Tn (the bordereau's code), and the quarter's last month, AAAA-MM. */
const trimestreDe = (mois: string) =>
  sql.raw(`(substr(${mois}, 1, 4) || '-T' || ((cast(substr(${mois}, 6, 2) as integer) + 2) / 3))`);
const finDuTrimestre = (mois: string) =>
  sql.raw(
    `(substr(${mois}, 1, 4) || '-' || printf('%02d', ((cast(substr(${mois}, 6, 2) as integer) + 2) / 3) * 3))`,
  );

/**
 * The GLI premiums owed to each insurer by contract and quarter, for a batch dated `date`: the quarters ended before
 * the batch's month, not yet in a batch; why one waits (motif) or null when payable.
 */
export function primesCandidatesSql(date: string): SQL {
  return sql`select c."id" as "ContratGliId", ${trimestreDe(`p."mois"`)} as trimestre, c."FournisseurId",
      coalesce(s."raisonSociale", c."assureur") as nom, s."iban", s."bic", sum(p."prime") as "montant",
      case when s."id" is null then ${MSG_ASSUREUR_SANS_FOURNISSEUR}
        when nullif(trim(coalesce(s."iban", '')), '') is null then ${MSG_FOURNISSEUR_SANS_IBAN}
        when s."ibanStatut" <> 'verifie' then ${MSG_IBAN_FOURNISSEUR_A_VERIFIER} end as motif
    from "PrimeGli" p
    join "ContratGli" c on c."id" = p."ContratGliId"
    left join "Fournisseur" s on s."id" = c."FournisseurId"
    where ${finDuTrimestre(`p."mois"`)} < substr(${date}, 1, 7)
      and not exists (select 1 from "LignePaiementPrime" y
        where y."ContratGliId" = c."id" and y."trimestre" = ${trimestreDe(`p."mois"`)})
    group by c."id", ${trimestreDe(`p."mois"`)}
    having sum(p."prime") > 0`;
}

/**
 * The tenants' payments of a GLI insurer's claim not yet transferred (RecuperationAssureur, ADR 130 and 136), by the
 * lease's GLI contract, for a batch dated `date`: one line each, paid to the contract's insurer; why one waits (motif)
 * or null when payable; a reversed recovery and its reversal never leave (ADR 157). Visale's have no contract: they
 * are transferred by hand (services/garanties/reversements.ts). ADR 166: the reversal of a recovery already
 * transferred is a negative line, deducted from the same insurer's transfer of this batch, and only while that
 * insurer's positive lines cover it (the claims in their order): a claim larger than the transfer waits whole for
 * the next batch.
 */
export function recuperationsCandidatesSql(date: string): SQL {
  return sql`select "RecuperationAssureurId", "ContratGliId", "FournisseurId", nom, iban, bic, "montant",
      "numeroContrat", case when motif0 is null and "montant" < 0
        and sum(case when motif0 is null and "montant" > 0 then "montant" else 0 end)
            over (partition by "FournisseurId")
          + sum(case when "montant" < 0 then "montant" else 0 end)
            over (partition by "FournisseurId" order by "RecuperationAssureurId" rows unbounded preceding) < 0
        then ${MSG_CREANCE_EN_ATTENTE} else motif0 end as motif
    from (select r."id" as "RecuperationAssureurId", c."id" as "ContratGliId", c."FournisseurId",
      coalesce(s."raisonSociale", c."assureur") as nom, s."iban", s."bic", r."montant", c."numeroContrat",
      case when s."id" is null then ${MSG_ASSUREUR_SANS_FOURNISSEUR}
        when nullif(trim(coalesce(s."iban", '')), '') is null then ${MSG_FOURNISSEUR_SANS_IBAN}
        when s."ibanStatut" <> 'verifie' then ${MSG_IBAN_FOURNISSEUR_A_VERIFIER} end as motif0
    from "RecuperationAssureur" r
    join "GarantieDossier" g on g."DossierId" = r."DossierId" and g."type" = 'gli'
    join "ContratGli" c on c."id" = g."ContratGliId"
    left join "Fournisseur" s on s."id" = c."FournisseurId"
    where r."date" <= ${date}
      and ((not ${horsReversement()} and not ${sansIndemnite()}) or ${creanceSurAssureur()})
      and not exists (select 1 from "ReversementRecuperation" v where v."RecuperationAssureurId" = r."id"))`;
}

/**
 * The lines of batch `id` whose lot's owners no longer hold the lot's lines' whole amount, read when it is
 * validated: they leave the batch (ADR 128). A lot's lines leave together.
 */
export const lignesACourt = (
  id: number,
  now: string,
) => sql`select x."id", x."FactureFournisseurId", x."numero", x."nom"
  from "LignePaiementFournisseur" x join "FactureFournisseur" f on f."id" = x."FactureFournisseurId"
  where x."PaiementFournisseurId" = ${id} and ${fondsDuLot(`f."AppartementId"`, now)} < (select sum(g."montant")
    from "FactureFournisseur" g join "LignePaiementFournisseur" y on y."FactureFournisseurId" = g."id"
    where g."AppartementId" = f."AppartementId" and y."PaiementFournisseurId" = ${id})`;

/**
 * The owners' debits of the invoices the validation keyed `cle` pays (ADR 128): each line charged to the owners,
 * split by their shares, dated the batch's day (the day the money leaves), labelled with the supplier and number as
 * the compte-rendu lists them. Written once: only the validation that set `cle` finds its batch.
 */
export const debitsProprietairesSql = (id: number, cle: string, par: string, now: string) =>
  sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit", "tva",
      "natureCharge", "AppartementId", "auteur", "createdAt")
    select "ClientId", 'depense', jour, libelle, montant, 0, 0, nature, "AppartementId", ${par}, ${now}
    from (select *, ${partExacte} as montant from (
      select o."ClientId", p."date" as jour, f."AppartementId",
        'Facture ' || s."raisonSociale" || ' n° ' || f."numero"
          || coalesce(' : ' || nullif(json_extract(l.value, '$.libelle'), ''), '') as libelle,
        case json_extract(l.value, '$.nature') when 'travaux' then ${NATURES_FACTURE.travaux}
          else ${NATURES_FACTURE.entretien} end as nature,
        json_extract(l.value, '$.montant') as total,
        f."id" || '-' || l.key as cle,
        ${partArrondie(sql`json_extract(l.value, '$.montant')`)} as r,
        row_number() over (partition by f."id", l.key order by o."ClientId" desc) as rang
      from "PaiementFournisseur" p
      join "LignePaiementFournisseur" x on x."PaiementFournisseurId" = p."id"
      join "FactureFournisseur" f on f."id" = x."FactureFournisseurId"
      join "Fournisseur" s on s."id" = f."FournisseurId"
      join json_each(f."lignes") l
      join "AppartementProprietaire" o on o."AppartementId" = f."AppartementId"
      join ${quotesPartsDesLots} t on t.aid = f."AppartementId"
      where p."id" = ${id} and p."cleValidation" = ${cle}
        and json_extract(l.value, '$.imputation') = 'proprietaires'))
    where montant <> 0`;
