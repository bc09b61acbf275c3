// ADR 171 on the edge entry: the tenant's « payé / pas payé » from the e-mailed link
// (POST /Quitance/validation/{true|false}/{uuid}) is one read, then one write batch (an interactive transaction
// before): the term paid once whatever parallel clicks do, a second click 409, an unknown link 404.
import { beforeAll, describe, expect, it } from "vitest";
import { bailEtTerme, counted, type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const terme = async (q: number) => json(await edge.call("GET", `/api/Quitance/${q}`));
const paiements = async (d: number) =>
  (await json(await edge.call("GET", `/api/Dossier/${d}/compte`))).ecritures
    .filter((e: { type: string }) => e.type === "paiement")
    .map((e: { credit: number; auteur: string }) => [e.credit, e.auteur]);
const repondre = (uuid: string, paye: boolean) =>
  edge.send("POST", `/api/Quitance/validation/${paye}/${uuid}`);

/** A lease's January term (970,50 €) with nothing recorded, the set-up's work done: counts are the click's. */
async function terme0() {
  const { d, q } = await bailEtTerme(edge);
  await edge.settled();
  return { d: d.id as number, q: q.id as number, uuid: q.uuid as string };
}

describe("the tenant's answer from the link in one read and one batch, on the edge", () => {
  it("« payé »: the term paid by the tenant; a second click 409 and nothing more", async () => {
    const { d, q, uuid } = await terme0();
    const clic = await counted(edge, () => repondre(uuid, true));
    expect(await json(clic.res)).toMatchObject({ ok: true, regle: true });
    expect(await terme(q)).toMatchObject({
      regle: true,
      statusInconu: false,
      declaration: true,
      resteDu: 0,
    });
    expect(await paiements(d)).toEqual([[970.5, "locataire"]]);
    await edge.settled();
    const encore = await counted(edge, () => repondre(uuid, true));
    expect(encore.res.status).toBe(409);
    expect(await paiements(d)).toEqual([[970.5, "locataire"]]);
    console.log(
      `[edge] allers-retours libSQL : lien payé ${clic.trips}, second clic ${encore.trips}`,
    );
    // The read, then the write batch; a second click the read alone (12 and 3 as a transaction).
    expect(clic.trips).toBeLessThanOrEqual(2);
    expect(encore.trips).toBeLessThanOrEqual(1);
  });

  it("« pas payé »: the declaration only, no payment; an unknown link 404", async () => {
    const { d, q, uuid } = await terme0();
    const clic = await counted(edge, () => repondre(uuid, false));
    expect(await json(clic.res)).toMatchObject({ ok: true, regle: false });
    expect(await terme(q)).toMatchObject({
      regle: false,
      statusInconu: false,
      declaration: false,
      resteDu: 970.5,
    });
    expect(await paiements(d)).toEqual([]);
    await edge.settled();
    const inconnu = await counted(edge, () => repondre(crypto.randomUUID(), true));
    expect(inconnu.res.status).toBe(404);
    console.log(
      `[edge] allers-retours libSQL : lien pas payé ${clic.trips}, lien inconnu ${inconnu.trips}`,
    );
    expect(clic.trips).toBeLessThanOrEqual(2);
    // The read, and the wrong links' count (the route's limit on guessed links).
    expect(inconnu.trips).toBeLessThanOrEqual(2);
  });

  it("the page reads the answer's own rule in one trip: closed by staff, it says so and the answer is 409", async () => {
    const { q, uuid } = await terme0();
    const page = async () => {
      const r = await counted(edge, () =>
        edge.send("GET", `/api/Quitance/validation/true/${uuid}`),
      );
      return { ouverte: (await json(r.res)).ouverte, trips: r.trips };
    };
    const avant = await page();
    expect(avant.ouverte).toBe(true);
    await edge.call("GET", `/api/Quitance/switchState/false/${q}`);
    await edge.settled();
    expect((await page()).ouverte).toBe(false);
    const r = await repondre(uuid, true);
    expect(r.status).toBe(409);
    expect((await json(r, 409)).error.message).toBe(
      "Votre réponse a déjà été prise en compte par nos services...",
    );
    console.log(`[edge] allers-retours libSQL : page du lien ${avant.trips}`);
    // The term and its rule in one statement (the term, then its lines, before: 2).
    expect(avant.trips).toBeLessThanOrEqual(1);
  });

  it("the page names the agency of Paramètres > Agence and its address, still in one trip (walk 94)", async () => {
    const r = await edge.call("PUT", "/api/agence", {
      nom: "Agence du Rhône",
      email: "gestion@agence-du-rhone.test",
    });
    expect(r.status).toBe(200);
    const { uuid } = await terme0();
    const page = await counted(edge, () =>
      edge.send("GET", `/api/Quitance/validation/false/${uuid}`),
    );
    expect(await json(page.res)).toMatchObject({
      agence: "Agence du Rhône",
      contact: "gestion@agence-du-rhone.test",
    });
    expect(page.trips).toBeLessThanOrEqual(1);
  });

  it.each([
    [true, { regle: true, resteDu: 0, declaration: true }, [[970.5, "locataire"]]],
    [false, { regle: false, resteDu: 970.5, declaration: false }, []],
  ])(
    "four clicks « %s » at once: one answer recorded, the others 409 without the transaction",
    async (paye, etat, payes) => {
      const { d, q, uuid } = await terme0();
      let statuts: number[] = [];
      const { trips } = await counted(edge, async () => {
        const r = await Promise.all([1, 2, 3, 4].map(() => repondre(uuid, paye)));
        statuts = r.map((x) => x.status);
        return r[0] as Response;
      });
      expect(statuts.sort()).toEqual([200, 409, 409, 409]);
      expect(await paiements(d)).toEqual(payes);
      expect(await terme(q)).toMatchObject(etat);
      console.log(`[edge] allers-retours libSQL : quatre clics ${paye} à la fois ${trips}`);
      // Each click its read and its batch at most: a loser's refused batch read the answer taken (ADR 173), where
      // the transaction used to add its own trips before the 409.
      expect(trips).toBeLessThanOrEqual(8);
    },
  );
});
