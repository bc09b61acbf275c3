import { type SQL, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { Appartement, Caution, Client, Dossier, Locataire, Mission } from "../../db/schema";
import type { EntiteImport } from "../../db/schema";
import type { Feuille } from "../../domain/imports/colonnes";
import type { Enregistrement } from "../../domain/imports/lire-feuille";

// The values an import replaces (issue 74, item 6; ADR 116), kept in its own write batch: before the upserts, the
// row of every record of the file that already exists (ImportAvant.avant); after them, only the rows the batch really
// changed are kept, with the row as the import left them (apres). The undo (restaurer.ts) writes `avant` back while
// the record still reads `apres`. The IBANs the import brought are marked with it (« IBAN importé le … »).

export const TABLES: Readonly<Record<EntiteImport, SQLiteTable>> = {
  Client,
  Appartement,
  Locataire,
  Dossier,
  Caution,
  Mission,
};
const FEUILLE: Readonly<Record<EntiteImport, Feuille>> = {
  Client: "Proprietaires",
  Appartement: "Appartements",
  Locataire: "Locataires",
  Dossier: "Baux",
  Caution: "Garants",
  Mission: "Mandats",
};
// In the order the restore writes them back (a lot and a tenant before the lease, the lease before its guarantor).
export const ENTITES: readonly EntiteImport[] = [
  "Client",
  "Appartement",
  "Locataire",
  "Dossier",
  "Caution",
  "Mission",
];

/** The columns kept: all but the id and the timestamps (the undo sets updatedAt to its own instant). */
export const colonnesGardees = (e: EntiteImport): string[] =>
  Object.values(getTableColumns(TABLES[e]))
    .map((c) => c.name)
    .filter((n) => !["id", "createdAt", "updatedAt"].includes(n));

const q = (nom: string) => sql.raw(`"${nom.replace(/"/g, '""')}"`);

/**
 * The JSON object of row `alias` of entity `e`. In chunks merged by json_patch: SQLite caps a function's arguments
 * (127 by default); a null in a later chunk drops its key, which json_extract and the comparison read as null alike.
 */
export function objetSql(e: EntiteImport, alias: string): SQL {
  const cols = colonnesGardees(e);
  const morceaux: SQL[] = [];
  for (let i = 0; i < cols.length; i += 50)
    morceaux.push(
      sql`json_object(${sql.join(
        cols.slice(i, i + 50).map((c) => sql`${c}, ${sql.raw(alias)}.${q(c)}`),
        sql`, `,
      )})`,
    );
  return morceaux.reduce((a, b) => sql`json_patch(${a}, ${b})`);
}

/** The references of entity `e` the file names: its sheet's rows, and a lease's first tenant (its second holder). */
function references(lus: Partial<Record<Feuille, Enregistrement[]>>, e: EntiteImport): string[] {
  const refs: unknown[] = (lus[FEUILLE[e]] ?? []).map((r) => r.champs.reference);
  if (e === "Locataire")
    for (const b of lus.Baux ?? []) {
      const l = b.champs.locataires;
      if (Array.isArray(l)) refs.push(l[0]);
    }
  return [...new Set(refs.filter((r): r is string => typeof r === "string"))];
}

/** Before the upserts: the rows of the file's records that already exist. */
export function avantStatements(
  importId: number,
  lus: Partial<Record<Feuille, Enregistrement[]>>,
): SQL[] {
  return ENTITES.flatMap((e) => {
    const refs = references(lus, e);
    if (!refs.length) return [];
    return [
      sql`insert into "ImportAvant" ("ImportId", "entite", "entiteId", "avant")
        select ${importId}, ${e}, t."id", ${objetSql(e, "t")} from ${q(e)} t
        where t."reference" in (select "value" from json_each(${JSON.stringify(refs)}))`,
    ];
  });
}

/**
 * After the upserts: the rows the batch did not change dropped (their updatedAt is not the import's instant), the
 * others' `apres`; the owners' pending IBANs this batch wrote marked with the import.
 */
export function apresStatements(p: {
  importId: number;
  instant: string;
  auteur: string;
  lus: Partial<Record<Feuille, Enregistrement[]>>;
}): SQL[] {
  const proprietaires = references(p.lus, "Client");
  return [
    ...ENTITES.flatMap((e) => [
      sql`delete from "ImportAvant" where "ImportId" = ${p.importId} and "entite" = ${e}
        and "entiteId" not in (select "id" from ${q(e)} where "updatedAt" = ${p.instant})`,
      sql`update "ImportAvant" set "apres" = (select ${objetSql(e, "t")} from ${q(e)} t
          where t."id" = "ImportAvant"."entiteId")
        where "ImportId" = ${p.importId} and "entite" = ${e}`,
    ]),
    ...(proprietaires.length
      ? [
          sql`update "IbanClient" set "ImportId" = ${p.importId}
            where "statut" = 'a_verifier' and "createdAt" = ${p.instant} and "auteur" = ${p.auteur}
              and "ClientId" in (select "id" from "Client"
                where "reference" in (select "value" from json_each(${JSON.stringify(proprietaires)})))`,
        ]
      : []),
  ];
}
