// Speed layer (ADR 011), part of native-client.ts: statement arguments.
// Plain form it mirrors: @libsql/client's sqlite3 driver (`valueToSql`, named arguments without their prefix).
// Held equal by: worker/speed/native-client/native-client.test.ts.

import type { InArgs, InValue } from "@libsql/client";

// Statement arguments converted as @libsql/client does (sqlite3.js valueToSql), for native-client.ts.

function toSql(v: InValue | undefined): unknown {
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v instanceof Date) return v.valueOf();
  if (v instanceof ArrayBuffer) return Buffer.from(v);
  if (v === undefined)
    throw new TypeError("undefined cannot be passed as argument to the database");
  if (typeof v === "number" && !Number.isFinite(v))
    throw new RangeError("Only finite numbers can be passed as arguments");
  return v;
}

export function toArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (!args) return [];
  if (Array.isArray(args)) return args.map(toSql);
  const named: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) named[/^[@$:]/.test(k) ? k.slice(1) : k] = toSql(v);
  return named;
}
