// The audit trail on the edge entry (ADR 029): the writer's e-mail rides in the write's own batch or transaction
// (services/journal/ecrivain.ts), with no round trip of its own; the journal is read in one.
import { beforeAll, describe, expect, it } from "vitest";
import { valid } from "../support/factories";
import { type Instance, jsonOf as json, signedInInstance } from "./instance";

let edge: Instance;
beforeAll(async () => {
  edge = await signedInInstance();
});

describe("the journal on the edge", () => {
  it("records a create and an update by their writer, once each; read in one round trip", async () => {
    const created = await json(await edge.call("POST", "/api/Client", valid.Client()), 201);
    await json(await edge.call("PUT", `/api/Client/${created.id}`, { nom: "Martin" }));
    const refused = await edge.call("PUT", `/api/Client/${created.id}`, { nom: "" });
    expect(refused.status).toBe(400);
    const before = await edge.roundTrips();
    const { data } = await json(
      await edge.call("GET", `/api/journal?resource=Client&id=${created.id}`),
    );
    expect((await edge.roundTrips()) - before).toBe(1);
    expect(data.map((l: { action: string }) => l.action)).toEqual(["update", "create"]);
    expect(data[0]).toMatchObject({ changes: { nom: ["Durand", "Martin"] } });
    expect(data[0].user).toMatch(/@/);
    expect(data[1].user).toBe(data[0].user);
    expect(data[1].changes.nom).toEqual([null, "Durand"]);
    // Issue 42: whether the record still exists (its link) is read in the same statement.
    expect(data.map((l: { existe: boolean }) => l.existe)).toEqual([true, true]);
    expect((await edge.call("DELETE", `/api/Client/${created.id}`)).status).toBe(204);
    const after = await edge.roundTrips();
    const gone = await json(
      await edge.call("GET", `/api/journal?resource=Client&id=${created.id}`),
    );
    expect((await edge.roundTrips()) - after).toBe(1);
    expect(gone.data.map((l: { existe: boolean }) => l.existe)).toEqual([false, false, false]);
  });
});
