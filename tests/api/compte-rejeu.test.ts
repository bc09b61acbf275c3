import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { EcritureProprietaire } from "../../worker/db/schema";
import {
  compteDe,
  ecrituresStatement,
  lignesDe,
  lignesRejoueesDe,
  rejeuStatement,
} from "../../worker/services/compte/ledger";
import {
  ecrituresLoyerDe,
  ecrituresLoyerStatement,
} from "../../worker/services/proprietaire/loyers";
import { makeTestApp, type TestApp } from "../support/test-app";
import { seedDossier } from "../support/quitances";

// ADR 052: a payment replays the account from the columns the replay reads (rejeuStatement), reads back only what
// was appended since its first read, reads the owners' entries as one JSON array, and answers from the predicted
// account when nothing slipped in. Held equal here to the plain reads and to the account read afterwards.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "user", body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

/** A replay as the tests compare it: every term's state and every source's, in order (Maps as entries). */
const vue = (c: ReturnType<typeof compteDe>) => ({
  solde: c.solde,
  credit: c.lettrage.credit,
  termes: [...c.lettrage.termes.entries()],
  sources: [...c.lettrage.sources.entries()],
  emmenagement: [...c.lettrage.emmenagement.entries()],
});

describe("the payment's reads (ADR 052)", () => {
  it("replays the same account from its columns, whole or from a line on, and reads the same owner entries", async () => {
    const s = await seedDossier(t);
    const d = s.dossier.id as number;
    const q1 = await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-09-01" }, 201);
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-10-01" }, 201);
    const p1 = await ok(
      "POST",
      `/api/Dossier/${d}/paiements`,
      { montant: 500, date: "2026-09-05", mode: "Virement", QuitanceId: q1.id },
      201,
    );
    await ok(
      "POST",
      `/api/Dossier/${d}/paiements`,
      { montant: 2500, date: "2026-10-05", mode: "Chèque", reference: "C-12" },
      201,
    );
    await ok("POST", `/api/Paiement/${p1.paiement.id}/annuler`, { motif: "Rejet" });
    await ok(
      "POST",
      `/api/Dossier/${d}/ajustements`,
      { montant: 20, date: "2026-10-06", motif: "Geste" },
      201,
    );

    const plain = compteDe(lignesDe(await ecrituresStatement(t.ports, d)));
    const rejoue = compteDe(lignesRejoueesDe(await rejeuStatement(t.ports, d)));
    expect(vue(rejoue)).toEqual(vue(plain));
    expect(rejoue.rows.map((r) => r.id)).toEqual(plain.rows.map((r) => r.id));

    // The lines up to one, then those after it: the whole ledger.
    const vu = plain.rows[2]!.id;
    const avant = lignesRejoueesDe(await rejeuStatement(t.ports, d)).filter((l) => l.id <= vu);
    const apres = lignesRejoueesDe(await rejeuStatement(t.ports, d, vu));
    expect([...avant, ...apres]).toEqual(lignesRejoueesDe(await rejeuStatement(t.ports, d)));

    const rows = await t.db
      .select({
        id: EcritureProprietaire.id,
        ClientId: EcritureProprietaire.ClientId,
        type: EcritureProprietaire.type,
        libelle: EcritureProprietaire.libelle,
        debit: EcritureProprietaire.debit,
        credit: EcritureProprietaire.credit,
        tva: EcritureProprietaire.tva,
        PaiementId: EcritureProprietaire.PaiementId,
        QuitanceId: EcritureProprietaire.QuitanceId,
        annuleId: EcritureProprietaire.annuleId,
      })
      .from(EcritureProprietaire)
      .where(and(eq(EcritureProprietaire.DossierId, d), isNotNull(EcritureProprietaire.PaiementId)))
      .orderBy(asc(EcritureProprietaire.id));
    expect(rows.length).toBeGreaterThan(2);
    expect(ecrituresLoyerDe(await ecrituresLoyerStatement(t.ports, d))).toEqual(rows);
    const un = rows[1]!.id;
    expect(ecrituresLoyerDe(await ecrituresLoyerStatement(t.ports, d, un))).toEqual(
      rows.filter((r) => r.id > un),
    );
  });

  it("answers a payment as the account read afterwards shows it", async () => {
    const s = await seedDossier(t);
    const d = s.dossier.id as number;
    const q = await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-10-01" }, 201);
    await ok("POST", `/api/Quitance/generate/${d}`, { date: "2026-11-01" }, 201);
    // Part of a term, the rest of it and more (the next term), then credit only.
    for (const [montant, QuitanceId] of [
      [300, q.id],
      [1000, null],
      [2000, null],
    ] as const) {
      const r = await ok(
        "POST",
        `/api/Dossier/${d}/paiements`,
        { montant, date: "2026-11-02", mode: "Virement", QuitanceId },
        201,
      );
      expect(r.paiement).toEqual(await ok("GET", `/api/Paiement/${r.paiement.id}`));
      expect(r.solde).toBe((await ok("GET", `/api/Dossier/${d}/compte`)).solde);
    }
  });
});
