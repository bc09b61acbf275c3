import { motifImport } from "./soldes";
import { type SQL, sql } from "drizzle-orm";
import type { EntiteImport } from "../../db/schema";
import type { Feuille } from "../../domain/imports/colonnes";

// The import's own rows in its write batch (issue 61, ADR 079): the records it created, found again by the
// import's instant (their createdAt: upsert.ts), kept in ImportElement for the undo; its counts, read in SQL from what
// the batch wrote, so they are what happened, not what the check foresaw.

export const ENTITE: Readonly<Partial<Record<Feuille, EntiteImport>>> = {
  Proprietaires: "Client",
  Appartements: "Appartement",
  Locataires: "Locataire",
  Baux: "Dossier",
  Garants: "Caution",
  Mandats: "Mission",
};

const table = (e: EntiteImport) => sql.raw(`"${e}"`);

/** The created records of the sheets given, one statement. */
export function elementsStatement(
  importId: number,
  feuilles: readonly Feuille[],
  instant: string,
): SQL | null {
  const entites = feuilles.flatMap((f) => (ENTITE[f] ? [ENTITE[f]] : []));
  if (!entites.length) return null;
  const selects = entites.map(
    (e) =>
      sql`select ${importId}, ${e}, "id" from ${table(e)} where "createdAt" = ${instant} and "reference" is not null`,
  );
  return sql`insert into "ImportElement" ("ImportId", "entite", "entiteId") ${sql.join(selects, sql` union all `)}`;
}

/** The import's row closed: its counts by sheet, read from what the batch wrote. */
export function termineStatement(p: {
  importId: number;
  feuilles: readonly Feuille[];
  instant: string;
  lignes: number;
}): SQL {
  const paire = (f: Feuille, compte: SQL) => sql`${f}, ${compte}`;
  const crees = p.feuilles.map((f) => {
    const e = ENTITE[f];
    return paire(
      f,
      e
        ? sql`(select count(*) from "ImportElement" where "ImportId" = ${p.importId} and "entite" = ${e})`
        : // The balances this import wrote (a deposit held is two lines), not the sheet's rows: a re-import writes none.
          sql`((select count(*) from "Ecriture" where "motif" = ${motifImport(p.importId)}
            and ("type" = 'reprise' or ("type" = 'depotDetenu' and "debit" > 0)))
            + (select count(*) from "EcritureProprietaire" where "motif" = ${motifImport(p.importId)}
            and "type" = 'reprise'))`,
    );
  });
  const misAJour = p.feuilles.map((f) => {
    const e = ENTITE[f];
    return paire(
      f,
      e
        ? sql`(select count(*) from ${table(e)} where "updatedAt" = ${p.instant} and "createdAt" <> ${p.instant}
            and "reference" is not null)`
        : sql`0`,
    );
  });
  const objet = (paires: SQL[]) =>
    paires.length ? sql`json_object(${sql.join(paires, sql`, `)})` : sql`'{}'`;
  return sql`update "Import" set "statut" = 'termine', "crees" = ${objet(crees)}, "misAJour" = ${objet(misAJour)},
    "lignesEcrites" = ${p.lignes}, "termineAt" = ${p.instant} where "id" = ${p.importId}`;
}
