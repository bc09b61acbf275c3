import { type SQL, sql } from "drizzle-orm";
import type { EntiteImport } from "../../db/schema";
import { modifieDepuis, supprimeDepuis } from "../../domain/imports/avant";
import { ENTITES, colonnesGardees, objetSql } from "./avant";

// The undo of what an import updated (issue 74, item 6; ADR 116): each record's row before the import written back,
// only while it still reads as the import left it; otherwise the undo is refused naming the record and the field.
// Read in one statement (the list's `annulable` asks it for every import), written in the undo's transaction.

export interface Lu {
  entite: EntiteImport;
  apres: string;
  courant: string | null;
}

const q = (nom: string) => sql.raw(`"${nom.replace(/"/g, '""')}"`);

/** Each updated record's row as the import left it and as it reads now (null: deleted since). */
export const lectureChanges = (importId: number): SQL =>
  sql.join(
    ENTITES.map(
      (e) => sql`select a."entite", a."apres", (select ${objetSql(e, "t")} from ${q(e)} t
          where t."id" = a."entiteId") as courant
        from "ImportAvant" a where a."ImportId" = ${importId} and a."entite" = ${e} and a."apres" is not null`,
    ),
    sql` union all `,
  );

const objet = (texte: string): Record<string, unknown> => JSON.parse(texte);

/**
 * The first record changed since the import, in French, from `lectureChanges`'s rows (read with the guard's in one
 * trip: lire.ts); null when every one reads as the import left it.
 */
export function changeDepuis(lus: readonly Lu[]): string | null {
  for (const l of lus) {
    const apres = objet(l.apres);
    const reference = String(apres.reference ?? "");
    if (l.courant === null) return supprimeDepuis(l.entite, reference);
    const courant = objet(l.courant);
    const champs = colonnesGardees(l.entite).filter(
      (c) => JSON.stringify(courant[c] ?? null) !== JSON.stringify(apres[c] ?? null),
    );
    if (champs.length) return modifieDepuis(l.entite, reference, champs);
  }
  return null;
}

const avantDe = (importId: number, e: EntiteImport) =>
  sql`(select "entiteId", "avant" from "ImportAvant"
    where "ImportId" = ${importId} and "entite" = ${e} and "apres" is not null)`;

/** The owners whose IBAN or BIC the import changed. */
const ibanChange = (importId: number) =>
  sql`(select "entiteId" from "ImportAvant" where "ImportId" = ${importId} and "entite" = 'Client'
    and "apres" is not null and (json_extract("avant", '$.iban') is not json_extract("apres", '$.iban')
      or json_extract("avant", '$.bic') is not json_extract("apres", '$.bic')))`;

/**
 * The undo's statements, after `changeDepuis` found nothing: the import's pending IBANs of owners it changed replaced,
 * each updated record's columns written back, and the IBAN restored joining the owner's history as its current row,
 * with the status it had (written by `par`, the undo's author).
 */
export function restaurerStatements(importId: number, par: string, at: string): SQL[] {
  return [
    sql`update "IbanClient" set "statut" = 'remplace'
      where "statut" <> 'remplace' and "ClientId" in ${ibanChange(importId)}`,
    ...ENTITES.map((e) => {
      const set = colonnesGardees(e).map(
        (c) => sql`${q(c)} = json_extract(a."avant", ${`$."${c}"`})`,
      );
      return sql`update ${q(e)} set ${sql.join([...set, sql`"updatedAt" = ${at}`], sql`, `)}
        from ${avantDe(importId, e)} a where ${q(e)}."id" = a."entiteId"`;
    }),
    sql`insert into "IbanClient" ("ClientId", "iban", "bic", "statut", "auteur", "createdAt")
      select c."id", c."iban", c."bic", c."ibanStatut", ${par}, ${at} from "Client" c
      where c."iban" is not null and c."id" in ${ibanChange(importId)}`,
  ];
}
