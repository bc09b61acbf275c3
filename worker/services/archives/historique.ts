import { getTableName, sql } from "drizzle-orm";
import { Appartement, Client, Dossier, Fournisseur, Mission } from "../../db/schema";
import { type Archivable, msgArchive, msgHistoriqueArgent } from "../../domain/archives/messages";
import type { DeleteRule, IdTable } from "../resource-def";

// The delete rules of money history (ADR 038), as SQL conditions on a row's id: the same conditions as the guard
// triggers of migration 0043, which stand behind them. One query answers for a row (a DELETE) or a whole list (its
// `supprimable` flags), and the one-statement reads (appartement-read.ts) embed them.

type Condition = (idRef: string) => string;

const exists =
  (table: string, column: string): Condition =>
  (id) =>
    `exists (select 1 from "${table}" where "${column}" = ${id})`;
const anyOf =
  (...conditions: Condition[]): Condition =>
  (id) =>
    `(${conditions.map((c) => c(id)).join(" or ")})`;

/** A standing invoice of an instalment or fee whose id is `ref`. */
const facture = (column: string, ref: string) =>
  `exists (select 1 from "Facture" hf where hf."${column}" = ${ref} and hf."prefixe" = 'F')`;

/**
 * What each record's money history is: ledger, payments, receipts, invoices, owner's entries, a mission's mandate
 * number. (An apartment's leases are refused by their foreign key, its caretaking rows by its own rule: a caretaking
 * mandate is cancelled in the register when its row goes, ADR 027.)
 */
export const HISTORIQUE: Record<Archivable, { table: IdTable; condition: Condition }> = {
  Dossier: {
    table: Dossier,
    condition: anyOf(
      exists("Paiement", "DossierId"),
      exists("Ecriture", "DossierId"),
      exists("Quitance", "DossierId"),
    ),
  },
  Client: {
    table: Client,
    condition: anyOf(
      exists("EcritureProprietaire", "ClientId"),
      exists("Facture", "ClientId"),
      exists("Quitance", "ClientId"),
    ),
  },
  Appartement: {
    table: Appartement,
    condition: anyOf(
      exists("Quitance", "AppartementId"),
      exists("EcritureProprietaire", "AppartementId"),
      (id) =>
        `exists (select 1 from "Intendance" hi where hi."AppartementId" = ${id} and ${facture(
          "IntendanceId",
          `hi."id"`,
        )})`,
    ),
  },
  Mission: {
    table: Mission,
    condition: anyOf(
      exists("Mandat", "MissionId"),
      (id) =>
        `exists (select 1 from "Accompte" ha where ha."MissionId" = ${id} and (${facture(
          "AccompteId",
          `ha."id"`,
        )} or exists (select 1 from "EcritureProprietaire" where "AccompteId" = ha."id")))`,
    ),
  },
  // A supplier named by a work order is kept (issue 76): its orders and invoices outlive it.
  Fournisseur: { table: Fournisseur, condition: exists("Intervention", "FournisseurId") },
};

/** A delete rule from an SQL condition on a row of `table`: one query for one row or for a whole list. */
function refusedWhere(table: IdTable, condition: Condition, message: string): DeleteRule {
  const name = getTableName(table);
  return {
    async refused({ db }, given, page) {
      const where = condition(`r."id"`);
      let ids: number[] | undefined;
      if (!(given instanceof Promise)) {
        ids = given.map((r) => r.id);
        if (!ids.length) return new Map();
      }
      // Integers only: the ids are the rows' own.
      const only = ids ? ` and r."id" in (${ids.map(Number).join(",")})` : "";
      // Issued before the list's rows are awaited: one round trip with its read on the edge.
      // A page's rows: only its ids (issue 64), not the whole table's.
      const inPage = page ? sql` and r."id" in ${page}` : sql``;
      const read = db.all<{ j: string }>(
        sql`${sql.raw(`select json_group_array(r."id") as j from "${name}" r where ${where}${only}`)}${inPage}`,
      );
      const [[row], rows] = await Promise.all([read, given]);
      const refused = new Set<number>(JSON.parse(row?.j ?? "[]"));
      return new Map(rows.filter((r) => refused.has(r.id)).map((r) => [r.id, message]));
    },
    refusedSql: condition,
  };
}

/** Refuses deleting an archived record (read-only until restored). */
export const archiveRule = (r: Archivable): DeleteRule => {
  const table = getTableName(HISTORIQUE[r].table);
  return refusedWhere(
    HISTORIQUE[r].table,
    (id) => `exists (select 1 from "${table}" where "id" = ${id} and "archiveLe" is not null)`,
    msgArchive(r),
  );
};

/** Refuses deleting a record with money history: archive it instead. */
export const historiqueRule = (r: Archivable): DeleteRule =>
  refusedWhere(HISTORIQUE[r].table, HISTORIQUE[r].condition, msgHistoriqueArgent(r));
