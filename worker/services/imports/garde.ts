import { type SQL, sql } from "drizzle-orm";
import { motifImport } from "./soldes";

// What keeps an import from being undone (issue 61, item 3; ADR 079): a record it created that something else now
// refers to: a receipt (other than its own terms, untouched: ADR 112), a payment, a ledger entry other than the opening balances, another lease on an imported
// apartment or tenant, an owner's entry other than "reprise", an invoice, a document. The undo and the read's
// `annulable` ask the same query: the first reason, in French, naming the record by its reference; null when none.

/** `colonne` (alias."col") names a record this import created. */
const cree = (importId: number, entite: string, colonne: string) =>
  sql`${sql.raw(colonne)} in (select "entiteId" from "ImportElement" where "ImportId" = ${importId} and "entite" = ${entite})`;

/**
 * A term this import made (its due carries the import's motif, termes-reprise.ts) that nobody has touched: neither
 * sent, nor answered, nor chased. The undo takes it back with its lease; any other term keeps the lease.
 */
const termeDeLImport = (importId: number, q: string) =>
  sql`exists (select 1 from "Ecriture" t where t."QuitanceId" = ${sql.raw(q)}."id" and t."type" = 'echeance'
    and t."motif" = ${motifImport(importId)})`;
const intact = (q: string) =>
  sql`${sql.raw(q)}."reponduAt" is null and ${sql.raw(q)}."etapeRelance" = 0
    and not exists (select 1 from "Outbox" o where o."QuitanceId" = ${sql.raw(q)}."id")`;

/**
 * An owner's entry this import's own opening credit wrote (ADR 124: keyed by the negative id of the credit's
 * `reprise` entry, on a lease the import created), or its reversal: the undo reverses those (ADR 153), they do not
 * keep it from being undone.
 */
export const ecritureDeLAvoir = (importId: number, e: string) =>
  sql`(${sql.raw(e)}."PaiementId" < 0 and exists (select 1 from "Ecriture" x
    where x."id" = -${sql.raw(e)}."PaiementId" and x."type" = 'reprise'
      and ${cree(importId, "Dossier", 'x."DossierId"')}))`;

/** One reason's query: its French text when the condition finds a record of the import. */
const raison = (texte: SQL, from: SQL, where: SQL) =>
  sql`select ${texte} r from ${from} where ${where}`;

export function raisonBloquante(importId: number): SQL {
  const d = cree(importId, "Dossier", 'd."id"');
  const a = cree(importId, "Appartement", 'a."id"');
  const l = cree(importId, "Locataire", 'l."id"');
  const c = cree(importId, "Client", 'c."id"');
  const bail = (suite: string) => sql`'Le bail ' || d."reference" || ${suite}`;
  const raisons = [
    // Issue 74, item 6 (ADR 111, 116): the values an update replaced are kept in ImportAvant; an import that updated
    // records it did not keep (one written before them) is not undone rather than half undone.
    raison(
      sql`'Cet import a mis à jour ' || n || case when n > 1 then ' fiches existantes' else ' fiche existante' end
        || ' sans garder leurs valeurs d''avant : l''annuler ne les rétablirait pas, il n''est donc pas annulable.'`,
      sql`(select (select coalesce(sum(j."value"), 0) from json_each(i."misAJour") j) as n,
          (select count(*) from "ImportAvant" v where v."ImportId" = i."id" and v."apres" is not null) as gardes
        from "Import" i where i."id" = ${importId})`,
      sql`n > gardes`,
    ),
    raison(
      bail(" a une quittance envoyée, relancée ou à laquelle le locataire a répondu."),
      sql`"Dossier" d`,
      sql`${d} and exists (select 1 from "Quitance" q where q."DossierId" = d."id" and ${termeDeLImport(importId, "q")}
        and not (${intact("q")}))`,
    ),
    raison(
      bail(" a une quittance."),
      sql`"Dossier" d`,
      sql`${d} and exists (select 1 from "Quitance" q where q."DossierId" = d."id" and not ${termeDeLImport(importId, "q")})`,
    ),
    raison(
      bail(" a un paiement."),
      sql`"Dossier" d`,
      sql`${d} and exists (select 1 from "Paiement" p where p."DossierId" = d."id")`,
    ),
    raison(
      bail(" a des écritures comptables autres que ses soldes de reprise."),
      sql`"Dossier" d`,
      sql`${d} and exists (select 1 from "Ecriture" e where e."DossierId" = d."id" and e."type" not in ('reprise', 'depotDetenu')
        and not (e."type" = 'echeance' and e."motif" = ${motifImport(importId)}))`,
    ),
    raison(
      bail(" a un document."),
      sql`"Dossier" d`,
      sql`${d} and (exists (select 1 from "Fichier" f where f."DossierId" = d."id")
        or exists (select 1 from "DocumentGenere" g where g."DossierId" = d."id"))`,
    ),
    raison(
      sql`'Le lot ' || a."reference" || ' a un bail que l''import n''a pas créé.'`,
      sql`"Appartement" a`,
      sql`${a} and exists (select 1 from "Dossier" x where x."AppartementId" = a."id" and not ${cree(importId, "Dossier", 'x."id"')})`,
    ),
    raison(
      sql`'Le locataire ' || l."reference" || ' a un bail que l''import n''a pas créé.'`,
      sql`"Locataire" l`,
      sql`${l} and exists (select 1 from "Dossier" x where x."LocataireId" = l."id" and not ${cree(importId, "Dossier", 'x."id"')})`,
    ),
    raison(
      sql`'Le propriétaire ' || c."reference" || ' a des écritures autres que son solde de reprise.'`,
      sql`"Client" c`,
      sql`${c} and exists (select 1 from "EcritureProprietaire" e where e."ClientId" = c."id" and e."type" <> 'reprise'
        and not ${ecritureDeLAvoir(importId, "e")})`,
    ),
    raison(
      sql`'Le propriétaire ' || c."reference" || ' a une facture ou une quittance.'`,
      sql`"Client" c`,
      sql`${c} and (exists (select 1 from "Facture" f where f."ClientId" = c."id")
        or exists (select 1 from "Quitance" q where q."ClientId" = c."id" and not ${termeDeLImport(importId, "q")}))`,
    ),
    raison(
      sql`'Le propriétaire ' || c."reference" || ' possède un lot que l''import n''a pas créé.'`,
      sql`"Client" c`,
      sql`${c} and exists (select 1 from "AppartementProprietaire" x where x."ClientId" = c."id" and not ${cree(importId, "Appartement", 'x."AppartementId"')})`,
    ),
  ];
  return sql`select r from (${sql.join(raisons, sql` union all `)}) limit 1`;
}
