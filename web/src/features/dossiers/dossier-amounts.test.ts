import { describe, expect, it } from "vitest";
import { encadrementLive, fraisLive, loyerTTCLive, type EncadrementForm } from "./dossier-amounts";

const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, " ") ?? null;
const enc = (o: Partial<EncadrementForm> = {}): EncadrementForm => ({
  surface: "30",
  nbPiece: "2",
  periodeConstruction: "avant 1946",
  loyerReference: "21,25",
  loyerReferenceMajore: "25,50",
  caracteristiqueLoyer: "",
  ...o,
});

describe("the dossier's amounts while typing (the server's rules)", () => {
  it("rent TTC: HC + charges to the cent, a blank as 0, unknown while unreadable", () => {
    expect(loyerTTCLive("850", "120,50")).toBe(970.5);
    expect(loyerTTCLive("0,1", "0,2")).toBe(0.3);
    expect(loyerTTCLive("1 450", "")).toBe(1450);
    expect(loyerTTCLive("14 50", "12")).toBeNull();
  });
  it("fees: HT and TVA to the cent, 20 % when the rate is blank, unknown while unreadable", () => {
    expect(fraisLive("500", "")).toEqual({ fraisDossierHT: 416.67, fraisDossierTVA: 83.33 });
    expect(fraisLive("500,00 €", "10")).toEqual({ fraisDossierHT: 454.55, fraisDossierTVA: 45.45 });
    expect(fraisLive("", "20")).toEqual({ fraisDossierHT: 0, fraisDossierTVA: 0 });
    expect(fraisLive("5 00", "20")).toBeNull();
  });

  it("rent cap: base = loyerReferenceMajore x surface, complement = rent HC - base", () => {
    expect(encadrementLive("850", enc({ caracteristiqueLoyer: "Terrasse" }))).toEqual({
      montantBase: 765,
      complementLoyer: 85,
      depasse: true,
      message: null,
    });
    expect(encadrementLive("700", enc())).toMatchObject({
      montantBase: 765,
      complementLoyer: -65,
      depasse: false,
      message: null,
    });
    expect(encadrementLive("850", enc({ surface: "" }))).toMatchObject({
      montantBase: null,
      complementLoyer: null,
      depasse: false,
      message: null,
    });
  });

  it("above the ceiling without a justification: the server's message, naming the ceiling", () => {
    expect(
      plain(
        encadrementLive("1 300", enc({ surface: "48", loyerReferenceMajore: "25,72" })).message,
      ),
    ).toBe(
      "Le loyer dépasse le loyer de référence majoré (1 234,56 €) : justifiez le complément de loyer.",
    );
    expect(encadrementLive("765", enc()).message).toBeNull();
  });
});
