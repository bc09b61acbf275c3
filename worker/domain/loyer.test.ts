import { describe, expect, it } from "vitest";
import {
  completerPreavis,
  encadrement,
  eurosFr,
  fraisDossier,
  loyerTTC,
  regleComplement,
} from "./loyer";
import { prixHT, soldeMission, valeurTotalMission } from "./mission";

describe("derived amounts", () => {
  it("adds charges to the rent", () => expect(loyerTTC(85000, 12050)).toBe(97050));
  it("splits dossier fees into HT and TVA to the cent", () => {
    expect(fraisDossier(50000, 20)).toEqual({ fraisDossierHT: 41667, fraisDossierTVA: 8333 });
  });
  it("computes the rent cap base and complement", () => {
    expect(encadrement(2850, 31.5, 95000)).toEqual({ montantBase: 89775, complementLoyer: 5225 });
    expect(encadrement(null, 31.5, 95000)).toEqual({ montantBase: null, complementLoyer: null });
  });
  it("asks to justify a rent above the cap, naming the ceiling in French euros", () => {
    const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, " ");
    expect(plain(eurosFr(123456))).toBe("1 234,56 €");
    const enc = { loyerReferenceMajore: 2572, surface: 48 }; // 1 234,56 €
    expect(plain(regleComplement(123457, enc))).toBe(
      "Le loyer dépasse le loyer de référence majoré (1 234,56 €) : justifiez le complément de loyer.",
    );
    expect(regleComplement(123456, enc)).toBeNull();
    expect(regleComplement(200000, { ...enc, caracteristiqueLoyer: "Terrasse" })).toBeNull();
    expect(plain(regleComplement(200000, { ...enc, caracteristiqueLoyer: "  " }))).toMatch(
      /justifiez/,
    );
    expect(regleComplement(200000, { loyerReferenceMajore: null, surface: 48 })).toBeNull();
    expect(regleComplement(null, enc)).toBeNull();
  });
  it("fills an empty notice end from the lease end after 2010 only", () => {
    expect(
      completerPreavis({ dateFinBail: "2027-06-30", dateFinPreavis: null }).dateFinPreavis,
    ).toBe("2027-06-30");
    expect(completerPreavis({ dateFinBail: null, dateFinPreavis: "2027-06-30" }).dateFinBail).toBe(
      "2027-06-30",
    );
    expect(
      completerPreavis({ dateFinBail: "2009-06-30", dateFinPreavis: null }).dateFinPreavis,
    ).toBeNull();
  });
  it("computes mission totals and balance", () => {
    expect(valeurTotalMission(3, 120000)).toBe(360000);
    expect(prixHT(12000, 20)).toBe(10000);
    const s = soldeMission(
      { valeurTotalMission: 360000, nbAppart: 3 },
      [
        { regle: true, prix: 100000 },
        { regle: false, prix: 50000 },
      ],
      1,
    );
    expect(s).toEqual({ resteAPayer: 260000, appartementsRestants: 2 });
  });
});
