import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectError, expectFieldError } from "../support/http";
import { seedDossier } from "../support/quitances";
import { OPEN, expectRoles } from "../support/roles";
import { generate, keepForReview } from "../support/pdf";
import { MSG_LIGNE_TRAITEE } from "../../worker/services/banque/rapprocher";
import { MSG_RELEVE_RAPPROCHE } from "../../worker/services/banque/supprimer";

// Issue 26: bank statements imported, their credit lines matched to rents (a match is a payment of the tenant's
// ledger), set aside, undone; a statement imported twice adds nothing.

let t: TestApp;
beforeAll(async () => void (t = await makeTestApp()));
afterAll(() => t.close());

const envoi = (
  texte: string | Uint8Array,
  champs: Record<string, string> = {},
  nom = "releve.csv",
) => {
  const f = new FormData();
  f.append("file", new File([texte as BlobPart], nom));
  for (const [k, v] of Object.entries(champs)) f.append(k, v);
  return f;
};
/** A CSV states no account: it goes to "Compte principal", created on first use (ADR 043). */
const importer = (texte: string | Uint8Array, champs: Record<string, string> = {}) =>
  t.call(
    "POST",
    "/api/banque/releves",
    "user",
    envoi(texte, { nouveauCompte: "Compte principal", ...champs }),
  );

/** A running dossier (rent 850 + 120,50 = 970,50 €), its tenant named « Nguyễn-Béranger », a November 2026 term. */
async function dossierAvecTerme(nom = "Nguyễn-Béranger") {
  const s = await seedDossier(t, { locataire: { nom, prenom: "Thị" } });
  const q = (
    await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: "2026-11-01" })
  ).body;
  return { d: s.dossier.id as number, q };
}

const csv = (lignes: string[]) => ["Date;Libellé;Débit;Crédit", ...lignes].join("\n");

describe("POST /api/banque/releves", () => {
  it("imports a CSV into the account the form names, answers the statement and the lines added", async () => {
    await expectRoles(t, { method: "GET", path: "/api/banque/comptes" }, OPEN);
    const r = await importer(
      csv(["02/11/2026;VIR SEPA M DUPONT;;100,00", "03/11/2026;FRAIS TENUE COMPTE;5,00;"]),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.releve).toMatchObject({
      du: "2026-11-02",
      au: "2026-11-03",
      soldeInitial: null,
      soldeFinal: null,
      lignes: 2,
      doublons: 0,
    });
    expect(r.body.releves).toHaveLength(1);
    expect(r.body.profil).toMatchObject({ separateur: ";", debit: 2, credit: 3 });
    const comptes = (await t.call("GET", "/api/banque/comptes", "user")).body.data;
    expect(comptes).toEqual([
      expect.objectContaining({
        id: r.body.releve.compteId,
        numero: null,
        libelle: "Compte principal",
        releves: 1,
      }),
    ]);
    expect(comptes[0].profilCsv).toMatchObject({ debit: 2, credit: 3 });
  });

  it("adds nothing when the same or an overlapping statement comes again", async () => {
    const a = await importer(
      csv(["10/11/2026;VIR A;;1,00", "10/11/2026;VIR A;;1,00", "11/11/2026;VIR B;;2,00"]),
    );
    expect(a.body.releve).toMatchObject({ lignes: 3, doublons: 0 });
    const again = await importer(
      csv(["10/11/2026;VIR A;;1,00", "10/11/2026;VIR A;;1,00", "11/11/2026;VIR B;;2,00"]),
    );
    expect(again.body.releve).toMatchObject({ lignes: 0, doublons: 3 });
    const overlap = await importer(csv(["11/11/2026;VIR B;;2,00", "12/11/2026;VIR C;;3,00"]));
    expect(overlap.body.releve).toMatchObject({ lignes: 1, doublons: 1 });
  });

  it("refuses what is no statement, with a French message naming the line, and writes nothing", async () => {
    const avant = (await t.call("GET", "/api/banque/releves", "user")).body.data.length;
    const bad = await importer(csv(["12/11/2026;VIR;;3,00", "13/11/2026;VIR;;trois"]));
    expectFieldError(bad, "file");
    expect(bad.body.error.message).toBe("Ligne 3 : montant illisible.");
    expectError(await importer(new Uint8Array([0, 1, 2, 3, 255, 0, 7])), 400);
    const usd = await importer(
      "OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD\n<BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    );
    expect(usd.body.error.message).toBe(
      "Relevé 1 : devise USD ; seuls les relevés en euros sont acceptés.",
    );
    expect((await t.call("GET", "/api/banque/releves", "user")).body.data).toHaveLength(avant);
    expectFieldError(
      await importer(csv(["12/11/2026;VIR;;3,00"]), { CompteBancaireId: "99999" }),
      "CompteBancaireId",
    );
    expectFieldError(await t.call("POST", "/api/banque/releves", "user", new FormData()), "file");
  });
});

describe("matching", () => {
  it("suggests the dossier by the tenant's name and the rest due, and a match pays the term", async () => {
    const { d, q } = await dossierAvecTerme();
    const r = await importer(csv(["20/11/2026;VIR SEPA NGUYEN BERANGER THI LOYER;;970,50"]));
    const [s] = r.body.suggestions;
    expect(s).toMatchObject({ DossierId: d, QuitanceId: q.id, montant: 970.5, score: 80 });
    expect(s.raison).toContain("Nom « Thị Nguyễn-Béranger » dans le libellé");
    const m = await t.call("POST", `/api/banque/lignes/${s.ligneId}/rapprocher`, "user", {
      DossierId: d,
      QuitanceId: q.id,
    });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(m.body.ligne).toMatchObject({ statut: "rapprochée", DossierId: d, QuitanceId: q.id });
    expect(m.body.paiement).toMatchObject({ montant: 970.5, date: "2026-11-20", mode: "Virement" });
    expect((await t.call("GET", `/api/Quitance/${q.id}`)).body).toMatchObject({
      regle: true,
      dateReglement: "2026-11-20",
    });
    // Matched once: a second attempt is a 409.
    const again = await t.call("POST", `/api/banque/lignes/${s.ligneId}/rapprocher`, "user", {
      DossierId: d,
    });
    expectError(again, 409);
    expect(again.body.error.message).toBe(MSG_LIGNE_TRAITEE);
    // Undone: the payment is reversed, the term open again, the line waits again.
    const u = await t.call("POST", `/api/banque/lignes/${s.ligneId}/annuler`, "user");
    expect(u.body.ligne).toMatchObject({ statut: "à rapprocher", PaiementId: null });
    expect((await t.call("GET", `/api/Quitance/${q.id}`)).body).toMatchObject({ regle: false });
  });

  it("learns a label confirmed for a dossier", async () => {
    const { d } = await dossierAvecTerme("Zébulon");
    const a = await importer(csv(["21/11/2026;VIR SCI LES ACACIAS REF 111;;10,00"]));
    const ligneId = a.body.suggestions.length
      ? a.body.suggestions[0].ligneId
      : (await t.call("GET", "/api/banque/lignes?statut=à rapprocher", "user")).body.data.find(
          (l: { libelle: string }) => l.libelle.includes("ACACIAS"),
        ).id;
    expect(
      (await t.call("POST", `/api/banque/lignes/${ligneId}/rapprocher`, "user", { DossierId: d }))
        .status,
    ).toBe(200);
    const b = await importer(csv(["22/11/2026;VIR SCI LES ACACIAS REF 222;;11,00"]));
    expect(b.body.suggestions[0]).toMatchObject({
      DossierId: d,
      raison: "Libellé déjà rapproché de ce dossier",
    });
  });

  it("sets a line aside with its reason, and undoes it", async () => {
    const r = await importer(csv(["15/11/2026;FRAIS BANCAIRES NOVEMBRE;12,00;"]));
    const lignes = (await t.call("GET", `/api/banque/lignes?releveId=${r.body.releve.id}`, "user"))
      .body.data;
    expectFieldError(
      await t.call("POST", `/api/banque/lignes/${lignes[0].id}/ignorer`, "user", {}),
      "motif",
    );
    const i = await t.call("POST", `/api/banque/lignes/${lignes[0].id}/ignorer`, "user", {
      motif: "Frais bancaires",
    });
    expect(i.body.ligne).toMatchObject({ statut: "ignorée", motif: "Frais bancaires" });
    expectError(
      await t.call("POST", `/api/banque/lignes/${lignes[0].id}/ignorer`, "user", { motif: "x" }),
      409,
    );
    expect(
      (await t.call("GET", "/api/banque/lignes?statut=ignorée", "user")).body.data.map(
        (l: { id: number }) => l.id,
      ),
    ).toContain(lignes[0].id);
    const u = await t.call("POST", `/api/banque/lignes/${lignes[0].id}/annuler`, "user");
    expect(u.body.ligne).toMatchObject({ statut: "à rapprocher", motif: null });
    expectFieldError(
      await t.call("POST", `/api/banque/lignes/${lignes[0].id}/rapprocher`, "user", {
        DossierId: 1,
      }),
      "montant",
    );
    // Without its dossier, or with one that is no id: French field messages (zod's own « nombre attendu, NaN reçu » was shown).
    expect(
      expectFieldError(
        await t.call("POST", `/api/banque/lignes/${lignes[0].id}/rapprocher`, "user", {}),
        "DossierId",
      ),
    ).toBe("Ce champ est obligatoire.");
    expect(
      expectFieldError(
        await t.call("POST", `/api/banque/lignes/${lignes[0].id}/rapprocher`, "user", {
          DossierId: "douze",
        }),
        "DossierId",
      ),
    ).toBe("Ce champ doit être un nombre entier.");
    expectError(await t.call("GET", "/api/banque/lignes?statut=payée", "user"), 400);
    expectError(
      await t.call("POST", "/api/banque/lignes/999999/ignorer", "user", { motif: "x" }),
      404,
    );
  });

  it("matches one line once when two people match it at the same time", async () => {
    const { d, q } = await dossierAvecTerme("Parallèle");
    const r = await importer(csv(["23/11/2026;VIR PARALLELE;;970,50"]));
    const ligneId = (await t.call("GET", `/api/banque/lignes?releveId=${r.body.releve.id}`, "user"))
      .body.data[0].id;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call("POST", `/api/banque/lignes/${ligneId}/rapprocher`, "user", {
          DossierId: d,
          QuitanceId: q.id,
        }),
      ),
    );
    expect(results.map((x) => x.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const compte = (await t.call("GET", `/api/Dossier/${d}/compte`, "user")).body;
    expect(compte.solde).toBe(0);
  });
});

describe("the month a transfer's label names", () => {
  it("suggests that month's term among terms of the same amount, and the matched line says which term it paid", async () => {
    const s = await seedDossier(t, { locataire: { nom: "Benali", prenom: "Karim" } });
    const termes = [];
    for (const date of ["2026-09-01", "2026-10-01", "2026-11-01"])
      termes.push(
        (await t.call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date })).body,
      );
    const [, octobre, novembre] = termes;
    const r = await importer(
      csv([
        "24/11/2026;VIR SEPA KARIM BENALI LOYER NOVEMBRE;;970,50",
        "25/11/2026;VIR SEPA KARIM BENALI loyer Octobre;;970,50",
      ]),
    );
    const pour = (mot: string) =>
      r.body.suggestions.find(
        (x: { DossierId: number; raison: string }) =>
          x.DossierId === s.dossier.id && x.raison.includes(mot),
      );
    expect(pour("novembre 2026")).toMatchObject({ QuitanceId: novembre.id });
    // French elision: « d'octobre », never « de octobre ».
    expect(pour("reste dû d'octobre 2026")).toMatchObject({ QuitanceId: octobre.id });
    const n = pour("novembre 2026");
    const m = await t.call("POST", `/api/banque/lignes/${n.ligneId}/rapprocher`, "user", {
      DossierId: s.dossier.id,
      QuitanceId: n.QuitanceId,
    });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(m.body.ligne.terme).toBe("2026-11");
    const lignes = (await t.call("GET", "/api/banque/lignes?statut=rapprochée", "user")).body.data;
    expect(lignes.find((l: { id: number }) => l.id === n.ligneId)).toMatchObject({
      terme: "2026-11",
    });
  });
});

describe("DELETE /api/banque/releves/{id}", () => {
  it("takes a statement imported by mistake away with its lines, so the right file can come again", async () => {
    const fichier = csv(["01/09/2025;VIR ERREUR A;;11,00", "02/09/2025;VIR ERREUR B;;12,00"]);
    const r = await importer(fichier);
    const id = r.body.releve.id;
    const lignes = () =>
      t.call("GET", `/api/banque/lignes?releveId=${id}`, "user").then((x) => x.body.data);
    expect(await lignes()).toHaveLength(2);
    const d = await t.call("DELETE", `/api/banque/releves/${id}`, "user_delete");
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(d.body).toEqual({ id, lignes: 2 });
    expect(await lignes()).toHaveLength(0);
    expect((await t.call("GET", "/api/banque/releves", "user")).body.data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    // Its movements are no longer duplicates.
    expect((await importer(fichier)).body.releve).toMatchObject({ lignes: 2, doublons: 0 });
    expectError(await t.call("DELETE", `/api/banque/releves/${id}`, "user_delete"), 404);
  });

  it("keeps a statement one of whose lines pays a tenant's account", async () => {
    const { d } = await dossierAvecTerme("Lefèvre");
    const r = await importer(csv(["21/09/2025;VIR LEFEVRE;;970,50", "22/09/2025;FRAIS;1,00;"]));
    const ligne = (
      await t.call("GET", `/api/banque/lignes?releveId=${r.body.releve.id}`)
    ).body.data.find((l: { montant: number }) => l.montant > 0);
    const paye = await t.call("POST", `/api/banque/lignes/${ligne.id}/rapprocher`, "user", {
      DossierId: d,
    });
    expect(paye.status, JSON.stringify(paye.body)).toBe(200);
    // The list says it before anyone asks: the screen's delete button is off, with the reason.
    const liste = (await t.call("GET", "/api/banque/releves", "user")).body.data;
    expect(liste.find((x: { id: number }) => x.id === r.body.releve.id)).toMatchObject({
      rapprochees: 1,
    });
    const refus = await t.call("DELETE", `/api/banque/releves/${r.body.releve.id}`, "admin");
    expectError(refus, 409);
    expect(refus.body.error.message).toBe(MSG_RELEVE_RAPPROCHE);
    expect(
      (await t.call("GET", `/api/banque/lignes?releveId=${r.body.releve.id}`)).body.data,
    ).toHaveLength(2);
  });
});

describe("GET /api/banque/comptes/{id}/rapprochement/{YYYY}/{MM}/generate", () => {
  it("explains the difference between the bank's month and the ledger, to the cent", async () => {
    const { d, q } = await dossierAvecTerme("Rapprochée");
    const r = await t.call(
      "POST",
      "/api/banque/releves",
      "user",
      envoi(
        "Date;Libellé;Montant;Solde\n01/10/2026;VIR RAPPROCHEE;970,50;1 970,50\n02/10/2026;FRAIS OCTOBRE;-4,50;1 966,00\n03/10/2026;VIR INCONNU;30,00;1 996,00\n",
        { nouveauCompte: "Compte principal" },
        "octobre.csv",
      ),
    );
    const compteId = r.body.releve.compteId;
    const lignes = (await t.call("GET", `/api/banque/lignes?releveId=${r.body.releve.id}`, "user"))
      .body.data;
    const par = (texte: string) =>
      lignes.find((l: { libelle: string }) => l.libelle.includes(texte)).id;
    expect(
      (
        await t.call("POST", `/api/banque/lignes/${par("RAPPROCHEE")}/rapprocher`, "user", {
          DossierId: d,
          QuitanceId: q.id,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.call("POST", `/api/banque/lignes/${par("FRAIS")}/ignorer`, "user", {
          motif: "Frais bancaires",
        })
      ).status,
    ).toBe(200);
    // A cheque recorded by hand, not (yet) on the statement.
    await t.call("POST", `/api/Dossier/${d}/paiements`, "user", {
      montant: "100,00",
      date: "2026-10-15",
      mode: "Chèque",
      reference: "CHQ 42",
    });
    const { text, bytes } = await generate(
      t,
      `/api/banque/comptes/${compteId}/rapprochement/2026/10/generate`,
    );
    keepForReview("rapprochement-bancaire", bytes);
    for (const attendu of [
      "État de rapprochement bancaire",
      // The statement's own closing day and balance, not the month's end (ADR 043).
      "Solde au 03/10/2026 (relevé) 1 996,00 €",
      "Mouvements bancaires du mois 996,00 €",
      "Encaissements enregistrés aux comptes des locataires",
      "1 070,50 €",
      "Écart à expliquer",
      "-74,50 €",
      "Lignes bancaires non rapprochées 30,00 €",
      "Lignes bancaires écartées -4,50 €",
      "Paiements sans ligne bancaire (à déduire)",
      "-100,00 €",
      "Écart non expliqué",
      "concordent au centime près",
      "03/10/2026 VIR INCONNU",
      "FRAIS OCTOBRE — Frais bancaires",
      "Chèque — CHQ 42 100,00 €",
    ])
      expect(text).toContain(attendu);
    expectError(
      await t.call("GET", `/api/banque/comptes/${compteId}/rapprochement/2026/13/generate`, "user"),
      400,
    );
    expectError(
      await t.call("GET", "/api/banque/comptes/999999/rapprochement/2026/10/generate", "user"),
      404,
    );
  });
});
