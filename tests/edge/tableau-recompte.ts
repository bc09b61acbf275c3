// The dashboard's kept figures against the plain recount on the edge (ADR 099, 126): the recount run by the test on
// the instance's own database over libSQL's HTTP, the answer asked fresh in one round trip. Shared by
// tests/edge/dashboard-kept*.test.ts.
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import { expect } from "vitest";
import { createDb } from "../../worker/db/client";
import { tableauDeBordRecompte } from "../../worker/services/dashboard";
import { countedGet, type Instance } from "./instance";

/** The plain recount on the instance's database, today. */
export async function recompte(edge: Instance, page?: { page: number; taille: number }) {
  const client = createClient({ url: edge.env.LIBSQL_URL });
  try {
    return await tableauDeBordRecompte(
      { db: createDb(drizzle, client), clock: { now: () => new Date() } },
      page && { ...page, offset: (page.page - 1) * page.taille },
    );
  } finally {
    client.close();
  }
}

/**
 * The dashboard asked after a write: fresh, in one round trip (as the plain statement was), equal to the recount.
 * A session's first request costs one more (its session read alone, whatever the route): sign in and ask it first.
 */
export async function same(edge: Instance, why: string, page?: { page: number; taille: number }) {
  const got = await countedGet(
    edge,
    page ? `/api/dashboard?page=${page.page}&taille=${page.taille}` : "/api/dashboard",
  );
  expect(got.res.status, why).toBe(200);
  expect(got.trips, why).toBe(1);
  const body = JSON.parse(got.body);
  expect(body, why).toEqual(JSON.parse(JSON.stringify(await recompte(edge, page))));
  return body;
}
