// The owner's account on the edge entry (issue 38, ADR 031): the owners' entries of a tenant's payment ride in the
// payment's own write batch, so a payment costs the same round trips with owners and a fee as without (2); the
// owner's account is one read. Parallel payments on the edge never credit an owner twice.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json, signedInInstance } from "./instance";
import { secondAdmin, confirmerSecond } from "./iban";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
beforeAll(async () => {
  edge = await signedInInstance();
  // A co-owner and the shares wait for another admin (issue 59, ADR 073), whose session confirmed its identity.
  second = await secondAdmin(edge);
  await confirmerSecond(second);
});
/** The apartment's waiting change of owners or shares, confirmed by the second admin. */
const confirmer = async (a: number) =>
  json(await second("POST", `/api/Appartement/${a}/quotesParts/confirmer`));

/** A dossier on an apartment of two owners (50/50) under a mission at 8 % TTC, and its January term. */
async function bail(proprietaires: boolean) {
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const owners = [];
  if (proprietaires) {
    for (const nom of ["Aubert", "Blanc"]) {
      const c = await json(await edge.call("POST", "/api/Client", { ...valid.Client(), nom }), 201);
      const held = owners.length > 0;
      await json(
        await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`),
        held ? 202 : 200,
      );
      if (held) await confirmer(a.id);
      owners.push(c.id as number);
    }
    const m = await json(
      await edge.call("POST", "/api/Mission", { ...valid.Mission(), honorairesGestion: 8 }),
      201,
    );
    await json(await edge.call("PUT", `/api/Mission/${m.id}/appartement/add/${a.id}`));
    for (const id of owners)
      await json(await edge.call("PUT", `/api/Mission/${m.id}/client/add/${id}`));
  }
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  const d = await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201);
  const q = await json(
    await edge.call("POST", `/api/Quitance/generate/${d.id}`, { date: "2026-01-05" }),
    201,
  );
  return { d: d.id as number, q: q.id as number, owners, appartement: a.id as number };
}
const payer = (d: number, q: number, montant = "970,50") =>
  edge.call("POST", `/api/Dossier/${d}/paiements`, {
    montant,
    date: "2026-01-06",
    mode: "Virement",
    QuitanceId: q,
  });

describe("the owner's account on the edge", () => {
  it("a payment credits the owners and debits the fee in the same round trips as without owners", async () => {
    const sans = await bail(false);
    const before = await counted(edge, () => payer(sans.d, sans.q));
    await json(before.res, 201);
    const avec = await bail(true);
    const after = await counted(edge, () => payer(avec.d, avec.q));
    await json(after.res, 201);
    const compte = await counted(edge, () =>
      edge.call("GET", `/api/Client/${avec.owners[0]}/compte`),
    );
    // 970.50 / 2 = 485.25 €; 8 % = 38.82 € TTC.
    expect(await json(compte.res)).toMatchObject({
      solde: 446.43,
      ecritures: [
        { type: "loyer", credit: 485.25 },
        { type: "honoraires", debit: 38.82 },
      ],
    });
    console.log(
      `[edge] allers-retours libSQL : paiement sans propriétaire ${before.trips}, avec deux propriétaires et honoraires ${after.trips}, compte propriétaire ${compte.trips}`,
    );
    expect(after.trips).toBe(before.trips);
    expect(after.trips).toBeLessThanOrEqual(2);
    expect(compte.trips).toBe(1);
  });

  it("sets an apartment's quote-parts, refused in French when they do not add up to 100", async () => {
    const { owners, appartement } = await bail(true);
    const put = (a: number, b: number) =>
      edge.call("PUT", `/api/Appartement/${appartement}/quotesParts`, {
        parts: [
          { ClientId: owners[0], quotePart: a },
          { ClientId: owners[1], quotePart: b },
        ],
      });
    const refus = await json(await put(60, 30), 400);
    expect(refus.error.fields.parts).toBe(
      "Les quotes-parts d'un appartement doivent totaliser exactement 100 %.",
    );
    expect((await json(await put(60, 40), 202)).attente.parts).toHaveLength(2);
    await confirmer(appartement);
    const lu = await json(await edge.call("GET", `/api/Appartement/${appartement}`));
    expect(lu.proprietaires.map((p: any) => p.quotePart).sort()).toEqual([40, 60]);
  });

  it("parallel payments never credit an owner twice", async () => {
    const { d, q, owners } = await bail(true);
    const rs = await Promise.all(Array.from({ length: 5 }, () => payer(d, q, "250,00")));
    for (const r of rs) await json(r, 201);
    // 1,250 € paid on 970.50 € due: the owners get 970.50 € between them, once.
    const comptes = await Promise.all(
      owners.map(async (id) => json(await edge.call("GET", `/api/Client/${id}/compte`))),
    );
    // Net rent credited: the loyer credits less the annulations' debits (an annulation of a loyer is its debit).
    const total = comptes.reduce(
      (s, c) =>
        s +
        c.ecritures
          .filter((e: any) => e.type === "loyer")
          .reduce((x: number, e: any) => x + Math.round(e.credit * 100), 0),
      0,
    );
    const annulations = comptes.reduce(
      (s, c) =>
        s +
        c.ecritures
          .filter((e: any) => e.type === "annulation")
          .reduce((x: number, e: any) => x + Math.round(e.debit * 100), 0),
      0,
    );
    expect(total - annulations).toBe(97050);
  });
});
