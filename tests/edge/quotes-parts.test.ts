// Issue 59, item 4, on the edge entry: a change of an apartment's owners or shares waits for another admin; its
// author's own confirmation is a 403; the confirmation applies the whole new list in one write batch. The same rules
// as tests/api/quotes-parts.test.ts, over libSQL HTTP, with the round trips counted.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { counted, type Instance, jsonOf as json } from "./instance";
import { type secondAdmin, avecSecondAdmin } from "./iban";

let edge: Instance;
let second: Awaited<ReturnType<typeof secondAdmin>>;
beforeAll(async () => {
  // Confirming a change is a money move: the second admin's session confirms its identity first.
  ({ edge, second } = await avecSecondAdmin("second-qp@edge.test"));
});

describe("the owners' shares on the edge", () => {
  it("holds a co-owner and 100/0 shares until another admin confirms them, in few round trips", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const [x, y] = [
      await json(
        await edge.call("POST", "/api/Client", { ...valid.Client(), nom: "Edge-Qp-Aubert" }),
        201,
      ),
      await json(
        await edge.call("POST", "/api/Client", { ...valid.Client(), nom: "Edge-Qp-Complice" }),
        201,
      ),
    ];
    // The first owner of a new apartment: at once.
    const premier = await counted(edge, () =>
      edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${x.id}`),
    );
    await json(premier.res);
    const ajout = await counted(edge, () =>
      edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${y.id}`),
    );
    const tenu = await json(ajout.res, 202);
    expect(tenu.attente.auteur).toBe("admin@edge.test");
    const lu = await counted(edge, () => edge.call("GET", `/api/Appartement/${a.id}/quotesParts`));
    expect((await json(lu.res)).parts.map((p: any) => p.ClientId)).toEqual([x.id]);

    const soi = await json(
      await edge.call("POST", `/api/Appartement/${a.id}/quotesParts/confirmer`),
      403,
    );
    expect(soi.error.message).toBe(
      "Vous avez proposé cette modification des quotes-parts : elle doit être confirmée par un autre administrateur ou comptable.",
    );
    const confirme = await counted(edge, () =>
      second("POST", `/api/Appartement/${a.id}/quotesParts/confirmer`, {
        attenteId: tenu.attente.id,
      }),
    );
    expect((await json(confirme.res)).parts.map((p: any) => p.ClientId)).toEqual([x.id, y.id]);

    const parts = await json(
      await edge.call("PUT", `/api/Appartement/${a.id}/quotesParts`, {
        parts: [
          { ClientId: x.id, quotePart: 0 },
          { ClientId: y.id, quotePart: 100 },
        ],
      }),
      202,
    );
    expect(parts.parts).toEqual([
      { ClientId: x.id, quotePart: null },
      { ClientId: y.id, quotePart: null },
    ]);
    const double = await json(
      await edge.call("DELETE", `/api/Appartement/${a.id}/owner/remove/${x.id}`),
      409,
    );
    expect(double.error.message).toMatch(/attend déjà sa vérification/);
    await json(await second("POST", `/api/Appartement/${a.id}/quotesParts/confirmer`));
    const apres = await json(await edge.call("GET", `/api/Appartement/${a.id}`));
    expect(Object.fromEntries(apres.proprietaires.map((p: any) => [p.id, p.quotePart]))).toEqual({
      [x.id]: 0,
      [y.id]: 100,
    });
    console.log(
      `[edge] allers-retours libSQL : premier propriétaire ${premier.trips}, proposer un copropriétaire ${ajout.trips}, lire les quotes-parts ${lu.trips}, confirmer ${confirme.trips}`,
    );
    // Reads sent together; the confirmation: its reads, then its one write batch.
    expect(lu.trips).toBe(1);
    expect(confirme.trips).toBeLessThanOrEqual(2);
  });

  it("shows three equal shares as 33.33 / 33.33 / 33.34 %, adding up to 100", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const client = async (nom: string) =>
      json(await edge.call("POST", "/api/Client", { ...valid.Client(), nom }), 201);
    const [x, y, z] = [
      await client("Edge-Tiers-A"),
      await client("Edge-Tiers-B"),
      await client("Edge-Tiers-C"),
    ];
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${x.id}`));
    await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${y.id}`), 202);
    await json(await second("POST", `/api/Appartement/${a.id}/quotesParts/confirmer`));
    const tenu = await json(
      await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${z.id}`),
      202,
    );
    expect(tenu.attente.parts.map((p: any) => p.part)).toEqual([33.33, 33.33, 33.34]);
  });
});

describe("an owner added twice on the edge", () => {
  it("is one owner and one history entry: the second add changes nothing", async () => {
    const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
    const c = await json(
      await edge.call("POST", "/api/Client", { ...valid.Client(), nom: "Edge-Deux-Fois" }),
      201,
    );
    for (let i = 0; i < 2; i++)
      expect(
        (await json(await edge.call("PUT", `/api/Appartement/${a.id}/owner/add/${c.id}`)))
          .proprietaire.id,
      ).toBe(c.id);
    const lu = await json(await edge.call("GET", `/api/Appartement/${a.id}`));
    expect(lu.proprietaires.map((p: any) => p.id)).toEqual([c.id]);
    expect(lu.history.map((h: any) => h.etat)).toEqual([
      "Ajout du propriétaire Madame Élise Edge-Deux-Fois",
    ]);
  });
});
