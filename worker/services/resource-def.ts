import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { z, ZodType } from "zod";
import type { Ports } from "../ports";
import type { Role } from "../domain/roles";
import type { SessionUser } from "../auth/session-user";
import type { FormeListe } from "../domain/liste/forme";

export type Row = Record<string, unknown>;
export type IdTable = SQLiteTable & { id: SQLiteColumn };
/** A row of any resource: every table has an integer primary key `id`. */
export type IdRow = Row & { id: number };
/** A resource's own table, whose row type drizzle knows (with its id). */
export type ResourceTable = IdTable & { $inferSelect: IdRow };

/** A schema of a resource: it validates an object. */
export type RowSchema = ZodType<Row>;
/**
 * A stored row of the table, as drizzle reads it (money in cents). drizzle's row type of the bare IdTable is an
 * index of `any`: the erased resource (the registry's, see ResourceDef) names its rows IdRow instead.
 */
export type StoredRow<T extends IdTable> = IdTable extends T ? IdRow : T["$inferSelect"];
/** The columns that never leave the server (services/serialize.ts). */
export type HiddenColumn =
  | "passwordHash"
  | "cle"
  | "tokenVersion"
  | "totpSecret"
  | "totpDernierPas";
/** A row of the table as the API shows it (money in euros, same shape), to which the list adds its flags. */
export type ApiRow<T extends IdTable> = IdTable extends T
  ? IdRow
  : Omit<T["$inferSelect"], HiddenColumn> & IdRow;
/** What the schema lets through, as the hooks see it: the schema's output with money in cents (same shape). */
export type ValidData<S extends RowSchema> = z.output<S>;

/**
 * Which of these rows may not be deleted, each with the French message of the refused DELETE (409). The one rule
 * behind both the refusal and the `supprimable` flag of lists and reads (see services/delete-rules.ts). The rows
 * are stored rows on a DELETE and API rows for a list: a rule reads ids, dates and names, the same in both.
 */
export interface DeleteRule<R extends IdRow = IdRow> {
  /**
   * The refused rows' messages. Given the rows still to come (a list's), the rule issues its reads before awaiting
   * them, reading by column rather than by id: on the edge they go with the list's read, one round trip (issue 22).
   * A page's rows come with `page`, a subquery of their ids, which the reads may be restricted to (issue 64).
   */
  refused(
    ports: Ports,
    rows: readonly R[] | Promise<readonly R[]>,
    page?: SQL,
  ): Promise<Map<number, string>>;
  /** The same rule as an SQL condition on one row's id (true when refused), for a read that is one statement. */
  refusedSql?(idRef: string): string;
}

/** A foreign key checked before writing, so that a wrong id is a 400 on its field, not a constraint error. */
export interface Ref {
  table: IdTable;
  message: string;
}

/**
 * One plain resource of spec 7: its table, rules and relations. The CRUD services and routes are built from it.
 *
 * Typed by its table T and its schema S: the hooks receive the table's stored rows (`StoredRow<T>`) and the
 * schema's validated data (`ValidData<S>`); `derive` turns that into the row written, D (the validated data when
 * there is no derive), which `beforeWrite` and `insert` receive. `defineResource` infers T, S and D from the
 * definition, so a hook naming a column the table lacks fails the typecheck.
 *
 * The registry (resources/index.ts) and the generic services hold resources of different tables as the bare
 * `ResourceDef` (its defaults: IdRow and Row everywhere): an existential type the language lacks, written as
 * erasure. The hooks are declared as methods, whose parameters TypeScript compares both ways, so a typed definition
 * converts to the bare type without a cast. That is sound as used: the generic services (crud.ts, rows.ts) call
 * each hook with the rows of that resource's own table and the data its own schema and derive made. D itself is
 * not checked against the table's insert type (the generic insert goes through the bare table).
 */
/**
 * A write's business refusal (409): its French message, and the field it is about when there is one (the form shows
 * it there, kept until that input changes: issue 75 item 7).
 */
export type Refus = string | { message: string; champ: string };

export interface ResourceDef<
  T extends IdTable = IdTable,
  S extends RowSchema = RowSchema,
  D extends Row = ValidData<S>,
> {
  name: string;
  table: T;
  /** The client-safe zod schema of spec 5: the same one drives the React form. */
  schema?: S;
  refs?: { [K in keyof ValidData<S>]?: Ref };
  /** Server-computed fields of spec 5, on cents; may read the database (e.g. the tva variable). */
  derive?(data: ValidData<S>, ports: Ports, existing?: StoredRow<T>): D | Promise<D>;
  /**
   * Computed flags added to every list row (statuses the list toggles filter on), in one batch. API rows. They come
   * as a promise: the hook issues its reads first, then awaits them, so that on the edge its reads go with the
   * list's own in one round trip (issue 22); no read may depend on the rows. A page gives `page`, a subquery of its
   * rows' ids (issue 64): reads restricted to it cost the page, not the table.
   */
  decorate?(ports: Ports, rows: Promise<ApiRow<T>[]>, page?: SQL): Promise<ApiRow<T>[]>;
  /**
   * Relations added to a single read, named as the spec names them. The row comes as a promise, with its id: the
   * hook issues its reads by that id first (a record it points at through a subquery, `linkedThrough`), then awaits
   * the row for what it computes from it, so that on the edge they go with the row's read in one round trip.
   */
  include?(ports: Ports, id: number, row: Promise<StoredRow<T>>): Promise<Row>;
  /**
   * The whole answer of `GET /{id}` as UTF-8 JSON bytes, `supprimable` included (see deleteRule's refusedSql), or undefined
   * when there is no such row: for a read that SQLite builds in one statement and the route sends unparsed.
   */
  readOne?: (ports: Ports, id: number) => Promise<Uint8Array<ArrayBuffer> | undefined>;
  /**
   * The whole answer of `GET /` (no filter, search or limit) as UTF-8 JSON bytes, built by SQLite with the same rows and
   * flags as decorate and deleteRule give: a 2,000-row list then costs no row objects in JavaScript. Archived rows
   * only with `archives` (`?archives=1`, ADR 038). `forme`: `compacte` leaves out a row's null members (ADR 154,
   * `?forme=compacte`); a resource with listAll has both forms.
   */
  listAll?: (
    ports: Ports,
    archives: boolean,
    forme: FormeListe,
  ) => Promise<Uint8Array<ArrayBuffer>>;
  /**
   * Every table the list reads (its rows, flags, relations), when declared: its version on the edge is theirs
   * (ADR 017), and a write elsewhere leaves its cached answer valid. Absent: every table's counts. A table left out
   * would serve a stale list: declare only what a test holds (tests/api/data-version.test.ts).
   */
  listReads?: readonly SQLiteTable[];
  /** What the user must resolve before a delete (409); runs in the delete's transaction and for the list flag. */
  deleteRule?: DeleteRule<ApiRow<T>>;
  /** Cleanup in the delete's transaction, before the row goes (owned rows; stored objects go after the commit). */
  onDelete?(ports: Ports, row: StoredRow<T>): Promise<void>;
  /**
   * A rule between rows, checked in the write's transaction on creation and update, with the values to write and
   * the stored row on an update: a French 409 message, or null (a rule on one field throws its 400 instead).
   * Parallel writes take turns, so it holds under them.
   */
  beforeWrite?(ports: Ports, data: D, existing?: StoredRow<T>): Promise<Refus | null>;
  /**
   * Follow-up of an update in its transaction (history of a lease closed by its new end date), with the caller; the
   * row it returns, if any, is the one answered (a term's state written again by the account).
   */
  afterUpdate?(
    ports: Ports,
    row: StoredRow<T>,
    existing: StoredRow<T>,
    user: string,
    // biome-ignore lint/suspicious/noConfusingVoidType: most hooks answer nothing (Promise<void>); one answers the row
  ): Promise<StoredRow<T> | void>;
  /**
   * Follow-up of a creation in its transaction (a mission's mandate number, services/mandats/numero.ts; an owner's
   * IBAN to verify), with the caller; the row it returns is the one answered.
   */
  afterInsert?(ports: Ports, row: StoredRow<T>, user: string): Promise<StoredRow<T>>;
  /** Custom creation (e.g. User); returns the API body. */
  insert?(ports: Ports, data: D): Promise<Row>;
  readRoles?: readonly Role[];
  writeRoles?: readonly Role[];
  deleteRoles?: readonly Role[];
  /**
   * Columns that hold a signed copy (spec 7 "signed files upload as form fields"): `PUT /{Resource}/{id}` in
   * multipart/form-data stores the file sent in the field of the same name, and the column holds its `/files/...`
   * link. The replaced object and, on delete, the stored ones go after the commit (services/files/signed.ts).
   */
  signedFiles?: readonly (keyof StoredRow<T> & string)[];
  /** false when creation goes through a dedicated route (multipart uploads). */
  creatable?: boolean;
  /**
   * Fields whose setting or change moves money (issue 59: an owner's IBAN and BIC): a create that sets one, or an
   * update that changes one, needs the session's fresh confirmation (403 `confirmation_requise`), checked in the
   * write's transaction against the stored row.
   */
  confirmation?: readonly (keyof D & string)[];
  /**
   * The list's derived columns that SQL can compute (issue 64): name -> SQL expression of the row (`row`, the table's
   * quoted name) and today (`jour`, an SQL literal). `?tri=name` sorts by it (as text, in French order). Only these
   * names and the table's own columns can be sorted by.
   */
  listeColonnes?: Readonly<Record<string, (row: string, jour: string) => string>>;
  /**
   * The derived columns (names of listeColonnes) whose text a user reads in the list: `?q=` matches them too, as the
   * web's search matched the columns it showed (a tenant's name in « Dossiers »).
   */
  listeRecherche?: readonly string[];
  /**
   * The list's toolbar filters that are derived (issue 64): `?param=value` -> an SQL condition on the row (same
   * arguments as listeColonnes), applied before paging. Another value of a declared param is a 400 on it.
   */
  listeFiltres?: Readonly<
    Record<string, Readonly<Record<string, (row: string, jour: string) => string>>>
  >;
  /** Extra list filter for the caller (e.g. User hides the caller and admins). */
  listWhere?: (user: SessionUser) => SQL | undefined;
}

/**
 * A resource checked against its table and schema (see ResourceDef): T, S and D are inferred from the definition,
 * which keeps them for the services that use it by name (tenancy's dossier...); the registry holds the bare type.
 */
export const defineResource = <
  T extends ResourceTable,
  S extends RowSchema,
  D extends Row = ValidData<S>,
>(
  def: ResourceDef<T, S, D>,
) => def;
