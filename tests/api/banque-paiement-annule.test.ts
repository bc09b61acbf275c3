import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ligneDuReleve, ok } from "./garanties/support";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError } from "../support/http";
import { dossierPreleve } from "../support/prelevements";
import { MSG_DEJA_ANNULE } from "../../worker/services/compte/paiements";
import { MSG_LIGNE_A_RAPPROCHER } from "../../worker/services/banque/annuler-ligne";

// ADR 164: a bank line matched to a tenant's payment goes back to « à rapprocher » when that payment is cancelled
// (« Annuler » on the account, « Statut remis à impayé »), in the cancellation's transaction, once: staff can match
// it again, and it is never left « rapprochée » beside a payment the account no longer counts. The clock says
// 2026-11-21.

/** The line `id` as the bank screen lists it. */
const ligne = async (t: TestApp, id: number) =>
  (await ok(t, "GET", "/api/banque/lignes")).data.find((l: { id: number }) => l.id === id);

/** A lease with its November term (970,50 €) and a statement line of that amount matched to the term. */
async function rapprochee(t: TestApp, libelle = "VIR LOYER NOVEMBRE") {
  const a = await dossierPreleve(t, ["2026-11-01"]);
  const id = await ligneDuReleve(t, `20/11/2026;${libelle};970,50`);
  const m = await ok(t, "POST", `/api/banque/lignes/${id}/rapprocher`, {
    DossierId: a.d,
    QuitanceId: a.termes[0],
  });
  expect(m.ligne.statut).toBe("rapprochée");
  return { d: a.d, q: a.termes[0]!, id, paiement: m.paiement.id as number };
}

const attend = { statut: "à rapprocher", DossierId: null, QuitanceId: null, PaiementId: null };

describe("a matched bank line when its payment is cancelled", () => {
  it("waits again, once; cancelling twice is refused and changes nothing; it can be matched again", async () => {
    const t = await makeTestApp();
    const r = await rapprochee(t);
    await ok(t, "POST", `/api/Paiement/${r.paiement}/annuler`, { motif: "Virement rappelé" });
    expect(await ligne(t, r.id)).toMatchObject(attend);
    expect((await ok(t, "GET", `/api/Quitance/${r.q}`)).resteDu).toBe(970.5);
    const attente = (await ok(t, "GET", "/api/banque/lignes?statut=à rapprocher")).data;
    expect(attente.map((l: { id: number }) => l.id)).toContain(r.id);

    const avant = await ligne(t, r.id);
    const encore = await t.call("POST", `/api/Paiement/${r.paiement}/annuler`, "admin", {
      motif: "Virement rappelé",
    });
    expectError(encore, 409);
    expect(encore.body.error.message).toBe(MSG_DEJA_ANNULE);
    expect(await ligne(t, r.id)).toEqual(avant);
    // The line's own undo has nothing left to undo.
    const undo = await t.call("POST", `/api/banque/lignes/${r.id}/annuler`, "admin");
    expectError(undo, 409);
    expect(undo.body.error.message).toBe(MSG_LIGNE_A_RAPPROCHER);

    const re = await ok(t, "POST", `/api/banque/lignes/${r.id}/rapprocher`, {
      DossierId: r.d,
      QuitanceId: r.q,
    });
    expect(re.ligne).toMatchObject({ statut: "rapprochée", DossierId: r.d });
    expect(re.paiement.id).not.toBe(r.paiement);
    expect((await ok(t, "GET", `/api/Quitance/${r.q}`)).resteDu).toBe(0);
    expect((await ok(t, "GET", `/api/Dossier/${r.d}/compte`)).solde).toBe(0);
    await t.close();
  });

  it("« Statut remis à impayé » sends the line of the term's payment back too", async () => {
    const t = await makeTestApp();
    const r = await rapprochee(t);
    await ok(t, "GET", `/api/Quitance/switchState/false/${r.q}`);
    expect(await ligne(t, r.id)).toMatchObject(attend);
    expect((await ok(t, "GET", `/api/Quitance/${r.q}`)).resteDu).toBe(970.5);
    await ok(t, "POST", `/api/banque/lignes/${r.id}/rapprocher`, {
      DossierId: r.d,
      QuitanceId: r.q,
    });
    expect((await ligne(t, r.id)).statut).toBe("rapprochée");
    await t.close();
  });

  it("leaves a line alone when the payment cancelled is another one", async () => {
    const t = await makeTestApp();
    const r = await rapprochee(t);
    const main = await ok(
      t,
      "POST",
      `/api/Dossier/${r.d}/paiements`,
      { montant: "100,00", date: "2026-11-20", mode: "Chèque" },
      201,
    );
    const avant = await ligne(t, r.id);
    await ok(t, "POST", `/api/Paiement/${main.paiement.id}/annuler`, { motif: "Chèque impayé" });
    expect(await ligne(t, r.id)).toEqual(avant);
    await t.close();
  });

  it("cancelled and undone at the same time: one reversal, the line waiting", async () => {
    const t = await makeTestApp();
    const r = await rapprochee(t);
    const [annule, undo] = await Promise.all([
      t.call("POST", `/api/Paiement/${r.paiement}/annuler`, "admin", { motif: "Erreur" }),
      t.call("POST", `/api/banque/lignes/${r.id}/annuler`, "admin"),
    ]);
    // Whichever comes second finds the work done: 409, nothing written twice.
    expect([annule.status, undo.status].sort()).toEqual([200, 409]);
    expect(await ligne(t, r.id)).toMatchObject(attend);
    const compte = await ok(t, "GET", `/api/Dossier/${r.d}/compte`);
    const annulations = compte.ecritures.filter((l: { type: string }) => l.type === "annulation");
    expect(annulations).toHaveLength(1);
    expect(compte.solde).toBe(970.5);
    await t.close();
  });
});

describe("« Annuler le rapprochement » of a line that names no payment, one batch", () => {
  it("sets a line aside back to waiting once, whoever clicks at the same time", async () => {
    const t = await makeTestApp();
    const id = await ligneDuReleve(t, "21/11/2026;FRAIS TENUE;-4,50");
    await ok(t, "POST", `/api/banque/lignes/${id}/ignorer`, { motif: "Frais bancaires" });
    const undos = await Promise.all(
      Array.from({ length: 4 }, () => t.call("POST", `/api/banque/lignes/${id}/annuler`, "admin")),
    );
    expect(undos.map((u) => u.status).sort()).toEqual([200, 409, 409, 409]);
    const gagnant = undos.find((u) => u.status === 200)!.body.ligne;
    expect(gagnant).toMatchObject({ ...attend, motif: null, traitePar: "admin@agence.test" });
    expect(await ligne(t, id)).toEqual(gagnant);
    for (const u of undos.filter((x) => x.status === 409))
      expect(u.body.error.message).toBe(MSG_LIGNE_A_RAPPROCHER);
    expectError(await t.call("POST", "/api/banque/lignes/999999/annuler", "admin"), 404);
    await t.close();
  });
});

describe("migration 0108", () => {
  it("sends back the lines left matched to a payment cancelled before it, naming who cancelled it", async () => {
    const t = await makeTestApp();
    const [trigger, rattrapage] = readFileSync(
      "migrations/0108_ligne_paiement_annule.sql",
      "utf8",
    ).split("--> statement-breakpoint");
    // The database as it was before: no trigger, the payment cancelled, its line left « rapprochée ».
    await t.db.run(sql.raw("DROP TRIGGER `LigneBancaire_paiement_annule`"));
    const r = await rapprochee(t);
    await ok(t, "POST", `/api/Paiement/${r.paiement}/annuler`, { motif: "Virement rappelé" });
    expect((await ligne(t, r.id)).statut).toBe("rapprochée");

    await t.db.run(sql.raw(rattrapage!));
    expect(await ligne(t, r.id)).toMatchObject({ ...attend, traitePar: "admin@agence.test" });
    await t.db.run(sql.raw(trigger!));
    await t.close();
  });
});
