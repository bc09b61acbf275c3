import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appelDeLot } from "../support/lot-calls";
import { makeTestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { fetchDocument, pdfText, seedDossier } from "../support/quitances";
import { creancier, dossierPreleve, MANDAT } from "../support/prelevements";
import { BIC_AGENCE, compteSequestre, IBAN_AGENCE, proprietaire } from "../support/reversements";
import { expectNoMissingValues, keepForReview } from "../support/pdf";
import { erreursXsd, SCHEMA_PAIN_001, SCHEMA_PAIN_008 } from "../support/xsd";

// Issue 60, item 6 (ADR 077): SEPA files without a flaw. One FRST per mandate; no date in the past; "&" kept as "+";
// names in other scripts transliterated, never "Inconnu"; the mandate form names the creditor and prints countries.
// The clock says 2026-11-21; the pre-notification delay is 14 days.

async function app() {
  const t = await makeTestApp({ confirme: true });
  return { t, ok: appelDeLot(t) };
}
const seqs = (xml: string) => [...xml.matchAll(/<SeqTp>(\w+)<\/SeqTp>/g)].map((m) => m[1]);

describe("pain.008: one FRST per mandate, names in the SEPA set", () => {
  it("two terms of one new mandate in one batch: one FRST (the earliest), the other RCUR; the file valid", async () => {
    const { t, ok } = await app();
    await creancier(t, { iban: IBAN_AGENCE, bic: BIC_AGENCE, nom: "Cabinet Dupont & Fils" });
    const a = await dossierPreleve(t, ["2026-11-01", "2026-12-01"]);
    // A tenant whose name has no Latin letter.
    const s = await seedDossier(t);
    await t.confirm("user");
    await t.call("POST", `/api/Dossier/${s.dossier.id}/mandatsSepa`, "user", {
      ...MANDAT,
      titulaire: "Сергей Ёлкин",
    });
    await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: "2026-12-01" });

    const { prelevement } = await ok(
      "POST",
      "/api/prelevements",
      { dateEcheance: "2026-12-05" },
      201,
    );
    const duMandat = prelevement.lignes.filter((l: any) => l.DossierId === a.d);
    expect(duMandat.map((l: any) => [l.QuitanceId, l.sequence, l.libelle])).toEqual([
      [a.termes[0], "FRST", "Loyer novembre 2026"],
      [a.termes[1], "RCUR", "Loyer décembre 2026"],
    ]);
    await ok("POST", `/api/Prelevement/${prelevement.id}/valider`);
    const xml = String(
      (await t.call("GET", `/api/Prelevement/${prelevement.id}/sepa`, "comptable")).body,
    );
    expect(await erreursXsd(xml, SCHEMA_PAIN_008)).toEqual([]);
    // Two FRST (one per new mandate) in one block, one RCUR in the other: never two FRST of one mandate.
    expect(seqs(xml)).toEqual(["FRST", "RCUR"]);
    const frst = xml.slice(xml.indexOf("<SeqTp>FRST"), xml.indexOf("<SeqTp>RCUR"));
    expect(frst.match(/<MndtId>/g)).toHaveLength(2);
    expect(frst.match(new RegExp(`<MndtId>${a.mandat.rum}</MndtId>`, "g"))).toHaveLength(1);
    expect(xml).toContain("<Nm>Cabinet Dupont + Fils</Nm>");
    expect(xml).toContain("<Nm>Sergei Elkin</Nm>");
    expect(xml).not.toContain("Inconnu");
    expect(xml).toContain("<Ustrd>Loyer novembre 2026</Ustrd>");
    await t.close();
  });

  it("a mandate's FRST is read again at validation: a deleted draft held it, the later batch's line becomes FRST", async () => {
    const { t, ok } = await app();
    const a = await dossierPreleve(t, ["2026-12-01"]);
    const premier = (await ok("POST", "/api/prelevements", { dateEcheance: "2026-12-05" }, 201))
      .prelevement;
    expect(premier.lignes[0].sequence).toBe("FRST");
    await t.call("POST", `/api/Quitance/generate/${a.d}`, "user", { date: "2027-01-01" });
    const second = (await ok("POST", "/api/prelevements", { dateEcheance: "2027-01-05" }, 201))
      .prelevement;
    expect(second.lignes.map((l: any) => l.sequence)).toEqual(["RCUR"]);
    await ok("DELETE", `/api/Prelevement/${premier.id}`, undefined, 200, "user_delete");
    const valide = await ok("POST", `/api/Prelevement/${second.id}/valider`);
    expect(valide.prelevement.lignes.map((l: any) => l.sequence)).toEqual(["FRST"]);
    await t.close();
  });

  it("a collection date in the past is a 400 in French", async () => {
    const { t } = await app();
    const r = await t.call("POST", "/api/prelevements", "user", { dateEcheance: "2026-11-20" });
    expect(expectFieldError(r, "dateEcheance")).toBe(
      "La date de prélèvement est passée : choisissez une date à venir, après le délai de pré-notification.",
    );
    await t.close();
  });
});

describe("pain.001: no past execution date, names in the SEPA set", () => {
  it("a past date is a 400 on prepare, a 409 on validating a draft whose date has passed", async () => {
    const { t, ok } = await app();
    await proprietaire(t, 10000);
    const r = await t.call("POST", "/api/reversements", "user", { date: "2026-11-20" });
    expect(expectFieldError(r, "date")).toBe(
      "La date d'exécution des virements est passée : choisissez aujourd'hui ou une date à venir.",
    );
    // Today is allowed.
    const { reversement } = await ok("POST", "/api/reversements", { date: "2026-11-21" }, 201);
    // A draft whose date has passed since (the sessions live on the test clock: the row is moved, not the day).
    await t.db.run(
      sql`update "Reversement" set "date" = '2026-11-20' where "id" = ${reversement.id}`,
    );
    const v = await t.call("POST", `/api/Reversement/${reversement.id}/valider`, "comptable");
    expectError(v, 409);
    expect(v.body.error.message).toBe(
      "La date d'exécution de ce reversement est passée : supprimez ce brouillon et préparez-en un autre.",
    );
    await t.close();
  });

  it("keeps « & » as « + » and transliterates a Cyrillic owner; the file valid against its XSD", async () => {
    const { t, ok } = await app();
    await compteSequestre(t);
    await proprietaire(t, 10000, { nom: "Cabinet Dupont & Fils", prenom: "SARL" });
    await proprietaire(t, 20000, { nom: "Ковальчук", prenom: "Олена" });
    const { reversement } = await ok("POST", "/api/reversements", { date: "2026-11-30" }, 201);
    await ok("POST", `/api/Reversement/${reversement.id}/valider`);
    const xml = String(
      (await t.call("GET", `/api/Reversement/${reversement.id}/sepa`, "comptable")).body,
    );
    expect(await erreursXsd(xml, SCHEMA_PAIN_001)).toEqual([]);
    expect(xml).toContain("<Nm>Cabinet Dupont + Fils SARL</Nm>");
    expect(xml).toContain("<Nm>Kovalchuk Olena</Nm>");
    expect(xml).not.toContain("Inconnu");
    await t.close();
  });
});

describe("the mandate form", () => {
  it("names the creditor in its authorisation and prints the countries of both addresses", async () => {
    const { t } = await app();
    await creancier(t, { nom: "Agence Horizon", adresse: "12 rue de la Paix, 75002 Paris" });
    const { dossier } = await seedDossier(t);
    const { mandat } = (
      await t.call("POST", `/api/Dossier/${dossier.id}/mandatsSepa`, "user", MANDAT)
    ).body;
    const r = await t.call("GET", `/api/MandatSepa/${mandat.id}/generate`, "user");
    expect(r.status).toBe(200);
    const bytes = await fetchDocument(t, r.body.generated);
    keepForReview("mandat-sepa", bytes);
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expectNoMissingValues(text);
    expect(text).toContain(
      "vous autorisez Agence Horizon à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions d'Agence Horizon.",
    );
    expect(text).not.toContain("créancier ci-dessus");
    expect(text.match(/Pays France/g)).toHaveLength(2);
    await t.close();
  });
});
