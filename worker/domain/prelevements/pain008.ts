// The SEPA direct debit file of a batch (issue 41, ADR 041): ISO 20022 pain.008.001.08 (SEPA Core), one payment
// information block per sequence type (FRST, RCUR) and collection date, the agency's ICS as creditor scheme id,
// one transaction per term with its mandate. Pure: data in, XML out.
import { normaliserBic, normaliserIban } from "../sepa/iban";
import { identifiantSepa, montantSepa, nomSepa, texteSepa, xmlTexte } from "../sepa/texte";
import { moisDe } from "./selection";

export interface DebitSepa {
  QuitanceId: number;
  /** The term's first day: its month in the remittance text. */
  dateTerme: string;
  montant: number;
  rum: string;
  dateSignature: string;
  titulaire: string;
  iban: string;
  bic: string | null;
  sequence: "FRST" | "RCUR";
}

export interface LotPrelevement {
  id: number;
  dateEcheance: string;
  createdAt: string;
  creancier: { nom: string; iban: string; bic: string; ics: string };
  debits: readonly DebitSepa[];
}

export const nomFichierPrelevement = (date: string) => `prelevements-${date}.xml`;
export const msgIdPrelevement = (lot: Pick<LotPrelevement, "id" | "dateEcheance">) =>
  identifiantSepa(`PRL-${lot.dateEcheance}-${lot.id}`);
/** The transaction's id, naming the term: a return line of a statement carries it back (Q = the term's id). */
export const endToEndIdPrelevement = (lotId: number, quitanceId: number) =>
  identifiantSepa(`PRL${lotId}-Q${quitanceId}`);
/** "PRL12-Q345" -> 345: the term a return names. */
export function termeDeEndToEndId(ref: string): { lot: number; QuitanceId: number } | null {
  const m = /PRL(\d+)-Q(\d+)/.exec(ref.toUpperCase());
  return m ? { lot: Number(m[1]), QuitanceId: Number(m[2]) } : null;
}

const el = (name: string, inner: string, attrs = "") => `<${name}${attrs}>${inner}</${name}>`;
const txt = (s: string) => xmlTexte(s);
/** A name in the SEPA set; a name no table can write names the mandate or the creditor's ICS (never "Inconnu"). */
const nom = (s: string, parDefaut: string) => txt(nomSepa(s, parDefaut));
const somme = (ds: readonly DebitSepa[]) => montantSepa(ds.reduce((s, d) => s + d.montant, 0));

function transaction(lot: LotPrelevement, d: DebitSepa): string {
  const agent = d.bic ? el("BICFI", normaliserBic(d.bic)) : el("Othr", el("Id", "NOTPROVIDED"));
  return el(
    "DrctDbtTxInf",
    el("PmtId", el("EndToEndId", txt(endToEndIdPrelevement(lot.id, d.QuitanceId)))) +
      el("InstdAmt", montantSepa(d.montant), ' Ccy="EUR"') +
      el(
        "DrctDbtTx",
        el(
          "MndtRltdInf",
          el("MndtId", txt(identifiantSepa(d.rum))) + el("DtOfSgntr", d.dateSignature),
        ),
      ) +
      el("DbtrAgt", el("FinInstnId", agent)) +
      el("Dbtr", el("Nm", nom(d.titulaire, `Titulaire du mandat ${d.rum}`))) +
      el("DbtrAcct", el("Id", el("IBAN", normaliserIban(d.iban)))) +
      el("RmtInf", el("Ustrd", txt(texteSepa(`Loyer ${moisDe(d.dateTerme)}`, 140)))),
  );
}

function bloc(
  lot: LotPrelevement,
  sequence: "FRST" | "RCUR",
  debits: readonly DebitSepa[],
): string {
  const c = lot.creancier;
  return el(
    "PmtInf",
    el("PmtInfId", txt(identifiantSepa(`PRL-${lot.id}-${sequence}-${lot.dateEcheance}`))) +
      el("PmtMtd", "DD") +
      el("NbOfTxs", String(debits.length)) +
      el("CtrlSum", somme(debits)) +
      el(
        "PmtTpInf",
        el("SvcLvl", el("Cd", "SEPA")) + el("LclInstrm", el("Cd", "CORE")) + el("SeqTp", sequence),
      ) +
      el("ReqdColltnDt", lot.dateEcheance) +
      el("Cdtr", el("Nm", nom(c.nom, `Creancier ${c.ics}`))) +
      el("CdtrAcct", el("Id", el("IBAN", normaliserIban(c.iban)))) +
      el("CdtrAgt", el("FinInstnId", el("BICFI", normaliserBic(c.bic)))) +
      el("ChrgBr", "SLEV") +
      el(
        "CdtrSchmeId",
        el(
          "Id",
          el("PrvtId", el("Othr", el("Id", txt(c.ics)) + el("SchmeNm", el("Prtry", "SEPA")))),
        ),
      ) +
      debits.map((d) => transaction(lot, d)).join(""),
  );
}

/** The pain.008.001.08 document: NbOfTxs and CtrlSum exact in the header and in each block. */
export function pain008(lot: LotPrelevement): string {
  const blocs = (["FRST", "RCUR"] as const)
    .map((s) => [s, lot.debits.filter((d) => d.sequence === s)] as const)
    .filter(([, ds]) => ds.length > 0);
  const entete = el(
    "GrpHdr",
    el("MsgId", txt(msgIdPrelevement(lot))) +
      el("CreDtTm", lot.createdAt.slice(0, 19)) +
      el("NbOfTxs", String(lot.debits.length)) +
      el("CtrlSum", somme(lot.debits)) +
      el("InitgPty", el("Nm", nom(lot.creancier.nom, `Creancier ${lot.creancier.ics}`))),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(
    "Document",
    el("CstmrDrctDbtInitn", entete + blocs.map(([s, ds]) => bloc(lot, s, ds)).join("")),
    ' xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"',
  )}\n`;
}
