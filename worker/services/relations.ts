import { and, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Ports } from "../ports";
import { notFound } from "../lib/errors";
import { introuvable } from "../domain/labels";
import { findRow, getOr404 } from "./rows";
import { refusArchive } from "./archives/archiver";
import { toApi } from "./serialize";
import { inTransaction, type TxPorts } from "./transaction";
import type { IdRow, IdTable, ResourceTable, StoredRow } from "./resource-def";

/**
 * A linked record as its hooks get it: the stored row, copied key by key in the type only. Written as a mapped type,
 * it makes TypeScript compare two relations member by member (its shortcut on StoredRow's conditional type would
 * refuse to hold a typed relation as the bare one).
 */
type Linked<T extends IdTable> = { [K in keyof StoredRow<T>]: StoredRow<T>[K] };

/**
 * A link of spec 7 between two records (an apartment's owners, a mission's instalments, a record's files...), typed
 * by the parent's and the child's tables P and C: the hooks get their stored rows. The route factory holds them as
 * the bare Relation (rows as IdRow), as the registry does resources: the hooks are methods, whose parameters
 * TypeScript compares both ways, and setLink passes each hook the rows of the relation's own tables.
 */
export interface Relation<P extends IdTable = IdTable, C extends IdTable = IdTable> {
  parent: { name: string; table: P };
  child: { name: string; table: C };
  /** Link kept in a join table (many-to-many)... */
  join?: { table: SQLiteTable; parentCol: SQLiteColumn; childCol: SQLiteColumn };
  /** ...or in a foreign key column of the child (one-to-many). */
  fk?: SQLiteColumn;
  /** Checked before the link is written, in its transaction (an invoiced instalment keeps its mission: 409). */
  guard?(ports: Ports, parent: Linked<P>, child: Linked<C>, add: boolean): Promise<void>;
  /** Side effects in the same transaction (history entries, deleting a removed file). */
  onAdd?(ports: Ports, parent: Linked<P>, child: Linked<C>, user: string): Promise<void>;
  onRemove?(ports: Ports, parent: Linked<P>, child: Linked<C>, user: string): Promise<void>;
  /**
   * A link whose change waits for a second person (an apartment's owners, issue 59: services/quotes-parts): the
   * keys the answer adds when the change is held instead of written (it then answers 202); null: written now.
   */
  hold?(
    ports: TxPorts,
    parent: Linked<P>,
    child: Linked<C>,
    add: boolean,
    user: string,
  ): Promise<Record<string, unknown> | null>;
  /** Set when removing destroys the child (a file, an image): only the roles that may delete can remove, by any verb. */
  removeDeletes?: boolean;
  /** Response keys: { [parent]: parent, [child]: child }. */
  keys: { parent: string; child: string };
}

/** A relation checked against its tables (see Relation), then held as the bare Relation. */
export const defineRelation = <P extends ResourceTable, C extends ResourceTable>(
  r: Relation<P, C>,
) => r;

/**
 * Writes the link; false when a join row was already as asked (an owner added twice, or removed when not one), so
 * that the hooks (history entries) run once per real change and a repeated call stays a no-op. A foreign key's
 * hooks still run each time: an instalment's own (re)checks its joins and its invoicing (services/links.ts).
 */
async function writeLink(
  ports: Ports,
  r: Relation,
  parent: IdRow,
  child: IdRow,
  add: boolean,
): Promise<boolean> {
  const parentId = parent.id;
  const childId = child.id;
  if (r.join) {
    const written = add
      ? await ports.db
          .insert(r.join.table)
          .values({ [r.join.parentCol.name]: parentId, [r.join.childCol.name]: childId })
          .onConflictDoNothing()
          .returning({ id: r.join.parentCol })
      : await ports.db
          .delete(r.join.table)
          .where(and(eq(r.join.parentCol, parentId), eq(r.join.childCol, childId)))
          .returning({ id: r.join.parentCol });
    return written.length > 0;
  }
  if (!r.fk) return true;
  // A child that belongs to another record is not this record's to take off (nor to delete): 404.
  if (!add && child[r.fk.name] !== parentId) throw notFound(introuvable(r.child.name));
  await ports.db
    .update(r.child.table)
    .set({ [r.fk.name]: add ? parentId : null })
    .where(eq(r.child.table.id, childId));
  return true;
}

/** Links or unlinks two records in one transaction; answers both as they are afterwards (or the held change). */
export async function setLink(
  ports: Ports,
  r: Relation,
  parentId: number,
  childId: number,
  add: boolean,
  user: string,
) {
  return inTransaction(ports, async (tx) => {
    const parent = await getOr404(tx, r.parent.table, parentId);
    refusArchive(r.parent.name, parent);
    const child = await getOr404(tx, r.child.table, childId);
    await r.guard?.(tx, parent, child, add);
    const held = await r.hold?.(tx, parent, child, add, user);
    if (held)
      return {
        [r.keys.parent]: toApi(r.parent.name, parent),
        [r.keys.child]: toApi(r.child.name, child),
        ...held,
      };
    if (await writeLink(tx, r, parent, child, add))
      await (add ? r.onAdd : r.onRemove)?.(tx, parent, child, user);
    const fresh = await getOr404(tx, r.parent.table, parentId);
    const freshChild = (await findRow(tx, r.child.table, childId)) ?? child; // gone when removal deletes it
    return {
      [r.keys.parent]: toApi(r.parent.name, fresh),
      [r.keys.child]: toApi(r.child.name, freshChild),
    };
  });
}
