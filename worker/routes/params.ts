import type { Context } from "hono";
import type { AppEnv } from "../lib/env";
import { readJson } from "../lib/validate";
import { notFound } from "../lib/errors";

/**
 * A path id: decimal digits only, a positive integer, else the resource does not exist (404, as for an unknown id).
 * Read strictly (issue 75 item 5): `Number()` would take "0x1", "1e0" or " 1" for 1, one record under many names.
 */
export function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^[0-9]{1,16}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** A named path segment the route declares (always there once the route matched). */
export function segment(
  c: { req: { param(name: string): string | undefined } },
  name: string,
): string {
  return c.req.param(name) ?? "";
}

/** An optional JSON body: none (no Content-Type, as the body guard lets through only then) reads as {}. */
export const corpsFacultatif = (c: Context<AppEnv>) =>
  c.req.header("content-type") ? readJson(c.req) : Promise.resolve({});
