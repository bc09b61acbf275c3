import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, expect, it } from "vitest";
import { MSG_IBAN_IMPORTE_EN_ATTENTE } from "../../domain/iban-verification/import";
import { jourFr, MSG_IBAN_EN_ATTENTE } from "../../domain/iban-verification/regles";
import { jourFrSql, motifEnAttenteSql } from "./sql";

// The payout batch writes its reason in SQL (« IBAN modifié le JJ/MM/AAAA… »): its Paris day must be the one the
// domain writes, at every hour of the year, the nights of the clock changes included.
const client = createClient({ url: ":memory:" });
const db = drizzle(client);
afterAll(() => client.close());

const enSql = async (iso: string) =>
  (await db.all<{ j: string }>(sql`select ${jourFrSql(sql`${iso}`)} as j`))[0]?.j;

it("writes the Paris day of an instant as the domain does, around the clock changes", async () => {
  const instants = [
    "2026-03-29T00:59:59.999Z",
    "2026-03-29T01:00:00.000Z",
    "2026-10-24T21:59:59.999Z",
    "2026-10-24T22:00:00.000Z",
    "2026-10-25T00:59:59.000Z",
    "2026-10-25T01:00:00.000Z",
    "2026-12-31T22:59:00.000Z",
    "2026-12-31T23:00:00.000Z",
    "2025-06-30T21:59:59.000Z",
    "2025-06-30T22:00:00.000Z",
  ];
  for (const iso of instants) expect(await enSql(iso), iso).toBe(jourFr(iso));
  await fc.assert(
    fc.asyncProperty(
      fc.date({
        min: new Date("2000-01-01T00:00:00Z"),
        max: new Date("2099-12-31T00:00:00Z"),
        noInvalidDate: true,
      }),
      async (d) => {
        const iso = d.toISOString();
        expect(await enSql(iso)).toBe(jourFr(iso));
      },
    ),
    { numRuns: 300 },
  );
});

it("gives the payout's reason word for word, « importé » for an IBAN an import brought (ADR 116)", async () => {
  await db.run(
    sql`create table "IbanClient" ("ClientId" integer, "statut" text, "ImportId" integer)`,
  );
  await db.run(sql`insert into "IbanClient" values (1, 'a_verifier', null), (2, 'a_verifier', 7)`);
  const iso = "2026-11-20T23:30:00.000Z";
  const motif = async (client: number) =>
    (
      await db.all<{ m: string }>(
        sql`select ${motifEnAttenteSql(sql`${iso}`, sql`${client}`)} as m`,
      )
    )[0]?.m;
  expect(await motif(1)).toBe(MSG_IBAN_EN_ATTENTE(iso));
  expect(await motif(1)).toBe("IBAN modifié le 21/11/2026, en attente de vérification");
  expect(await motif(2)).toBe(MSG_IBAN_IMPORTE_EN_ATTENTE(iso));
  expect(await motif(2)).toBe("IBAN importé le 21/11/2026, en attente de vérification");
});
