import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement } from "../../support/factories";
import { fournisseurValide } from "../../support/travaux";
import { compteSequestre, proprietaire } from "../../support/reversements";
import { autreAdmin } from "../../support/second-admin";
import { erreursXsd, SCHEMA_PAIN_001 } from "../../support/xsd";
import { fichierAuJournal } from "../../support/journal-fichier-sepa";

// Issue 76, item 5: invoices to pay go into a supplier payout batch, prepared by one person and validated by an admin
// or comptable who did not prepare it; one XSD-valid pain.001 file, identical on every download; an invoice paid once;
// an invoice waits, with its reason, while its lot's owners cannot cover it or its supplier's IBAN is unconfirmed.

let t: TestApp;
let second: Awaited<ReturnType<typeof autreAdmin>>;
const factures: Record<string, number> = {};
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  second = await autreAdmin(t, "valideur@agence.test");
  await compteSequestre(t);
  const plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
  expect((await second("POST", `/api/Fournisseur/${plombier}/iban/confirmer`)).status).toBe(200);
  const nouveau = (
    await t.call(
      "POST",
      "/api/Fournisseur",
      "admin",
      fournisseurValide({ siret: null, raisonSociale: "Nouveau SARL" }),
    )
  ).body.id;
  // Lot « riche »: its owner holds 2 000,00 €; lot « vide »: its owner holds nothing.
  for (const [nom, cents, fournisseur, numero] of [
    ["riche", 200000, plombier, "F-1"],
    ["vide", 0, plombier, "F-2"],
    ["iban", 200000, nouveau, "N-1"],
  ] as const) {
    const a = await insertAppartement(t);
    await ajouterProprietaire(t, a.id, await proprietaire(t, cents), "admin");
    const o = await t.call("POST", "/api/interventions", "user", {
      AppartementId: a.id,
      FournisseurId: fournisseur,
      metier: "plomberie",
      objet: `Chauffe-eau ${nom}`,
    });
    for (const etat of ["commandee", "realisee"])
      await t.call("POST", `/api/Intervention/${o.body.id}/etat`, "user", { etat });
    const f = new FormData();
    f.append("fichier", new File(["%PDF-1.4\n%%EOF\n"], "f.pdf", { type: "application/pdf" }));
    f.append("numero", numero);
    f.append("date", "2026-11-20");
    f.append("montant", "500");
    f.append(
      "lignes",
      JSON.stringify([{ montant: 500, imputation: "proprietaires", nature: "entretien" }]),
    );
    const r = await t.call("POST", `/api/Intervention/${o.body.id}/facture`, "user", f);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    factures[nom] = r.body.facture.id;
    factures[`${nom}.intervention`] = o.body.id;
  }
});
afterAll(() => t.close());

describe("supplier payouts", () => {
  it("deletes a draft batch (a deleter, after a confirmation on screen): its invoices are free for the next one", async () => {
    await t.confirm("admin");
    const brouillon = (
      await t.call("POST", "/api/paiementsFournisseurs", "admin", { date: "2026-11-23" })
    ).body.paiement;
    expect(brouillon.lignes.map((l: { numero: string }) => l.numero)).toEqual(["F-1"]);
    // A comptable validates, a plain user prepares: neither deletes.
    for (const role of ["comptable", "user"] as const)
      expect(
        (await t.call("DELETE", `/api/PaiementFournisseurs/${brouillon.id}`, role)).status,
      ).toBe(403);
    const del = await t.call("DELETE", `/api/PaiementFournisseurs/${brouillon.id}`, "admin");
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body).toEqual({ id: brouillon.id });
    expect((await t.call("GET", `/api/PaiementFournisseurs/${brouillon.id}`, "admin")).status).toBe(
      404,
    );
    const encore = await t.call("DELETE", `/api/PaiementFournisseurs/${brouillon.id}`, "admin");
    expect(encore.status).toBe(404);
    expect(encore.body.error.message).toBe("Le paiement des fournisseurs est introuvable.");
    const [reste] = await t.db.all<{ n: number }>(
      sql`select count(*) as n from "LignePaiementFournisseur" where "PaiementFournisseurId" = ${brouillon.id}`,
    );
    expect(reste?.n).toBe(0);
  });

  it("refuses a draft validated after its execution day: the owners are not debited on a past day (ADR 175)", async () => {
    await t.confirm("admin");
    const brouillon = (
      await t.call("POST", "/api/paiementsFournisseurs", "admin", { date: "2026-11-21" })
    ).body.paiement;
    // The draft left waiting, validated days later by a second person.
    t.setNow("2026-11-24T09:00:00.000Z");
    const tard = await second("POST", `/api/PaiementFournisseurs/${brouillon.id}/valider`);
    t.setNow("2026-11-21T10:00:00.000Z");
    expect(tard.status).toBe(409);
    expect(tard.body.error.message).toBe(
      "La date d'exécution de ce paiement est passée : supprimez ce brouillon et préparez-en un autre.",
    );
    expect(
      (await t.call("GET", `/api/PaiementFournisseurs/${brouillon.id}`, "admin")).body.statut,
    ).toBe("brouillon");
    expect(
      (await t.call("DELETE", `/api/PaiementFournisseurs/${brouillon.id}`, "admin")).status,
    ).toBe(200);
  });

  it("pays what the owners cover, lists the others with their reason; two persons; one identical XSD-valid file; paid once", async () => {
    await t.confirm("admin");
    const prep = await t.call("POST", "/api/paiementsFournisseurs", "admin", {
      date: "2026-11-23",
    });
    expect(prep.status, JSON.stringify(prep.body)).toBe(201);
    const p = prep.body.paiement;
    expect(p.lignes.map((l: { numero: string }) => l.numero)).toEqual(["F-1"]);
    expect(p.total).toBe(500);
    expect(p.ecartes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          numero: "F-2",
          motif:
            "Les comptes des propriétaires du lot ne couvrent pas cette facture : elle attend leurs fonds.",
        }),
        expect.objectContaining({
          numero: "N-1",
          motif: "L'IBAN du fournisseur doit encore être confirmé par une seconde personne.",
        }),
      ]),
    );
    // No file before validation; the preparer cannot validate alone; a plain user cannot either.
    expect((await t.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`, "admin")).status).toBe(
      409,
    );
    const seul = await t.call("POST", `/api/PaiementFournisseurs/${p.id}/valider`, "admin");
    expect(seul.status).toBe(403);
    expect(seul.body.error.message).toBe(
      "Vous avez préparé ce paiement : il doit être validé par un autre administrateur ou comptable.",
    );
    expect((await t.call("POST", `/api/PaiementFournisseurs/${p.id}/valider`, "user")).status).toBe(
      403,
    );
    const ok = await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ statut: "valide", validePar: "valideur@agence.test" });
    expect((await second("POST", `/api/PaiementFournisseurs/${p.id}/valider`)).status).toBe(409);
    // A validated batch is never deleted: the owners were debited by it.
    const garde = await t.call("DELETE", `/api/PaiementFournisseurs/${p.id}`, "admin");
    expect(garde.status).toBe(409);
    expect(garde.body.error.message).toBe(
      "Un paiement des fournisseurs validé ne se supprime pas : les propriétaires ont été débités et son fichier SEPA émis.",
    );
    expect(
      (await t.call("GET", `/api/Intervention/${factures["riche.intervention"]}`)).body.etat,
    ).toBe("payee");
    const un = await t.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`, "admin");
    expect(un.status, JSON.stringify(un.body)).toBe(200);
    const xml = new TextDecoder().decode(un.bytes);
    expect(await erreursXsd(xml, SCHEMA_PAIN_001)).toEqual([]);
    expect(xml).toContain("<CtrlSum>500.00</CtrlSum>");
    expect(xml).toContain("Plomberie Martin SARL");
    const deux = await t.call("GET", `/api/PaiementFournisseurs/${p.id}/sepa`, "admin");
    expect(new TextDecoder().decode(deux.bytes)).toBe(xml);
    // ADR 137: the journal names the file issued, without the suppliers' IBANs (it kept the XML whole before).
    expect(await fichierAuJournal(t, "PaiementFournisseur")).toBe(
      `Fichier pain.001.001.09 « FOU-2026-11-23-${p.id} » : 1 opération, 500,00 €, ${xml.length} caractères`,
    );
    // A new batch never takes the paid invoice again; the others still wait, named.
    const encore = await t.call("POST", "/api/paiementsFournisseurs", "admin", {
      date: "2026-11-24",
    });
    expect(encore.status).toBe(409);
    expect(encore.body.error.message).toContain(
      "Plomberie Martin SARL, facture n° F-2 : Les comptes des propriétaires",
    );
    expect(encore.body.error.message).not.toContain("F-1");
  });

  it("holds an invoice paid once in the database itself (unique index)", async () => {
    const [lot] = await t.db.all<{ id: number }>(
      sql`select "id" from "PaiementFournisseur" limit 1`,
    );
    const refus = await t.db
      .run(sql`insert into "LignePaiementFournisseur" ("PaiementFournisseurId", "FactureFournisseurId",
        "FournisseurId", "InterventionId", "numero", "nom", "iban", "montant")
        values (${lot?.id}, ${factures.riche}, 1, 1, 'F-1', 'x', 'FR76', 50000)`)
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(String(refus?.cause ?? refus)).toMatch(/UNIQUE/);
  });
});
