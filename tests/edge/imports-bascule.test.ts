import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { createClient } from "@libsql/client/web";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/entry/cloudflare";
import { classeur } from "../support/imports";
import {
  AVERTISSEMENT_B3,
  PORTEFEUILLE_BASCULE,
  REPRISE_BASCULE,
} from "../support/imports-bascule";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

// Issue 74 item 3 on the edge entry: imported on 28/11/2026 with a cut-over of 01/11/2026 (the edge's clock is the
// day's), the November terms are made by the import's one batch (its round trips do not grow with the leases), the
// month's job makes none twice, the lease ended before the cut-over is the dry run's warning, and the calendar,
// still one round trip, dates nothing of an imported lease before the cut-over.

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const form = async (feuilles: typeof PORTEFEUILLE_BASCULE, essai = false) => {
  const f = await classeur("portefeuille.xlsx", feuilles);
  const data = new FormData();
  data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
  data.append("dateReprise", REPRISE_BASCULE);
  return edge.call("POST", `/api/imports${essai ? "?essai=1" : ""}`, data);
};

/** The portfolio without its tenant's credit (settled by the replay, after the batch), and `n` more leases. */
function sansCredit(n = 0): typeof PORTEFEUILLE_BASCULE {
  const p = structuredClone(PORTEFEUILLE_BASCULE);
  p.Soldes = p.Soldes!.filter((r) => r[2] !== "-100");
  for (let i = 0; i < n; i++) {
    p.Appartements!.push([`AX${i}`, "P2", `${i} rue Neuve`, "69003", "Lyon", 700, 40, null]);
    p.Locataires!.push([`LX${i}`, "Mme", `Loc${i}`, "Léa", `lx${i}@exemple.fr`]);
    p.Baux!.push([`BX${i}`, `AX${i}`, `LX${i}`, "nu", "01/01/2026", null, 700, 40, 700, null]);
  }
  return p;
}

async function sql(statement: string, args: (string | number)[] = []) {
  const db = createClient({ url: edge.env.LIBSQL_URL });
  try {
    return (await db.execute({ sql: statement, args })).rows;
  } finally {
    db.close();
  }
}

const ids: Record<string, number> = {};
const termes = async (ref: string) =>
  ((await json(await edge.call("GET", `/api/Quitance?DossierId=${ids[ref]}`))).data as any[]).map(
    (q) => [q.mois, q.prixHC, q.charge],
  );

describe("an import with a cut-over of 01/11/2026 on the edge", () => {
  it("warns in the dry run of the lease ended before the cut-over", async () => {
    const v = await json(await form(PORTEFEUILLE_BASCULE, true));
    expect(v.erreurs).toEqual([]);
    expect(v.avertissements).toContain(AVERTISSEMENT_B3);
  });

  it("makes the November terms in the import's batch: the round trips do not grow with the leases", async () => {
    const petit = await counted(edge, () => form(sansCredit()));
    expect(petit.res.status, await petit.res.clone().text()).toBe(201);
    const grand = await counted(edge, () => form(sansCredit(20)));
    expect(grand.res.status, await grand.res.clone().text()).toBe(201);
    console.log(
      `[edge] allers-retours libSQL : import avec ses échéances de novembre ${petit.trips}, avec 20 baux de plus ${grand.trips}`,
    );
    expect(grand.trips).toBe(petit.trips);
    expect(petit.trips).toBeLessThanOrEqual(7);
    for (const r of await sql(`select "id", "reference" from "Dossier"`))
      ids[String(r.reference)] = Number(r.id);
    expect(await termes("B1")).toEqual([["2026-11", 1000, 80]]);
    expect(await termes("B4")).toEqual([["2026-11", 350, 22.75]]);
    expect(await termes("B3")).toEqual([]);
    expect(await termes("BX7")).toEqual([["2026-11", 700, 40]]);
  });

  it("the month's job, run twice, makes no term twice", async () => {
    await sql(`update "Locataire" set "quitanceAuto" = 1`);
    await sql(`update "Appartement" set "quitanceAuto" = 1`);
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      await worker.scheduled(
        createScheduledController({
          scheduledTime: new Date("2026-11-28T05:00:00Z").getTime(),
          cron: "0 5 * * *",
        }),
        { ...edge.env, JOBS: undefined },
        ctx,
      );
      await waitOnExecutionContext(ctx);
    }
    const doubles = await sql(
      `select "DossierId", "mois" from "Quitance" group by "DossierId", "mois" having count(*) > 1`,
    );
    expect(doubles).toEqual([]);
    const [n] = await sql(`select count(*) as n from "Quitance" where "mois" = '2026-11'`);
    expect(Number(n?.n)).toBe(23);
  });

  it("the calendar, one round trip, has nothing of an imported lease before the cut-over", async () => {
    const { res, trips } = await counted(edge, () =>
      edge.call("GET", "/api/echeances?du=2000-01-01"),
    );
    const items = (await json(res)).data as any[];
    expect(trips).toBe(1);
    const repris = items.filter((e) => Object.values(ids).includes(e.DossierId));
    expect(repris.length).toBeGreaterThan(20);
    expect(repris.filter((e) => e.date < REPRISE_BASCULE)).toEqual([]);
    expect(items.find((e) => e.type === "assurance" && e.DossierId === ids.B1)).toMatchObject({
      date: REPRISE_BASCULE,
      libelle: expect.stringMatching(/^Attestation d'assurance à demander à Julie Petit/),
    });
    expect(items.map((e) => e.libelle)).toContain(
      "DPE de classe E : date de réalisation à renseigner, 3 rue des Lilas, 69003 Lyon",
    );
  });

  it("a tenant's credit settles the new term (the replay after the batch, for that lease only)", async () => {
    const autre = await signedInInstance();
    const f = await classeur("portefeuille.xlsx", PORTEFEUILLE_BASCULE);
    const data = new FormData();
    data.append("fichier", new Blob([new Uint8Array(f.bytes)]), f.nom);
    data.append("dateReprise", REPRISE_BASCULE);
    const { res, trips } = await counted(autre, () => autre.call("POST", "/api/imports", data));
    expect(res.status, await res.clone().text()).toBe(201);
    console.log(`[edge] allers-retours libSQL : import avec un avoir locataire ${trips}`);
    const dossiers = (await json(await autre.call("GET", "/api/Dossier"))).data as any[];
    const b2 = dossiers.find((d) => d.reference === "B2");
    const [q] = (await json(await autre.call("GET", `/api/Quitance?DossierId=${b2.id}`))).data;
    expect(q).toMatchObject({ mois: "2026-11", prixHC: 800, charge: 50, montantRegle: 100 });
  });
});
