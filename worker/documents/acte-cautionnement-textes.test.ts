import { describe, expect, it } from "vitest";
import { dureeDe, mention, nature, type MentionData } from "./acte-cautionnement-textes";

const data: MentionData = {
  caution: "Monsieur Paul Martin",
  locataires: "Madame Julie Bernard",
  plusieurs: false,
  maximumLettres: "dix mille huit cents euros",
  maximumChiffres: "10 800,00 €",
  logement: "3 rue des Lilas, 69003 Lyon",
  duree: dureeDe("un an"),
  debut: "1er décembre 2026",
  fin: "30 novembre 2027",
  loyerHC: "800,00 €",
  solidaire: true,
};

describe("the guarantor's handwritten mention (C. civ. art. 2297)", () => {
  it("states the default, the maximum in words and figures, the term, and the waiver when solidaire", () => {
    const m = mention(data);
    expect(m).toContain(
      "m'engage en qualité de caution solidaire à payer au bailleur ce que lui doit Madame Julie Bernard en cas de défaillance de sa part",
    );
    expect(m).toContain("dans la limite de la somme de dix mille huit cents euros (10 800,00 €)");
    expect(m).toContain("pour une durée d'un an, du 1er décembre 2026 au 30 novembre 2027");
    expect(m).toContain(
      "En renonçant aux bénéfices de discussion et de division, je reconnais ne pouvoir exiger du bailleur qu'il poursuive d'abord le locataire ou qu'il divise ses poursuites entre les cautions.",
    );
    expect(nature(true)).toContain("renonce aux bénéfices de discussion et de division");
  });

  it("a simple guarantee keeps the benefits: no waiver in the mention nor in the deed", () => {
    const m = mention({ ...data, solidaire: false });
    expect(m).toContain("m'engage en qualité de caution à payer");
    expect(m).not.toMatch(/solidaire|renonçant|discussion|division/);
    expect(nature(false)).toContain("conserve les bénéfices de discussion et de division");
  });

  it("plural tenants, and a term that is not whole months", () => {
    const m = mention({
      ...data,
      locataires: "Madame A et Monsieur B",
      plusieurs: true,
      duree: "",
    });
    expect(m).toContain(
      "ce que lui doivent Madame A et Monsieur B en cas de défaillance de leur part",
    );
    expect(m).toContain("pour la durée du bail, du 1er décembre 2026");
    expect(m).toContain("poursuive d'abord les locataires");
    expect(dureeDe("trois ans")).toBe("de trois ans");
    expect(dureeDe("onze mois")).toBe("de onze mois");
  });
});
