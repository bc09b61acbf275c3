import { cheminSur } from "../../domain/archives/nom-archive";
import { END, HEADER, OBJECTS_DIR, OBJECT_PREFIX, TABLES_DIR } from "./format";
import type { RestoreBudgets } from "./budgets";

// What each entry of an archive may be, known from its name alone, before a byte of it is inflated: its kind, the
// most it may inflate to, and whether it is JSON (checked as it arrives: lib/json-scan.ts). A name that fits no entry
// of ours, or an object key that could not have been ours, stops the restore there.

export interface EntryRule {
  kind: "header" | "end" | "table" | "meta" | "object";
  maxBytes: number;
  json: boolean;
}

// C0 and C1 controls, and U+FFFD: what a lenient decoder puts for bytes that were not UTF-8 (fflate's names).
const isControlOrReplacement = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfffd;
const hasControlOrReplacement = (s: string) => {
  for (let i = 0; i < s.length; i++) if (isControlOrReplacement(s.charCodeAt(i))) return true;
  return false;
};
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// The disk store's own sidecars (entry/disk-store.ts): a key so named would overwrite another object's type.
const STORE_SIDECAR = /\.type$|\.tmp-/;
const TABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A key our store could have made: "files/...", short, shallow, plain segments, valid text. */
export function isObjectKey(key: unknown, b: RestoreBudgets): key is string {
  if (typeof key !== "string" || !key.startsWith(OBJECT_PREFIX) || key.length > b.keyLength)
    return false;
  const segments = key.split("/");
  return (
    segments.length <= b.keySegments &&
    segments.every((s) => s !== "" && s !== "." && s !== "..") &&
    !key.includes("\\") &&
    !hasControlOrReplacement(key) &&
    !LONE_SURROGATE.test(key) &&
    !STORE_SIDECAR.test(key) &&
    cheminSur(key) // every part a name the product's archives could hold (nom-archive)
  );
}

/** The rule for an entry named `name`, or null: not an entry of ours. */
export function entryRule(name: string, b: RestoreBudgets): EntryRule | null {
  if (name === HEADER) return { kind: "header", maxBytes: b.smallJsonBytes, json: true };
  if (name === END) return { kind: "end", maxBytes: b.smallJsonBytes, json: true };
  if (name.startsWith(TABLES_DIR) && name.endsWith(".json"))
    return TABLE_NAME.test(name.slice(TABLES_DIR.length, -".json".length))
      ? { kind: "table", maxBytes: b.tableBytes, json: true }
      : null;
  if (name.startsWith(OBJECTS_DIR) && name.endsWith(".json"))
    return isObjectKey(name.slice(OBJECTS_DIR.length, -".json".length), b)
      ? { kind: "meta", maxBytes: b.smallJsonBytes, json: true }
      : null;
  if (isObjectKey(name, b)) return { kind: "object", maxBytes: b.objectBytes, json: false };
  return null;
}
