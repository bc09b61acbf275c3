import { describe, expect, it } from "vitest";
import { makeTestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { documentText, NOT_A_QUITTANCE } from "../support/quitances";
import { dossierPreleve } from "../support/prelevements";
import { runScheduled } from "../../worker/jobs/scheduled";
import { retourCamt054 } from "../support/camt054";

// Issue 41, part 5: the daily job records a validated batch's lines as payments on the debit date; a reject
// reverses what was recorded (the term due again, its quittance withdrawn, the owner's share reversed).

async function app() {
  const t = await makeTestApp({ confirme: true });
  // Validating a batch is the comptable's or an admin's (issue 59); the rest any staff's.
  const ok = async (method: string, path: string, body?: unknown, status = 200) => {
    const r = await t.call(method, path, /\/valider$/.test(path) ? "comptable" : "user", body);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    return r.body;
  };
  const run = (day: string) =>
    runScheduled({ ...t.ports, clock: { now: () => new Date(`${day}T09:00:00Z`) } });
  /** A dossier with its December term in a validated batch of 2026-12-05. */
  const valide = async () => {
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201))
      .prelevement;
    await ok("POST", `/api/Prelevement/${lot.id}/valider`);
    return { ...a, lot, ligne: lot.lignes[0] };
  };
  const terme = async (id: number) => (await ok("GET", `/api/Quitance/${id}`)) as any;
  return { t, ok, run, valide, terme };
}

describe("settlement by the daily job", () => {
  it("records each line as a payment (mode Prélèvement) on the debit date, once", async () => {
    const { t, ok, run, valide, terme } = await app();
    const { d, lot, termes } = await valide();
    await run("2026-12-04");
    expect((await terme(termes[0]!)).regle).toBe(false);
    await run("2026-12-05");
    await run("2026-12-06");
    const compte = await ok("GET", `/api/Dossier/${d}/compte`);
    expect(JSON.stringify(compte).match(/PRL\d+-Q\d+/g)).toHaveLength(1);
    expect((await terme(termes[0]!)).regle).toBe(true);
    const relu = await ok("GET", `/api/Prelevement/${lot.id}`);
    expect(relu.lignes[0].PaiementId).toBeTypeOf("number");
    expect(await documentText(t, termes[0]!)).toMatch(NOT_A_QUITTANCE);
    await t.close();
  });
});

describe("POST /api/Prelevement/{id}/rejets", () => {
  it("before the debit date: the line is never paid", async () => {
    const { t, ok, run, valide, terme } = await app();
    const { lot, ligne, termes } = await valide();
    const r = await ok("POST", `/api/Prelevement/${lot.id}/rejets`, {
      ligneId: ligne.id,
      motif: "AM04",
    });
    expect(r.prelevement.lignes[0]).toMatchObject({
      rejet: "AM04",
      motifRejet: "AM04 - Provision insuffisante",
      PaiementId: null,
    });
    await run("2026-12-05");
    expect((await terme(termes[0]!)).regle).toBe(false);
    // The term is free for another batch.
    const autre = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-20" }, 201))
      .prelevement;
    expect(autre.lignes.map((l: any) => l.QuitanceId)).toEqual(termes);
    await t.close();
  });

  it("after the debit date: the payment is reversed, the term due again, its quittance withdrawn", async () => {
    const { t, ok, run, valide, terme } = await app();
    const { d, lot, ligne, termes, s } = await valide();
    await run("2026-12-05");
    expect((await terme(termes[0]!)).regle).toBe(true);
    expect(await documentText(t, termes[0]!)).toMatch(NOT_A_QUITTANCE);
    const proprio = async () =>
      (await ok("GET", `/api/Client/${s.client.id}/compte`)).solde as number;
    const avant = await proprio();
    const r = await ok("POST", `/api/Prelevement/${lot.id}/rejets`, {
      ligneId: ligne.id,
      motif: "MD06",
    });
    expect(r.prelevement.lignes[0].rejet).toBe("MD06");
    expect((await terme(termes[0]!)).regle).toBe(false);
    expect(await documentText(t, termes[0]!)).not.toMatch(NOT_A_QUITTANCE);
    expect(await proprio()).toBeLessThan(avant);
    const compte = await ok("GET", `/api/Dossier/${d}/compte`);
    expect(JSON.stringify(compte)).toContain("Prélèvement rejeté : MD06");
    const again = await t.call("POST", `/api/Prelevement/${lot.id}/rejets`, "user", {
      ligneId: ligne.id,
      motif: "MD06",
    });
    expectError(again, 409);
    expect(again.body.error.message).toBe("Cette ligne est déjà rejetée.");
    await t.close();
  });

  it("refuses an unknown code, a line of another batch, a draft", async () => {
    const { t, ok, valide } = await app();
    const { lot, ligne } = await valide();
    const code = await t.call("POST", `/api/Prelevement/${lot.id}/rejets`, "user", {
      ligneId: ligne.id,
      motif: "XX99",
    });
    expect(expectFieldError(code, "motif")).toBe("Code de rejet ISO inconnu.");
    const sans = await t.call("POST", `/api/Prelevement/${lot.id}/rejets`, "user", {
      motif: "AM04",
    });
    expect(expectFieldError(sans, "ligneId")).toBe("Ce champ est obligatoire.");
    expectError(
      await t.call("POST", `/api/Prelevement/${lot.id}/rejets`, "user", {
        ligneId: 999999,
        motif: "AM04",
      }),
      404,
    );
    await dossierPreleve(t, ["2026-12-01"]);
    const brouillon = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-20" }, 201))
      .prelevement;
    const r = await t.call("POST", `/api/Prelevement/${brouillon.id}/rejets`, "user", {
      ligneId: brouillon.lignes[0].id,
      motif: "AM04",
    });
    expectError(r, 409);
    expect(r.body.error.message).toBe("Seule une ligne d'un prélèvement validé peut être rejetée.");
    await t.close();
  });
});

describe("GET /api/prelevements/retours", () => {
  it("a return line of an imported statement naming the EndToEndId proposes the reject", async () => {
    const { t, ok, valide } = await app();
    const { lot, ligne } = await valide();
    expect((await ok("GET", "/api/prelevements/retours")).data).toEqual([]);
    const f = new FormData();
    f.append(
      "file",
      new File(
        [
          `Date;Libellé;Montant\n06/12/2026;RETOUR PRLV PRL${lot.id}-Q${ligne.QuitanceId} AM04;-970,50\n07/12/2026;PRLV EDF;-50,00\n`,
        ],
        "retours.csv",
      ),
    );
    f.append("nouveauCompte", "Compte principal");
    expect((await t.call("POST", "/api/banque/releves", "user", f)).status).toBe(201);
    const { data } = await ok("GET", "/api/prelevements/retours");
    expect(data).toEqual([
      expect.objectContaining({
        date: "2026-12-06",
        montant: -970.5,
        PrelevementId: lot.id,
        ligneId: ligne.id,
        QuitanceId: ligne.QuitanceId,
      }),
    ]);
    await ok("POST", `/api/Prelevement/${lot.id}/rejets`, { ligneId: ligne.id, motif: "AM04" });
    expect((await ok("GET", "/api/prelevements/retours")).data).toEqual([]);
    await t.close();
  });

  it("a camt.054 return (the bank's notification naming the EndToEndId, reason AM04) proposes the reject", async () => {
    const { t, ok, valide } = await app();
    const { lot, ligne } = await valide();
    const f = new FormData();
    const endToEndId = `PRL${lot.id}-Q${ligne.QuitanceId}`;
    f.append(
      "file",
      new File(
        [retourCamt054({ endToEndId, montant: "970.50", code: "AM04", date: "2026-12-08" })],
        "retour.xml",
      ),
    );
    const imp = await t.call("POST", "/api/banque/releves", "user", f);
    expect(imp.status, JSON.stringify(imp.body)).toBe(201);
    const { data } = await ok("GET", "/api/prelevements/retours");
    expect(data).toEqual([
      expect.objectContaining({
        date: "2026-12-08",
        montant: -970.5,
        PrelevementId: lot.id,
        ligneId: ligne.id,
        QuitanceId: ligne.QuitanceId,
        motif: "AM04",
      }),
    ]);
    expect(data[0].libelle).toContain("AM04");
    await t.close();
  });
});
