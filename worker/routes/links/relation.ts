import { Hono } from "hono";
import { and, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AppEnv } from "../../lib/env";
import type { Ports } from "../../ports";
import { DELETE_ROLES, requireRole } from "../../auth/middleware";
import { findRow, getOr404, parseId } from "../crud";
import { toApi } from "../resources/serialize";

type Row = Record<string, unknown>;
type IdTable = SQLiteTable & { id: SQLiteColumn };

export interface Relation {
  parent: { name: string; table: IdTable };
  child: { name: string; table: IdTable };
  /** Link kept in a join table (many-to-many)... */
  join?: { table: SQLiteTable; parentCol: SQLiteColumn; childCol: SQLiteColumn };
  /** ...or in a foreign key column of the child (one-to-many). */
  fk?: SQLiteColumn;
  /** Side effects after linking / unlinking (history entries, cleanup). */
  onAdd?: (ports: Ports, parent: Row, child: Row, user: string) => Promise<void>;
  onRemove?: (ports: Ports, parent: Row, child: Row, user: string) => Promise<void>;
  /** Set when removing destroys the child (a file): then only the roles that may delete can remove, by any verb. */
  removeDeletes?: boolean;
  /** Response body; defaults to { [parentKey]: parent, [childKey]: child }. */
  keys: { parent: string; child: string };
}

async function link(ports: Ports, r: Relation, parentId: number, childId: number, add: boolean) {
  const { db } = ports;
  if (r.join) {
    const where = and(eq(r.join.parentCol, parentId), eq(r.join.childCol, childId));
    if (add) await db.insert(r.join.table).values({ [r.join.parentCol.name]: parentId, [r.join.childCol.name]: childId } as never).onConflictDoNothing();
    else await db.delete(r.join.table).where(where);
  } else if (r.fk) {
    const current = await getOr404(ports, r.child, childId);
    // Removing only unlinks a child that belongs to this parent.
    if (!add && current[r.fk.name] !== parentId) return;
    await db.update(r.child.table).set({ [r.fk.name]: add ? parentId : null } as never).where(eq(r.child.table.id, childId));
  }
}

/** PUT {base}/:id/{segment}/add/:childId, PUT and DELETE {base}/:id/{segment}/remove/:childId. */
export function relationRoutes(segment: string, r: Relation) {
  const app = new Hono<AppEnv>();
  const handle = (add: boolean) => async (c: import("hono").Context<AppEnv>) => {
    const { ports, user } = c.var;
    const parent = await getOr404(ports, r.parent, parseId(c.req.param("id")!));
    const child = await getOr404(ports, r.child, parseId(c.req.param("childId")!));
    await link(ports, r, parent.id as number, child.id as number, add);
    await (add ? r.onAdd : r.onRemove)?.(ports, parent, child, user.email);
    const fresh = await getOr404(ports, r.parent, parent.id as number);
    const freshChild = (await findRow(ports, r.child, child.id as number)) ?? child; // gone when removal deletes it
    return c.json({ [r.keys.parent]: toApi(r.parent.name, fresh), [r.keys.child]: toApi(r.child.name, freshChild) });
  };
  app.put(`/:id{[0-9]+}/${segment}/add/:childId`, handle(true));
  const removeGuard = requireRole(...(r.removeDeletes ? DELETE_ROLES : (["admin", "user", "user_delete"] as const)));
  app.put(`/:id{[0-9]+}/${segment}/remove/:childId`, removeGuard, handle(false));
  app.delete(`/:id{[0-9]+}/${segment}/remove/:childId`, requireRole(...DELETE_ROLES), handle(false));
  return app;
}

