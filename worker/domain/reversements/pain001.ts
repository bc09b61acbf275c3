// The SEPA credit transfer file of a payout batch (issue 38, part 3, ADR 032): ISO 20022 pain.001.001.09, one
// payment information block from the agency's trust account, one transaction per owner. Pure: data in, XML out.
import { identifiantSepa, montantSepa, nomSepa, texteSepa, xmlTexte } from "../sepa/texte";
import { normaliserBic, normaliserIban } from "../sepa/iban";
import { moisEnToutesLettres, periode } from "./selection";

export interface VirementSepa {
  ClientId: number;
  nom: string;
  iban: string;
  bic: string | null;
  montant: number;
  /** The months (YYYY-MM) of the rents this payout pays out to the owner (issue 60 item 9); none: the batch's. */
  mois?: readonly string[];
  /** Another payout's own ids and text (a supplier's invoice, ADR 121); by default the owner's. */
  endToEnd?: string;
  remise?: string;
}

export interface LotSepa {
  id: number;
  /** The batch date: the requested execution date. */
  date: string;
  /** When the batch was validated (ISO): the file's creation time, stored with the file (issue 59). */
  createdAt: string;
  debiteur: { nom: string; iban: string; bic: string };
  virements: readonly VirementSepa[];
  /** The MsgId's prefix: "REV" for the owners' payouts, "FOU" for the suppliers' (ADR 121). */
  prefixe?: string;
}

/** The file's name: "reversements-2026-11-30.xml" (the batch's number when several share a date is in the XML). */
export const nomFichierSepa = (date: string) => `reversements-${date}.xml`;

/** MsgId, stable for a batch: a file sent twice is refused by the bank as a duplicate, never paid twice. */
export const msgId = (lot: Pick<LotSepa, "id" | "date" | "prefixe">) =>
  identifiantSepa(`${lot.prefixe ?? "REV"}-${lot.date}-${lot.id}`);
export const endToEndId = (lotId: number, clientId: number) =>
  identifiantSepa(`REV${lotId}-C${clientId}`);
/** The Ustrd's bound (pain.001's Max140Text). */
const USTRD_MAX = 140;

/**
 * The remittance text each owner reads on their statement: the months whose rents are paid out, else the batch's
 * month, and the batch named as on their account entry (« virement groupé », never « lot », an apartment to an
 * owner; libelleReversement): "Reversement loyers septembre et octobre 2026 - virement groupe 12" in the SEPA set.
 * Months too many for 140 characters read as their span, so that the batch's number is never cut off.
 */
export function remiseSepa(lot: Pick<LotSepa, "id" | "date">, mois: readonly string[] = []) {
  const lotTexte = ` - virement groupé ${lot.id}`;
  const texte = (periodes: string) =>
    texteSepa(`Reversement loyers ${periodes}${lotTexte}`, Number.POSITIVE_INFINITY);
  const tries = [...mois].sort();
  const complet = texte(tries.length ? moisEnToutesLettres(tries) : periode(lot.date));
  if (complet.length <= USTRD_MAX) return complet;
  const [premier = lot.date, dernier = lot.date] = [tries[0], tries[tries.length - 1]];
  return texteSepa(texte(`de ${periode(premier)} à ${periode(dernier)}`), USTRD_MAX);
}

const el = (name: string, inner: string, attrs = "") => `<${name}${attrs}>${inner}</${name}>`;
const txt = (s: string) => xmlTexte(s);
/** A name in the SEPA set; a name no table can write names the owner's number or the agency (never "Inconnu"). */
const nom = (s: string, parDefaut: string) => txt(nomSepa(s, parDefaut));

function transaction(lot: LotSepa, v: VirementSepa): string {
  return el(
    "CdtTrfTxInf",
    el("PmtId", el("EndToEndId", txt(v.endToEnd ?? endToEndId(lot.id, v.ClientId)))) +
      el("Amt", el("InstdAmt", montantSepa(v.montant), ' Ccy="EUR"')) +
      (v.bic ? el("CdtrAgt", el("FinInstnId", el("BICFI", normaliserBic(v.bic)))) : "") +
      el("Cdtr", el("Nm", nom(v.nom, `Proprietaire n. ${v.ClientId}`))) +
      el("CdtrAcct", el("Id", el("IBAN", normaliserIban(v.iban)))) +
      el("RmtInf", el("Ustrd", txt(v.remise ?? remiseSepa(lot, v.mois)))),
  );
}

/** The pain.001.001.09 document: NbOfTxs the transactions, CtrlSum their sum to the cent, in both headers. */
export function pain001(lot: LotSepa): string {
  const nb = String(lot.virements.length);
  const somme = montantSepa(lot.virements.reduce((s, v) => s + v.montant, 0));
  const id = txt(msgId(lot));
  const debiteur = nom(lot.debiteur.nom, "Agence");
  const entete = el(
    "GrpHdr",
    el("MsgId", id) +
      el("CreDtTm", lot.createdAt.slice(0, 19)) +
      el("NbOfTxs", nb) +
      el("CtrlSum", somme) +
      el("InitgPty", el("Nm", debiteur)),
  );
  const paiement = el(
    "PmtInf",
    el("PmtInfId", id) +
      el("PmtMtd", "TRF") +
      el("NbOfTxs", nb) +
      el("CtrlSum", somme) +
      el("PmtTpInf", el("SvcLvl", el("Cd", "SEPA"))) +
      el("ReqdExctnDt", el("Dt", lot.date)) +
      el("Dbtr", el("Nm", debiteur)) +
      el("DbtrAcct", el("Id", el("IBAN", normaliserIban(lot.debiteur.iban)))) +
      el("DbtrAgt", el("FinInstnId", el("BICFI", normaliserBic(lot.debiteur.bic)))) +
      el("ChrgBr", "SLEV") +
      lot.virements.map((v) => transaction(lot, v)).join(""),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(
    "Document",
    el("CstmrCdtTrfInitn", entete + paiement),
    ' xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"',
  )}\n`;
}
