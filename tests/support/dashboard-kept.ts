import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { tableauDeBord, tableauDeBordRecompte } from "../../worker/services/dashboard";
import { applyDerived } from "../../worker/db/derived/apply";
import type { TableauDeBord } from "../../worker/domain/api-records";
import type { PagePreavis } from "../../worker/domain/tableau/preavis-page";

// The dashboard's kept figures (ADR 099, 126) against the plain recount they mirror, on the Node entry: shared by
// the tests that write and compare (tests/api/dashboard-kept*.test.ts).

const KEPT = [
  "TableauCompte",
  "TableauSegment",
  "TableauVacance",
  "TableauPreavis",
  "TableauDepot",
  "TableauListe",
  "TableauReprise",
  "TableauAide",
];

/** The kept tables' rows, a sum left at zero by the writes being no row at all. */
async function keptRows(t: TestApp) {
  const out: Record<string, unknown[]> = {};
  for (const table of KEPT) {
    const rows = (await t.client.execute(`select * from "${table}" order by 1, 2`)).rows;
    out[table] = rows.map((r) => ({ ...r })).filter((r) => table !== "TableauCompte" || r.n !== 0);
  }
  return out;
}

/** The kept answer equals the recount, on the list's first page and on `pages`; the route answers it. */
export async function same(
  t: TestApp,
  why: string,
  pages: PagePreavis[] = [],
): Promise<TableauDeBord> {
  const kept = await tableauDeBord(t.ports);
  expect(kept, why).toEqual(await tableauDeBordRecompte(t.ports));
  for (const page of pages)
    expect(await tableauDeBord(t.ports, page), `${why}, page ${page.page}`).toEqual(
      await tableauDeBordRecompte(t.ports, page),
    );
  const res = await t.call("GET", "/api/dashboard", "admin");
  expect(res.status).toBe(200);
  expect(res.body, why).toEqual(kept);
  return kept;
}

/** The triggers' rows equal those the definition makes again from the rows. */
export async function sameAsRefill(t: TestApp) {
  const before = await keptRows(t);
  await applyDerived(t.client, ["tableau"]);
  expect(await keptRows(t)).toEqual(before);
}
