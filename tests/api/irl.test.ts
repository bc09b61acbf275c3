import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import { expectFieldError } from "../support/http";
import { ADMIN_ONLY, OPEN, expectRoles } from "../support/roles";
import { MSG_TRIMESTRE } from "../../worker/domain/irl/trimestre";
import { MSG_VALEUR_IRL } from "../../worker/domain/schemas/irl";

// Issue 23, IRL: the published quarters and the admin's additions (GET/PUT /api/irl), and a new lease's default
// reference quarter, the last published at its signature date.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const lease = async (o: Record<string, unknown> = {}) => {
  const body = valid.Dossier((await insertAppartement(t)).id, (await insertLocataire(t)).id);
  return t.call("POST", "/api/Dossier", "user", { ...body, ...o });
};
const signedNov2026 = {
  dateCreationBail: "2026-11-15",
  dateDebutBail: "2026-12-01",
  dateEntree: "2026-12-01",
};

describe("GET /api/irl", () => {
  it("lists the published quarters from 2019-T1, oldest first, to every signed-in user", async () => {
    await expectRoles(t, { method: "GET", path: "/api/irl" }, OPEN);
    const r = await t.call("GET", "/api/irl", "user");
    expect(r.status).toBe(200);
    const data: { trimestre: string; valeur: number }[] = r.body.data;
    expect(data[0]).toMatchObject({ trimestre: "2019-T1", valeur: 129.38, saisie: false });
    expect(data.find((v) => v.trimestre === "2022-T2")).toMatchObject({ valeur: 135.84 });
    expect(data.find((v) => v.trimestre === "2025-T3")).toMatchObject({
      valeur: 145.77,
      publication: "2025-10-15",
    });
    expect(data.map((v) => v.trimestre)).toEqual([...data.map((v) => v.trimestre)].sort());
  });
});

describe("PUT /api/irl/{YYYY-Tn}", () => {
  it("is for admins only", async () => {
    await expectRoles(
      t,
      { method: "PUT", path: "/api/irl/2019-T4", body: { valeur: 130.26 } },
      ADMIN_ONLY,
    );
  });

  it("adds a quarter, then corrects it; the list shows the admin's value", async () => {
    const added = await t.call("PUT", "/api/irl/2026-T3", "admin", { valeur: "149,01" });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toEqual({
      trimestre: "2026-T3",
      valeur: 149.01,
      publication: "2026-10-15",
      saisie: true,
    });
    const fixed = await t.call("PUT", "/api/irl/2026-T3", "admin", { valeur: 149.02 });
    expect(fixed.body.valeur).toBe(149.02);
    const list = (await t.call("GET", "/api/irl", "user")).body.data;
    expect(list.filter((v: { trimestre: string }) => v.trimestre === "2026-T3")).toHaveLength(1);
    expect(list.at(-1)).toMatchObject({ trimestre: "2026-T3", valeur: 149.02 });
    // Back out: the lease tests below start from the shipped series.
    await t.client.execute(`delete from "Irl"`);
  });

  it("refuses a bad quarter or value with the field's French message", async () => {
    for (const bad of ["2026-T5", "2026T3", "T3-2026", "abc"]) {
      const r = await t.call("PUT", `/api/irl/${bad}`, "admin", { valeur: 150 });
      expect(expectFieldError(r, "trimestre"), bad).toBe(MSG_TRIMESTRE);
    }
    for (const valeur of [0, -1, 150.123, "cent", 15001]) {
      const r = await t.call("PUT", "/api/irl/2026-T3", "admin", { valeur });
      expect(expectFieldError(r, "valeur"), String(valeur)).toBe(MSG_VALEUR_IRL);
    }
    expect(expectFieldError(await t.call("PUT", "/api/irl/2026-T3", "admin", {}), "valeur")).toBe(
      "Ce champ est obligatoire.",
    );
  });
});

describe("a new lease's reference IRL", () => {
  it("signed on 2026-11-15: the last quarter published by then, not 2022's", async () => {
    const r = await lease(signedNov2026);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // The shipped series ends with 2026-T2 (published mid-July 2026).
    expect(r.body).toMatchObject({ indice: 148.37, indiceTrim: "2ème trimestre 2026" });
  });

  it("once the admin adds 2026-T3 (out mid-October), the same signature date takes it", async () => {
    await t.call("PUT", "/api/irl/2026-T3", "admin", { valeur: 149.01 });
    const r = await lease(signedNov2026);
    expect(r.body).toMatchObject({ indice: 149.01, indiceTrim: "3ème trimestre 2026" });
    // Signed before its publication: still the 2nd quarter.
    const before = await lease({ ...signedNov2026, dateCreationBail: "2026-10-14" });
    expect(before.body).toMatchObject({ indice: 148.37, indiceTrim: "2ème trimestre 2026" });
    await t.client.execute(`delete from "Irl"`);
  });

  it("a lease opened from the apartment (tenant/add) takes the same defaults, and its quarter alone its value", async () => {
    const open = async (o: Record<string, unknown>) => {
      const a = (await insertAppartement(t)).id;
      const l = (await insertLocataire(t)).id;
      const body = { ...valid.Dossier(a, l), ...o }; // no indice: the server's default
      return t.call("PUT", `/api/Appartement/${a}/tenant/add/${l}`, "user", body);
    };
    const r = await open(signedNov2026);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dossier).toMatchObject({ indice: 148.37, indiceTrim: "2ème trimestre 2026" });
    const trim = await open({ ...signedNov2026, indiceTrim: "1er trimestre 2024" });
    expect(trim.body.dossier).toMatchObject({ indice: 143.46, indiceTrim: "1er trimestre 2024" });
    expectFieldError(await open({ ...signedNov2026, indiceTrim: "4ème trimestre 2018" }), "indice");
  });

  it("keeps what the lease gives; a quarter alone takes its value", async () => {
    const given = await lease({ indice: 140, indiceTrim: "1er trimestre 2020" });
    expect(given.body).toMatchObject({ indice: 140, indiceTrim: "1er trimestre 2020" });
    const trim = await lease({ indiceTrim: "1er trimestre 2024" });
    expect(trim.body).toMatchObject({ indice: 143.46, indiceTrim: "1er trimestre 2024" });
  });

  it("a quarter the table lacks, or a signature before 2019's first publication, asks for the value", async () => {
    expectFieldError(await lease({ indiceTrim: "4ème trimestre 2018" }), "indice");
    const old = await lease({ dateCreationBail: "2019-03-01" });
    expect(expectFieldError(old, "indice")).toContain("01/03/2019");
  });

  it("a lease signed in 2021 and entered now takes the IRL published by its signature", async () => {
    const r = await lease({ dateCreationBail: "2021-05-20" });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ indice: 130.69, indiceTrim: "1er trimestre 2021" });
  });

  it("a later edit keeps the stored IRL", async () => {
    const d = await create(t, "Dossier", {
      ...valid.Dossier((await insertAppartement(t)).id, (await insertLocataire(t)).id),
      ...signedNov2026,
    });
    await t.call("PUT", "/api/irl/2026-T3", "admin", { valeur: 149.01 });
    const r = await t.call("PUT", `/api/Dossier/${d.id}`, "user", { lieuSignature: "Lyon" });
    expect(r.body).toMatchObject({ indice: 148.37, indiceTrim: "2ème trimestre 2026" });
    await t.client.execute(`delete from "Irl"`);
  });
});
