import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Client } from "../../worker/db/schema";
import { makeTestApp, type TestApp } from "../support/test-app";
import { classeur, envoyer, json } from "../support/imports";
import { DATE_REPRISE_ARRIERES } from "../support/arrieres-repris";
import { PORTEFEUILLE_AVOIR } from "../support/avoir-repris";
import { expectSays, generate } from "../support/pdf";

// Issue 74 (ADR 124): the owner's compte-rendu shows an imported lease's deposit at the amount declared held (sheet
// Soldes), not at the lease's own amount: B1's lease states 800 € but the agency declared 500 € held.

let t: TestApp;
let p1: number;

beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-28T10:00:00Z", confirme: true });
  const portefeuille = {
    ...PORTEFEUILLE_AVOIR,
    Soldes: [...(PORTEFEUILLE_AVOIR.Soldes ?? []), ["B1", "depot", "500"]],
  };
  await json(
    await envoyer(t, [await classeur("reprise.xlsx", portefeuille)], {
      dateReprise: DATE_REPRISE_ARRIERES,
    }),
    201,
  );
  p1 = (await t.db.select().from(Client).where(eq(Client.reference, "P1")))[0]!.id;
});
afterAll(() => t.close());

describe("the compte-rendu of an imported lease's deposit", () => {
  it("reads the 500 € declared held, not the lease's 800 €", async () => {
    const cr = await generate(
      t,
      `/api/Client/${p1}/compteRendu/generate?du=2026-11-01&au=2026-11-30`,
      "admin",
    );
    expectSays(cr.text, "Dépôt de garantie : 500,00 €, détenu par l'agence.");
    expect(cr.text.replace(/\s+/g, " ")).not.toMatch(/Dépôt de garantie : 800,00/);
  });
});
