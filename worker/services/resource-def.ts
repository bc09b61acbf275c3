import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ZodType } from "zod";
import type { Ports } from "../ports";
import type { Role } from "../domain/roles";
import type { SessionUser } from "../auth/middleware";

export type Row = Record<string, unknown>;
export type IdTable = SQLiteTable & { id: SQLiteColumn };

/**
 * Which of these rows may not be deleted, each with the French message of the refused DELETE (409). The one rule
 * behind both the refusal and the `supprimable` flag of lists and reads (see services/delete-rules.ts).
 */
export type DeleteRule = ((ports: Ports, rows: Row[]) => Promise<Map<number, string>>) & {
  /** The same rule as an SQL condition on one row's id (true when refused), for a read that is one statement. */
  refusedSql?: (idRef: string) => string;
};

/** A foreign key checked before writing, so that a wrong id is a 400 on its field, not a constraint error. */
export interface Ref {
  table: IdTable;
  message: string;
}

/** One plain resource of spec 7: its table, rules and relations. The CRUD services and routes are built from it. */
export interface ResourceDef {
  name: string;
  table: IdTable;
  /** The client-safe zod schema of spec 5: the same one drives the React form. */
  schema?: ZodType;
  refs?: Record<string, Ref>;
  /** Server-computed fields of spec 5, on cents; may read the database (e.g. the tva variable). */
  derive?: (data: Row, ports: Ports, existing?: Row) => Row | Promise<Row>;
  /** Computed flags added to every list row (statuses the list toggles filter on), in one batch. */
  decorate?: (ports: Ports, rows: Row[]) => Promise<Row[]>;
  /** Relations added to a single read, named as the spec names them. */
  include?: (ports: Ports, row: Row) => Promise<Row>;
  /**
   * The whole answer of `GET /{id}` as UTF-8 JSON bytes, `supprimable` included (see deleteRule's refusedSql), or undefined
   * when there is no such row: for a read that SQLite builds in one statement and the route sends unparsed.
   */
  readOne?: (ports: Ports, id: number) => Promise<Uint8Array | undefined>;
  /**
   * The whole answer of `GET /` (no filter, search or limit) as UTF-8 JSON bytes, built by SQLite with the same rows and
   * flags as decorate and deleteRule give: a 2,000-row list then costs no row objects in JavaScript.
   */
  listAll?: (ports: Ports) => Promise<Uint8Array>;
  /** What the user must resolve before a delete (409); runs in the delete's transaction and for the list flag. */
  deleteRule?: DeleteRule;
  /** Cleanup in the delete's transaction, before the row goes (owned rows; stored objects go after the commit). */
  onDelete?: (ports: Ports, row: Row) => Promise<void>;
  /**
   * A rule between rows, checked in the write's transaction on creation and update, with the validated values and
   * the stored row on an update: a French 409 message, or null (a rule on one field throws its 400 instead).
   * Parallel writes take turns, so it holds under them.
   */
  beforeWrite?: (ports: Ports, data: Row, existing?: Row) => Promise<string | null>;
  /**
   * Follow-up of an update in its transaction (history of a lease closed by its new end date), with the caller; the
   * row it returns, if any, is the one answered (a term's state written again by the account).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: most hooks answer nothing (Promise<void>); one answers the row
  afterUpdate?: (ports: Ports, row: Row, existing: Row, user: string) => Promise<Row | void>;
  /** Custom creation (e.g. User); returns the API body. */
  insert?: (ports: Ports, data: Row) => Promise<Row>;
  readRoles?: readonly Role[];
  writeRoles?: readonly Role[];
  deleteRoles?: readonly Role[];
  /**
   * Columns that hold a signed copy (spec 7 "signed files upload as form fields"): `PUT /{Resource}/{id}` in
   * multipart/form-data stores the file sent in the field of the same name, and the column holds its `/files/...`
   * link. The replaced object and, on delete, the stored ones go after the commit (services/files/signed.ts).
   */
  signedFiles?: readonly string[];
  /** false when creation goes through a dedicated route (multipart uploads). */
  creatable?: boolean;
  /** Extra list filter for the caller (e.g. User hides the caller and admins). */
  listWhere?: (user: SessionUser) => SQL | undefined;
}
