import { describe, expect, it } from "vitest";
import { conditionsPaiement, factureCii, motifExoneration, type FactureCii } from "./cii";
import {
  categorieTva,
  MENTION_EXONERATION_PAR_DEFAUT,
  mentionExoneration,
  mentionsFactureManquantes,
} from "./tva";

const vendeur = {
  nom: "Agence",
  adresse: "1 rue A",
  siret: "55210055400025",
  siren: "552100554",
  numeroTVA: "FR40552100554",
  telephone: "",
  email: "",
};
const facture = (o: Partial<FactureCii> = {}): FactureCii => ({
  numero: "F2026-00001",
  date: "2026-03-05",
  objet: "Acompte",
  tauxTva: 0,
  totalHT: 10000,
  totalTVA: 0,
  totalTTC: 10000,
  acheteur: { nom: "Client", adresse: "2 rue B", codePostal: "75001", ville: "Paris", siren: "" },
  vendeur,
  reglement: { date: "2026-03-04", mode: "Virement" },
  ...o,
});

describe("the VAT category and the exemption ground (EN 16931 BR-S-05, BR-E-10)", () => {
  it("a positive rate is S, 0 % is E", () => {
    expect(categorieTva(20)).toBe("S");
    expect(categorieTva(5.5)).toBe("S");
    expect(categorieTva(0)).toBe("E");
  });
  it("the ground is the setting, else art. 293 B du CGI; only at 0 %", () => {
    expect(mentionExoneration("")).toBe(MENTION_EXONERATION_PAR_DEFAUT);
    expect(mentionExoneration(undefined)).toBe("TVA non applicable, art. 293 B du CGI");
    expect(mentionExoneration(" Art. 261 D ")).toBe("Art. 261 D");
    expect(motifExoneration(facture())).toBe(MENTION_EXONERATION_PAR_DEFAUT);
    expect(motifExoneration(facture({ tauxTva: 20 }))).toBeNull();
    const xml = factureCii(facture());
    expect(xml).toContain(
      "<ram:ExemptionReason>TVA non applicable, art. 293 B du CGI</ram:ExemptionReason>",
    );
    expect(xml).not.toContain("<ram:CategoryCode>S</ram:CategoryCode>");
  });
  it("a credit note is never 'Acquittée' and owes its total back", () => {
    expect(conditionsPaiement({ date: "2026-03-04", mode: "Virement" })).toMatch(
      /^Acquittée le 04\/03\/2026/,
    );
    const avoirDe = { numero: "F2026-00001", date: "2026-03-05" };
    expect(conditionsPaiement({ date: "2026-03-04", mode: "Virement" }, avoirDe)).not.toMatch(
      /acquitt/i,
    );
    const xml = factureCii(facture({ avoirDe, tauxTva: 20, totalTVA: 2000, totalTTC: 12000 }));
    expect(xml).toContain("<ram:DuePayableAmount>120.00</ram:DuePayableAmount>");
    expect(xml).not.toContain("TotalPrepaidAmount");
  });
  it("warns of a missing SIRET and VAT number, each in French", () => {
    expect(mentionsFactureManquantes(vendeur)).toEqual([]);
    const sans = mentionsFactureManquantes({ siret: "", siren: "", numeroTVA: " " });
    expect(sans).toHaveLength(2);
    expect(sans[0]).toContain("SIRET");
    expect(sans[1]).toContain("numéro de TVA intracommunautaire");
  });
});
