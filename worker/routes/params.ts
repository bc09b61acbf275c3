import { notFound } from "../lib/errors";

/** A path id: a positive integer, else the resource does not exist (404, as for an unknown id). */
export function parseId(raw: string | undefined): number {
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
