import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import {
  create,
  insertAppartement,
  insertDossier,
  insertLocataire,
  valid,
} from "../support/factories";
import { expectFieldError } from "../support/http";

// Issue 8, leases: the dossier's defaults (spec 9), the rent cap rule (encadrement), the tenant's read.
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

/** A new pair each time: one open dossier per apartment and tenant. */
const pair = async () => ({
  a: (await insertAppartement(t)).id as number,
  l: (await insertLocataire(t)).id as number,
});
/** fr-FR prints no-break spaces; the assertions read them as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("defaults of spec 9, applied by the server", () => {
  const DEFAULTS = {
    jourQuitance: 5,
    // Signed on 2025-12-15 (valid.Dossier): the last IRL published by then is the 3rd quarter 2025 (issue 23).
    indice: 145.77,
    indiceTrim: "3ème trimestre 2025",
    lieuSignature: "Paris",
    fraisDossierTauxTVA: 20,
  };

  it("absent: jourQuitance 5, the IRL published at signature (145.77 of the '3ème trimestre 2025'), signed in Paris, fees at 20 %", async () => {
    const { a, l } = await pair();
    const body: Record<string, unknown> = valid.Dossier(a, l);
    delete body.jourQuitance;
    expect(await create(t, "Dossier", body)).toMatchObject(DEFAULTS);
  });

  it("blank or null (a cleared input): the same defaults, never a 500", async () => {
    for (const blank of ["", null, "  "]) {
      const { a, l } = await pair();
      const r = await t.call("POST", "/api/Dossier", "user", {
        ...valid.Dossier(a, l),
        indice: blank,
        indiceTrim: blank,
        lieuSignature: blank,
        fraisDossierTauxTVA: blank,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body).toMatchObject(DEFAULTS);
    }
  });

  it("given values are kept", async () => {
    const { a, l } = await pair();
    const d = await create(t, "Dossier", {
      ...valid.Dossier(a, l),
      jourQuitance: 10,
      indice: 142.06,
      indiceTrim: "3ème trimestre 2024",
      lieuSignature: "Lyon",
      fraisDossierTauxTVA: 10,
    });
    expect(d).toMatchObject({
      jourQuitance: 10,
      indice: 142.06,
      indiceTrim: "3ème trimestre 2024",
      lieuSignature: "Lyon",
      fraisDossierTauxTVA: 10,
    });
  });

  it("tenant/add applies them too, and takes the apartment's rent when the body has none", async () => {
    const a = await insertAppartement(t, { loyerHC: 910, charge: 60 });
    const l = await insertLocataire(t);
    const { loyerHC: _hc, loyerCharge: _c, jourQuitance: _j, ...body } = valid.Dossier(a.id, l.id);
    const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dossier).toMatchObject({
      ...DEFAULTS,
      loyerHC: 910,
      loyerCharge: 60,
      loyerTTC: 970,
    });
  });
});

describe("rent cap (encadrement): a rent above loyerReferenceMajore x surface must justify its complement", () => {
  const MESSAGE =
    "Le loyer dépasse le loyer de référence majoré (765,00 €) : justifiez le complément de loyer.";
  const enc = (o: Record<string, unknown> = {}) => ({
    surface: 30,
    nbPiece: 2,
    periodeConstruction: "avant 1946",
    loyerReference: 21.25,
    loyerReferenceMajore: 25.5,
    ...o,
  });

  it("without caracteristiqueLoyer: 400 on encadrement.caracteristiqueLoyer naming the ceiling in euros", async () => {
    const { a, l } = await pair();
    const r = await t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(a, l),
      loyerHC: 850,
      encadrement: enc(),
    });
    expect(plain(expectFieldError(r, "encadrement.caracteristiqueLoyer"))).toBe(MESSAGE);
    const blank = await t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(a, l),
      loyerHC: 850,
      encadrement: enc({ caracteristiqueLoyer: "   " }),
    });
    expect(plain(expectFieldError(blank, "encadrement.caracteristiqueLoyer"))).toBe(MESSAGE);
    expect((await t.call("GET", `/api/Dossier?AppartementId=${a}`)).body.data).toEqual([]);
  });

  it("the ceiling is written the French way, grouped: 1 234,56 €", async () => {
    const { a, l } = await pair();
    // 25,72 €/m² x 48 m² = 1 234,56 €
    const r = await t.call("POST", "/api/Dossier", "user", {
      ...valid.Dossier(a, l),
      loyerHC: 1300,
      encadrement: enc({ surface: 48, loyerReferenceMajore: 25.72 }),
    });
    expect(plain(expectFieldError(r, "encadrement.caracteristiqueLoyer"))).toBe(
      "Le loyer dépasse le loyer de référence majoré (1 234,56 €) : justifiez le complément de loyer.",
    );
  });

  it("justified: 201 with every field of the section, base and complement computed", async () => {
    const { a, l } = await pair();
    const d = await create(t, "Dossier", {
      ...valid.Dossier(a, l),
      loyerHC: 850,
      encadrement: enc({ caracteristiqueLoyer: "Terrasse de 20 m² plein sud" }),
    });
    expect(d.encadrement).toEqual({
      surface: 30,
      nbPiece: 2,
      periodeConstruction: "avant 1946",
      loyerReference: 21.25,
      loyerReferenceMajore: 25.5,
      montantBase: 765,
      complementLoyer: 85,
      caracteristiqueLoyer: "Terrasse de 20 m² plein sud",
    });
  });

  it("at or under the ceiling: no justification needed; a PUT raising the rent above it then asks for one", async () => {
    const { a, l } = await pair();
    const d = await create(t, "Dossier", {
      ...valid.Dossier(a, l),
      loyerHC: 765,
      depotGarantie: 765, // one month of rent at most (art. 22)
      encadrement: enc(),
    });
    expect(d.encadrement).toMatchObject({ montantBase: 765, complementLoyer: 0 });
    const up = await t.call("PUT", `/api/Dossier/${d.id}`, "user", { loyerHC: 765.01 });
    expect(plain(expectFieldError(up, "encadrement.caracteristiqueLoyer"))).toBe(MESSAGE);
    expect((await t.call("GET", `/api/Dossier/${d.id}`)).body.loyerHC).toBe(765);
  });

  it("no reference rent or no surface: no base, no rule; no section: no rule", async () => {
    const { a, l } = await pair();
    const d = await create(t, "Dossier", {
      ...valid.Dossier(a, l),
      loyerHC: 5000,
      encadrement: enc({ surface: null }),
    });
    expect(d.encadrement).toMatchObject({ montantBase: null, complementLoyer: null });
    const other = await pair();
    expect(
      (
        await create(t, "Dossier", {
          ...valid.Dossier(other.a, other.l),
          loyerHC: 5000,
          encadrement: null,
        })
      ).encadrement,
    ).toBeNull();
  });

  it("tenant/add refuses it too, and then writes nothing (no dossier, rent, history)", async () => {
    const a = await insertAppartement(t, { loyerHC: 700, charge: 50 });
    const l = await insertLocataire(t);
    const r = await t.call("PUT", `/api/Appartement/${a.id}/tenant/add/${l.id}`, "user", {
      ...valid.Dossier(a.id, l.id),
      loyerHC: 850,
      encadrement: enc(),
    });
    expect(plain(expectFieldError(r, "encadrement.caracteristiqueLoyer"))).toBe(MESSAGE);
    const after = (await t.call("GET", `/api/Appartement/${a.id}`)).body;
    expect([after.loyerHC, after.Dossiers, after.history]).toEqual([700, [], []]);
  });

  it("clauses: the free text is kept", async () => {
    const { a, l } = await pair();
    const d = await create(t, "Dossier", {
      ...valid.Dossier(a, l),
      clauses: { clausesText: "Animaux de compagnie acceptés." },
    });
    expect((await t.call("GET", `/api/Dossier/${d.id}`)).body.clauses).toEqual({
      clausesText: "Animaux de compagnie acceptés.",
    });
  });
});

describe("the tenant's read", () => {
  it("its receipts (Quitances), newest first, and each dossier with its current / past flag", async () => {
    const l = await insertLocataire(t);
    const past = await insertDossier(t, {
      LocataireId: l.id,
      dateEntree: "2024-01-01",
      dateFinBail: "2025-12-31",
    });
    const current = await insertDossier(t, { LocataireId: l.id, dateEntree: "2026-01-01" });
    const q1 = await create(t, "Quitance", {
      ...valid.Quitance(),
      date: "2026-10-01",
      DossierId: current.id,
      LocataireId: l.id,
    });
    const q2 = await create(t, "Quitance", {
      ...valid.Quitance(),
      date: "2026-11-01",
      DossierId: current.id,
      LocataireId: l.id,
    });
    await create(t, "Quitance", {
      ...valid.Quitance(),
      date: "2026-11-01",
      LocataireId: (await insertLocataire(t)).id,
    });
    const read = (await t.call("GET", `/api/Locataire/${l.id}`, "user")).body;
    expect(read.Quitances.map((q: { id: number }) => q.id)).toEqual([q2.id, q1.id]);
    expect(read.Quitances[0]).toMatchObject({ prixHC: 850, charge: 120.5 });
    expect(
      read.locations.map((x: { Dossier: { id: number; clos: boolean } }) => [
        x.Dossier.id,
        x.Dossier.clos,
      ]),
    ).toEqual([
      [current.id, false],
      [past.id, true],
    ]);
  });
});
