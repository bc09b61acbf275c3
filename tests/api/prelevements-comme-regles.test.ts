import { describe, expect, it } from "vitest";
import { appelDeLot } from "../support/lot-calls";
import { makeTestApp } from "../support/test-app";
import { expectFieldError } from "../support/http";
import { creancier, dossierPreleve, IBAN_LOCATAIRE, MANDAT } from "../support/prelevements";

// Issue 60, item 8 (ADR 077): direct debits as set. The dossier reads "Prélèvement" while a mandate is active, its
// own mode again once revoked; the settings' delay (2 days at least) is the one applied and offered; lines name
// their month; a validated debit shows on the tenant's account as programmed, outside the ledger. Item 10: the
// journal masks the IBANs. The clock says 2026-11-21.

async function app() {
  const t = await makeTestApp({ confirme: true });
  return { t, ok: appelDeLot(t) };
}

describe("the dossier's payment mode", () => {
  it("reads Prélèvement while a mandate is active (read and list), the stored mode again once revoked", async () => {
    const { t, ok } = await app();
    const a = await dossierPreleve(t, []);
    const lu = async () => (await t.call("GET", `/api/Dossier/${a.d}`, "user")).body.modePaiement;
    const liste = async () =>
      (await t.call("GET", "/api/Dossier", "user")).body.data.find((d: any) => d.id === a.d)
        .modePaiement;
    expect(await lu()).toBe("Prélèvement");
    expect(await liste()).toBe("Prélèvement");
    // The lease form sends back what it read: the stored mode stays; a chosen mode is stored.
    const dossier = (await t.call("GET", `/api/Dossier/${a.d}`, "user")).body;
    const put = await t.call("PUT", `/api/Dossier/${a.d}`, "user", {
      ...dossier,
      modePaiement: "Prélèvement",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await lu()).toBe("Prélèvement");
    await ok("POST", `/api/MandatSepa/${a.mandat.id}/revoquer`);
    expect(await lu()).toBe("Virement");
    expect(await liste()).toBe("Virement");
    const cheque = await t.call("PUT", `/api/Dossier/${a.d}`, "user", {
      ...dossier,
      modePaiement: "Chèque",
    });
    expect(cheque.status).toBe(200);
    expect(await lu()).toBe("Chèque");
    const faux = await t.call("PUT", `/api/Dossier/${a.d}`, "user", {
      ...dossier,
      modePaiement: "Bitcoin",
    });
    expect(expectFieldError(faux, "modePaiement")).toBeTruthy();
    await t.close();
  });
});

describe("the pre-notification delay of the settings", () => {
  it("is at least 2 days (400 below), and is the one offered and applied", async () => {
    const { t, ok } = await app();
    await t.confirm("admin");
    const bas = await t.call("PUT", "/api/agence", "admin", { delaiPrenotification: 1 });
    expect(expectFieldError(bas, "delaiPrenotification")).toBe("Au moins 2 jours.");
    expect((await ok("GET", "/api/prelevements")).premiereDate).toBe("2026-12-05");
    await creancier(t, { delaiPrenotification: 5 });
    const liste = await ok("GET", "/api/prelevements");
    expect(liste).toMatchObject({ delaiPrenotification: 5, premiereDate: "2026-11-26" });
    const tot = await t.call("POST", "/api/prelevements", "user", { dateEcheance: "2026-11-25" });
    expect(expectFieldError(tot, "dateEcheance")).toBe(
      "La date de prélèvement doit laisser au moins 5 jours de pré-notification.",
    );
    await ok("POST", "/api/prelevements", { dateEcheance: "2026-11-26" }, 201);
    await t.close();
  });
});

describe("a validated debit on the tenant's account", () => {
  it("shows as « Prélèvement programmé le … », pending, outside the ledger and its balance; lines name their month", async () => {
    const { t, ok } = await app();
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const avant = (await t.call("GET", `/api/Dossier/${a.d}/compte`, "user")).body;
    expect(avant.prelevementsProgrammes).toEqual([]);
    const { prelevement } = await ok(
      "POST",
      "/api/prelevements",
      { dateEcheance: "2026-12-05" },
      201,
    );
    expect(prelevement.lignes.map((l: any) => l.libelle)).toEqual(["Loyer décembre 2026"]);
    // A draft is not programmed yet.
    expect(
      (await t.call("GET", `/api/Dossier/${a.d}/compte`, "user")).body.prelevementsProgrammes,
    ).toEqual([]);
    await ok("POST", `/api/Prelevement/${prelevement.id}/valider`);
    const compte = (await t.call("GET", `/api/Dossier/${a.d}/compte`, "user")).body;
    expect(compte.prelevementsProgrammes).toEqual([
      {
        LignePrelevementId: prelevement.lignes[0].id,
        PrelevementId: prelevement.id,
        QuitanceId: a.termes[0],
        date: "2026-12-05",
        libelle: "Prélèvement programmé le 05/12/2026 (loyer décembre 2026)",
        montant: 970.5,
        enAttente: true,
      },
    ]);
    // The ledger is not written early: the same lines and balance as before the batch.
    expect(compte.ecritures).toEqual(avant.ecritures);
    expect(compte.solde).toBe(avant.solde);
    await t.close();
  });
});

describe("the journal", () => {
  it("masks a debtor's IBAN: its last four characters only (issue 75)", async () => {
    const { t } = await app();
    await dossierPreleve(t, []);
    const r = await t.call("GET", "/api/journal?resource=MandatSepa", "admin");
    expect(r.status).toBe(200);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(IBAN_LOCATAIRE);
    const creation = r.body.data.find((l: any) => l.action === "create");
    expect(creation.changes.iban[1]).toBe("**** 0189");
    expect(creation.changes.titulaire[1]).toBe(MANDAT.titulaire);
    await t.close();
  });
});
