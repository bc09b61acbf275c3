import { type SQL, sql } from "drizzle-orm";
import type { Vendeur } from "../../domain/factures/parties";
import {
  MODE_REGLEMENT_BAILLEUR,
  MODE_REGLEMENT_LOCATAIRE,
  objetFacture,
} from "../../domain/honoraires-location/honoraires";
import type { Ports } from "../../ports";
import { ACHETEUR_SQL, factureStatement, jourFr } from "../factures/emettre";

// The invoices of a lease's letting fees (issue 60 item 1, ADR 074): one to the owners for the landlord's share,
// one to the tenant for the tenant's share, numbered and printed (Factur-X) as every invoice (services/factures);
// Facture.DossierId names the lease. Each is issued once: the INSERT selects nothing while the lease has a standing
// invoice of that share (one not cancelled by a credit note). Their amounts are booked in the FEC by the ledgers
// they go with (the tenant's 411, the owners' 467), never as an invoice of their own (services/fec/sql.ts).

type Part = "bailleur" | "locataire";

/** No invoice of this share of the lease `s` stands. */
const sansFacture = (part: Part) =>
  sql`not exists (select 1 from "Facture" f where f."DossierId" = s.id and f.prefixe = 'F'
    and f.objet like ${`${objetFacture(part)}%`}
    and not exists (select 1 from "Facture" av where av."avoirDe" = f.id))`;

/** The object: whose share, of which lease, for which dwelling. */
const objet = (part: Part) =>
  sql`${objetFacture(part)} || ' : bail n° ' || s.id || ' du ' || ${jourFr('coalesce(s."dateDebutBail", s."dateEntree")')}
    || ', ' || a."adresse" || ', ' || a."codePostal" || ' ' || a."ville"`;

/** HT from the TTC at the lease's rate, as domain/money.ts htFromTtc rounds it. */
const ht = (ttc: string) =>
  sql.raw(`cast(round(${ttc} / (1 + s."fraisDossierTauxTVA" / 100.0)) as integer)`);

/**
 * The owners' invoice: addressed to every owner of the apartment ("A et B" for co-owners), at the contact owner's
 * address (else the first owner's), whose client it is; paid by the debit of their accounts, on `paye`.
 */
export const factureBailleurStatement = (
  ports: Ports,
  dossier: SQL,
  vendeur: Vendeur,
  paye: string,
) =>
  factureStatement(
    ports,
    "DossierId",
    {
      objet: objet("bailleur"),
      tva: sql`s."fraisDossierTauxTVA"`,
      ht: ht(`s."honorairesBailleurTTC"`),
      ttc: sql`s."honorairesBailleurTTC"`,
      paye: sql`${paye}`,
      mode: sql`${MODE_REGLEMENT_BAILLEUR}`,
      acheteur: sql`json_set(${ACHETEUR_SQL}, '$.nom', (select group_concat(n, ' et ') from (
        select coalesce(nullif(o."raisonSociale", ''),
          trim(coalesce(o.titre, '') || ' ' || coalesce(o.prenom, '') || ' ' || o.nom)) as n
        from "AppartementProprietaire" ap join "Client" o on o.id = ap."ClientId"
        where ap."AppartementId" = a.id order by ap."ClientId")))`,
    },
    sql`"Dossier" s
    join "Appartement" a on a.id = s."AppartementId"
    join "Client" c on c.id = coalesce(
      (select ap."ClientId" from "AppartementProprietaire" ap
        where ap."AppartementId" = a.id and ap."ClientId" = a."defaultContact"),
      (select min(ap."ClientId") from "AppartementProprietaire" ap where ap."AppartementId" = a.id))
    where s.id = ${dossier} and s."honorairesBailleurTTC" > 0 and ${sansFacture("bailleur")}`,
    vendeur,
  );

/**
 * The tenant's invoice: to the tenant at the let dwelling, due on the tenant's account (its line is the move-in
 * charge, domain/compte/emmenagement.ts); no client row (ClientId null).
 */
export const factureLocataireStatement = (ports: Ports, dossier: SQL, vendeur: Vendeur) =>
  factureStatement(
    ports,
    "DossierId",
    {
      objet: objet("locataire"),
      tva: sql`s."fraisDossierTauxTVA"`,
      ht: sql`s."fraisDossierHT"`,
      ttc: sql`s."fraisDossierTTC"`,
      paye: sql`null`,
      mode: sql`${MODE_REGLEMENT_LOCATAIRE}`,
      client: sql`null`,
      acheteur: sql`json_object('nom', trim(coalesce(l.titre, '') || ' ' || l.prenom || ' ' || l.nom),
        'adresse', a."adresse", 'codePostal', a."codePostal", 'ville', a."ville", 'siren', '')`,
    },
    sql`"Dossier" s
    join "Appartement" a on a.id = s."AppartementId"
    join "Locataire" l on l.id = s."LocataireId"
    where s.id = ${dossier} and s."fraisDossierTTC" > 0 and ${sansFacture("locataire")}`,
    vendeur,
  );
