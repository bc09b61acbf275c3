import { describe, expect, it } from "vitest";
import { appelDeLot } from "../support/lot-calls";
import { makeTestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { documentText, seedDossier } from "../support/quitances";
import { creancier, dossierPreleve, ICS, MANDAT } from "../support/prelevements";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { erreursXsd, SCHEMA_PAIN_008 } from "../support/xsd";

// Issue 41, part 4: direct debit batches as the API answers them. Each test has an instance of its own: a batch
// takes every term of the agency. The clock says 2026-11-21; the delay is 14 days, so 2026-12-05 is the first date.

async function app() {
  const t = await makeTestApp({ confirme: true });
  const ok = appelDeLot(t);
  const preparer = async (dateEcheance = "2026-12-05") =>
    (await ok("POST", "/api/prelevements", { dateEcheance }, 201)).prelevement;
  return { t, ok, preparer };
}

describe("POST /api/prelevements", () => {
  it("collects every unpaid term due by the date of a dossier with an active mandate, one FRST per mandate", async () => {
    const { t, preparer } = await app();
    const a = await dossierPreleve(t, ["2026-11-01", "2026-12-01"]);
    const sans = await seedDossier(t);
    await t.call("POST", `/api/Quitance/generate/${sans.dossier.id}`, "user", {
      date: "2026-12-01",
    });
    await t.call("POST", `/api/Dossier/${a.d}/paiements`, "user", {
      date: "2026-11-10",
      mode: "Virement",
      montant: 500,
      QuitanceId: a.termes[0],
    });
    const lot = await preparer();
    expect(lot).toMatchObject({ dateEcheance: "2026-12-05", statut: "brouillon", total: 1441 });
    expect(lot.lignes).toEqual([
      expect.objectContaining({
        DossierId: a.d,
        QuitanceId: a.termes[0],
        montant: 470.5,
        rum: a.mandat.rum,
        sequence: "FRST",
      }),
      expect.objectContaining({ QuitanceId: a.termes[1], montant: 970.5, sequence: "RCUR" }),
    ]);
    expect(lot.lignes[0].id).toBeTypeOf("number");
    expect(lot.ecartes).toEqual([]);
    await t.close();
  });

  it("refuses a date within the pre-notification delay, and a missing date", async () => {
    const { t } = await app();
    const r = await t.call("POST", "/api/prelevements", "user", { dateEcheance: "2026-12-04" });
    expect(expectFieldError(r, "dateEcheance")).toBe(
      "La date de prélèvement doit laisser au moins 14 jours de pré-notification.",
    );
    await creancier(t, { delaiPrenotification: 5 });
    const ok = await t.call("POST", "/api/prelevements", "user", { dateEcheance: "2026-11-26" });
    expect(ok.status).toBe(201);
    const sans = await t.call("POST", "/api/prelevements", "user", {});
    expect(expectFieldError(sans, "dateEcheance")).toBe("Ce champ est obligatoire.");
    await t.close();
  });

  it("never collects a term twice: a second batch leaves it out with the reason, RCUR after a first use", async () => {
    const { t, ok, preparer } = await app();
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const premier = await preparer();
    const second = await preparer("2026-12-10");
    expect(second.lignes).toEqual([]);
    expect(second.ecartes).toEqual([
      {
        DossierId: a.d,
        QuitanceId: a.termes[0],
        motif: `Échéance déjà dans le prélèvement n° ${premier.id}.`,
      },
    ]);
    await ok("POST", `/api/Prelevement/${premier.id}/valider`);
    await t.call("POST", `/api/Quitance/generate/${a.d}`, "user", { date: "2027-01-01" });
    const janvier = await preparer("2027-01-05");
    expect(janvier.lignes.map((l: any) => l.sequence)).toEqual(["RCUR"]);
    await t.close();
  });

  it("never collects a term twice under parallel preparations", async () => {
    const { t } = await app();
    const a = await dossierPreleve(t, ["2026-11-01", "2026-12-01"]);
    const b = await dossierPreleve(t, ["2026-12-01"]);
    const rs = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call("POST", "/api/prelevements", "user", { dateEcheance: "2026-12-05" }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const collectes = rs.flatMap((r) => r.body.prelevement.lignes.map((l: any) => l.QuitanceId));
    expect(collectes.sort()).toEqual([...a.termes, ...b.termes].sort());
    await t.close();
  });

  it("leaves out a lapsed mandate", async () => {
    const { t, preparer } = await app();
    const { dossier } = await seedDossier(t);
    await t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", {
      ...MANDAT,
      dateSignature: "2023-11-01",
    });
    await t.call("POST", `/api/Quitance/generate/${dossier.id}`, "user", { date: "2026-12-01" });
    const lot = await preparer();
    expect(lot.lignes).toEqual([]);
    expect(lot.ecartes).toEqual([
      {
        DossierId: dossier.id,
        QuitanceId: expect.any(Number),
        motif: "Mandat caduc : inutilisé depuis 36 mois, faites signer un nouveau mandat.",
      },
    ]);
    await t.close();
  });
});

describe("GET /api/Prelevement/{id}/sepa", () => {
  it("writes a pain.008.001.08 file valid against its XSD, one block per sequence", async () => {
    const { t, ok, preparer } = await app();
    await creancier(t, { iban: IBAN_AGENCE, bic: BIC_AGENCE });
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const premier = await preparer();
    await ok("POST", `/api/Prelevement/${premier.id}/valider`);
    await dossierPreleve(t, ["2026-12-01"]);
    await t.call("POST", `/api/Quitance/generate/${a.d}`, "user", { date: "2027-01-01" });
    const lot = await preparer("2027-01-05");
    expect(lot.lignes.map((l: any) => l.sequence).sort()).toEqual(["FRST", "RCUR"]);
    await ok("POST", `/api/Prelevement/${lot.id}/valider`);
    const r = await t.call("GET", `/api/Prelevement/${lot.id}/sepa`, "comptable");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(r.headers.get("content-disposition")).toMatch(/prelevements-2027-01-05\.xml/);
    const xml = String(r.body);
    expect(await erreursXsd(xml, SCHEMA_PAIN_008)).toEqual([]);
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).toContain("<NbOfTxs>2</NbOfTxs><CtrlSum>1941.00</CtrlSum>");
    expect(xml).toContain("<SeqTp>FRST</SeqTp>");
    expect(xml).toContain("<SeqTp>RCUR</SeqTp>");
    expect(xml).toContain(`<Id>${ICS}</Id>`);
    expect(xml).toContain(`<MndtId>${a.mandat.rum}</MndtId><DtOfSgntr>2026-11-02</DtOfSgntr>`);
    expect(xml).toContain(`<EndToEndId>PRL${lot.id}-Q`);
    expect(xml).toContain("<ReqdColltnDt>2027-01-05</ReqdColltnDt>");
    await t.close();
  });

  it("asks for the creditor's settings first (400), 404 for an unknown batch", async () => {
    const { t, ok, preparer } = await app();
    await dossierPreleve(t);
    const lot = await preparer();
    await ok("POST", `/api/Prelevement/${lot.id}/valider`);
    const r = await t.call("GET", `/api/Prelevement/${lot.id}/sepa`, "comptable");
    expectError(r, 400);
    expect(r.body.error.message).toContain("identifiant créancier SEPA (ICS)");
    expectError(await t.call("GET", "/api/Prelevement/999999/sepa", "comptable"), 404);
    await t.close();
  });
});

describe("POST /api/Prelevement/{id}/valider and DELETE", () => {
  it("validates once (200, then 409), deletes a draft only", async () => {
    const { t, ok, preparer } = await app();
    await dossierPreleve(t);
    const lot = await preparer();
    const rs = await Promise.all(
      [1, 2, 3].map(() => t.call("POST", `/api/Prelevement/${lot.id}/valider`, "comptable")),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const conflit = rs.find((r) => r.status === 409)!;
    expect(conflit.body.error.message).toBe("Ce prélèvement est déjà validé.");
    expect(rs.find((r) => r.status === 200)!.body.prelevement.statut).toBe("valide");
    const del = await t.call("DELETE", `/api/Prelevement/${lot.id}`, "admin");
    expectError(del, 409);
    const vide = await preparer("2026-12-20");
    const v = await t.call("POST", `/api/Prelevement/${vide.id}/valider`, "comptable");
    expectError(v, 409);
    expect(v.body.error.message).toBe(
      "Ce prélèvement ne contient aucune ligne : il n'y a rien à valider.",
    );
    expect((await ok("DELETE", `/api/Prelevement/${vide.id}`, undefined, 200, "admin")).id).toBe(
      vide.id,
    );
    expectError(await t.call("DELETE", `/api/Prelevement/${vide.id}`, "admin"), 404);
    const list = await ok("GET", "/api/prelevements");
    expect(list.data.map((p: any) => p.id)).toEqual([lot.id]);
    await t.close();
  });

  it("frees the terms of a deleted draft for another batch", async () => {
    const { t, ok, preparer } = await app();
    const a = await dossierPreleve(t);
    const lot = await preparer();
    await ok("DELETE", `/api/Prelevement/${lot.id}`, undefined, 200, "admin");
    const autre = await preparer();
    expect(autre.lignes.map((l: any) => l.QuitanceId)).toEqual(a.termes);
    expect((await ok("GET", `/api/Prelevement/${autre.id}`)).lignes).toHaveLength(1);
    await t.close();
  });
});

describe("the pre-notification on the avis d'échéance", () => {
  it("states the debit date, the masked account, the RUM, the ICS and the amount", async () => {
    const { t, preparer } = await app();
    await creancier(t);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    await preparer();
    const text = (await documentText(t, a.termes[0]!)).replace(/\s+/g, " ");
    expect(text).toContain(
      `Montant prélevé le 05/12/2026 sur le compte FR76 **** **** 0189, mandat RUM ${a.mandat.rum}, créancier ICS ${ICS}`,
    );
    await t.close();
  });
});

describe("the pre-notification e-mail", () => {
  it("is queued for each tenant when the batch is validated, its avis attached; too late a batch is refused", async () => {
    const { t, ok, preparer } = await app();
    await creancier(t);
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const lot = await preparer();
    await ok("POST", `/api/Prelevement/${lot.id}/valider`);
    const mails = await t.client.execute(
      `select "subject", "body", "attachment" from "Outbox" where "dedupeKey" like 'prenotification:%'`,
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]).toMatchObject({
      subject: "Avis de prélèvement du 05/12/2026",
      attachment: `Quitance:${a.termes[0]}`,
    });
    expect(String(mails.rows[0]!.body)).toContain(
      `Montant prélevé le 05/12/2026 sur le compte FR76 **** **** 0189, mandat RUM ${a.mandat.rum}, créancier ICS ${ICS} : 970,50 €.`,
    );
    await dossierPreleve(t, ["2026-12-01"]);
    const tard = await preparer();
    await creancier(t, { delaiPrenotification: 20 });
    const r = await t.call("POST", `/api/Prelevement/${tard.id}/valider`, "comptable");
    expectError(r, 409);
    expect(r.body.error.message).toBe(
      "Trop tard pour ce prélèvement : sa date doit laisser au moins 20 jours de pré-notification. Supprimez ce brouillon et préparez-en un autre.",
    );
    await t.close();
  });
});
