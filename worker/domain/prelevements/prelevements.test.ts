import { describe, expect, it } from "vitest";
import { icsValide } from "../sepa/ics";
import { dateCaducite, estCaduc } from "./mandat";
import { endToEndIdPrelevement, pain008, termeDeEndToEndId } from "./pain008";
import { MOTIFS_REJET, motifRejet } from "./rejets";
import { delaiRespecte, motifTerme, premiereDate, sequences } from "./selection";

describe("ICS (SEPA creditor identifier)", () => {
  it("checks the key on the national id, the country and 00, without the business code", () => {
    expect(icsValide("FR72ZZZ123456")).toBe(true);
    expect(icsValide("fr72 abc 123456")).toBe(true);
    expect(icsValide("FR73ZZZ123456")).toBe(false);
    expect(icsValide("FR72ZZZ123457")).toBe(false);
    expect(icsValide("FR72")).toBe(false);
    expect(icsValide("")).toBe(false);
  });
});

describe("mandate lapse", () => {
  it("lapses 36 months after its last use", () => {
    expect(dateCaducite("2023-12-05")).toBe("2026-12-05");
    expect(estCaduc("2023-12-05", "2026-12-04")).toBe(false);
    expect(estCaduc("2023-12-05", "2026-12-05")).toBe(true);
  });
});

describe("reject reasons", () => {
  it("say the ISO code in French", () => {
    expect(motifRejet("AM04")).toBe("AM04 - Provision insuffisante");
    for (const c of ["AC04", "AM04", "MD01", "MS02", "MS03", "AC06", "MD06", "SL01"])
      expect(MOTIFS_REJET).toHaveProperty(c);
  });
});

describe("collection rules", () => {
  const terme = {
    QuitanceId: 1,
    DossierId: 1,
    reste: 97050,
    dejaDans: null,
    mandatCaduc: false,
    dejaUtilise: false,
  };
  const ligne = (QuitanceId: number, dateTerme: string, MandatSepaId = 1, dejaUtilise = false) => ({
    QuitanceId,
    dateTerme,
    MandatSepaId,
    dejaUtilise,
  });
  it("says FRST once per mandate: its earliest term in the batch, RCUR for the others and after", () => {
    // Two terms of one new mandate in one batch (ids not in date order): one FRST, the earliest.
    const s = sequences([
      ligne(8, "2026-12-01"),
      ligne(7, "2026-11-01"),
      ligne(9, "2026-12-01", 2),
    ]);
    expect(Object.fromEntries(s)).toEqual({ 7: "FRST", 8: "RCUR", 9: "FRST" });
    // Same date: the smaller id first.
    expect(Object.fromEntries(sequences([ligne(5, "2026-12-01"), ligne(4, "2026-12-01")]))).toEqual(
      {
        4: "FRST",
        5: "RCUR",
      },
    );
    // A mandate already used is RCUR throughout.
    expect(
      Object.fromEntries(
        sequences([ligne(1, "2026-11-01", 3, true), ligne(2, "2026-12-01", 3, true)]),
      ),
    ).toEqual({ 1: "RCUR", 2: "RCUR" });
  });
  it("never collects a term twice, nor under a lapsed mandate", () => {
    expect(motifTerme(terme)).toBeNull();
    expect(motifTerme({ ...terme, dejaDans: 7 })).toBe("Échéance déjà dans le prélèvement n° 7.");
    expect(motifTerme({ ...terme, mandatCaduc: true })).toMatch(/^Mandat caduc/);
  });
  it("keeps the pre-notification delay", () => {
    expect(premiereDate("2026-11-21", 14)).toBe("2026-12-05");
    expect(delaiRespecte("2026-11-21", "2026-12-04", 14)).toBe(false);
    expect(delaiRespecte("2026-11-21", "2026-12-05", 14)).toBe(true);
  });
});

describe("pain.008", () => {
  it("names the term in the EndToEndId and reads it back from a return", () => {
    expect(endToEndIdPrelevement(12, 345)).toBe("PRL12-Q345");
    expect(termeDeEndToEndId("RETOUR PRLV PRL12-Q345 AM04")).toEqual({ lot: 12, QuitanceId: 345 });
    expect(termeDeEndToEndId("VIR LOYER")).toBeNull();
  });
  it("sums each block and the whole file to the cent", () => {
    const d = {
      QuitanceId: 1,
      dateTerme: "2026-12-01",
      montant: 47050,
      rum: "PL-D1-M1",
      dateSignature: "2026-11-02",
      titulaire: "Zoë",
      iban: "FR7630006000011234567890189",
      bic: null,
      sequence: "FRST" as const,
    };
    const xml = pain008({
      id: 3,
      dateEcheance: "2026-12-05",
      createdAt: "2026-11-21T10:00:00.000Z",
      creancier: { nom: "Agence", iban: d.iban, bic: "AGRIFRPP", ics: "FR72ZZZ123456" },
      debits: [d, { ...d, QuitanceId: 2, montant: 1, sequence: "RCUR" }],
    });
    expect(xml).toContain("<NbOfTxs>2</NbOfTxs><CtrlSum>470.51</CtrlSum>");
    expect(xml).toContain("<NbOfTxs>1</NbOfTxs><CtrlSum>470.50</CtrlSum>");
    expect(xml).toContain("<NbOfTxs>1</NbOfTxs><CtrlSum>0.01</CtrlSum>");
    expect(xml).toContain("<Othr><Id>NOTPROVIDED</Id></Othr>");
  });
});
