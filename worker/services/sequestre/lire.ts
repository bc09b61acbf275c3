import { sql } from "drizzle-orm";
import {
  Appartement,
  Client,
  CompteBancaire,
  Dossier,
  Ecriture,
  EcritureProprietaire,
  Locataire,
  ReleveBancaire,
  RestitutionDepot,
} from "../../db/schema";
import type { Ports } from "../../ports";
import { depotPaye, lignesDepotSql } from "../compte/ledger";
import {
  representation,
  type DepotDetenu,
  type ReleveSequestre,
  type SoldeMandant,
} from "../../domain/sequestre/representation";

// The reads of the trust-account check (ADR 034): ONE statement (one round trip on the edge with the session's
// check), each part a JSON array built by SQLite from sums in cents; the rules are the domain's.

/** "Prénom Nom" in SQL, as the documents print a person. */
const personne = (t: string) => sql.raw(`trim(coalesce(${t}."prenom", '') || ' ' || ${t}."nom")`);

export const sequestreStatement = (ports: Ports, au: string) =>
  ports.db.all<{ mandants: string; depots: string; comptes: string; releve: string | null }>(sql`
    select
      (select json_group_array(json_array(s."ClientId", ${personne("c")}, s."solde")) from (
         select ${EcritureProprietaire.ClientId} as "ClientId",
                sum(${EcritureProprietaire.credit} - ${EcritureProprietaire.debit}) as "solde"
         from ${EcritureProprietaire} where ${EcritureProprietaire.date} <= ${au}
         group by ${EcritureProprietaire.ClientId} having "solde" > 0) s
       join ${Client} c on c."id" = s."ClientId" order by c."nom", c."id") as "mandants",
      (select json_group_array(json_array(d."id", ${personne("l")},
                trim(a."adresse" || ', ' || a."codePostal" || ' ' || a."ville"), d."depotGarantie",
                -- A lease whose account carries its deposit (issue 39 item 8): its lines, replayed below.
                json(${lignesDepotSql(sql`d."id"`, au)})))
       from ${Dossier} d
       join ${Locataire} l on l."id" = d."LocataireId"
       join ${Appartement} a on a."id" = d."AppartementId"
       where d."depotGarantie" > 0 and d."dateEntree" <= ${au}
         and not exists (select 1 from ${RestitutionDepot} r where r."DossierId" = d."id"
                         and coalesce(r."dateRestitution", '') <> '' and r."dateRestitution" <= ${au})
       order by d."id") as "depots",
      (select json_group_array(json_array(s."DossierId", ${personne("l")}, s."solde")) from (
         select ${Ecriture.DossierId} as "DossierId", sum(${Ecriture.debit} - ${Ecriture.credit}) as "solde"
         from ${Ecriture} where ${Ecriture.date} <= ${au}
         group by ${Ecriture.DossierId} having "solde" < 0) s
       join ${Dossier} d on d."id" = s."DossierId"
       join ${Locataire} l on l."id" = d."LocataireId" order by s."DossierId") as "comptes",
      (select json_array(k."id",
                json((select json_array(r."au", r."soldeFinal") from ${ReleveBancaire} r
                 where r."compteId" = k."id" and r."au" <= ${au} and r."soldeFinal" is not null
                 order by r."au" desc, r."id" desc limit 1)))
       from ${CompteBancaire} k where k."sequestre" = 1 order by k."id" limit 1) as "releve"`);

type Answer = Awaited<ReturnType<typeof sequestreStatement>>;

/** The statement's answer as the domain's check (cents). */
export function representationDe(answer: Answer) {
  const row = answer[0];
  // JSON.parse gives any: the statement built each array as written above.
  const mandants: SoldeMandant[] = JSON.parse(row?.mandants ?? "[]").map(
    ([ClientId, nom, solde]: [number, string, number]) => ({ ClientId, nom, solde }),
  );
  const depots: DepotDetenu[] = JSON.parse(row?.depots ?? "[]").map(
    ([DossierId, locataire, adresse, depot, lignes]: [
      number,
      string,
      string,
      number,
      unknown[] | null,
    ]) => ({
      DossierId,
      locataire,
      adresse,
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
  return representation(mandants, depots, comptes, releve);
}

export const lireRepresentation = async (ports: Ports, au: string) =>
  representationDe(await sequestreStatement(ports, au));
