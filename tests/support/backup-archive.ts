import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { sha256 } from "../../worker/lib/sha256";
import type { TestApp } from "./test-app";
import { routesOf } from "./app-tables";

// Helpers for the backup tests: take an archive apart and put it together again (a tampered copy must still look
// complete), and read every record the API answers, to compare two instances.

export type Entries = Record<string, Uint8Array>;
export const open = (zip: Uint8Array): Entries => unzipSync(zip);
export const json = (e: Entries, name: string) => JSON.parse(strFromU8(e[name]!));

/** The archive again, in the same entry order, with `fin.json`'s table hashes made to match the (edited) tables. */
export async function rebuild(
  e: Entries,
  edit: (e: Entries) => void | Promise<void> = () => {},
): Promise<Uint8Array> {
  const copy: Entries = { ...e };
  await edit(copy);
  if (copy["fin.json"]) {
    const end = JSON.parse(strFromU8(copy["fin.json"]));
    for (const name of Object.keys(end.tables))
      if (copy[`tables/${name}.json`])
        end.tables[name].sha256 = await sha256(copy[`tables/${name}.json`]!);
    copy["fin.json"] = strToU8(JSON.stringify(end));
  }
  return zipSync(copy);
}

/** Replaces one table's rows in an archive. */
export function editTable(
  e: Entries,
  table: string,
  edit: (rows: unknown[][], columns: string[]) => unknown[][],
) {
  const t = json(e, `tables/${table}.json`);
  t.rows = edit(t.rows, t.columns);
  e[`tables/${table}.json`] = strToU8(JSON.stringify(t));
}

/**
 * What the API answers for every record, read through the routes the app registers: each list, and for each row of
 * a list, every GET route of that resource taking only its id (the record, its history...). Generated documents
 * ("/generate") and the backup are left out: reading one writes.
 */
export async function everyAnswer(
  t: TestApp,
  role: "admin" = "admin",
): Promise<Record<string, unknown>> {
  // A backup is a download, not a list: taking one is journaled (issue 59), so reading it would change the answers;
  // the journal of downloads goes on after the archive (a backup taken again), so it is each instance's own, and so
  // are its lines in the audit journal.
  const routes = routesOf(t.app).filter(
    (r) =>
      r.startsWith("GET /api/") &&
      !r.endsWith("/generate") &&
      r !== "GET /api/sauvegarde" &&
      r !== "GET /api/telechargements",
  );
  const lists = routes
    .map((r) => /^GET \/api\/(\w+)$/.exec(r)?.[1])
    .filter((n): n is string => !!n);
  const out: Record<string, unknown> = {};
  for (const name of lists) {
    const list = await t.call("GET", `/api/${name}`, role);
    if (list.status !== 200 || !Array.isArray(list.body?.data)) continue;
    out[`/api/${name}`] =
      name === "journal"
        ? {
            data: list.body.data.filter(
              (l: { resource: string }) => l.resource !== "Telechargement",
            ),
          }
        : list.body;
    const reads = routes.filter(
      (r) => r.startsWith(`GET /api/${name}/:id{[0-9]+}`) && (r.match(/:/g) ?? []).length === 1,
    );
    for (const row of list.body.data as { id?: number }[]) {
      if (typeof row.id !== "number") continue;
      for (const r of reads) {
        const path = r.slice(4).replace(":id{[0-9]+}", String(row.id));
        out[path] = await answerOf(t, path, role);
      }
    }
  }
  return out;
}

/**
 * One GET's status and body; a zip (a tenant's data export) by its entries' contents: its entries are dated when it
 * is made, to the 2 s of the zip format, so the bytes of two reads differ whenever a 2 s boundary falls between them.
 */
async function answerOf(t: TestApp, path: string, role: "admin") {
  const res = await t.app.request(path, {
    headers: { Authorization: `Token ${t.tokens[role]}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.headers.get("content-type")?.startsWith("application/zip")) {
    const entries = Object.entries(unzipSync(bytes)).map(([name, b]) => [name, strFromU8(b)]);
    return { status: res.status, zip: Object.fromEntries(entries) };
  }
  const text = strFromU8(bytes);
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: compared as text */
  }
  return { status: res.status, body };
}

/** GET /api/sauvegarde as the archive's bytes (a money move, issue 59: the admin has just confirmed). */
export async function backupOf(
  t: TestApp,
): Promise<{ status: number; zip: Uint8Array; headers: Headers }> {
  await t.confirm("admin");
  const res = await t.app.request("/api/sauvegarde", {
    headers: { Authorization: `Token ${t.tokens.admin}` },
  });
  return { status: res.status, zip: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
}

/** POST /api/sauvegarde/restaurer with the archive as the body. */
export async function restoreInto(
  t: TestApp,
  zip: Uint8Array,
  type = "application/zip",
  token = t.tokens.admin,
) {
  const res = await t.app.request("/api/sauvegarde/restaurer", {
    method: "POST",
    headers: { Authorization: `Token ${token}`, "Content-Type": type },
    body: zip as BodyInit,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
