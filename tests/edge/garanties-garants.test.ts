// The lease's guarantee names its guarantors on the edge entry too (tests/api/garanties/garantie-garants.test.ts):
// the card said « Aucune » beside a personal guarantor.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
let dossier: number;

beforeAll(async () => {
  edge = await signedInInstance();
  const a = await json(await edge.call("POST", "/api/Appartement", valid.Appartement()), 201);
  const l = await json(await edge.call("POST", "/api/Locataire", valid.Locataire()), 201);
  dossier = (await json(await edge.call("POST", "/api/Dossier", valid.Dossier(a.id, l.id)), 201))
    .id;
});

describe("the lease's guarantee on the edge", () => {
  it("is « aucune » alone, then a caution naming its guarantor", async () => {
    const avant = await json(await edge.call("GET", `/api/Dossier/${dossier}/garantie`));
    expect(avant).toMatchObject({ type: "aucune", garants: [] });
    await json(
      await edge.call("POST", "/api/Caution", { ...valid.Caution(), DossierId: dossier }),
      201,
    );
    const apres = await json(await edge.call("GET", `/api/Dossier/${dossier}/garantie`));
    expect(apres).toMatchObject({ type: "caution", garants: ["Jean Petit"] });
  });
});
