import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp } from "../support/test-app";
import { insertAppartement } from "../support/factories";
import { crediter, proprietaire } from "../support/reversements";
import { type Candidat, motifEcart } from "../../worker/domain/reversements/selection";
import { candidatsSql } from "../../worker/services/reversements/preparer";

// The payout rule is written twice: plain in worker/domain/reversements/selection.ts, as SQL in the statement that
// writes a batch's lines (services/reversements/preparer.ts). Both must agree, owner by owner, to the cent.

describe("the payout rule, plain and in SQL", () => {
  it("gives the same amount and reason for every owner", async () => {
    const t = await makeTestApp({ confirme: true });
    const ids = [
      await proprietaire(t, 123456, { reserve: 100.01 }),
      await proprietaire(t, 5000, { reserve: 50 }),
      await proprietaire(t, 5000, { iban: null }),
      await proprietaire(t, 777),
      await proprietaire(t, 30000, { reserve: 10 }),
      await proprietaire(t, 1),
    ];
    await crediter(t, ids[1]!, -9000);
    const sansRien = await proprietaire(t, 0);
    await t.call(
      "PUT",
      `/api/Appartement/${(await insertAppartement(t)).id}/owner/add/${sansRien}`,
      "admin",
    );
    // A draft of another date holding ids[3] and ids[4], then new money for ids[4]; a batch of the date for ids[5].
    const brouillon = (await t.call("POST", "/api/reversements", "user", { date: "2026-12-31" }))
      .body.reversement;
    expect(brouillon.lignes.length).toBeGreaterThan(0);
    await crediter(t, ids[4]!, 2500);
    await proprietaire(t, 4321);
    const memeJour = (await t.call("POST", "/api/reversements", "user", { date: "2026-11-30" }))
      .body.reversement;

    const rows = await t.db.all<Candidat & { montant: number; motif: string | null }>(
      sql`select c.*, (select coalesce(sum("credit" - "debit"), 0) from "EcritureProprietaire" e where e."ClientId" = c."ClientId") as solde,
        (select "reserve" from "Client" where "id" = c."ClientId") as reserve,
        (select coalesce(sum(l."montant"), 0) from "LigneReversement" l join "Reversement" r on r."id" = l."ReversementId"
          where r."statut" = 'brouillon' and l."ClientId" = c."ClientId") as enBrouillon,
        (select min(l."ReversementId") from "LigneReversement" l where l."ClientId" = c."ClientId" and l."date" = '2026-11-30') as dejaCeJour,
        c.attente as ibanEnAttente
        from (${candidatsSql("2026-11-30", "aucune", t.ports.clock.now().toISOString())}) c`,
    );
    expect(rows.length).toBe(8);
    for (const r of rows)
      expect({ id: r.ClientId, ...motifEcart(r) }).toEqual({
        id: r.ClientId,
        montant: r.montant,
        motif: r.motif,
      });
    expect(rows.filter((r) => r.dejaCeJour === memeJour.id).length).toBe(memeJour.lignes.length);
    await t.close();
  });
});
