import { join } from "node:path";
import Database from "libsql";
import { openDatabase } from "../../worker/entry/node-ports";
import { diskStore } from "../../worker/entry/disk-store";
import { referencedKeys } from "../../worker/services/files/orphans";
import type { Ports } from "../../worker/ports";

// What a Node data folder must look like after a crash and a restart, whatever tables and documents exist: the
// database whole, every row's file present, every file some row's.

export interface DataFolderState {
  integrity: string;
  foreignKeyErrors: unknown[];
  /** Keys rows reference whose object is not in the store. */
  missingFiles: string[];
  /** Objects of the store no row references (temporary files of an interrupted write included). */
  orphanFiles: string[];
  /** Fichier / Image rows whose `taille` is not their object's size (a half-written file). */
  wrongSizes: string[];
}

export async function inspectDataFolder(dataDir: string): Promise<DataFolderState> {
  const path = join(dataDir, "patrimoine.db");
  const raw = new Database(path, { readonly: true });
  const integrity = (raw.prepare("PRAGMA integrity_check").pluck().all() as string[]).join("; ");
  const foreignKeyErrors = raw.prepare("PRAGMA foreign_key_check").all();
  const sized = raw
    .prepare(
      `SELECT 'Fichier' AS t, cle, taille FROM "Fichier" UNION ALL SELECT 'Image', cle, taille FROM "Image"`,
    )
    .all() as { t: string; cle: string; taille: number }[];
  raw.close();

  const { client, db } = await openDatabase(`file:${path}`);
  const used = await referencedKeys({ db } as unknown as Ports);
  client.close();
  const store = diskStore(dataDir);
  const stored = new Map<string, number>();
  for await (const o of store.list("files/")) stored.set(o.key, o.size);
  return {
    integrity,
    foreignKeyErrors,
    missingFiles: [...used].filter((k) => !stored.has(k)),
    orphanFiles: [...stored.keys()].filter((k) => !used.has(k)),
    wrongSizes: sized
      .filter((r) => stored.has(r.cle) && stored.get(r.cle) !== r.taille)
      .map((r) => `${r.t} ${r.cle}`),
  };
}

/** A small seeded random generator (mulberry32): a crash test's choices replay from its printed seed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
