import type { Context, Hono } from "hono";
import type { AppEnv } from "../lib/env";
import type { CachedList } from "../ports";
import { ALL_ROLES, DELETE_ROLES } from "../domain/roles";
import { requireRole } from "../auth/middleware";
import { readJson } from "../lib/validate";
import { today } from "../lib/dates";
import type { ResourceDef } from "../services/resource-def";
import {
  createRecord,
  deleteRecord,
  listRecords,
  readRecordJson,
  updateRecord,
} from "../services/crud";
import { storeSignedFiles } from "../services/files/signed";
import { isMultipartForm, parseMediaType } from "../lib/media-type";
import { readSignedFiles } from "./files/signed";
import { operation } from "./operation";
import { parseId } from "./params";
import { sharedList } from "./shared-list";
import { plainAnswer } from "../lib/api-headers";

/** A cached answer, or 304 when the browser already holds this version. */
export function sendCached(c: Context<AppEnv>, entry: CachedList) {
  const headers = {
    "Content-Type": "application/json; charset=UTF-8",
    ETag: entry.etag,
    "Cache-Control": "private, no-cache",
  };
  return plainAnswer(c, c.req.header("If-None-Match") === entry.etag ? null : entry.body, headers);
}

/** The roles of each verb of a resource (spec 6): reads and writes open to all unless restricted, deletes to deleters. */
export function resourceRoles(def: ResourceDef) {
  return {
    read: def.readRoles ?? ALL_ROLES,
    write: def.writeRoles ?? ALL_ROLES,
    delete:
      def.deleteRoles ?? def.writeRoles?.filter((r) => DELETE_ROLES.includes(r)) ?? DELETE_ROLES,
  };
}

/** One factory for the plain resources: list, read (with relations), create, update (merge), delete. */
export function crudRoutes(app: Hono<AppEnv>, def: ResourceDef) {
  const roles = resourceRoles(def);
  const read = requireRole(...roles.read);
  const write = requireRole(...roles.write);
  const del = requireRole(...roles.delete);
  const name = def.name;

  operation(app, `GET /${name}`, read, async (c) => {
    const ports = c.get("ports");
    const { listCache, sharedLists } = ports;
    // The edge: kept by version in the data centre's cache, answered 304 when unchanged (ADR 017). Per-caller lists
    // and searches are not kept, as below.
    if (sharedLists && !def.listWhere && !c.req.query("q")?.trim())
      return sharedList(c, def, sharedLists, () =>
        listRecords(ports, def, c.req.query(), c.get("user")),
      );
    // Lists with per-caller filters are never cached; the others are keyed by query and by day (flags use today).
    // Searches (?q=) neither: each pause in typing is a new query, and they would push the full lists out.
    const cache = !def.listWhere && !c.req.query("q")?.trim() ? listCache : undefined;
    const key = cache ? `${def.name}${new URL(c.req.url).search}|${today(ports.clock)}` : undefined;
    const cached = cache && key ? cache.get(key) : undefined;
    if (cached) return sendCached(c, cached);
    const generation = listCache?.generation ?? 0;
    const body = await listRecords(ports, def, c.req.query(), c.get("user"));
    if (cache && key) return sendCached(c, cache.set(key, body, generation));
    return c.body(body, 200, {
      "Content-Type": "application/json; charset=UTF-8",
    });
  });

  operation(app, `GET /${name}/:id`, read, async (c) => {
    const ports = c.get("ports");
    const id = parseId(c.req.param("id"));
    // Kept like the lists (same rules: not per caller, keyed by day, dropped by every write); a miss is read fresh.
    const cache = def.listWhere ? undefined : ports.recordCache;
    const key = cache ? `${id}|${today(ports.clock)}` : "";
    const cached = cache?.get(`${def.name}/${key}`);
    if (cached) return sendCached(c, cached);
    const since = cache?.generation ?? 0;
    const body = await readRecordJson(ports, def, id);
    if (cache) return sendCached(c, cache.set(`${def.name}/${key}`, body, since));
    return plainAnswer(c, body, { "Content-Type": "application/json; charset=UTF-8" });
  });

  if (def.creatable !== false && def.schema) {
    operation(app, `POST /${name}`, write, async (c) =>
      c.json(
        await createRecord(
          c.get("ports"),
          def,
          await readJson(c.req),
          c.get("user").email,
          c.get("session"),
        ),
        201,
      ),
    );
  }

  if (def.schema) {
    operation(app, `PUT /${name}/:id`, write, async (c) => {
      const id = parseId(c.req.param("id"));
      // A multipart body sets the resource's signed copies (ResourceDef.signedFiles); JSON is the usual merge.
      if (def.signedFiles?.length && isMultipartForm(parseMediaType(c.req.header("content-type"))))
        return c.json(
          await storeSignedFiles(
            c.get("ports"),
            def,
            id,
            await readSignedFiles(c.get("ports"), c.req.raw, def.signedFiles),
          ),
        );
      return c.json(
        await updateRecord(
          c.get("ports"),
          def,
          id,
          await readJson(c.req),
          c.get("user").email,
          c.get("session"),
        ),
      );
    });
  }

  operation(app, `DELETE /${name}/:id`, del, async (c) => {
    await deleteRecord(c.get("ports"), def, parseId(c.req.param("id")));
    return c.body(null, 204);
  });
}
