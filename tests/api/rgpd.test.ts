import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, download, expectError, form } from "../support/http";
import { create, insertAppartement, insertLocataire, valid } from "../support/factories";
import { fetchDocument, pdfText } from "../support/quitances";
import { runScheduled } from "../../worker/jobs/scheduled";
import { anonymiserPage } from "../../worker/services/rgpd/anonymise";
import { sweepOrphans } from "../../worker/services/files/orphans";

// Personal data (RGPD): a former tenant is anonymised 3 years after the end of the last lease when nothing is
// owed, by the daily job, with the amounts kept and every file deleted; a tenant's data exported as a zip.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00Z" });
});
afterAll(() => t.close());

/** A tenant with one lease from July 2022 ending on `fin` (null: running), its May 2023 term paid or not. */
async function ancien(fin: string | null, paye = true, nom = "Martin", mois = "2023-05-01") {
  const a = await insertAppartement(t);
  const l = await insertLocataire(t, { nom, naissance: "1990-04-02", lieuNaissance: "Lyon" });
  const dossier = await create(t, "Dossier", {
    ...valid.Dossier(a.id, l.id),
    dateCreationBail: "2022-06-15",
    dateEntree: "2022-07-01",
    dateDebutBail: "2022-07-01",
    dateFinBail: fin,
  });
  const q = await t.call("POST", `/api/Quitance/generate/${dossier.id}`, "user", {
    date: mois,
  });
  expect(q.status, JSON.stringify(q.body)).toBeLessThan(300);
  if (paye) {
    const p = await t.call("POST", `/api/Dossier/${dossier.id}/paiements`, "user", {
      date: mois,
      mode: "Virement",
      montant: 970.5,
      QuitanceId: q.body.id,
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
  }
  return { l, dossier, quitance: q.body };
}

/** Files of every kind about the tenant: an upload on the tenant and on the lease, a signed copy, generated PDFs. */
async function avecFichiers(l: { id: number }, dossierId: number, quitanceId: number) {
  const caution = await create(t, "Caution", { ...valid.Caution(), DossierId: dossierId });
  for (const [owner, id] of [
    ["Locataire", l.id],
    ["Dossier", dossierId],
  ] as const) {
    const f = await t.call(
      "POST",
      "/api/Fichier",
      "admin",
      form({ nom: `piece-${owner}`, file: { bytes: PDF, name: "p.pdf", type: "application/pdf" } }),
    );
    expect((await t.call("PUT", `/api/${owner}/${id}/fichier/add/${f.body.id}`)).status).toBe(200);
  }
  const signed = await t.call(
    "PUT",
    `/api/Dossier/${dossierId}`,
    "admin",
    form({ contratLocation: { bytes: PDF, name: "bail.pdf", type: "application/pdf" } }),
  );
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  for (const path of [
    `/api/Dossier/${dossierId}/etiquetteLocataire/generate`,
    `/api/Dossier/${dossierId}/acteCautionnement/${caution.id}/generate`,
    `/api/Quitance/${quitanceId}/generate`,
  ])
    expect((await t.call("GET", path)).status, path).toBe(200);
  return caution;
}

/** Every stored object is some row's, and every row's object is stored. */
async function storeAndRowsAgree() {
  expect(await sweepOrphans(t.ports, new Date(Date.now() + 3600_000))).toBe(0);
  const keys = new Set(t.files.keys());
  const rows = await t.client.execute(`
    select cle k from Fichier union all select cle from DocumentGenere
    union all select file from Quitance where file is not null
    union all select contratLocation from Dossier where contratLocation is not null
    union all select acteCautionnementSigned from Caution where acteCautionnementSigned is not null`);
  for (const r of rows.rows) {
    const key = String(r.k).replace(/^\//, "");
    expect(keys.has(key), key).toBe(true);
  }
}

const aPurger = async () => (await t.call("GET", "/api/rgpd/aPurger")).body.data as any[];

describe("the retention rule", () => {
  let fini: Awaited<ReturnType<typeof ancien>>;
  let endette: Awaited<ReturnType<typeof ancien>>;
  let recent: Awaited<ReturnType<typeof ancien>>;
  let bientot: Awaited<ReturnType<typeof ancien>>;
  let enCours: Awaited<ReturnType<typeof ancien>>;
  let objets: string[];

  beforeAll(async () => {
    fini = await ancien("2023-06-30", true, "Fini");
    endette = await ancien("2023-06-30", false, "Endetté");
    recent = await ancien("2024-06-30", true, "Récent");
    bientot = await ancien("2023-12-10", true, "Bientôt");
    enCours = await ancien(null, true, "EnCours");
    const before = new Set(t.files.keys());
    await avecFichiers(fini.l, fini.dossier.id, fini.quitance.id);
    objets = t.files.keys().filter((k) => !before.has(k));
    await avecFichiers(endette.l, endette.dossier.id, endette.quitance.id);
    expect(objets.length).toBe(6);
  });

  it("lists those due within 30 days and those due already, with what they owe", async () => {
    const list = await aPurger();
    expect(list.map((r) => r.nom)).toEqual(["Fini", "Endetté", "Bientôt"]);
    expect(list[0]).toMatchObject({
      id: fini.l.id,
      prenom: "Léa",
      finDernierBail: "2023-06-30",
      dateAnonymisation: "2026-06-30",
      echu: true,
      dette: 0,
    });
    expect(list[1]).toMatchObject({ echu: true, dette: 970.5 });
    expect(list[2]).toMatchObject({ dateAnonymisation: "2026-12-10", echu: false });
  });

  it("exports a tenant's records and files as a zip (admins only)", async () => {
    const path = `/api/Locataire/${fini.l.id}/export`;
    expectError(await t.call("GET", path, "user"), 403);
    expectError(await t.call("GET", path, "user_delete"), 403);
    expectError(await t.call("GET", "/api/Locataire/999999/export"), 404);
    const r = await download(t, path);
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Type")).toBe("application/zip");
    expect(r.headers.get("Content-Disposition")).toContain(
      `donnees-locataire-${fini.l.id}-2026-11-21.zip`,
    );
    const zip = unzipSync(r.bytes);
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!));
    expect(json("locataire.json")).toMatchObject({ nom: "Fini", mail: "lea.martin@example.fr" });
    expect(json("dossiers.json")).toMatchObject([{ id: fini.dossier.id, loyerHC: 850 }]);
    expect(json("cautions.json")).toMatchObject([{ nom: "Petit" }]);
    expect(json("quittances.json")).toMatchObject([
      { mois: "2023-05", prixHC: 850, charge: 120.5 },
    ]);
    expect(json("paiements.json")).toMatchObject([{ montant: 970.5 }]);
    expect(json("compte.json").length).toBe(2);
    expect(json("fichiers.json").length).toBe(2);
    expect(json("documents.json").length).toBe(2);
    expect(json("etats-des-lieux.json")).toEqual([]);
    const files = Object.keys(zip).filter((n) => !n.endsWith(".json"));
    expect(files.sort()).toEqual([
      expect.stringMatching(/^copies-signees\/dossier-\d+-contratLocation\.pdf$/),
      expect.stringMatching(/^documents\/.+\.pdf$/),
      expect.stringMatching(/^documents\/.+\.pdf$/),
      "fichiers/piece-Dossier.pdf",
      "fichiers/piece-Locataire.pdf",
    ]);
    expect(zip["fichiers/piece-Locataire.pdf"]).toEqual(PDF);
  });

  it("the daily job anonymises the one due with nothing owed: amounts kept, identities and files gone", async () => {
    const avant = await t.call("GET", `/api/Dossier/${fini.dossier.id}/compte`);
    // A bank label learned for the lease (its words name the tenant).
    await t.client.execute({
      sql: `insert into LibelleAppris (cle, DossierId, createdAt, updatedAt) values ('vir fini lea', ?, '2026-01-01', '2026-01-01')`,
      args: [fini.dossier.id],
    });
    const run = await runScheduled(t.ports);
    expect(run.anonymises).toBe(1);
    const l = (await t.call("GET", `/api/Locataire/${fini.l.id}`)).body;
    expect(l).toMatchObject({
      nom: `Ancien locataire n° ${fini.l.id}`,
      prenom: "",
      mail: null,
      tel: null,
      adresse: null,
      naissance: null,
      lieuNaissance: null,
      anonymiseLe: "2026-11-21",
      Fichiers: [],
    });
    expect(JSON.stringify(l)).not.toContain("lea.martin");
    const caution = await t.client.execute({
      sql: "select * from Caution where DossierId = ?",
      args: [fini.dossier.id],
    });
    expect(caution.rows[0]).toMatchObject({ nom: "Caution anonymisée", mail: "", mobile: "" });
    // The accounting stays whole.
    expect((await t.call("GET", `/api/Dossier/${fini.dossier.id}/compte`)).body).toEqual(
      avant.body,
    );
    expect((await t.call("GET", `/api/Quitance/${fini.quitance.id}`)).body).toMatchObject({
      prixHC: 850,
      charge: 120.5,
      montantRegle: 970.5,
      regle: true,
      file: null,
    });
    const d = (await t.call("GET", `/api/Dossier/${fini.dossier.id}`)).body;
    expect(d).toMatchObject({ contratLocation: null, loyerHC: 850 });
    const appris = await t.client.execute("select count(*) n from LibelleAppris");
    expect(Number(appris.rows[0]!.n)).toBe(0);
    // No object of theirs left, no row pointing at a deleted one.
    const keys = new Set(t.files.keys());
    for (const k of objets) expect(keys.has(k), k).toBe(false);
    await storeAndRowsAgree();
    // The receipt printed again carries the anonymous name.
    const pdf = await t.call("GET", `/api/Quitance/${fini.quitance.id}/generate`);
    expect(pdf.status).toBe(200);
    const text = pdfText(await fetchDocument(t, pdf.body.generated));
    expect(text).toContain(`Ancien locataire n° ${fini.l.id}`);
    expect(text).not.toContain("Léa");
    // The journal keeps that it was done, not who the tenant was: its lines of the tenant's rows are gone.
    const lignes = (await t.call("GET", `/api/journal?resource=Locataire&id=${fini.l.id}`, "admin"))
      .body.data;
    expect(lignes).toEqual([
      expect.objectContaining({ action: "update", changes: { anonymiseLe: [null, "2026-11-21"] } }),
    ]);
    const cautionId = String(caution.rows[0]!.id);
    const journalCaution = await t.client.execute({
      sql: "select changes from Journal where resource = 'Caution' and resourceId = ?",
      args: [cautionId],
    });
    expect(journalCaution.rows).toEqual([]);

    // The others are kept: a debt, a recent lease, one due in 19 days, a running lease.
    for (const o of [endette, recent, bientot, enCours]) {
      const row = (await t.call("GET", `/api/Locataire/${o.l.id}`)).body;
      expect(row.anonymiseLe).toBeNull();
      expect(row.mail).toBe("lea.martin@example.fr");
    }
    expect((await t.call("GET", `/api/Locataire/${endette.l.id}`)).body.Fichiers.length).toBe(1);

    // Once only: run again, nothing more.
    expect((await runScheduled(t.ports)).anonymises).toBe(0);
    expect((await aPurger()).map((r) => r.nom)).toEqual(["Endetté", "Bientôt"]);
  });

  it("POST /rgpd/purger: admins only; refused with the reason for a debt, a recent or a running lease", async () => {
    expectError(await t.call("POST", "/api/rgpd/purger", "user", {}), 403);
    expectError(await t.call("GET", "/api/rgpd/aPurger", "user_delete"), 403);
    expectError(await t.call("GET", "/api/rgpd/aPurger", null), 401);
    const refus = async (id: number) => {
      const r = await t.call("POST", "/api/rgpd/purger", "admin", { LocataireIds: [id] });
      expectError(r, 409);
      return r.body.error.message as string;
    };
    expect(await refus(endette.l.id)).toContain("doit encore de l'argent");
    expect(await refus(recent.l.id)).toContain("conservées jusqu'au 30/06/2027");
    expect(await refus(enCours.l.id)).toContain("bail en cours");
    expect(await refus(fini.l.id)).toContain("déjà anonymisé");
    // All or nothing: one refused, none done.
    expectError(
      await t.call("POST", "/api/rgpd/purger", "admin", {
        LocataireIds: [bientot.l.id, endette.l.id],
      }),
      409,
    );
    expectError(await t.call("POST", "/api/rgpd/purger", "admin", { LocataireIds: [999999] }), 404);
    const bad = await t.call("POST", "/api/rgpd/purger", "admin", { LocataireIds: ["x"] });
    expectError(bad, 400);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^LocataireIds/);
    // 20 at most per call (a Worker's subrequests): the screen sends a longer list in parts.
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    const trop = await t.call("POST", "/api/rgpd/purger", "admin", { LocataireIds: many });
    expectError(trop, 400);
    expect(trop.body.error.fields).toEqual({ LocataireIds: "20 locataires au plus à la fois." });
    expect((await t.call("GET", `/api/Locataire/${endette.l.id}`)).body.nom).toBe("Endetté");
  });

  it("without a list, anonymises every one due today; a debt settled lets it be done", async () => {
    const autre = await ancien("2023-01-31", true, "Autre", "2023-01-01");
    const r = await t.call("POST", "/api/rgpd/purger", "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ anonymises: [autre.l.id] });
    const pay = await t.call("POST", `/api/Dossier/${endette.dossier.id}/paiements`, "user", {
      date: "2026-11-21",
      mode: "Virement",
      montant: 970.5,
    });
    expect(pay.status).toBe(201);
    const done = await t.call("POST", "/api/rgpd/purger", "admin", {
      LocataireIds: [endette.l.id],
    });
    expect(done.body).toEqual({ anonymises: [endette.l.id] });
    expect((await aPurger()).map((x) => x.nom)).toEqual(["Bientôt"]);
    await storeAndRowsAgree();
  });

  it("the job's pages: a full page queues the next one, from the last id done", async () => {
    const ids = [];
    for (const n of [1, 2, 3])
      ids.push((await ancien("2023-03-31", true, `Page${n}`, "2023-01-01")).l.id);
    const first = await anonymiserPage(t.ports, 0, 2);
    expect(first).toEqual({ anonymises: ids.slice(0, 2), erreurs: 0, suite: ids[1] });
    const second = await anonymiserPage(t.ports, first.suite, 2);
    expect(second).toEqual({ anonymises: [ids[2]], erreurs: 0, suite: undefined });
    expect(await anonymiserPage(t.ports, 0, 2)).toEqual({
      anonymises: [],
      erreurs: 0,
      suite: undefined,
    });
  });
});
