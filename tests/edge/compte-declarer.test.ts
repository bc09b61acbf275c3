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

  it("four clicks at once: one answer and one payment recorded, the others 409", async () => {
    const { d, q, uuid } = await terme0();
    const statuts = (await Promise.all([1, 2, 3, 4].map(() => repondre(uuid, true)))).map(
      (r) => r.status,
    );
    expect(statuts.sort()).toEqual([200, 409, 409, 409]);
    expect(await paiements(d)).toEqual([[970.5, "locataire"]]);
    expect(await terme(q)).toMatchObject({ regle: true, resteDu: 0, declaration: true });
  });
});
