// Statements of two French banks and of no stated account (ADR 043), as their banks write them: a CFONB 120 file
// of BNP Paribas (RIB 30004 00123 00012345678), an OFX 1 file of Société Générale (30003 01234 00050012345), a
// camt.053 of a German bank (IBAN and BIC), and a CSV that names no account. Shared by the API, edge and E2E tests.

export const BNP = { iban: "FR7630004001230001234567843", libelle: "BNP Paribas · FR76 …7843" };
export const SG = { iban: "FR7630003012340005001234509", libelle: "Société Générale · FR76 …4509" };
export const COBA = { iban: "DE89370400440532013000", libelle: "COBADEFFXXX · DE89 …3000" };

/** One 120-character CFONB record from its zones (1-based positions of the CFONB brochure). */
function enregistrement(zones: [number, string][]): string {
  const l = Array(120).fill(" ");
  for (const [pos, texte] of zones)
    [...texte].forEach((c, i) => {
      l[pos - 1 + i] = c;
    });
  return l.join("");
}

/** "1234,56" -> the 14-character CFONB amount, its sign in the last character. */
function montantCfonb(cents: number): string {
  const s = String(Math.abs(cents)).padStart(14, "0");
  const dernier = Number(s.at(-1));
  return s.slice(0, 13) + (cents < 0 ? "}JKLMNOPQR" : "{ABCDEFGHI")[dernier];
}

const jjmmaa = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;

export interface Mouvement {
  date: string;
  libelle: string;
  /** Cents, a credit positive. */
  cents: number;
}

/** BNP Paribas' CFONB 120 statement from `du` to `au`, opening at `ouverture` cents. */
export function cfonbBnp(du: string, au: string, mouvements: Mouvement[], ouverture = 100000) {
  const compte = (type: string): [number, string][] => [
    [1, type],
    [3, "30004"],
    [12, "00123"],
    [17, "EUR"],
    [20, "2"],
    [22, "00012345678"],
  ];
  const fin = ouverture + mouvements.reduce((s, m) => s + m.cents, 0);
  return [
    enregistrement([...compte("01"), [35, jjmmaa(du)], [91, montantCfonb(ouverture)]]),
    ...mouvements.map((m) =>
      enregistrement([
        ...compte("04"),
        [35, jjmmaa(m.date)],
        [43, jjmmaa(m.date)],
        [49, m.libelle.slice(0, 31)],
        [91, montantCfonb(m.cents)],
      ]),
    ),
    enregistrement([...compte("07"), [35, jjmmaa(au)], [91, montantCfonb(fin)]]),
  ].join("\n");
}

const compact = (iso: string) => iso.replaceAll("-", "");
const euros = (cents: number) => (cents / 100).toFixed(2);

/** Société Générale's OFX 1 (SGML) statement: BANKID, BRANCHID, ACCTID; its closing balance `solde` cents. */
export function ofxSg(du: string, au: string, mouvements: Mouvement[], solde = 250000) {
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS>
<CURDEF>EUR
<BANKACCTFROM><BANKID>30003<BRANCHID>01234<ACCTID>00050012345<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>${compact(du)}<DTEND>${compact(au)}
${mouvements
  .map(
    (m, i) =>
      `<STMTTRN><TRNTYPE>${m.cents > 0 ? "CREDIT" : "DEBIT"}<DTPOSTED>${compact(m.date)}<TRNAMT>${euros(m.cents)}<FITID>SG${i}<NAME>${m.libelle}</STMTTRN>`,
  )
  .join("\n")}
</BANKTRANLIST>
<LEDGERBAL><BALAMT>${euros(solde)}<DTASOF>${compact(au)}</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

/** A German bank's camt.053: the account's IBAN and its servicer's BIC. */
export function camtCoba(jour: string, mouvements: Mouvement[], ouverture = 0) {
  const fin = ouverture + mouvements.reduce((s, m) => s + m.cents, 0);
  const bal = (code: string, cents: number) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${euros(Math.abs(cents))}</Amt><CdtDbtInd>${cents < 0 ? "DBIT" : "CRDT"}</CdtDbtInd><Dt><Dt>${jour}</Dt></Dt></Bal>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId><CreDtTm>${jour}T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><CreDtTm>${jour}T20:00:00</CreDtTm>
<Acct><Id><IBAN>${COBA.iban}</IBAN></Id><Ccy>EUR</Ccy><Svcr><FinInstnId><BIC>COBADEFFXXX</BIC></FinInstnId></Svcr></Acct>
${bal("OPBD", ouverture)}${bal("CLBD", fin)}
${mouvements
  .map(
    (m) =>
      `<Ntry><Amt Ccy="EUR">${euros(Math.abs(m.cents))}</Amt><CdtDbtInd>${m.cents < 0 ? "DBIT" : "CRDT"}</CdtDbtInd><BookgDt><Dt>${m.date}</Dt></BookgDt><AddtlNtryInf>${m.libelle}</AddtlNtryInf></Ntry>`,
  )
  .join("\n")}
</Stmt></BkToCstmrStmt></Document>`;
}

/** An online-banking CSV export that names no account. */
export const csvSansCompte = (mouvements: Mouvement[]) =>
  [
    "Date;Libellé;Montant",
    ...mouvements.map(
      (m) =>
        `${m.date.slice(8, 10)}/${m.date.slice(5, 7)}/${m.date.slice(0, 4)};${m.libelle};${euros(m.cents).replace(".", ",")}`,
    ),
  ].join("\n");
