import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertClient,
  insertDossier,
  insertLocataire,
  valid,
} from "../support/factories";
import { confirmerQuotesParts } from "../support/quotes-parts";

// The web offers Delete only where `supprimable` is true: the flag must say exactly what DELETE will answer.

let t: TestApp;
beforeEach(async () => (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterEach(() => t.close());

const ok = async (method: string, path: string, body?: unknown) => {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
};

/** The flag in the list and in the single read, and what DELETE answers, for one record. */
async function deletable(resource: string, id: number) {
  const list = (await ok("GET", `/api/${resource}`)).data as { id: number; supprimable: boolean }[];
  const inList = list.find((r) => r.id === id)!.supprimable;
  const inRead = (await ok("GET", `/api/${resource}/${id}`)).supprimable;
  return { inList, inRead };
}

/** The flag says no, the read says no, and DELETE is refused with this message; nothing is gone. */
async function expectRefused(resource: string, id: number, message: RegExp) {
  expect(await deletable(resource, id)).toEqual({ inList: false, inRead: false });
  const r = await t.call("DELETE", `/api/${resource}/${id}`);
  expect(r.status).toBe(409);
  expect(r.body.error.message).toMatch(message);
  expect((await t.call("GET", `/api/${resource}/${id}`)).status).toBe(200);
}

/** The flag says yes and DELETE goes through. */
async function expectDeletable(resource: string, id: number) {
  expect(await deletable(resource, id)).toEqual({ inList: true, inRead: true });
  expect((await t.call("DELETE", `/api/${resource}/${id}`)).status).toBe(204);
}

describe("supprimable: the delete rule of the server, on list rows and single reads", () => {
  it("a running dossier is not deletable, a closed one is", async () => {
    const running = await insertDossier(t);
    const closed = await insertDossier(t, { dateFinBail: "2026-06-30" });
    await expectRefused("Dossier", running.id, /en cours/);
    await expectDeletable("Dossier", closed.id);
  });

  it("a dossier is deletable from its end date on, the Paris day deciding", async () => {
    t.close();
    t = await makeTestApp({ now: "2026-11-21T22:30:00Z" }); // 23:30 in Paris, the 21st
    const ending = await insertDossier(t, { dateFinBail: "2026-11-22" });
    await expectRefused("Dossier", ending.id, /en cours/);
    t.setNow("2026-11-21T23:30:00Z"); // 00:30 in Paris, the 22nd
    await expectDeletable("Dossier", ending.id);
  });

  it("an owner of apartments and a commanditaire of missions are not deletable; a plain client is", async () => {
    const owner = await insertClient(t);
    const sponsor = await insertClient(t, { nom: "Commanditaire" });
    const plain = await insertClient(t, { nom: "Libre" });
    const a = await insertAppartement(t);
    const m = await create(t, "Mission", valid.Mission());
    await ok("PUT", `/api/Appartement/${a.id}/owner/add/${owner.id}`);
    await ok("PUT", `/api/Mission/${m.id}/client/add/${sponsor.id}`);
    await expectRefused("Client", owner.id, /propriétaire d'appartements/);
    await expectRefused("Client", sponsor.id, /commanditaire de missions/);
    await expectDeletable("Client", plain.id);
  });

  it("a client stops being refused once its apartments are gone", async () => {
    const owner = await insertClient(t);
    const a = await insertAppartement(t);
    await ok("PUT", `/api/Appartement/${a.id}/owner/add/${owner.id}`);
    await expectRefused("Client", owner.id, /propriétaire/);
    await ok("DELETE", `/api/Appartement/${a.id}/owner/remove/${owner.id}`);
    await confirmerQuotesParts(t, a.id);
    await expectDeletable("Client", owner.id);
  });

  it("a tenant with dossiers is not deletable (closed ones too); one without is", async () => {
    const withDossier = await insertLocataire(t);
    await insertDossier(t, { LocataireId: withDossier.id, dateFinBail: "2025-06-30" });
    const free = await insertLocataire(t, { nom: "Libre" });
    await expectRefused("Locataire", withDossier.id, /dossiers de location/);
    await expectDeletable("Locataire", free.id);
  });

  it("an apartment with dossiers, receipts or intendances is not deletable; a bare one is", async () => {
    const withDossier = await insertAppartement(t);
    await insertDossier(t, { AppartementId: withDossier.id, dateFinBail: "2025-06-30" });
    const withReceipt = await insertAppartement(t);
    await create(t, "Quitance", { ...valid.Quitance(), AppartementId: withReceipt.id });
    const withIntendance = await insertAppartement(t);
    await create(t, "Intendance", valid.Intendance(withIntendance.id));
    const bare = await insertAppartement(t);
    await expectRefused("Appartement", withDossier.id, /dossiers de location/);
    // ADR 038: a receipt is money history: archive it.
    await expectRefused("Appartement", withReceipt.id, /écritures comptables : archivez-le/);
    await expectRefused("Appartement", withIntendance.id, /intendances/);
    await expectDeletable("Appartement", bare.id);
  });

  it("the tva variable is not deletable, another variable is", async () => {
    const variables = (await ok("GET", "/api/Variable")).data as { id: number; nom: string }[];
    const tva = variables.find((v) => v.nom === "tva")!;
    const other = await create(t, "Variable", valid.Variable());
    await expectRefused("Variable", tva.id, /tva/);
    await expectDeletable("Variable", other.id);
  });

  it("an admin account is not deletable (its read says so), a staff account is", async () => {
    const admin = await ok("GET", `/api/User/${t.ids.admin}`);
    expect(admin.supprimable).toBe(false);
    expect((await t.call("DELETE", `/api/User/${t.ids.admin}`)).status).toBe(409);
    await expectDeletable("User", t.ids.user);
  });

  it("a mission is never deletable: its mandate number outlives it (ADR 038)", async () => {
    const m = await create(t, "Mission", valid.Mission());
    await expectRefused(
      "Mission",
      m.id,
      /^Cette mission a des écritures comptables : archivez-la\.$/,
    );
  });

  it("a long list gets the flag of each row from one rule (more rows than one bound id list)", async () => {
    const tenants = [];
    for (let i = 0; i < 520; i++)
      tenants.push(
        (
          await t.db
            .insert((await import("../../worker/db/schema")).Locataire)
            .values({ ...valid.Locataire(), nom: `L${i}` } as never)
            .returning()
        )[0] as { id: number },
      );
    const a = await insertAppartement(t);
    await insertDossier(t, { AppartementId: a.id, LocataireId: tenants[517]!.id });
    const list = (await ok("GET", "/api/Locataire")).data as { id: number; supprimable: boolean }[];
    expect(list).toHaveLength(520);
    expect(list.filter((r) => !r.supprimable).map((r) => r.id)).toEqual([tenants[517]!.id]);
  });
});
