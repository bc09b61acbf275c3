import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { insertAppartement, insertDossier, insertLocataire, valid } from "../support/factories";
import { expectError } from "../support/http";
import { runScheduled } from "../../worker/jobs/scheduled";

// Issue 8, leases: one open dossier per apartment and tenant, held by the database (stored `clos` marker and the
// partial unique index), and what closing a lease writes (history, Vacant). Parallel requests: tests/edge too.
const NOW = "2026-11-21T15:00:00Z"; // 16:00 in Paris
const MIDNIGHT_PAST = "2026-11-21T23:30:00Z"; // 00:30 on the 22nd in Paris, within the tokens' 12 hours
const OUVERT = "Ce locataire a déjà un dossier en cours dans cet appartement.";
let t: TestApp;
beforeAll(async () => void (t = await makeTestApp({ now: NOW })));
afterAll(() => t.close());
afterEach(() => t.setNow(NOW));

const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort((a, b) => a - b);
const tenantAdd = (
  a: number,
  l: number,
  o: Record<string, unknown> = {},
  role: "user" | "admin" = "user",
) => t.call("PUT", `/api/Appartement/${a}/tenant/add/${l}`, role, { ...valid.Dossier(a, l), ...o });
const appart = async (id: number) => (await t.call("GET", `/api/Appartement/${id}`, "user")).body;
const events = async (id: number) =>
  (await appart(id)).history
    .map((h: { etat: string; user: string }) => `${h.etat} | ${h.user}`)
    .reverse();

describe("tenant/add: the lease, the apartment's rent and the history together", () => {
  it("answers dossier, appartement and locataire; the apartment takes the lease's rent; 'Entrée du locataire' by the caller", async () => {
    const a = await insertAppartement(t, { loyerHC: 700, charge: 40 });
    const l = await insertLocataire(t, { titre: "Madame", prenom: "Inès", nom: "Roux" });
    const r = await tenantAdd(a.id, l.id, { loyerHC: 900, loyerCharge: 75.5 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.dossier).toMatchObject({
      AppartementId: a.id,
      LocataireId: l.id,
      loyerHC: 900,
      loyerCharge: 75.5,
      loyerTTC: 975.5,
      clos: false,
    });
    expect(r.body.appartement).toMatchObject({
      id: a.id,
      loyerHC: 900,
      charge: 75.5,
      loyerTCC: 975.5,
    });
    expect(r.body.locataire).toMatchObject({ id: l.id, nom: "Roux" });
    const read = await appart(a.id);
    expect(read).toMatchObject({
      statut: "Occupé",
      loyer: { loyerHC: 900, charge: 75.5, loyerTCC: 975.5 },
    });
    expect(read.locataires.map((x: { id: number }) => x.id)).toEqual([l.id]);
    expect(await events(a.id)).toEqual(["Entrée du locataire Madame Inès Roux | user@agence.test"]);
  });
});

describe("tenant/add on a missing record", () => {
  it("404 naming the dossier's field (a form marks the right picker); nothing written", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const noTenant = await tenantAdd(a.id, 987654);
    expectError(noTenant, 404);
    expect(noTenant.body.error.fields).toEqual({ LocataireId: "Le locataire est introuvable." });
    const noFlat = await t.call(
      "PUT",
      `/api/Appartement/987654/tenant/add/${l.id}`,
      "user",
      valid.Dossier(987654, l.id),
    );
    expectError(noFlat, 404);
    expect(noFlat.body.error.fields).toEqual({ AppartementId: "L'appartement est introuvable." });
    expect((await appart(a.id)).Dossiers).toEqual([]);
  });
});

describe("one open dossier per apartment and tenant", () => {
  it("POST /api/Dossier refuses a second open one for the pair (409, French), tenant/add too", async () => {
    const d = await insertDossier(t);
    const again = await t.call(
      "POST",
      "/api/Dossier",
      "user",
      valid.Dossier(d.AppartementId, d.LocataireId),
    );
    expectError(again, 409);
    expect(again.body.error.message).toBe(OUVERT);
    const viaAdd = await tenantAdd(d.AppartementId, d.LocataireId);
    expectError(viaAdd, 409);
    expect(viaAdd.body.error.message).toBe(OUVERT);
    // Another tenant in the same apartment (a flat share), or the same tenant elsewhere: allowed.
    expect(
      (
        await t.call(
          "POST",
          "/api/Dossier",
          "user",
          valid.Dossier(d.AppartementId, (await insertLocataire(t)).id),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await t.call(
          "POST",
          "/api/Dossier",
          "user",
          valid.Dossier((await insertAppartement(t)).id, d.LocataireId),
        )
      ).status,
    ).toBe(201);
  });

  it("closed dossiers of the pair do not count: a tenant who left may come back", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    await insertDossier(t, {
      AppartementId: a.id,
      LocataireId: l.id,
      dateEntree: "2023-01-01",
      dateFinBail: "2024-12-31",
    });
    expect((await tenantAdd(a.id, l.id)).status).toBe(200);
    expect(
      (await t.call("DELETE", `/api/Appartement/${a.id}/tenant/remove/${l.id}`, "admin")).status,
    ).toBe(200);
    expect((await tenantAdd(a.id, l.id)).status).toBe(200);
    expect(
      (await t.call("GET", `/api/Dossier?AppartementId=${a.id}&clos=false`)).body.data,
    ).toHaveLength(1);
  });

  it("a PUT that opens a closed dossier again while another runs is refused, and changes nothing", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const old = await insertDossier(t, {
      AppartementId: a.id,
      LocataireId: l.id,
      dateEntree: "2023-01-01",
      dateFinBail: "2024-12-31",
    });
    expect(old.clos).toBe(true);
    await insertDossier(t, { AppartementId: a.id, LocataireId: l.id });
    const reopen = await t.call("PUT", `/api/Dossier/${old.id}`, "user", {
      dateFinBail: null,
      dateFinPreavis: null,
    });
    expectError(reopen, 409);
    expect(reopen.body.error.message).toBe(OUVERT);
    expect((await t.call("GET", `/api/Dossier/${old.id}`)).body).toMatchObject({
      dateFinBail: "2024-12-31",
      clos: true,
    });
  });

  it("the database itself refuses a second open row for the pair (partial unique index), and accepts a closed one", async () => {
    const d = await insertDossier(t);
    const insert = (clos: number) =>
      t.client.execute({
        sql: `insert into "Dossier" ("AppartementId", "LocataireId", "dateEntree", "dateCreationBail", "dateDebutBail", "depotGarantie", "loyerHC", "loyerCharge", "loyerTTC", "numFraisDossier", "clos", "createdAt", "updatedAt")
              values (?, ?, '2026-01-01', '2026-01-01', '2026-01-01', 0, 0, 0, 0, 'X', ?, '', '')`,
        args: [d.AppartementId, d.LocataireId, clos],
      });
    await expect(insert(0)).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(insert(1)).resolves.toBeTruthy();
  });

  it("10 parallel POST /api/Dossier for one pair: one 201, nine 409 with the French message, one dossier", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const rs = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call("POST", "/api/Dossier", "user", valid.Dossier(a.id, l.id)),
      ),
    );
    expect(statuses(rs)).toEqual([201, ...Array(9).fill(409)]);
    expect(rs.filter((r) => r.status === 409).every((r) => r.body.error.message === OUVERT)).toBe(
      true,
    );
    expect((await t.call("GET", `/api/Dossier?AppartementId=${a.id}`)).body.data).toHaveLength(1);
  });

  it("parallel tenant/add and POST for one pair: one wins, the apartment's history has one entry at most", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t);
    const rs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? tenantAdd(a.id, l.id)
          : t.call("POST", "/api/Dossier", "user", valid.Dossier(a.id, l.id)),
      ),
    );
    expect(rs.filter((r) => r.status < 300)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(7);
    expect((await t.call("GET", `/api/Dossier?AppartementId=${a.id}`)).body.data).toHaveLength(1);
    expect((await events(a.id)).length).toBeLessThanOrEqual(1);
  });

  it("a lease whose end date passed before the daily job ran does not block the next one; it is closed first, with its history", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t, { titre: "Monsieur", prenom: "Paul", nom: "Blanc" });
    // The tenant gave notice (issue 73: without one, the lease would be tacitly renewed, not ended).
    expect(
      (await tenantAdd(a.id, l.id, { dateFinBail: "2026-11-22", dateDebutPreavis: "2026-10-22" }))
        .status,
    ).toBe(200);
    t.setNow(MIDNIGHT_PAST); // the 22nd in Paris: the lease is over, its stored marker still says open
    const next = await tenantAdd(a.id, l.id, { dateEntree: "2026-11-22" });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(await events(a.id)).toEqual([
      "Entrée du locataire Monsieur Paul Blanc | user@agence.test",
      "Fin du bail du locataire Monsieur Paul Blanc | Automatique",
      "Appartement vacant | Automatique",
      "Entrée du locataire Monsieur Paul Blanc | user@agence.test",
    ]);
  });
});

describe("closing a lease: history, and Vacant once nobody lives there", () => {
  it("tenant/remove: the dossier ends today, 'Sortie du locataire' then 'Appartement vacant'; the dossier may then be deleted", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t, { titre: "Madame", prenom: "Léa", nom: "Martin" });
    // No deposit, no fees: an account never charged (a charged one is money history, archived: ADR 038).
    const d = (await tenantAdd(a.id, l.id, { depotGarantie: 0 })).body.dossier;
    expect((await t.call("GET", `/api/Dossier/${d.id}`)).body.supprimable).toBe(false);
    const r = await t.call(
      "DELETE",
      `/api/Appartement/${a.id}/tenant/remove/${l.id}`,
      "user_delete",
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.history.map((h: { etat: string }) => h.etat)).toEqual([
      "Appartement vacant",
      "Sortie du locataire Madame Léa Martin",
      "Entrée du locataire Madame Léa Martin",
    ]);
    expect((await t.call("GET", `/api/Dossier/${d.id}`)).body).toMatchObject({
      dateFinBail: "2026-11-21",
      dateSortie: "2026-11-21",
      clos: true,
      supprimable: true,
    });
    const read = await appart(a.id);
    expect([read.statut, read.locataires]).toEqual(["Vacant", []]);
    expect(
      (await t.call("DELETE", `/api/Appartement/${a.id}/tenant/remove/${l.id}`, "admin")).status,
    ).toBe(404);
    expect((await t.call("DELETE", `/api/Dossier/${d.id}`, "user_delete")).status).toBe(204);
  });

  it("with another tenant still there: no 'Appartement vacant', the apartment stays Occupé", async () => {
    const a = await insertAppartement(t);
    const [l1, l2] = [
      await insertLocataire(t, { prenom: "Un" }),
      await insertLocataire(t, { prenom: "Deux" }),
    ];
    await tenantAdd(a.id, l1.id);
    await tenantAdd(a.id, l2.id);
    await t.call("DELETE", `/api/Appartement/${a.id}/tenant/remove/${l1.id}`, "admin");
    expect((await events(a.id)).filter((e: string) => e.startsWith("Appartement vacant"))).toEqual(
      [],
    );
    expect((await appart(a.id)).statut).toBe("Occupé");
  });

  it("an edit setting the end date to today: closed, 'Fin du bail' by the editor, Vacant; moving it ahead again: 'Reprise du bail'", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t, { titre: "Monsieur", prenom: "Marc", nom: "Petit" });
    const d = (await tenantAdd(a.id, l.id)).body.dossier;
    const closed = await t.call("PUT", `/api/Dossier/${d.id}`, "user", {
      dateFinBail: "2026-11-21",
    });
    expect(closed.body).toMatchObject({ clos: true, dateFinPreavis: "2026-11-21" });
    expect((await appart(a.id)).statut).toBe("Vacant");
    const again = await t.call("PUT", `/api/Dossier/${d.id}`, "user", {
      dateFinBail: "2027-06-30",
      dateFinPreavis: null,
    });
    expect(again.body).toMatchObject({ clos: false });
    expect((await appart(a.id)).statut).toBe("Occupé");
    expect(await events(a.id)).toEqual([
      "Entrée du locataire Monsieur Marc Petit | user@agence.test",
      "Fin du bail du locataire Monsieur Marc Petit | user@agence.test",
      "Appartement vacant | user@agence.test",
      "Reprise du bail du locataire Monsieur Marc Petit | user@agence.test",
    ]);
    // An edit that does not move the lease across its end writes nothing more.
    await t.call("PUT", `/api/Dossier/${d.id}`, "user", { edfEntree: "12345 kWh" });
    expect(await events(a.id)).toHaveLength(4);
  });

  it("the daily job closes the leases whose end date has passed, once: history by 'Automatique', Vacant", async () => {
    const a = await insertAppartement(t);
    const l = await insertLocataire(t, { titre: "Madame", prenom: "Zoé", nom: "Leroy" });
    // With the tenant's notice (issue 73: without one, the job renews the lease instead).
    const d = (
      await tenantAdd(a.id, l.id, {
        dateFinBail: "2026-11-22",
        dateDebutPreavis: "2026-10-22",
        depotGarantie: 0,
      })
    ).body.dossier;
    expect((await runScheduled(t.ports)).closedDossiers).toBe(0);
    t.setNow(MIDNIGHT_PAST);
    expect((await runScheduled(t.ports)).closedDossiers).toBeGreaterThanOrEqual(1);
    expect((await runScheduled(t.ports)).closedDossiers).toBe(0);
    expect(
      (await t.call("GET", `/api/Dossier?clos=false&AppartementId=${a.id}`)).body.data,
    ).toEqual([]);
    expect((await t.call("GET", `/api/Dossier/${d.id}`)).body).toMatchObject({
      clos: true,
      supprimable: true,
    });
    expect((await appart(a.id)).statut).toBe("Vacant");
    expect((await events(a.id)).slice(1)).toEqual([
      "Fin du bail du locataire Madame Zoé Leroy | Automatique",
      "Appartement vacant | Automatique",
    ]);
  });
});
