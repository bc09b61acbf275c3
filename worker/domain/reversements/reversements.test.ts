import { describe, expect, it } from "vitest";
import { endToEndId, msgId, nomFichierSepa, pain001, remiseSepa } from "./pain001";
import {
  type Candidat,
  libelleReversement,
  MSG_DEJA_CE_JOUR,
  MSG_EN_BROUILLON,
  MSG_RIEN_A_REVERSER,
  MSG_SANS_IBAN,
  periode,
  selectionner,
} from "./selection";

const IBAN = "FR7630006000011234567890189";
const candidat = (o: Partial<Candidat> & { ClientId: number }): Candidat => ({
  nom: `Proprio ${o.ClientId}`,
  iban: IBAN,
  bic: null,
  solde: 0,
  reserve: 0,
  enBrouillon: 0,
  dejaCeJour: null,
  ibanEnAttente: null,
  ...o,
});

describe("payout lines", () => {
  it("pays the balance less the reserve, to the cent", () => {
    const r = selectionner([
      candidat({ ClientId: 1, solde: 123456, reserve: 10001 }),
      candidat({ ClientId: 2, solde: 1 }),
    ]);
    expect(r.lignes.map((l) => [l.ClientId, l.montant])).toEqual([
      [1, 113455],
      [2, 1],
    ]);
    expect(r.total).toBe(113456);
    expect(r.ecartes).toEqual([]);
  });
  it("leaves out, with the French reason, owners with nothing available or no IBAN", () => {
    const r = selectionner([
      candidat({ ClientId: 1, nom: "A", solde: 5000, reserve: 5000 }),
      candidat({ ClientId: 2, nom: "B", solde: -300 }),
      candidat({ ClientId: 3, nom: "C", solde: 5000, iban: null }),
      candidat({ ClientId: 4, nom: "D", solde: 5000, iban: "" }),
    ]);
    expect(r.lignes).toEqual([]);
    expect(r.total).toBe(0);
    expect(r.ecartes.map((e) => e.motif)).toEqual([
      MSG_RIEN_A_REVERSER,
      MSG_RIEN_A_REVERSER,
      MSG_SANS_IBAN,
      MSG_SANS_IBAN,
    ]);
    expect(MSG_SANS_IBAN).toMatch(/IBAN/);
  });
  it("never pays again what a draft holds nor an owner already in a batch of that date", () => {
    const r = selectionner([
      candidat({ ClientId: 1, nom: "A", solde: 10000, enBrouillon: 10000 }),
      candidat({ ClientId: 2, nom: "B", solde: 10000, enBrouillon: 2500 }),
      candidat({ ClientId: 3, nom: "C", solde: 10000, dejaCeJour: 7 }),
    ]);
    expect(r.lignes.map((l) => [l.ClientId, l.montant])).toEqual([[2, 7500]]);
    expect(r.ecartes.map((e) => e.motif)).toEqual([MSG_EN_BROUILLON, MSG_DEJA_CE_JOUR(7)]);
  });
  it("leaves out an owner whose new IBAN waits for its verification, with the day it was typed (Paris)", () => {
    const r = selectionner([
      candidat({ ClientId: 1, nom: "A", solde: 10000, ibanEnAttente: "2026-11-20T23:30:00.000Z" }),
      candidat({ ClientId: 2, nom: "B", solde: 0, ibanEnAttente: "2026-11-20T10:00:00.000Z" }),
    ]);
    expect(r.lignes).toEqual([]);
    expect(r.ecartes.map((e) => e.motif)).toEqual([
      "IBAN modifié le 21/11/2026, en attente de vérification",
      MSG_RIEN_A_REVERSER,
    ]);
  });
  it("names the period and the batch in an owner's words: a grouped transfer, never a « lot » (an apartment to them)", () => {
    expect(periode("2026-02-28")).toBe("février 2026");
    expect(libelleReversement(12, "2026-11-30")).toBe(
      "Reversement novembre 2026 (virement groupé n° 12 du 30/11/2026)",
    );
    expect(libelleReversement(12, "2026-11-30")).not.toMatch(/\blot\b/);
  });
});

describe("pain.001 file", () => {
  const lot = {
    id: 12,
    date: "2026-11-30",
    createdAt: "2026-11-24T10:11:12.345Z",
    debiteur: {
      nom: "Agence Zoë & Cie",
      iban: "FR76 3000 6000 0112 3456 7890 189",
      bic: "agrifrpp",
    },
    virements: [
      {
        ClientId: 3,
        nom: "Müller <Jean>",
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        montant: 100001,
      },
      { ClientId: 4, nom: "Dupont", iban: IBAN, bic: null, montant: 99 },
    ],
  };
  const xml = pain001(lot);
  it("counts the transactions and sums them to the cent in both headers", () => {
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>1001\.00<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<InstdAmt Ccy="EUR">1000.01</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.99</InstdAmt>');
  });
  it("writes the debtor's trust account, the date, the ids and SEPA text only", () => {
    expect(xml).toContain("<ReqdExctnDt><Dt>2026-11-30</Dt></ReqdExctnDt>");
    expect(xml).toContain("<DbtrAcct><Id><IBAN>FR7630006000011234567890189</IBAN>");
    expect(xml).toContain("<BICFI>AGRIFRPP</BICFI>");
    expect(xml).toContain("<Nm>Agence Zoe + Cie</Nm>");
    expect(xml).toContain("<Nm>Muller Jean</Nm>");
    expect(xml).toContain(`<EndToEndId>${endToEndId(12, 3)}</EndToEndId>`);
    expect(xml).toContain(`<MsgId>${msgId(lot)}</MsgId>`);
    expect(xml).toContain("<CreDtTm>2026-11-24T10:11:12</CreDtTm>");
    // « lot » reads as an apartment to an owner: the batch is a « virement groupé », as on their account entry.
    expect(remiseSepa(lot)).toBe("Reversement loyers novembre 2026 - virement groupe 12");
    expect(nomFichierSepa("2026-11-30")).toBe("reversements-2026-11-30.xml");
  });
  it("keeps the batch's number within the 140 characters when the months are many", () => {
    const mois = Array.from(
      { length: 14 },
      (_, k) => `${2025 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, "0")}`,
    );
    const texte = remiseSepa({ id: 123456, date: "2026-02-28" }, mois);
    expect(texte.length).toBeLessThanOrEqual(140);
    expect(texte).toBe(
      "Reversement loyers de janvier 2025 a fevrier 2026 - virement groupe 123456",
    );
  });
});
