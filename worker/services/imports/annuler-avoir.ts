import { type SQL, sql } from "drizzle-orm";
import { ecritureDeLAvoir } from "./garde";

// Undoing an import whose tenant's opening credit paid a term (issue 74, ADR 153). That credit was the owners' rent
// (ADR 124): entries of their accounts, which are never updated nor deleted. The undo reverses each by an
// `annulation` of the same date (the account nets to 0 at every date, as the replay's reversals do), then keeps what
// those entries name, archived rather than deleted (money outlives records, ADR 038): the owners and the lot. The
// statements run in the undo's own transaction, before its deletes.

/** The owners' entries that name `colonne` (alias."col") other than their opening balance. */
const nommePar = (colonne: string, champ: "ClientId" | "AppartementId") =>
  sql`exists (select 1 from "EcritureProprietaire" e where e.${sql.raw(`"${champ}"`)} = ${sql.raw(colonne)}
    and e."type" <> 'reprise')`;

/** A record the undo keeps, archived: an owner or a lot an owner's entry names (beside its opening balance). */
export const garde = {
  Client: nommePar('"Client"."id"', "ClientId"),
  Appartement: nommePar('"Appartement"."id"', "AppartementId"),
};

export function annulerAvoirStatements(
  importId: number,
  crees: (entite: string) => SQL,
  par: string,
  jour: string,
  now: string,
): SQL[] {
  return [
    sql`insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit", "tva",
        "AppartementId", "DossierId", "PaiementId", "QuitanceId", "annuleId", "motif", "auteur", "createdAt")
      select e."ClientId", 'annulation', e."date", 'Annulation : ' || e."libelle", e."credit", e."debit", -e."tva",
        e."AppartementId", e."DossierId", e."PaiementId", e."QuitanceId", e."id",
        ${`Annulation de l'import n° ${importId}`}, ${par}, ${now}
      from "EcritureProprietaire" e
      where e."type" <> 'annulation' and ${ecritureDeLAvoir(importId, "e")}
        and not exists (select 1 from "EcritureProprietaire" a where a."annuleId" = e."id")`,
    sql`update "Client" set "archiveLe" = coalesce("archiveLe", ${jour}), "updatedAt" = ${now}
      where "id" in ${crees("Client")} and ${garde.Client}`,
    sql`update "Appartement" set "archiveLe" = coalesce("archiveLe", ${jour}), "updatedAt" = ${now}
      where "id" in ${crees("Appartement")} and ${garde.Appartement}`,
  ];
}

/** Whether an owner's entry of the import's opening credit exists: the statements above are then needed. */
export const avoirDepense = (importId: number) =>
  sql<number>`exists (select 1 from "EcritureProprietaire" e where ${ecritureDeLAvoir(importId, "e")})`;
