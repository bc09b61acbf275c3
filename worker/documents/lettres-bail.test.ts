// The lease's year letters (issue 27) as the tenant reads them: the closing formula matches the opening,
// « annuelle » only for a year, the revision's signature stays on its one page.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AGENCE_PAR_DEFAUT } from "../lib/agence";
import { formulesPolitesse } from "./formule-politesse";
import { regularisationChargesPdf, type RegularisationChargesData } from "./regularisation-charges";
import { restitutionDepotPdf } from "./restitution-depot";
import { revisionLoyerPdf, type RevisionLoyerData } from "./revision-loyer";

const ctx = { agence: AGENCE_PAR_DEFAUT, date: "2026-11-30" };

/** The PDF's text (pdftotext, one space for any run of spaces) and its page count. */
function lire(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), "lettres-"));
  try {
    writeFileSync(join(dir, "d.pdf"), bytes);
    const brut = execFileSync("pdftotext", ["-enc", "UTF-8", join(dir, "d.pdf"), "-"], {
      encoding: "utf8",
    });
    return {
      texte: brut.replace(/[\s\u00a0\u202f]+/g, " "),
      pages: brut.split("\f").filter((p) => p.trim()).length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const parties = {
  bailleurs: [{ nom: "Madame Hélène Lefèvre", adresse: "14 rue des Lilas, 69003 Lyon" }],
  mandataire: false,
  locataires: ["Monsieur Karim Benali"],
  adresseLocal: "27 avenue Jean-Jaurès, 69007 Lyon",
};

const revision: RevisionLoyerData = {
  ...parties,
  dateRevision: "2026-10-01",
  dateEffet: "2026-11-30",
  ancienLoyer: 123456,
  nouveauLoyer: 124878,
  charges: 9500,
  trimestreReference: "2ème trimestre 2025",
  indiceReference: 146.68,
  nouveauTrimestre: "2ème trimestre 2026",
  nouvelIndice: 148.37,
};

const regularisation = (du: string, au: string, mois: number): RegularisationChargesData => ({
  ...parties,
  du,
  au,
  provisions: 30000,
  charges: [{ libelle: "Chauffage", quotePart: "12 %", montant: 25000 }],
  reel: 25000,
  solde: -5000,
  exigibleLe: "2026-12-30",
  moisPieces: 6,
  douziemes: null,
  mois,
  nouvelleProvision: Math.round(25000 / mois),
});

describe("the closing formula", () => {
  it("names the one tenant's title, « Madame, Monsieur » for several or none", () => {
    const cloture = (noms: string[]) => formulesPolitesse(noms).cloture;
    expect(cloture(["Monsieur Karim Benali"])).toContain("agréer, Monsieur, l'expression");
    expect(cloture(["Madame Élodie Öztürk"])).toContain("agréer, Madame, l'expression");
    expect(cloture(["Mademoiselle Léa Roux"])).toContain("agréer, Madame, l'expression");
    expect(cloture(["Monsieur A B", "Madame C D"])).toContain("agréer, Madame, Monsieur,");
    expect(cloture([])).toContain("agréer, Madame, Monsieur,");
    expect(formulesPolitesse([]).appel).toBe("Madame, Monsieur");
  });

  it("each letter closes as it opens", async () => {
    const lettres = [
      await revisionLoyerPdf(revision, ctx),
      await regularisationChargesPdf(regularisation("2026-01-01", "2026-12-31", 12), ctx),
      await restitutionDepotPdf(
        {
          ...parties,
          depot: 0,
          versement: { prevu: 78000, appele: { date: "2023-09-01", montant: 78000 }, encaisse: 0 },
          dateRestitutionCles: "2026-09-20",
          constat: "non conforme",
          dateLimite: "2026-11-20",
          deductions: [],
          soldeCompte: 84000,
          retenue: 0,
          moisRetard: 1,
          penalite: 0,
          aRestituer: 0,
          resteDu: 84000,
          dateRestitution: null,
        },
        ctx,
      ),
    ];
    for (const bytes of lettres) {
      const { texte } = lire(bytes);
      expect(texte).toContain("Monsieur Karim Benali,");
      expect(texte).toContain("Nous vous prions d'agréer, Monsieur, l'expression");
      expect(texte).not.toContain("Madame, Monsieur");
    }
    expect(lire(lettres[2] as Uint8Array).texte).toContain(
      "Dépôt prévu au bail 780,00 € — appelé le 01/09/2023, non encaissé",
    );
  });
});

describe("the revision letter", () => {
  it("fits on one page with its signature", async () => {
    const { texte, pages } = lire(await revisionLoyerPdf(revision, ctx));
    expect(pages).toBe(1);
    expect(texte).toContain("Fait le 30 novembre 2026");
  });
});

describe("the regularisation letter", () => {
  it("is « annuelle » for twelve months only", async () => {
    const annuelle = lire(
      await regularisationChargesPdf(regularisation("2026-01-01", "2026-12-31", 12), ctx),
    );
    expect(annuelle.texte).toContain("Objet : régularisation annuelle des charges du 01/01/2026");
    const trois = lire(
      await regularisationChargesPdf(regularisation("2026-09-01", "2026-11-30", 3), ctx),
    );
    expect(trois.texte).toContain("Objet : régularisation des charges du 01/09/2026 au 30/11/2026");
    expect(trois.texte).not.toContain("annuelle");
  });
});
