import { describe, expect, it } from "vitest";
import { present } from "../present";
import type { Evenement } from "./evenements";
import { aNouveaux, Numerotation } from "./fichier";
import { COLONNES, dateFec, ENTETE, montantFec, nomFichierFec, texte } from "./format";

const ev = (e: Partial<Evenement> & Pick<Evenement, "src" | "nature">): Evenement => ({
  id: 1,
  date: "2026-03-05",
  libelle: "Libellé",
  debit: 0,
  credit: 0,
  tva: 0,
  tiers: 7,
  piece: "PIECE1",
  valide: "2026-03-06T10:00:00.000Z",
  ...e,
});

/** Parses the text back: one record per line, the 18 fields each. */
function lire(text: string) {
  const [entete, ...lignes] = text.split("\r\n").filter(Boolean);
  return { entete, lignes: lignes.map((l) => l.split("|")) };
}
const cents = (s: string) => Math.round(Number(s.replace(",", ".")) * 100);
/** A line's field `i` (0-based), failing the test when the line is short of it. */
const champ = (l: string[], i: number) => present(l[i], `champ ${i + 1} de « ${l.join("|")} »`);

function fichier(evenements: Evenement[], anterieurs: Evenement[] = []) {
  const n = new Numerotation((t) => `${t.kind} ${t.id}`, "2026-12-31");
  let out = ENTETE + n.ecriture(aNouveaux(anterieurs, 2026));
  for (const e of evenements) out += n.evenement(e);
  return out;
}

const ANNEE: Evenement[] = [
  ev({ src: "T", nature: "echeance", id: 1, date: "2026-01-01", debit: 97050 }),
  ev({ src: "T", nature: "paiement", id: 2, date: "2026-01-06", credit: 97050 }),
  ev({ src: "P", nature: "loyer", id: 3, date: "2026-01-06", credit: 97050, tiers: 3 }),
  ev({
    src: "P",
    nature: "honoraires",
    id: 4,
    date: "2026-01-06",
    debit: 7764,
    tva: 1294,
    tiers: 3,
  }),
  ev({
    src: "P",
    nature: "honoraires",
    id: 5,
    date: "2026-02-01",
    credit: 7764,
    tva: -1294,
    tiers: 3,
  }),
  ev({ src: "T", nature: "annulation", id: 6, date: "2026-02-01", debit: 97050 }),
  ev({ src: "F", nature: "F", id: 1, date: "2026-02-02", debit: 12000, tva: 2000 }),
  ev({ src: "F", nature: "A", id: 2, date: "2026-02-03", debit: -12000, tva: -2000 }),
  ev({ src: "R", nature: "reglement", id: 1, date: "2026-02-02", debit: 12000 }),
  ev({ src: "G", nature: "depot", id: 7, date: "2026-01-01", debit: 150000 }),
  ev({ src: "P", nature: "reversement", id: 9, date: "2026-03-01", debit: 50000, tiers: 3 }),
  ev({ src: "T", nature: "echeance", id: 10, date: "2026-04-01", debit: 0 }),
];

describe("the FEC's text", () => {
  it("names the 18 columns of art. A47 A-1 in order, then CRLF", () => {
    expect(COLONNES).toHaveLength(18);
    expect(ENTETE).toBe(
      "JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise\r\n",
    );
  });

  it("writes dates AAAAMMJJ, amounts with a decimal comma, the file name from the closing date", () => {
    expect(dateFec("2026-12-31")).toBe("20261231");
    expect(montantFec(123456)).toBe("1234,56");
    expect(montantFec(5)).toBe("0,05");
    expect(montantFec(0)).toBe("0,00");
    expect(nomFichierFec("123 456 789", "2026-12-31")).toBe("123456789FEC20261231.txt");
  });

  it("keeps separators, tabs and line breaks out of a text field", () => {
    expect(texte("Loyer | janvier\tà\r\nrégler  ")).toBe("Loyer janvier à régler");
  });

  it("gives every line 18 fields, every EcritureNum balanced, numbered 1..n in date order without gaps", () => {
    const { entete, lignes } = lire(fichier(ANNEE));
    expect(entete?.split("|")).toEqual([...COLONNES]);
    for (const l of lignes) expect(l).toHaveLength(18);
    const parNum = new Map<string, { d: number; c: number; date: string }>();
    for (const l of lignes) {
      const e = parNum.get(champ(l, 2)) ?? { d: 0, c: 0, date: champ(l, 3) };
      e.d += cents(champ(l, 11));
      e.c += cents(champ(l, 12));
      parNum.set(champ(l, 2), e);
      expect(l[11]).toMatch(/^\d+,\d{2}$/);
      expect(l[3]).toMatch(/^2026\d{4}$/);
      // ValidDate: the day the row was written (the events' `valide`), the opening entry's 1 January.
      expect(champ(l, 15)).toBe(l[0] === "AN" ? "20260101" : "20260306");
      expect(l[16]).toBe("");
      expect(l[17]).toBe("");
    }
    for (const e of parNum.values()) expect(e.d).toBe(e.c);
    // The entry of 0 is left out: 11 entries.
    expect([...parNum.keys()]).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);
  });

  it("books a fee with its VAT: D 467 TTC / C 706 HT, C 44571 TVA, and its annulation the other way", () => {
    const { lignes } = lire(fichier(ANNEE));
    const fee = lignes.filter((l) => l[2] === "4").map((l) => [l[0], l[4], l[6], l[11], l[12]]);
    expect(fee).toEqual([
      ["VT", "467000", "P000003", "77,64", "0,00"],
      ["VT", "706000", "", "0,00", "64,70"],
      ["VT", "445710", "", "0,00", "12,94"],
    ]);
    const annul = lignes.filter((l) => l[2] === "5").map((l) => [l[4], l[11], l[12]]);
    expect(annul).toEqual([
      ["467000", "0,00", "77,64"],
      ["706000", "64,70", "0,00"],
      ["445710", "12,94", "0,00"],
    ]);
  });

  it("opens the year with the earlier balances (AN), income carried on 110000, balanced", () => {
    const avant = ANNEE.map((e) => ({ ...e, date: e.date.replace("2026", "2025") }));
    const { lignes } = lire(fichier([], avant));
    expect(new Set(lignes.map((l) => l[0]))).toEqual(new Set(["AN"]));
    expect(lignes.every((l) => l[2] === "1" && l[3] === "20260101")).toBe(true);
    const solde = (compte: string, aux = "") =>
      lignes
        .filter((l) => l[4] === compte && l[6] === aux)
        .reduce((s, l) => s + cents(champ(l, 11)) - cents(champ(l, 12)), 0);
    // 411: due 970.50, paid 970.50, payment reversed: 970.50 owed.
    expect(solde("411000", "L000007")).toBe(97050);
    // 467: 970.50 credited, the fee reversed, 500 paid out: 470.50 owed to the owner.
    expect(solde("467000", "P000003")).toBe(-47050);
    expect(solde("165000", "L000007")).toBe(-150000);
    expect(lignes.some((l) => l[4] === "706000")).toBe(false);
    expect(lignes.reduce((s, l) => s + cents(champ(l, 11)) - cents(champ(l, 12)), 0)).toBe(0);
  });
});
