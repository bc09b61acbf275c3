import { sql } from "drizzle-orm";
import {
  AgenceParametres,
  Appartement,
  Client,
  CompteBancaire,
  Dossier,
  Ecriture,
  EcritureProprietaire,
  LigneBancaire,
  LignePaiementPrime,
  Locataire,
  PaiementFournisseur,
  PrimeGli,
  RecuperationAssureur,
  ReleveBancaire,
  RestitutionDepot,
  ReversementRecuperation,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { depotPaye, lignesDepotSql } from "../compte/ledger";
import {
  representation,
  type DepotDetenu,
  type ReleveSequestre,
  type SoldeMandant,
} from "../../domain/sequestre/representation";
import { explication } from "../../domain/sequestre/explication";
import { repriseEnAttente } from "../imports/reprise-en-attente";
import { creanceDIndemnite } from "../garanties/indemnite-annulee";

// The reads of the trust-account check (ADR 034): ONE statement (one round trip on the edge with the session's
// check), each part a JSON array built by SQLite from sums in cents; the rules are the domain's.

/** "Prénom Nom" in SQL, as the documents print a person. */
const personne = (t: string) =>
  sql.raw(
    t === "c"
      ? `coalesce(nullif(c."raisonSociale", ''), trim(coalesce(c."prenom", '') || ' ' || c."nom"))`
      : `trim(coalesce(${t}."prenom", '') || ' ' || ${t}."nom")`,
  );

/**
 * The trust account: the one marked, or else the one whose number is the trust IBAN of the agency's settings
 * (issue 60 items 5 and 9), so that the check reads it before anyone marks it by hand.
 */
export const compteSequestreSql = sql`(select k."id" from ${CompteBancaire} k
  where k."sequestre" = 1 or (k."numero" is not null and k."numero" = (
    select upper(replace(p."iban", ' ', '')) from ${AgenceParametres} p where p."iban" <> '' order by p."id" limit 1))
  order by k."sequestre" desc, k."id" limit 1)`;

/** Each owner's balance on the day, those of one sign (">" in credit, "<" in debit), with their name. */
const soldesSql = (au: string, signe: ">" | "<", now: string) => sql`
  (select json_group_array(json_array(s."ClientId", ${personne("c")}, s."solde")) from (
     select ${EcritureProprietaire.ClientId} as "ClientId",
            sum(${EcritureProprietaire.credit} - ${EcritureProprietaire.debit}) as "solde"
     from ${EcritureProprietaire} where ${EcritureProprietaire.date} <= ${au}
       and not ${repriseEnAttente("EcritureProprietaire", now)}
     group by ${EcritureProprietaire.ClientId} having "solde" ${sql.raw(signe)} 0) s
   join ${Client} c on c."id" = s."ClientId" order by c."nom", c."id")`;

/**
 * Each owner's fees earned up to the day, net of their annulations: management fees, letting fees and mission
 * instalments debited on the account are the agency's money (issue 60 item 5).
 */
const honorairesSql = (au: string) => sql`
  (select json_group_array(json_array(h."ClientId", ${personne("c")}, h."montant")) from (
     select e."ClientId", sum(e."debit" - e."credit") as "montant"
     from ${EcritureProprietaire} e left join ${EcritureProprietaire} o on o."id" = e."annuleId"
     where e."date" <= ${au} and coalesce(o."type", e."type") in ('honoraires', 'honorairesLocation', 'acompte')
     group by e."ClientId" having "montant" <> 0) h
   join ${Client} c on c."id" = h."ClientId" order by c."nom", c."id")`;

/** The fees transferred to the agency: the trust account's debits up to the day whose label names "honoraires". */
const prelevesSql = (au: string) => sql`
  (select coalesce(sum(-b."montant"), 0) from ${LigneBancaire} b
   where b."compteId" = ${compteSequestreSql} and b."montant" < 0 and b."date" <= ${au}
     and lower(b."libelle") like '%honoraire%')`;

/**
 * The opening balances of imports still « à vérifier » (ADR 113), shown apart: owed to owners (their net balance),
 * to tenants (their credits: what the check would count), and the deposits declared held, in cents. The owners'
 * entries of a credit already spent on a term (ADR 124) are held apart too but not shown: the credit is, once.
 */
const attenteSql = (au: string, now: string) => sql`json_array(
    (select coalesce(sum(e."credit" - e."debit"), 0) from ${EcritureProprietaire} e
      where e."date" <= ${au} and e."type" = 'reprise' and ${repriseEnAttente("e", now)}),
    (select coalesce(sum(e."credit"), 0) from ${Ecriture} e
      where e."date" <= ${au} and e."type" = 'reprise' and ${repriseEnAttente("e", now)}),
    (select coalesce(sum(e."credit"), 0) from ${Ecriture} e
      where e."date" <= ${au} and e."type" = 'depotDetenu' and ${repriseEnAttente("e", now)}))`;

/**
 * The GLI premiums owed to insurers on the day (ADR 122): written with each term and debited on its owners, they
 * stay on the trust account until paid. The quarters paid by a validated supplier batch dated by then leave the
 * sum (ADR 128): the money left the account that day.
 */
const primesSql = (au: string) => sql`
  ((select coalesce(sum(p."prime"), 0) from ${PrimeGli} p where p."date" <= ${au})
   - (select coalesce(sum(y."montant"), 0) from ${LignePaiementPrime} y
      join ${PaiementFournisseur} b on b."id" = y."PaiementFournisseurId"
      where b."statut" = 'valide' and b."date" <= ${au}))`;

/**
 * The tenants' payments of the insurers' claims (ADR 130), owed to the insurers until transferred (ADR 136): by a
 * validated supplier batch dated by the day, or by a manual transfer (Visale) made by the day. ADR 170: a claim an
 * indemnity's cancellation left is no liability of the account's (the tenant's money came in and left); it comes
 * back as the tenant's payment, counted by the owners' balances: neither it nor its settling line counts here.
 */
const recuperationsSql = (au: string) => sql`
  ((select coalesce(sum(r."montant"), 0) from ${RecuperationAssureur} r where r."date" <= ${au}
      and not ${creanceDIndemnite()})
   - (select coalesce(sum(v."montant"), 0) from ${ReversementRecuperation} v
      left join ${PaiementFournisseur} b on b."id" = v."PaiementFournisseurId"
      where ((b."statut" = 'valide' and b."date" <= ${au}) or v."virementLe" <= ${au})
        and not exists (select 1 from ${RecuperationAssureur} r where r."id" = v."RecuperationAssureurId"
          and ${creanceDIndemnite()})))`;

export const sequestreStatement = (
  ports: Ports,
  au: string,
  // The delay mode's balances count once their delay is over (ADR 132).
  now = ports.clock.now().toISOString(),
) =>
  ports.db.all<{
    mandants: string;
    avances: string;
    honoraires: string;
    preleves: number;
    depots: string;
    comptes: string;
    releve: string | null;
    attente: string;
    primes: number;
    recuperations: number;
  }>(sql`
    select
      ${soldesSql(au, ">", now)} as "mandants",
      ${soldesSql(au, "<", now)} as "avances",
      ${honorairesSql(au)} as "honoraires",
      ${prelevesSql(au)} as "preleves",
      (select json_group_array(json_array(d."id", ${personne("l")},
                trim(a."adresse" || ', ' || a."codePostal" || ' ' || a."ville"), d."depotGarantie",
                d."depotConserveParProprietaire",
                -- A lease whose account carries its deposit (issue 39 item 8): its lines, replayed below.
                json(${lignesDepotSql(sql`d."id"`, au)})))
       from ${Dossier} d
       join ${Locataire} l on l."id" = d."LocataireId"
       join ${Appartement} a on a."id" = d."AppartementId"
       -- An imported lease's deposit held (ADR 080) counts whatever the lease's amount says.
       where (d."depotGarantie" > 0 or exists (select 1 from ${Ecriture} x
                where x."DossierId" = d."id" and x."type" = 'depotDetenu' and x."date" <= ${au}))
         and d."dateEntree" <= ${au}
         -- An import's deposit held waits apart until a second person confirms its balances (ADR 113).
         and not exists (select 1 from ${Ecriture} x where x."DossierId" = d."id" and ${repriseEnAttente("x", now)})
         and not exists (select 1 from ${RestitutionDepot} r where r."DossierId" = d."id"
                         and coalesce(r."dateRestitution", '') <> '' and r."dateRestitution" <= ${au})
       order by d."id") as "depots",
      (select json_group_array(json_array(s."DossierId", ${personne("l")}, s."solde")) from (
         select ${Ecriture.DossierId} as "DossierId", sum(${Ecriture.debit} - ${Ecriture.credit}) as "solde"
         from ${Ecriture} where ${Ecriture.date} <= ${au} and not ${repriseEnAttente("Ecriture", now)}
         group by ${Ecriture.DossierId} having "solde" < 0) s
       join ${Dossier} d on d."id" = s."DossierId"
       join ${Locataire} l on l."id" = d."LocataireId" order by s."DossierId") as "comptes",
      (select json_array(k."id",
                json((select json_array(r."au", r."soldeFinal") from ${ReleveBancaire} r
                 where r."compteId" = k."id" and r."au" <= ${au} and r."soldeFinal" is not null
                 order by r."au" desc, r."id" desc limit 1)))
       from ${CompteBancaire} k where k."id" = ${compteSequestreSql}) as "releve",
      ${attenteSql(au, now)} as "attente",
      ${primesSql(au)} as "primes",
      ${recuperationsSql(au)} as "recuperations"`);

type Answer = Awaited<ReturnType<typeof sequestreStatement>>;

/** The statement's answer as the domain's check (cents). */
export function representationDe(answer: Answer) {
  const row = answer[0];
  // JSON.parse gives any: the statement built each array as written above.
  const mandants: SoldeMandant[] = JSON.parse(row?.mandants ?? "[]").map(
    ([ClientId, nom, solde]: [number, string, number]) => ({ ClientId, nom, solde }),
  );
  const depots: DepotDetenu[] = JSON.parse(row?.depots ?? "[]").map(
    ([DossierId, locataire, adresse, depot, proprietaire, lignes]: [
      number,
      string,
      string,
      number,
      number,
      unknown[] | null,
    ]) => ({
      DossierId,
      locataire,
      adresse,
      proprietaire: proprietaire === 1,
      // The deposit paid of the account's deposit line; the lease's amount for a lease without one.
      depot: depotPaye(lignes ? JSON.stringify(lignes) : null, depot),
    }),
  );
  const comptes = JSON.parse(row?.comptes ?? "[]").map(
    ([DossierId, locataire, solde]: [number, string, number]) => ({ DossierId, locataire, solde }),
  );
  const k: [number, [string | null, number] | null] | null = row?.releve
    ? JSON.parse(row.releve)
    : null;
  const releve: ReleveSequestre | null = k
    ? { CompteBancaireId: k[0], dateReleve: k[1]?.[0] ?? null, soldeFinal: k[1]?.[1] ?? null }
    : null;
  const r = representation(
    mandants,
    depots,
    comptes,
    releve,
    row?.primes ?? 0,
    row?.recuperations ?? 0,
  );
  const parse = (json: string | undefined) =>
    JSON.parse(json ?? "[]").map(([ClientId, nom, montant]: [number, string, number]) => ({
      ClientId,
      nom,
      solde: montant,
      montant,
    }));
  const [proprietaires = 0, locataires = 0, depotsEnAttente = 0]: number[] = JSON.parse(
    row?.attente ?? "[]",
  );
  return {
    ...r,
    ...explication(parse(row?.avances), parse(row?.honoraires), row?.preleves ?? 0, r.ecart),
    repriseAVerifier: { proprietaires, locataires, depots: depotsEnAttente },
  };
}

export const lireRepresentation = async (ports: Ports, au: string) =>
  representationDe(await sequestreStatement(ports, au));
