// Bank statements an attacker would send: each at the size asked, made of what made a reader slow or crash
// (end tags matching nothing, tags never ended, nesting thousands deep, one huge row), and ordinary ones of the
// same size to compare. Used by the parsers' tests (a 196 KB file) and by the bench (5 MB).

const ofx1 = (corps: string) => `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n${corps}`;
const camtDebut = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>FR7630004001230001234567890</IBAN></Id><Ccy>EUR</Ccy></Acct>
`;
const camtFin = "</Stmt></BkToCstmrStmt></Document>";

/** `motif` repeated to about `taille` characters. */
const jusqua = (taille: number, motif: string) =>
  motif.repeat(Math.max(1, Math.floor(taille / motif.length)));

const trnSgml = (i: number) =>
  `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261102<TRNAMT>${(i % 900) + 10},50<FITID>F${i}<NAME>VIR LOYER ${i}</STMTTRN>\n`;
const ntry = (i: number) =>
  `<Ntry><Amt Ccy="EUR">${(i % 900) + 10}.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-02</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>VIR LOYER ${i}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`;
const lignes = (taille: number, ligne: (i: number) => string) => {
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; n < taille; i++) {
    const l = ligne(i);
    parts.push(l);
    n += l.length;
  }
  return parts.join("");
};

export const hostiles = {
  /** OFX 1: aggregates left open, then end tags of another name (each once searched the whole stack). */
  ofxFermantesOrphelines: (taille: number) =>
    ofx1(`${"<BANKMSGSRSV1>".repeat(90)}${jusqua(taille, "</STMTRS>")}</BANKMSGSRSV1>`),
  /** OFX 1: tags never ended by ">" (each once read to the end of the file). */
  ofxBalisesNonFermees: (taille: number) => ofx1(jusqua(taille, "<STMTTRN")),
  /** OFX 1: end tags never ended by ">". */
  ofxFermantesNonTerminees: (taille: number) => ofx1(jusqua(taille, "</STMTTRN")),
  /** OFX 1: aggregates nested `profondeur` deep. */
  ofxImbrique: (profondeur: number) =>
    ofx1(`${"<AGG>\n".repeat(profondeur)}${"</AGG>".repeat(profondeur)}</OFX>`),
  /** OFX 2 (XML) nested `profondeur` deep. */
  ofx2Imbrique: (profondeur: number) =>
    `<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>\n${"<AGG>\n".repeat(profondeur)}${"</AGG>".repeat(profondeur)}</OFX>`,
  /** camt.053 nested `profondeur` deep inside a statement. */
  camtImbrique: (profondeur: number) =>
    `${camtDebut}${"<Ntry>\n".repeat(profondeur)}${"</Ntry>".repeat(profondeur)}${camtFin}`,
  /** camt.053: blocks 90 deep, side by side, to the size asked (deep and wide at once, under the limit). */
  camtLargeEtProfond: (taille: number) =>
    `${camtDebut}${jusqua(taille, `${"<Rsn>".repeat(90)}${"</Rsn>".repeat(90)}\n`)}${camtFin}`,
  /** camt.053: tags never ended. */
  camtBalisesNonFermees: (taille: number) => `${camtDebut}${jusqua(taille, "<Ntry")}`,
  /** CSV: a row of `taille / 2` separators among ordinary rows (the columns' guess once went columns x rows). */
  csvLigneImmense: (taille: number) =>
    `01/11/2026;OUVERTURE;0,00\n02/11/2026;LARGE;1,00${";".repeat(taille / 2)}\n${lignes(taille / 2, (i) => `02/11/2026;VIR ${i};${i},50\n`)}`,
  /** CFONB 120: one movement followed by complements only (each once rebuilt the growing label). */
  cfonbComplements: (taille: number) => {
    const rec = (s: string) => `${s.padEnd(120, " ")}\n`;
    const zero = "0000000000000{";
    const solde01 = rec(`0130004    00123EUR2 00012345678  011126${" ".repeat(50)}${zero}`);
    const mvt = rec(
      `0430004    00123EUR2 00012345678  021126${" ".repeat(8)}VIR LOYER${" ".repeat(22)}${" ".repeat(11)}${zero}`,
    );
    const compl = rec(
      `0530004    00123EUR2 00012345678${" ".repeat(13)}LIB${"COMPLEMENT ".repeat(6)}`,
    );
    const solde07 = rec(`0730004    00123EUR2 00012345678  301126${" ".repeat(50)}${zero}`);
    return solde01 + mvt + jusqua(taille, compl) + solde07;
  },
  /** An ordinary OFX 1 statement of about `taille` characters. */
  ofxNormal: (taille: number) =>
    ofx1(
      `<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>EUR\n<BANKACCTFROM><BANKID>30004<BRANCHID>00123<ACCTID>00012345678</BANKACCTFROM>\n<BANKTRANLIST><DTSTART>20261101<DTEND>20261130\n${lignes(taille, trnSgml)}</BANKTRANLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
    ),
  /** An ordinary camt.053 of about `taille` characters. */
  camtNormal: (taille: number) => `${camtDebut}${lignes(taille, ntry)}${camtFin}`,
};
