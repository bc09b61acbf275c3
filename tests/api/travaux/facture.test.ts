import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AppartementProprietaire, Ecriture, EcritureProprietaire } from "../../../worker/db/schema";
import { makeTestApp, type TestApp } from "../../support/test-app";
import { expectFieldError } from "../../support/http";
import { ajouterProprietaire } from "../../support/quotes-parts";
import { insertAppartement, insertClient, insertDossier } from "../../support/factories";
import { fournisseurValide, interventionRealisee } from "../../support/travaux";

// Issue 76, item 4: a supplier's invoice for a repair done, split between the owners and the tenant (réparations
// locatives, debited with the next term), once; never to the tenant for wear. The owners' debits by share wait for
// the payment's day (ADR 128: tests/api/travaux/paiement-debits.test.ts).

let t: TestApp;
let lot: { a: number; x: number; y: number; dossier: number };
let plombier: number;
beforeAll(async () => {
  t = await makeTestApp({ now: "2026-11-21T10:00:00.000Z", confirme: true });
  const a = await insertAppartement(t);
  const x = await insertClient(t, { nom: "Durand", prenom: "Élise" });
  const y = await insertClient(t, { nom: "Martin", prenom: "Paul" });
  for (const c of [x, y]) await ajouterProprietaire(t, a.id, c.id, "admin");
  // Two co-owners, one third and two thirds: a split that does not fall on the cent.
  for (const [c, part] of [
    [x.id, 33.33],
    [y.id, 66.67],
  ] as const)
    await t.db
      .update(AppartementProprietaire)
      .set({ quotePart: part })
      .where(
        and(
          eq(AppartementProprietaire.AppartementId, a.id),
          eq(AppartementProprietaire.ClientId, c),
        ),
      );
  const d = await insertDossier(t, { AppartementId: a.id });
  lot = { a: a.id, x: x.id, y: y.id, dossier: d.id };
  plombier = (await t.call("POST", "/api/Fournisseur", "admin", fournisseurValide())).body.id;
});
afterAll(() => t.close());

/** A work order on the lot, done by the plumber. */
const interventionFaite = () => interventionRealisee(t, lot.a, plombier);

const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

function facture(id: number, champs: Record<string, unknown>, fichier: string | null = PDF) {
  const f = new FormData();
  if (fichier !== null)
    f.append("fichier", new File([fichier], "facture.pdf", { type: "application/pdf" }));
  for (const [k, v] of Object.entries(champs))
    f.append(k, typeof v === "string" ? v : JSON.stringify(v));
  return t.call("POST", `/api/Intervention/${id}/facture`, "user", f);
}

const lignes = [
  { libelle: "Chauffe-eau 200 L", montant: 1000, imputation: "proprietaires", nature: "entretien" },
  {
    libelle: "Joint du robinet arraché",
    montant: 45.5,
    imputation: "locataire",
    chargeLocataire: { rubrique: "IV", cause: "degradation" },
  },
];

describe("POST /api/Intervention/{id}/facture", () => {
  it("records what is owed, debits the tenant with the next term and not yet the owners; the order is « facturee »", async () => {
    const id = await interventionFaite();
    const r = await facture(id, {
      numero: "F-2026-118",
      date: "2026-11-20",
      montant: "1045.50",
      lignes,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.facture).toMatchObject({
      numero: "F-2026-118",
      montant: 1045.5,
      fichierNom: "facture.pdf",
    });
    // What is owed is recorded; the owners are debited only when the payment leaves (ADR 128).
    expect(
      await t.db
        .select()
        .from(EcritureProprietaire)
        .where(eq(EcritureProprietaire.AppartementId, lot.a)),
    ).toEqual([]);
    const tenant = await t.db
      .select()
      .from(Ecriture)
      .where(and(eq(Ecriture.DossierId, lot.dossier), eq(Ecriture.type, "ajustement")));
    expect(tenant).toEqual([
      expect.objectContaining({
        debit: 4550,
        date: "2026-12-01",
        motif: "Décret 87-712, rubrique IV (Installations de plomberie)",
      }),
    ]);
    const lue = await t.call("GET", `/api/Intervention/${id}`);
    expect(lue.body.etat).toBe("facturee");
    // The same invoice again: refused, nothing written twice.
    const encore = await facture(id, {
      numero: "F-2026-118",
      date: "2026-11-20",
      montant: "1045.50",
      lignes,
    });
    expect(encore.status).toBe(409);
    expect(
      await t.db
        .select()
        .from(Ecriture)
        .where(and(eq(Ecriture.DossierId, lot.dossier), eq(Ecriture.type, "ajustement"))),
    ).toHaveLength(1);
  });

  it("charges a whole invoice sent without lines to the owners by its nature; its PDF under any field name", async () => {
    const id = await interventionFaite();
    const f = new FormData();
    f.append("pdf", new File([PDF], "f-200.pdf", { type: "application/pdf" }));
    for (const [k, v] of Object.entries({
      numero: "F-2026-200",
      date: "2026-11-20",
      montant: "300",
    }))
      f.append(k, v);
    // Its nature asked at the field, as the screen's line asks it.
    const sansNature = await t.call("POST", `/api/Intervention/${id}/facture`, "user", f);
    expect(expectFieldError(sansNature, "lignes.0.nature")).toBe(
      "Choisissez travaux ou entretien.",
    );
    f.append("nature", "entretien");
    const r = await t.call("POST", `/api/Intervention/${id}/facture`, "user", f);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.facture).toMatchObject({
      numero: "F-2026-200",
      montant: 300,
      fichierNom: "f-200.pdf",
    });
    expect(r.body.facture.lignes).toEqual([
      expect.objectContaining({ montant: 300, imputation: "proprietaires", nature: "entretien" }),
    ]);
  });

  it("never charges wear to the tenant, asks the décret's item, and refuses a total that is not the lines' sum", async () => {
    const id = await interventionFaite();
    const usure = await facture(id, {
      numero: "F-2026-119",
      date: "2026-11-20",
      montant: "80",
      lignes: [
        {
          montant: 80,
          imputation: "locataire",
          chargeLocataire: { rubrique: "IV", cause: "vetuste" },
        },
      ],
    });
    expect(expectFieldError(usure, "lignes.0.chargeLocataire.cause")).toMatch(/art\. 7 d/);
    const sansRubrique = await facture(id, {
      numero: "F-2026-119",
      date: "2026-11-20",
      montant: "80",
      lignes: [{ montant: 80, imputation: "locataire" }],
    });
    expect(expectFieldError(sansRubrique, "lignes.0.chargeLocataire")).toMatch(/décret 87-712/);
    const total = await facture(id, {
      numero: "F-2026-119",
      date: "2026-11-20",
      montant: "90",
      lignes: [lignes[0]],
    });
    expect(expectFieldError(total, "montant")).toBe(
      "Le montant de la facture doit être la somme de ses lignes.",
    );
    const sansPdf = await facture(
      id,
      { numero: "F-2026-119", date: "2026-11-20", montant: "1000", lignes: [lignes[0]] },
      "pas un pdf",
    );
    expect(expectFieldError(sansPdf, "fichier")).toBe("Joignez la facture au format PDF.");
    expect((await t.call("GET", `/api/Intervention/${id}`)).body.etat).toBe("realisee");
  });

  it("invoices only an order done", async () => {
    const r = await t.call("POST", "/api/interventions", "user", {
      AppartementId: lot.a,
      FournisseurId: plombier,
      metier: "plomberie",
      objet: "Fuite",
    });
    const refus = await facture(r.body.id, {
      numero: "F-9",
      date: "2026-11-20",
      montant: "10",
      lignes: [{ ...lignes[0], montant: 10 }],
    });
    expect(refus.status).toBe(409);
    expect(refus.body.error.message).toBe("Seule une intervention réalisée peut être facturée.");
  });
});
