import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import { expectError, expectFieldError } from "../support/http";
import { OPEN, expectRoles } from "../support/roles";
import { expectNoMissingValues, expectSays, generate, keepForReview } from "../support/pdf";
import { runScheduled } from "../../worker/jobs/scheduled";
import {
  MSG_DEJA_REVISE,
  MSG_DPE,
  MSG_LOCATAIRE_PARTI,
  MSG_INDICE_MANQUANT,
  MSG_PAS_UNE_DATE_DE_REVISION,
  MSG_TROP_TARD,
} from "../../worker/domain/revision/revision";

// ADR 024, the yearly IRL rent revision (loi 89-462 art. 17-1): GET /api/revisions, POST /api/Dossier/{id}/reviser,
// the letter, the dossier's history of revisions, the daily job's count.
const NOW = "2026-11-23T10:00:00Z";
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: NOW })));
afterAll(() => t.close());
afterEach(() => t.setNow(NOW));

/** A running lease starting on `debut`, signed a month before, rent 800 € + 50 € of charges. */
async function bail(
  debut: string,
  indice: number,
  indiceTrim: string,
  o: Record<string, unknown> = {},
) {
  const a = await insertAppartement(t, { classeEnergie: o.classeEnergie ?? "D" });
  const l = await insertLocataire(t, o.locataire ?? {});
  const { classeEnergie: _c, locataire: _l, ...rest } = o;
  const d = await create(t, "Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateCreationBail: rest.dateCreationBail ?? `${debut.slice(0, 8)}01`,
    dateDebutBail: debut,
    dateEntree: debut,
    loyerHC: 800,
    loyerCharge: 50,
    depotGarantie: 800,
    indice,
    indiceTrim,
    ...rest,
  });
  return { d, a, l };
}
const liste = async (au?: string) => {
  const r = await t.call("GET", `/api/revisions${au ? `?au=${au}` : ""}`, "user");
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as any[];
};
const ligne = async (id: number, au?: string) => (await liste(au)).find((r) => r.DossierId === id);
const reviser = (id: number, date: string) =>
  t.call("POST", `/api/Dossier/${id}/reviser`, "user", { date });

describe("GET /api/revisions", () => {
  it("is open to every staff role and checks its day", async () => {
    await expectRoles(t, { method: "GET", path: "/api/revisions" }, OPEN);
    expectFieldError(await t.call("GET", "/api/revisions?au=2026-13-01", "user"), "au");
  });

  it("lists the due revision with its computation, to the cent", async () => {
    // 800 € x 146,6 (2026-T1) / 145,47 (2025-T1) = 806,214 3... -> 806,21 €
    const { d } = await bail("2025-07-01", 145.47, "1er trimestre 2025");
    expect(await ligne(d.id, "2026-06-30")).toBeUndefined();
    expect(await ligne(d.id)).toMatchObject({
      DossierId: d.id,
      dateRevision: "2026-07-01",
      loyerActuel: 800,
      indiceReference: { trimestre: "2025-T1", valeur: 145.47 },
      nouvelIndice: { trimestre: "2026-T1", valeur: 146.6 },
      nouveauLoyer: 806.21,
      bloque: null,
      charges: 50,
    });
  });

  it("blocks a dwelling of class F or G with the reason, and a missing index until it is entered", async () => {
    // Class F: a class-G dwelling takes no new lease since 2025 (issue 63), and F's revision is blocked the same way.
    const f = await bail("2025-07-01", 145.47, "1er trimestre 2025", { classeEnergie: "F" });
    expect((await ligne(f.d.id))?.bloque).toBe(MSG_DPE("F"));
    const m = await bail("2025-11-01", 145.77, "3ème trimestre 2025");
    expect(await ligne(m.d.id)).toMatchObject({
      dateRevision: "2026-11-01",
      nouvelIndice: null,
      nouveauLoyer: null,
      bloque: MSG_INDICE_MANQUANT("3ème trimestre 2026"),
    });
    const r = await reviser(m.d.id, "2026-11-01");
    expectError(r, 409);
    expect(r.body.error.message).toBe(MSG_INDICE_MANQUANT("3ème trimestre 2026"));
    // The admin enters 2026-T3: 800 € x 149,01 / 145,77 = 817,781 4... -> 817,78 €
    expect((await t.call("PUT", "/api/irl/2026-T3", "admin", { valeur: 149.01 })).status).toBe(200);
    expect(await ligne(m.d.id)).toMatchObject({ nouveauLoyer: 817.78, bloque: null });
    expect((await reviser(m.d.id, "2026-11-01")).status).toBe(200);
  });

  it("leaves out a bail mobilité and a closed lease", async () => {
    const mob = await bail("2026-01-01", 145.47, "1er trimestre 2025", {
      typeBail: "mobilité",
      motifMobilite: "stage",
      dateFinBail: "2026-10-31",
      depotGarantie: 0,
    });
    expect(await ligne(mob.d.id)).toBeUndefined();
  });
});

describe("a tenant gone before the revision's date", () => {
  it("is offered no revision, and its revision is a 409 that writes nothing", async () => {
    // The lease runs to its term, but the keys came back on 20/06/2026: no rent is due after, nothing to revise.
    const { d } = await bail("2025-07-01", 145.47, "1er trimestre 2025", {
      dateFinBail: "2028-06-30",
    });
    expect(await ligne(d.id)).toMatchObject({ dateRevision: "2026-07-01" });
    const put = await t.call("PUT", `/api/Dossier/${d.id}`, "user", {
      dateSortie: "2026-06-20",
      dateRestitutionCles: "2026-06-20",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await ligne(d.id)).toBeUndefined();
    const r = await reviser(d.id, "2026-07-01");
    expectError(r, 409);
    expect(r.body.error.message).toBe(MSG_LOCATAIRE_PARTI);
    const apres = await t.call("GET", `/api/Dossier/${d.id}`, "user");
    expect(apres.body.loyerHC).toBe(800);
  });
});

describe("POST /api/Dossier/{id}/reviser", () => {
  it("applies it: the dossier's rent and index, its history, the apartment, the terms to come, the letter", async () => {
    const { d, a } = await bail("2025-07-01", 145.47, "1er trimestre 2025", {
      locataire: { quitanceAuto: true, mail: "ines@exemple.fr", prenom: "Inès", nom: "Roux" },
    });
    // November's term is already issued at the old rent.
    const nov = await t.call("POST", `/api/Quitance/generate/${d.id}`, "user", {
      date: "2026-11-01",
    });
    expect(nov.status, JSON.stringify(nov.body)).toBe(201);
    const sentBefore = t.sent.length;
    const r = await reviser(d.id, "2026-07-01");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.revision).toMatchObject({
      DossierId: d.id,
      dateRevision: "2026-07-01",
      dateEffet: "2026-11-23",
      ancienLoyer: 800,
      nouveauLoyer: 806.21,
      trimestreReference: "2025-T1",
      nouveauTrimestre: "2026-T1",
      auteur: "user@agence.test",
    });
    const dossier = (await t.call("GET", `/api/Dossier/${d.id}`, "user")).body;
    expect(dossier).toMatchObject({
      loyerHC: 806.21,
      loyerCharge: 50,
      loyerTTC: 856.21,
      indice: 146.6,
      indiceTrim: "1er trimestre 2026",
    });
    const appart = (await t.call("GET", `/api/Appartement/${a.id}`, "user")).body;
    expect(appart.history.map((h: { etat: string }) => h.etat).join("\n")).toContain(
      "Révision du loyer (IRL) au 01/07/2026",
    );
    // Only the rent HC moves; the term issued keeps its amount, the next one takes the new rent.
    expect((await t.call("GET", `/api/Quitance/${nov.body.id}`, "user")).body.prixHC).toBe(800);
    const dec = await t.call("POST", `/api/Quitance/generate/${d.id}`, "user", {
      date: "2026-12-01",
    });
    expect(dec.body).toMatchObject({ prixHC: 806.21, charge: 50 });
    // The tenant takes e-mails: the letter leaves attached.
    expect(r.body.mail).toMatchObject({ envoye: true });
    const mail = t.sent.slice(sentBefore).find((m) => m.to === "ines@exemple.fr");
    expect(mail?.subject).toBe("Révision de votre loyer au 23/11/2026");
    expect(mail?.attachments?.[0]?.filename).toBe("Révision du loyer - Inès Roux.pdf");
    // Done: no longer listed, and a second application is refused.
    expect(await ligne(d.id)).toBeUndefined();
    const again = await reviser(d.id, "2026-07-01");
    expectError(again, 409);
    expect(again.body.error.message).toBe(MSG_DEJA_REVISE);
    // Its history on the dossier.
    const h = await t.call("GET", `/api/Dossier/${d.id}/revisions`, "user");
    expect(h.body.data).toHaveLength(1);
    expect(h.body.data[0]).toMatchObject({ ancienLoyer: 800, nouveauLoyer: 806.21 });
  });

  it("splits the term of the effective month at the day, never reaching back", async () => {
    const { d } = await bail("2025-07-01", 145.47, "1er trimestre 2025");
    expect((await reviser(d.id, "2026-07-01")).status).toBe(200);
    const term = async (date: string) =>
      (await t.call("POST", `/api/Quitance/generate/${d.id}`, "user", { date })).body;
    // 800 € x 22/30 + 806,21 € x 8/30 = 586,67 + 214,99 €
    expect(await term("2026-11-01")).toMatchObject({ prixHC: 801.66, charge: 50 });
    expect(await term("2026-10-01")).toMatchObject({ prixHC: 800 });
    expect(await term("2027-01-01")).toMatchObject({ prixHC: 806.21 });
  });

  it("writes the letter: old and new rent, the indices and the computation", async () => {
    const { d } = await bail("2025-07-01", 145.47, "1er trimestre 2025");
    expectError(await t.call("GET", `/api/Dossier/${d.id}/revisionLoyer/generate`, "user"), 404);
    expect((await reviser(d.id, "2026-07-01")).status).toBe(200);
    const pdf = await generate(t, `/api/Dossier/${d.id}/revisionLoyer/generate`);
    keepForReview("revision-loyer", pdf.bytes);
    expectNoMissingValues(pdf.text);
    expectSays(
      pdf.text,
      "Révision annuelle du loyer",
      "1er trimestre 2025",
      "1er trimestre 2026",
      "145,47",
      "146,6",
      "800,00",
      "806,21",
      "23 novembre 2026",
    );
  });

  it("refuses F/G (409 with the reason), a late claim, a day that is no revision date, an unknown dossier", async () => {
    const g = await bail("2025-07-01", 145.47, "1er trimestre 2025", { classeEnergie: "F" });
    const rg = await reviser(g.d.id, "2026-07-01");
    expectError(rg, 409);
    expect(rg.body.error.message).toBe(MSG_DPE("F"));
    // The revision of 01/06/2025 could be claimed until 01/06/2026.
    const late = await bail("2024-06-01", 143.46, "1er trimestre 2024");
    const rl = await reviser(late.d.id, "2025-06-01");
    expectError(rl, 409);
    expect(rl.body.error.message).toBe(MSG_TROP_TARD("2025-06-01"));
    expect((await t.call("GET", `/api/Dossier/${late.d.id}`, "user")).body.loyerHC).toBe(800);
    expect(expectFieldError(await reviser(late.d.id, "2026-06-02"), "date")).toBe(
      MSG_PAS_UNE_DATE_DE_REVISION,
    );
    expectFieldError(await reviser(late.d.id, "2027-06-01"), "date");
    expectFieldError(await t.call("POST", `/api/Dossier/${late.d.id}/reviser`, "user", {}), "date");
    expectError(await reviser(999999, "2026-06-01"), 404);
    await expectRoles(
      t,
      { method: "POST", path: `/api/Dossier/${late.d.id}/reviser`, body: { date: "2026-06-01" } },
      { anonymous: 401, user: "2xx", user_delete: 409, comptable: 409, admin: 409 },
    );
  });

  it("applies once under parallel requests: one 200, one 409", async () => {
    const { d } = await bail("2025-07-01", 145.47, "1er trimestre 2025");
    const rs = await Promise.all([reviser(d.id, "2026-07-01"), reviser(d.id, "2026-07-01")]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.loyerHC).toBe(806.21);
    expect((await t.call("GET", `/api/Dossier/${d.id}/revisions`, "user")).body.data).toHaveLength(
      1,
    );
  });
});

describe("the daily job", () => {
  it("counts the revisions due and applies none, the same count run after run", async () => {
    const { d } = await bail("2025-07-01", 145.47, "1er trimestre 2025");
    const avant = (await liste()).length;
    const first = await runScheduled(t.ports);
    expect(first.revisions.dues).toBe(avant);
    expect(first.revisions.bloquees).toBe((await liste()).filter((r) => r.bloque).length);
    const second = await runScheduled(t.ports);
    expect(second.revisions).toEqual(first.revisions);
    expect((await t.call("GET", `/api/Dossier/${d.id}`, "user")).body.loyerHC).toBe(800);
    expect(await ligne(d.id)).toBeTruthy();
  });
});

describe("the revision's indices (issue 39): the latest published of the lease's quarter, one year's variation", () => {
  it("a 01/09/2026 revision of a lease on the 2nd quarter 2024 not revised in 2025 uses 2025-T2 -> 2026-T2", async () => {
    // The 2025 revision was never claimed: it is lost. 800 € x 148,37 / 146,68 = 809,217... -> 809,22 €
    const { d } = await bail("2024-09-01", 145.17, "2ème trimestre 2024");
    expect(await ligne(d.id)).toMatchObject({
      dateRevision: "2026-09-01",
      indiceReference: { trimestre: "2025-T2", valeur: 146.68 },
      nouvelIndice: { trimestre: "2026-T2", valeur: 148.37 },
      nouveauLoyer: 809.22,
      bloque: null,
    });
    expect((await reviser(d.id, "2026-09-01")).status).toBe(200);
    const pdf = await generate(t, `/api/Dossier/${d.id}/revisionLoyer/generate`);
    expectSays(
      pdf.text,
      "2ème trimestre 2025",
      "2ème trimestre 2026",
      "146,68",
      "148,37",
      "809,22",
    );
    expect(pdf.text).not.toContain("2ème trimestre 2024");
    expectNoMissingValues(pdf.text);
  });
});
