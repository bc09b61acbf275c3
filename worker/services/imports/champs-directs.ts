import { type SQL, getTableColumns, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { Appartement, Caution, Client, Dossier, Locataire } from "../../db/schema";
import { COLONNES_FICHES } from "../../domain/imports/colonnes-fiches";
import type { ColonneSql } from "./upsert";

// The form fields that go to their table's column of the same name (issue 74 item 1, ADR 115): written by each
// sheet's upsert and read back by the export from the one list (domain/imports/colonnes-fiches.ts), so a column
// added there is imported and exported with nothing else to write. A NOT NULL column gets its table's default when
// a new record's cell is blank (a re-import's blank cell keeps what the record holds, as every cell of upsert.ts).

type FeuilleFiche = keyof typeof COLONNES_FICHES;

const TABLES: Record<FeuilleFiche, SQLiteTable> = {
  Proprietaires: Client,
  Appartements: Appartement,
  Locataires: Locataire,
  Baux: Dossier,
  Garants: Caution,
};

/** The direct fields of a sheet, by template field (= table column). */
export const champsDirects = (f: FeuilleFiche): string[] => COLONNES_FICHES[f].map((c) => c.champ);

const defaut = (v: unknown): string | number | undefined =>
  typeof v === "boolean"
    ? v
      ? 1
      : 0
    : typeof v === "number" || typeof v === "string"
      ? v
      : undefined;

/** Each direct field as upsert.ts writes it. */
export function colonnesDirectes(f: FeuilleFiche): ColonneSql[] {
  const colonnes = getTableColumns(TABLES[f]) as Record<
    string,
    { notNull: boolean; default: unknown }
  >;
  return champsDirects(f).map((col) => {
    const c = colonnes[col];
    const vide = c?.notNull ? defaut(c.default) : undefined;
    return vide === undefined ? { col } : { col, vide };
  });
}

/** The direct fields of a sheet's table, as the export's select lists them (alias `x`). */
export const selectDirects = (f: FeuilleFiche, alias: string): SQL =>
  sql.raw(
    champsDirects(f)
      .map((c) => `${alias}."${c}"`)
      .join(", "),
  );

/** A record as the export writes it: its direct amounts from cents to euros, as the template reads them. */
export function eurosDirects<T extends Record<string, unknown>>(f: FeuilleFiche, ligne: T): T {
  const copie: Record<string, unknown> = { ...ligne };
  for (const c of COLONNES_FICHES[f])
    if (c.sorte === "montant" && typeof copie[c.champ] === "number")
      copie[c.champ] = Number(copie[c.champ]) / 100;
  return copie as T;
}

/** What a new record of the sheet holds in its NOT NULL direct fields (the export's rows no record backs). */
export function defautsDirects(f: FeuilleFiche): Record<string, string | number | boolean> {
  const colonnes = getTableColumns(TABLES[f]) as Record<
    string,
    { notNull: boolean; default: unknown }
  >;
  const defauts: Record<string, string | number | boolean> = {};
  for (const col of champsDirects(f)) {
    const d = colonnes[col]?.default;
    if (
      colonnes[col]?.notNull &&
      (typeof d === "boolean" || typeof d === "number" || typeof d === "string")
    )
      defauts[col] = d;
  }
  return defauts;
}
