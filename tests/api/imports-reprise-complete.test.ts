import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Appartement, Client, Dossier, Locataire } from "../../worker/db/schema";
import { lireClasseur } from "../../worker/services/imports/classeur";
import { verifierImport } from "../../worker/domain/imports/verifier";
import { classeur, envoyer, json } from "../support/imports";
import { PORTEFEUILLE_COMPLET } from "../support/imports-complet";
import { makeTestApp, type TestApp } from "../support/test-app";

// Issue 74, items 1-2: every field a column (a company owner, the lot's situation and construction period, the
// tenant's main home, the lease's signature day, insurance end and IRL), nothing invented (no IRL, no construction
// period, the commune's zone tendue and rent control as a new lease gets them, the current term of a blank end
// date), an unknown header reported « colonne ignorée ».

const REPRISE = "2026-12-31";
let t: TestApp;
let fichier: Awaited<ReturnType<typeof classeur>>;
beforeAll(async () => {
  t = await makeTestApp({ confirme: true });
  fichier = await classeur("portefeuille.xlsx", PORTEFEUILLE_COMPLET);
});
afterAll(() => t.close());

/** Each record of a workbook as the import reads it, by sheet and reference. */
async function parReference(bytes: Uint8Array) {
  const v = verifierImport(await lireClasseur(bytes), REPRISE);
  expect(v.erreurs).toEqual([]);
  return Object.fromEntries(
    Object.entries(v.lus).map(([f, rs]) => [
      f,
      Object.fromEntries(rs.map((r) => [String(r.champs.reference), r.champs])),
    ]),
  );
}

describe("an agency's portfolio imported", () => {
  it("the dry run lists the header no field matches as « colonne ignorée », a warning, not an error", async () => {
    const v = await json<{ erreurs: unknown[]; avertissements: string[] }>(
      await envoyer(t, [fichier], { essai: true, dateReprise: REPRISE }),
      200,
    );
    expect(v.erreurs).toEqual([]);
    expect(v.avertissements).toContain(
      "Feuille Appartements : colonne ignorée « Code couleur » (aucun champ ne lui correspond).",
    );
  });

  it("a person owner without prénom is refused at its row; a company owner needs none", async () => {
    const p = structuredClone(PORTEFEUILLE_COMPLET);
    p.Proprietaires![2]![3] = null;
    const v = await json<{ erreurs: { message: string }[] }>(
      await envoyer(t, [await classeur("p.xlsx", p)], { essai: true, dateReprise: REPRISE }),
      200,
    );
    expect(v.erreurs.map((e) => e.message)).toEqual([
      "Ligne 3, colonne Prenom : Valeur obligatoire (sauf pour une personne morale : Personne morale = oui).",
    ]);
  });

  it("a Paris lease marked « non » against the rent-control rule without a reason is refused at its row", async () => {
    const p = structuredClone(PORTEFEUILLE_COMPLET);
    p.Baux![0]!.push("Encadrement");
    p.Baux![1]!.push("non");
    p.Baux![2]!.push(null);
    const v = await json<{ erreurs: { message: string }[] }>(
      await envoyer(t, [await classeur("p.xlsx", p)], { essai: true, dateReprise: REPRISE }),
      200,
    );
    expect(v.erreurs.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^Ligne 2, colonne Encadrement : Ce bail relève de l'encadrement des loyers \(/,
      ),
    ]);
  });

  it("writes every column given and invents nothing", async () => {
    await json(await envoyer(t, [fichier], { dateReprise: REPRISE }), 201);
    const [sci] = await t.db.select().from(Client).where(eq(Client.reference, "P1"));
    expect(sci).toMatchObject({ nom: "SCI Les Tilleuls", prenom: "", personneMorale: true });
    const [paris] = await t.db.select().from(Appartement).where(eq(Appartement.reference, "A1"));
    // Unknown period stays unknown; Paris is in zone tendue as the apartment's form would say.
    expect(paris).toMatchObject({
      situation: "Bât. B, 3e gauche",
      autresInfo: "Digicode 4521",
      periodeConstruction: null,
      zoneTendue: true,
    });
    // Its lead (CREP) and asbestos reports are required « à vérifier », never « Non requis » on a guessed period.
    const d = await t.call("GET", `/api/Appartement/${paris?.id}/diagnostics`, "admin");
    expect(d.status).toBe(200);
    for (const type of ["crep", "amiante"])
      expect(
        (d.body.diagnostics as { type: string; requis: boolean; raison: string }[]).find(
          (x) => x.type === type,
        ),
      ).toMatchObject({
        requis: true,
        raison: expect.stringMatching(/^Date de construction inconnue/),
      });
    const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    expect(b1).toMatchObject({
      indice: null,
      indiceTrim: null,
      dateCreationBail: "2024-08-15",
      // Blank end: the current three-year term from the start.
      dateFinBail: "2027-08-31",
      soumisEncadrement: true,
      assuranceDateFin: "2027-08-31",
      clos: false,
    });
    const [b2] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B2"));
    // No signature day: its start; Lyon's rent control (Villeurbanne and Lyon since 2021) applies too.
    expect(b2).toMatchObject({
      indice: 145.17,
      dateCreationBail: "2025-03-01",
      soumisEncadrement: true,
    });
    const [l3] = await t.db.select().from(Locataire).where(eq(Locataire.reference, "L3"));
    expect(l3?.rp).toBe(false);
  });

  it("a lease without IRL is not revised: « IRL à renseigner »", async () => {
    const r = await t.call("GET", "/api/revisions?au=2026-09-01", "admin");
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [b1] = await t.db.select().from(Dossier).where(eq(Dossier.reference, "B1"));
    const due = (r.body.data as { DossierId: number; bloque: string | null }[]).find(
      (d) => d.DossierId === b1?.id,
    );
    expect(due?.bloque).toMatch(/^IRL à renseigner/);
  });

  it("every field given round-trips: exported, it reads as it was imported", async () => {
    const e = await t.call("GET", `/api/exports/portefeuille.xlsx?date=${REPRISE}`, "admin");
    expect(e.status).toBe(200);
    const avant = await parReference(fichier.bytes);
    const apres = await parReference(e.bytes);
    for (const [feuille, records] of Object.entries(avant))
      for (const [ref, champs] of Object.entries(records))
        for (const [champ, valeur] of Object.entries(champs))
          if (valeur !== null)
            expect(apres[feuille]?.[ref]?.[champ], `${feuille} ${ref} ${champ}`).toEqual(valeur);
  });
});
