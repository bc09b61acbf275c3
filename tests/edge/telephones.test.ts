// Phone numbers on the edge entry, as tests/api/telephones.test.ts: stored as typed, whatever was typed (ADR 179).
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

const locataire = (tel: string) =>
  edge.call("POST", "/api/Locataire", { ...valid.Locataire(), tel });

describe("phone numbers on the edge", () => {
  it("takes « +33 6 12 34 56 78 » and « voir gardien » as typed, kept through an update of the other fields", async () => {
    expect((await json(await locataire("+33 6 12 34 56 78"), 201)).tel).toBe("+33 6 12 34 56 78");
    const l = await json(await locataire("voir gardien"), 201);
    const apres = await json(await edge.call("PUT", `/api/Locataire/${l.id}`, { ville: "Lyon" }));
    expect(apres).toMatchObject({ ville: "Lyon", tel: "voir gardien" });
  });
});
