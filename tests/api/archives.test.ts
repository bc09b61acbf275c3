import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { PDF, expectError, form } from "../support/http";
import { create, insertAppartement, insertClient, valid } from "../support/factories";
import { seedDossier } from "../support/quitances";

// Issue 40, "Safety" (ADR 038): money outlives records (a dossier, client, apartment or mission with money history
// is archived, never deleted; the database refuses it too) and issued means immutable (an invoiced instalment or
// caretaking fee is neither changed nor deleted, a credit note corrects it).
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: "2026-11-21T10:00:00Z" })));
afterAll(() => t.close());

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const r = await t.call(method, path, "admin", body);
  expect(r.status, `${method} ${path} ${JSON.stringify(r.body)}`).toBe(status);
  return r.body;
}

/** Every money record, whole: a DELETE refused must leave each row as it was. */
async function ledger() {
  const out: Record<string, unknown[]> = {};
  for (const table of [
    "Ecriture",
    "Paiement",
    "Quitance",
    "Facture",
    "EcritureProprietaire",
    "Mandat",
  ])
    out[table] = (await t.client.execute(`select * from "${table}" order by "id"`)).rows.map(
      (r) => ({
        ...r,
      }),
    );
  return out;
}

/**
 * A finished lease with its term paid (ledger, payment, receipt, the owner's entries), on an apartment whose owner
 * commissions a mission whose paid instalment is invoiced.
 */
async function historique() {
  const s = await seedDossier(t, { dossier: { dateFinBail: "2026-06-30" } });
  const q = await ok("POST", `/api/Quitance/generate/${s.dossier.id}`, { date: "2026-05-01" }, 201);
  await ok(
    "POST",
    `/api/Dossier/${s.dossier.id}/paiements`,
    { montant: 970.5, date: "2026-05-03", mode: "Virement", QuitanceId: q.id },
    201,
  );
  const m = await create(t, "Mission", valid.Mission());
  await ok("PUT", `/api/Mission/${m.id}/client/add/${s.client.id}`);
  const acompte = await create(t, "Accompte", {
    ...valid.Accompte(),
    MissionId: m.id,
    regle: true,
    datePaiement: "2026-11-02",
  });
  const [facture] = (await ok("GET", `/api/Facture?ClientId=${s.client.id}`)).data;
  expect(facture.AccompteId).toBe(acompte.id);
  return { ...s, mission: m, acompte, facture };
}

const REFUS = {
  Dossier: "Ce dossier a des écritures comptables : archivez-le.",
  Client: "Ce client a des écritures comptables : archivez-le.",
  Appartement: "Cet appartement a des écritures comptables : archivez-le.",
  Mission: "Cette mission a des écritures comptables : archivez-la.",
} as const;
const ARCHIVE = {
  Dossier: "Ce dossier est archivé : restaurez-le pour le modifier.",
  Client: "Ce client est archivé : restaurez-le pour le modifier.",
  Appartement: "Cet appartement est archivé : restaurez-le pour le modifier.",
  Mission: "Cette mission est archivée : restaurez-la pour la modifier.",
} as const;
type Name = keyof typeof REFUS;

/** The record of each kind in a history, a field a PUT may change, and a link write on it. */
function cases(h: Awaited<ReturnType<typeof historique>>) {
  return [
    { name: "Dossier", id: h.dossier.id, put: { commentaire: "Archivé ?" }, link: "fichier" },
    { name: "Client", id: h.client.id, put: { ville: "Lyon" }, link: "fichier" },
    { name: "Appartement", id: h.appartement.id, put: { ville: "Lyon" }, link: "equipement" },
    { name: "Mission", id: h.mission.id, put: { dateSignature: "2026-03-01" }, link: "client" },
  ] as const satisfies readonly { name: Name; id: number; put: object; link: string }[];
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe("money outlives records", () => {
  it("deleting a record with money history answers 409 in French; the ledger is unchanged", async () => {
    const h = await historique();
    for (const c of cases(h)) {
      const before = await ledger();
      const r = await t.call("DELETE", `/api/${c.name}/${c.id}`, "admin");
      expectError(r, 409);
      expect(r.body.error.message).toBe(REFUS[c.name]);
      expect(await ledger()).toEqual(before);
      // The web offers no delete: the list row and the read say so.
      expect((await ok("GET", `/api/${c.name}/${c.id}`)).supprimable).toBe(false);
      const row = (await ok("GET", `/api/${c.name}`)).data.find((x: any) => x.id === c.id);
      expect(row.supprimable).toBe(false);
    }
    // A bare record of each kind is still deleted.
    expect(
      (await t.call("DELETE", `/api/Client/${(await insertClient(t)).id}`, "admin")).status,
    ).toBe(204);
    const a = await insertAppartement(t);
    expect((await t.call("DELETE", `/api/Appartement/${a.id}`, "admin")).status).toBe(204);
  });

  it.each(["Dossier", "Client", "Appartement", "Mission"] as const)(
    "%s: archived (200), it leaves the list, shows with ?archives=1, reads, refuses writes (409), comes back whole",
    async (name) => {
      const h = await historique();
      const c = cases(h).find((x) => x.name === name)!;
      const base = `/api/${name}`;
      const { updatedAt: _u, ...whole } = await ok("GET", `${base}/${c.id}`);

      const archived = await ok("POST", `${base}/${c.id}/archiver`);
      expect(archived).toMatchObject({ id: c.id, archiveLe: "2026-11-21" });
      expect(idsOf(await ok("GET", base))).not.toContain(c.id);
      expect(idsOf(await ok("GET", `${base}?archives=1`))).toContain(c.id);
      expect(idsOf(await ok("GET", `${base}?limit=1000`))).not.toContain(c.id);
      const read = await ok("GET", `${base}/${c.id}`);
      expect(read.archiveLe).toBe("2026-11-21");

      const before = await ledger();
      const put = await t.call("PUT", `${base}/${c.id}`, "admin", c.put);
      expectError(put, 409);
      expect(put.body.error.message).toBe(ARCHIVE[name]);
      const del = await t.call("DELETE", `${base}/${c.id}`, "user_delete");
      expectError(del, 409);
      expect(del.body.error.message).toBe(ARCHIVE[name]);
      const child =
        c.link === "equipement"
          ? await create(t, "Equipement", valid.Equipement())
          : c.link === "client"
            ? await insertClient(t)
            : (
                await t.call(
                  "POST",
                  "/api/Fichier",
                  "admin",
                  form({
                    nom: "piece",
                    file: { bytes: PDF, name: "p.pdf", type: "application/pdf" },
                  }),
                )
              ).body;
      const link = await t.call("PUT", `${base}/${c.id}/${c.link}/add/${child.id}`, "admin");
      expectError(link, 409);
      expect(link.body.error.message).toBe(ARCHIVE[name]);
      expect(await ledger()).toEqual(before);
      // Archiving twice keeps the first day.
      expect((await ok("POST", `${base}/${c.id}/archiver`)).archiveLe).toBe("2026-11-21");

      const restored = await ok("POST", `${base}/${c.id}/restaurer`);
      expect(restored.archiveLe).toBeNull();
      const { updatedAt: _r, ...again } = await ok("GET", `${base}/${c.id}`);
      expect({ ...again, archiveLe: null }).toEqual({ ...whole, archiveLe: null });
      expect(idsOf(await ok("GET", base))).toContain(c.id);
      expect((await ok("PUT", `${base}/${c.id}`, c.put)).id).toBe(c.id);
    },
  );

  it("an archived record takes no new child: a guarantor on an archived lease, an instalment on an archived mission (409, nothing written)", async () => {
    const h = await historique();
    await ok("POST", `/api/Dossier/${h.dossier.id}/archiver`);
    await ok("POST", `/api/Mission/${h.mission.id}/archiver`);
    const before = await ledger();
    const caution = await t.call("POST", "/api/Caution", "admin", {
      ...valid.Caution(),
      DossierId: h.dossier.id,
    });
    expectError(caution, 409);
    expect(caution.body.error.message).toBe(
      "Ce dossier est archivé : restaurez-le pour le compléter.",
    );
    const acompte = await t.call("POST", "/api/Accompte", "admin", {
      ...valid.Accompte(),
      MissionId: h.mission.id,
    });
    expectError(acompte, 409);
    expect(acompte.body.error.message).toBe(
      "Cette mission est archivée : restaurez-la pour la compléter.",
    );
    // Moving an existing instalment onto the archived mission is refused the same way.
    const libre = await create(t, "Accompte", valid.Accompte());
    const move = await t.call("PUT", `/api/Accompte/${libre.id}`, "admin", {
      MissionId: h.mission.id,
    });
    expectError(move, 409);
    expect(await ledger()).toEqual(before);
    await ok("POST", `/api/Dossier/${h.dossier.id}/restaurer`);
    await ok("POST", "/api/Caution", { ...valid.Caution(), DossierId: h.dossier.id }, 201);
  });

  it("an archived apartment or mission leaves the dashboard's counts; the search still finds it, said archived, after the others", async () => {
    const h = await historique();
    const dash = async () => (await ok("GET", "/api/dashboard")) as any;
    const clef = `Clé-${h.appartement.id}-archivée`;
    await ok("PUT", `/api/Appartement/${h.appartement.id}`, { numeroClef: clef });
    const avant = await dash();
    await ok("POST", `/api/Appartement/${h.appartement.id}/archiver`);
    await ok("POST", `/api/Mission/${h.mission.id}/archiver`);
    const apres = await dash();
    expect(apres.appartements.total).toBe(avant.appartements.total - 1);
    expect(apres.missions).toBe(avant.missions - 1);
    const hits = (await ok("GET", `/api/search?q=${encodeURIComponent(clef)}`)).data as {
      type: string;
      id: number;
      detail: string;
    }[];
    const hit = hits.find((x) => x.type === "Appartement" && x.id === h.appartement.id);
    expect(hit?.detail).toMatch(/· archivé$/);
    await ok("POST", `/api/Appartement/${h.appartement.id}/restaurer`);
    expect((await dash()).appartements.total).toBe(avant.appartements.total);
  });

  it("archive and restore are for the roles that may delete, journaled by their writer; an unknown id is 404", async () => {
    const c = await insertClient(t);
    expectError(await t.call("POST", `/api/Client/${c.id}/archiver`, "user"), 403);
    expect((await t.call("POST", `/api/Client/${c.id}/archiver`, "user_delete")).status).toBe(200);
    const [line] = (await ok("GET", `/api/journal?resource=Client&id=${c.id}`)).data;
    expect(line).toMatchObject({ user: "user_delete@agence.test", action: "update" });
    expect(line.changes.archiveLe).toEqual([null, "2026-11-21"]);
    expect((await t.call("POST", `/api/Client/${c.id}/restaurer`, "user_delete")).status).toBe(200);
    expectError(await t.call("POST", "/api/Client/999999/archiver", "admin"), 404);
    // A running lease is not archived.
    const s = await seedDossier(t);
    const running = await t.call("POST", `/api/Dossier/${s.dossier.id}/archiver`, "admin");
    expectError(running, 409);
    expect(running.body.error.message).toBe(
      "Ce dossier est en cours : il ne peut être archivé qu'une fois terminé.",
    );
    expectError(await t.call("POST", "/api/Dossier/999999/restaurer", "admin"), 404);
  });

  it("the database refuses a raw SQL DELETE of a record with money history (guard triggers)", async () => {
    const h = await historique();
    for (const c of cases(h)) {
      const before = await ledger();
      await expect(
        t.client.execute({ sql: `delete from "${c.name}" where "id" = ?`, args: [c.id] }),
      ).rejects.toThrow(REFUS[c.name]);
      expect(await ledger()).toEqual(before);
    }
  });

  it("anonymising a former tenant still works on an archived lease: identities go, amounts stay", async () => {
    const s = await seedDossier(t, {
      dossier: {
        dateCreationBail: "2022-06-15",
        dateEntree: "2022-07-01",
        dateDebutBail: "2022-07-01",
        dateFinBail: "2023-06-30",
      },
      locataire: { nom: "Ancien", naissance: "1990-04-02" },
    });
    const q = await ok(
      "POST",
      `/api/Quitance/generate/${s.dossier.id}`,
      { date: "2023-05-01" },
      201,
    );
    await ok(
      "POST",
      `/api/Dossier/${s.dossier.id}/paiements`,
      { montant: 970.5, date: "2023-05-03", mode: "Virement", QuitanceId: q.id },
      201,
    );
    await ok("POST", `/api/Dossier/${s.dossier.id}/archiver`);
    const before = await ledger();
    const r = await ok("POST", "/api/rgpd/purger", { LocataireIds: [s.locataire.id] });
    expect(JSON.stringify(r)).toContain(String(s.locataire.id));
    const l = await ok("GET", `/api/Locataire/${s.locataire.id}`);
    expect(l.anonymiseLe).toBe("2026-11-21");
    expect(l.naissance).toBeNull();
    const after = await ledger();
    expect(after.Paiement).toEqual(before.Paiement);
    expect(after.Ecriture).toEqual(before.Ecriture);
    expect((await ok("GET", `/api/Dossier/${s.dossier.id}`)).archiveLe).toBe("2026-11-21");
  });
});

describe("issued means immutable", () => {
  it("an invoiced instalment is neither changed nor deleted (409 naming the invoice); a credit note frees it", async () => {
    const h = await historique();
    const msg = `Cet acompte est facturé (${h.facture.numero}) : émettez un avoir pour le corriger.`;
    const before = await ledger();
    for (const [method, path, body] of [
      ["PUT", `/api/Accompte/${h.acompte.id}`, { prix: 240 }],
      ["PUT", `/api/Accompte/${h.acompte.id}`, { regle: false }],
      ["DELETE", `/api/Accompte/${h.acompte.id}`, undefined],
      ["DELETE", `/api/Mission/${h.mission.id}/accompte/remove/${h.acompte.id}`, undefined],
    ] as const) {
      const r = await t.call(method, path, "admin", body);
      expectError(r, 409);
      expect(r.body.error.message, `${method} ${path}`).toBe(msg);
    }
    expect(await ledger()).toEqual(before);
    // The mission's read names the invoice of each instalment it covers (the screen offers no edit nor delete).
    const read = await ok("GET", `/api/Mission/${h.mission.id}`);
    expect(read.Accomptes.map((a: any) => [a.id, a.facture])).toEqual([
      [h.acompte.id, h.facture.numero],
    ]);
    expect(
      (await ok("GET", "/api/Accompte")).data.find((a: any) => a.id === h.acompte.id),
    ).toMatchObject({ supprimable: false });
    await expect(
      t.client.execute({
        sql: `update "Accompte" set "prix" = 1 where "id" = ?`,
        args: [h.acompte.id],
      }),
    ).rejects.toThrow("Cet acompte est facturé : émettez un avoir pour le corriger.");
    await expect(
      t.client.execute({ sql: `delete from "Accompte" where "id" = ?`, args: [h.acompte.id] }),
    ).rejects.toThrow("Cet acompte est facturé");

    await ok("POST", `/api/Facture/${h.facture.id}/avoir`, { motif: "Erreur de montant" }, 201);
    expect((await ok("GET", `/api/Mission/${h.mission.id}`)).Accomptes[0].facture).toBeNull();
    expect((await ok("PUT", `/api/Accompte/${h.acompte.id}`, { regle: false })).regle).toBe(false);
  });

  it("an invoiced caretaking fee is neither changed nor deleted (409); the raw SQL update is refused", async () => {
    const s = await seedDossier(t);
    const i = await create(t, "Intendance", {
      ...valid.Intendance(s.appartement.id),
      prix: 120,
      regle: true,
      date: "2026-11-02",
    });
    const f = (await ok("GET", `/api/Facture?ClientId=${s.client.id}`)).data.find(
      (x: any) => x.IntendanceId === i.id,
    );
    expect(f).toBeTruthy();
    const msg = `Cette intendance est facturée (${f.numero}) : émettez un avoir pour la corriger.`;
    for (const [method, body] of [
      ["PUT", { prix: 130 }],
      ["DELETE", undefined],
    ] as const) {
      const r = await t.call(method, `/api/Intendance/${i.id}`, "admin", body);
      expectError(r, 409);
      expect(r.body.error.message).toBe(msg);
    }
    await expect(
      t.client.execute({ sql: `update "Intendance" set "prix" = 1 where "id" = ?`, args: [i.id] }),
    ).rejects.toThrow("Cette intendance est facturée");
  });
});
