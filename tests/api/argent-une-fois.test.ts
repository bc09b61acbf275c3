import { describe, expect, it } from "vitest";
import { appelDeLot } from "../support/lot-calls";
import { makeTestApp, TEST_IP, type TestApp } from "../support/test-app";
import { valid } from "../support/factories";
import { expectError, expectFieldError } from "../support/http";
import { creancier, dossierPreleve } from "../support/prelevements";
import {
  BIC_AGENCE,
  compteSequestre,
  crediter,
  IBAN_AGENCE,
  proprietaire,
} from "../support/reversements";
import { erreursXsd, SCHEMA_PAIN_001, SCHEMA_PAIN_008 } from "../support/xsd";

// Issue 59, item 4 "Money leaves once", as a user would notice it: a batch's SEPA file exists only once the batch is
// validated and is then the same file at every download; a validated batch is never deleted; validation re-reads
// every line (a term paid since, an owner whose balance fell, leave the batch with their reason); amounts to the
// cent and dates between 2000 and 2100; every download of a SEPA file, the FEC or a backup journaled.
// The clock says 2026-11-21 (the direct debits' first date is 2026-12-05, 14 days on).

async function app() {
  const t = await makeTestApp({ confirme: true });
  const ok = appelDeLot(t);
  return { t, ok };
}
const telechargements = async (t: TestApp) =>
  (await t.client.execute(`select * from "Telechargement" order by "id"`)).rows.map((r) => ({
    ...r,
  }));

describe("a payout batch's SEPA file", () => {
  it("is refused while the batch is a draft (409 in French); validated, it is the same file at every download", async () => {
    const { t, ok } = await app();
    await compteSequestre(t);
    const a = await proprietaire(t, 123456, { nom: "Aubert" });
    const { reversement } = await ok("POST", "/api/reversements", { date: "2026-11-30" }, 201);
    const brouillon = await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable");
    expectError(brouillon, 409);
    expect(brouillon.body.error.message).toBe(
      "Validez ce reversement avant de télécharger son fichier SEPA.",
    );
    expect(await telechargements(t)).toEqual([]);

    t.setNow("2026-11-21T11:30:00Z");
    await ok("POST", `/api/Reversement/${reversement.id}/valider`);
    t.setNow("2026-11-21T15:00:00Z");
    const premier = await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable");
    expect(premier.status).toBe(200);
    const xml = String(premier.body);
    expect(await erreursXsd(xml, SCHEMA_PAIN_001)).toEqual([]);
    expect(xml).toContain(`<MsgId>REV-2026-11-30-${reversement.id}</MsgId>`);
    expect(xml).toContain("<CreDtTm>2026-11-21T11:30:00</CreDtTm>");
    expect(xml).toContain(`<EndToEndId>REV${reversement.id}-C${a}</EndToEndId>`);

    // The agency's name, trust account and BIC change after the first download: the file does not.
    await ok(
      "PUT",
      "/api/agence",
      { nom: "Autre Agence", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
      200,
      "admin",
    );
    t.setNow("2026-11-21T21:00:00Z");
    const second = await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "admin");
    expect(second.status).toBe(200);
    expect(String(second.body)).toBe(xml);
    expect(xml).toContain(`<IBAN>${IBAN_AGENCE}</IBAN>`);
    expect(xml).toContain(`<BICFI>${BIC_AGENCE}</BICFI>`);

    // Each download journaled: what, which batch, who, from where, when.
    expect(await telechargements(t)).toEqual([
      expect.objectContaining({
        quoi: "sepa_reversement",
        reference: String(reversement.id),
        auteur: "comptable@agence.test",
        sessionId: t.sids.comptable,
        adresse: TEST_IP,
        at: "2026-11-21T15:00:00.000Z",
      }),
      expect.objectContaining({
        quoi: "sepa_reversement",
        reference: String(reversement.id),
        auteur: "admin@agence.test",
        at: "2026-11-21T21:00:00.000Z",
      }),
    ]);
    await t.close();
  });

  it("parallel first downloads all answer the one stored file", async () => {
    const { t, ok } = await app();
    await compteSequestre(t);
    await proprietaire(t, 5000);
    const { reversement } = await ok("POST", "/api/reversements", { date: "2026-11-30" }, 201);
    await ok("POST", `/api/Reversement/${reversement.id}/valider`);
    const rs = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable"),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(rs.map((r) => String(r.body))).size).toBe(1);
    expect(await telechargements(t)).toHaveLength(5);
    await t.close();
  });

  it("a validated batch is never deleted; a draft still is", async () => {
    const { t, ok } = await app();
    await proprietaire(t, 5000);
    const { reversement } = await ok("POST", "/api/reversements", { date: "2026-11-30" }, 201);
    await ok("POST", `/api/Reversement/${reversement.id}/valider`);
    for (const role of ["admin", "user_delete"] as const) {
      const r = await t.call("DELETE", `/api/Reversement/${reversement.id}`, role);
      expectError(r, 409);
      expect(r.body.error.message).toBe(
        "Un reversement validé ne se supprime pas : il est inscrit sur le compte des propriétaires.",
      );
    }
    expect((await ok("GET", `/api/Reversement/${reversement.id}`)).statut).toBe("valide");
    await proprietaire(t, 700);
    const brouillon = (await ok("POST", "/api/reversements", { date: "2026-12-31" }, 201))
      .reversement;
    await ok("DELETE", `/api/Reversement/${brouillon.id}`, undefined, 200, "admin");
    await t.close();
  });
});

describe("validating a payout batch re-reads every line", () => {
  it("an owner whose available fell leaves the batch with the French reason; the total is recomputed", async () => {
    const { t, ok } = await app();
    await compteSequestre(t);
    const a = await proprietaire(t, 10000, { nom: "Aubert" });
    const b = await proprietaire(t, 20050, { nom: "Blanc" });
    const { reversement } = await ok("POST", "/api/reversements", { date: "2026-11-30" }, 201);
    expect(reversement.total).toBe(300.5);
    await crediter(t, b, -1);
    const v = await ok("POST", `/api/Reversement/${reversement.id}/valider`);
    const motif = "Le disponible de ce propriétaire a baissé depuis la préparation du lot.";
    expect(v.ecartes).toEqual([expect.objectContaining({ ClientId: b, motif })]);
    expect(v.reversement.total).toBe(100);
    expect(v.reversement.lignes.map((l: any) => l.ClientId)).toEqual([a]);
    const xml = String(
      (await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable")).body,
    );
    expect(xml).toContain("<NbOfTxs>1</NbOfTxs><CtrlSum>100.00</CtrlSum>");
    expect(xml).not.toContain(`-C${b}<`);
    await t.close();
  });
});

describe("a direct debit batch's SEPA file", () => {
  it("is refused while a draft (409); validated, the same file at every download whatever the agency becomes", async () => {
    const { t, ok } = await app();
    await creancier(t, { iban: IBAN_AGENCE, bic: BIC_AGENCE });
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201))
      .prelevement;
    const brouillon = await t.call("GET", `/api/Prelevement/${lot.id}/sepa`, "comptable");
    expectError(brouillon, 409);
    expect(brouillon.body.error.message).toBe(
      "Validez ce prélèvement avant de télécharger son fichier SEPA.",
    );
    t.setNow("2026-11-21T16:45:00Z");
    await ok("POST", `/api/Prelevement/${lot.id}/valider`);
    const premier = await t.call("GET", `/api/Prelevement/${lot.id}/sepa`, "comptable");
    expect(premier.status).toBe(200);
    const xml = String(premier.body);
    expect(await erreursXsd(xml, SCHEMA_PAIN_008)).toEqual([]);
    expect(xml).toContain("<CreDtTm>2026-11-21T16:45:00</CreDtTm>");
    expect(xml).toContain(`<EndToEndId>PRL${lot.id}-Q${a.termes[0]}</EndToEndId>`);
    await ok("PUT", "/api/agence", { nom: "Autre Agence", bic: "COBADEFFXXX" }, 200, "admin");
    const second = await t.call("GET", `/api/Prelevement/${lot.id}/sepa`, "comptable");
    expect(String(second.body)).toBe(xml);
    expect(await telechargements(t)).toEqual([
      expect.objectContaining({ quoi: "sepa_prelevement", reference: String(lot.id) }),
      expect.objectContaining({ quoi: "sepa_prelevement", reference: String(lot.id) }),
    ]);
    const del = await t.call("DELETE", `/api/Prelevement/${lot.id}`, "admin");
    expectError(del, 409);
    expect(del.body.error.message).toBe(
      "Un prélèvement validé ne se supprime pas : son fichier a été remis à la banque.",
    );
    await t.close();
  });
});

describe("validating a direct debit batch re-reads every line", () => {
  const prenotifications = async (t: TestApp) =>
    (
      await t.client.execute(
        `select "QuitanceId" from "Outbox" where "dedupeKey" like 'prenotification:%' order by "QuitanceId"`,
      )
    ).rows.map((r) => Number(r.QuitanceId));

  it("a term paid since the preparation, in full or in part, or whose mandate was revoked, leaves the batch without a pre-notification", async () => {
    const { t, ok } = await app();
    await creancier(t);
    const paye = await dossierPreleve(t, ["2026-12-01"]);
    const partiel = await dossierPreleve(t, ["2026-12-01"]);
    const revoque = await dossierPreleve(t, ["2026-12-01"]);
    const reste = await dossierPreleve(t, ["2026-12-01"]);
    const lot = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201))
      .prelevement;
    expect(lot.lignes).toHaveLength(4);
    expect(lot.total).toBe(3882);
    // Meanwhile: one tenant pays by transfer, another pays part of it, a third revokes the mandate.
    const payer = (d: number, q: number, montant: number) =>
      ok(
        "POST",
        `/api/Dossier/${d}/paiements`,
        { date: "2026-11-21", mode: "Virement", montant, QuitanceId: q },
        201,
      );
    await payer(paye.d, paye.termes[0]!, 970.5);
    await payer(partiel.d, partiel.termes[0]!, 100);
    await ok("POST", `/api/MandatSepa/${revoque.mandat.id}/revoquer`);

    const v = await ok("POST", `/api/Prelevement/${lot.id}/valider`);
    expect(v.ecartes).toEqual([
      {
        DossierId: paye.d,
        QuitanceId: paye.termes[0],
        motif: "Échéance réglée depuis la préparation du lot.",
      },
      {
        DossierId: partiel.d,
        QuitanceId: partiel.termes[0],
        motif:
          "Échéance réglée en partie depuis la préparation du lot : le reste dû sera prélevé par un prochain lot.",
      },
      {
        DossierId: revoque.d,
        QuitanceId: revoque.termes[0],
        motif: "Mandat révoqué depuis la préparation du lot.",
      },
    ]);
    expect(v.prelevement).toMatchObject({ statut: "valide", total: 970.5 });
    expect(v.prelevement.lignes.map((l: any) => l.QuitanceId)).toEqual(reste.termes);
    expect(v.prelevement.ecartes).toEqual(v.ecartes);
    expect(await prenotifications(t)).toEqual(reste.termes);
    // The partly paid term is free again: the next batch takes what remains due, and only that.
    const suivant = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-10" }, 201))
      .prelevement;
    expect(suivant.lignes.map((l: any) => [l.QuitanceId, l.montant])).toEqual([
      [partiel.termes[0], 870.5],
    ]);
    await t.close();
  });

  it("a batch left without a line is refused (409 in French) and nothing is written", async () => {
    const { t, ok } = await app();
    await creancier(t);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201))
      .prelevement;
    await ok(
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      {
        date: "2026-11-21",
        mode: "Virement",
        montant: 970.5,
        QuitanceId: a.termes[0],
      },
      201,
    );
    const r = await t.call("POST", `/api/Prelevement/${lot.id}/valider`, "comptable");
    expectError(r, 409);
    expect(r.body.error.message).toBe(
      "Aucune ligne de ce prélèvement ne peut plus être prélevée depuis sa préparation (échéances réglées ou mandats révoqués) : supprimez ce brouillon.",
    );
    expect(await ok("GET", `/api/Prelevement/${lot.id}`)).toEqual(lot);
    expect(await prenotifications(t)).toEqual([]);
    await t.close();
  });
});

describe("amounts and dates", () => {
  it("an amount with more than two decimals is a 400 on its field, never rounded", async () => {
    const { t, ok } = await app();
    const a = await dossierPreleve(t, ["2026-12-01"]);
    for (const montant of [100.005, "100,005", 0.001]) {
      const r = await t.call("POST", `/api/Dossier/${a.d}/paiements`, "user", {
        date: "2026-11-21",
        mode: "Virement",
        montant,
        QuitanceId: a.termes[0],
      });
      expect(expectFieldError(r, "montant"), String(montant)).toBe(
        "Deux décimales au plus : un montant se donne au centime près.",
      );
    }
    const loyer = await t.call("PUT", `/api/Dossier/${a.d}`, "user", { loyerHC: 850.499 });
    expect(expectFieldError(loyer, "loyerHC")).toBe(
      "Deux décimales au plus : un montant se donne au centime près.",
    );
    // Two decimals, or binary noise of a computed value (0.1 + 0.2), stay accepted.
    await ok(
      "POST",
      `/api/Dossier/${a.d}/paiements`,
      {
        date: "2026-11-21",
        mode: "Virement",
        montant: 0.1 + 0.2,
        QuitanceId: a.termes[0],
      },
      201,
    );
    const paiements = await t.client.execute(`select "montant" from "Paiement"`);
    expect(paiements.rows.map((r) => Number(r.montant))).toEqual([30]);
    await t.close();
  });

  it("a date before 2000-01-01 or after 2100-12-31 is a 400 on its field", async () => {
    const { t } = await app();
    const msg = "La date doit être comprise entre le 01/01/2000 et le 31/12/2100.";
    for (const date of ["1999-12-31", "2101-01-01"]) {
      const r = await t.call("POST", "/api/reversements", "user", { date });
      expect(expectFieldError(r, "date"), date).toBe(msg);
      const p = await t.call("POST", "/api/prelevements", "user", { dateEcheance: date });
      expect(expectFieldError(p, "dateEcheance"), date).toBe(msg);
    }
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const paiement = await t.call("POST", `/api/Dossier/${a.d}/paiements`, "user", {
      date: "1999-06-30",
      mode: "Virement",
      montant: 10,
      QuitanceId: a.termes[0],
    });
    expect(expectFieldError(paiement, "date")).toBe(msg);
    // The first and the last day are taken; a birth date may lie before 2000.
    // 2000-01-01 is a valid date, but past: the execution date is refused as such (issue 60).
    expect(
      expectFieldError(
        await t.call("POST", "/api/reversements", "user", { date: "2000-01-01" }),
        "date",
      ),
    ).toBe(
      "La date d'exécution des virements est passée : choisissez aujourd'hui ou une date à venir.",
    );
    // 2100-12-31 is accepted: with nobody to pay, the answer is the 409 of issue 74 (item 7), not a 400.
    const loin = await t.call("POST", "/api/reversements", "user", { date: "2100-12-31" });
    expect([loin.status, loin.body.error?.code]).toEqual([409, "rien_a_reverser"]);
    const l = await t.call("POST", "/api/Locataire", "user", {
      ...valid.Locataire(),
      naissance: "1961-04-12",
    });
    expect(l.status, JSON.stringify(l.body)).toBe(201);
    await t.close();
  });
});

describe("the journal of downloads", () => {
  it("records the FEC and the backup with who and when; admins read the list, in the audit journal too", async () => {
    const { t, ok } = await app();
    await ok("PUT", "/api/agence", { siren: "123 456 782" }, 200, "admin");
    const fec = await t.call("GET", "/api/comptabilite/fec?exercice=2026", "admin");
    expect(fec.status).toBe(200);
    const refus = await t.call("GET", "/api/comptabilite/fec?exercice=1999", "admin");
    expect(refus.status).toBe(400);
    const sauvegarde = await t.call("GET", "/api/sauvegarde", "admin");
    expect(sauvegarde.status).toBe(200);
    const liste = await ok("GET", "/api/telechargements", undefined, 200, "admin");
    expect(liste.data).toEqual([
      expect.objectContaining({
        quoi: "sauvegarde",
        reference: "sauvegarde",
        auteur: "admin@agence.test",
      }),
      expect.objectContaining({
        quoi: "fec",
        reference: "2026",
        auteur: "admin@agence.test",
        adresse: TEST_IP,
      }),
    ]);
    expectError(await t.call("GET", "/api/telechargements", "user"), 403);
    const journal = await ok(
      "GET",
      "/api/journal?resource=Telechargement",
      undefined,
      200,
      "admin",
    );
    expect(journal.data).toEqual([
      expect.objectContaining({
        user: "admin@agence.test",
        action: "create",
        changes: expect.objectContaining({ quoi: [null, "sauvegarde"] }),
      }),
      expect.objectContaining({ changes: expect.objectContaining({ quoi: [null, "fec"] }) }),
    ]);
    await t.close();
  });
});
