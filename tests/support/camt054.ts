// A bank's debit notification (camt.054.001.08, BkToCstmrDbtCdtNtfctn) of one SEPA direct debit returned to the
// creditor, as French banks send them for R-transactions: the entry is a debit of the creditor's account, its
// transaction names the original EndToEndId and the ISO reason in `RtrInf`. Shared by the API and edge tests.

/** The return of the direct debit `endToEndId` (e.g. "PRL3-Q12") of `montant` euros ("970.50"), reason `code`. */
export function retourCamt054(o: {
  endToEndId: string;
  montant: string;
  code: string;
  date: string;
  iban?: string;
}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>NTF-${o.endToEndId}</MsgId><CreDtTm>${o.date}T08:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>N1</Id><Acct><Id><IBAN>${o.iban ?? "FR7630004001230001234567843"}</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Ntry><Amt Ccy="EUR">${o.montant}</Amt><CdtDbtInd>DBIT</CdtDbtInd><RvslInd>true</RvslInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>${o.date}</Dt></BookgDt><ValDt><Dt>${o.date}</Dt></ValDt>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>${o.endToEndId}</EndToEndId><MndtId>RUM</MndtId></Refs>
<Amt Ccy="EUR">${o.montant}</Amt><CdtDbtInd>DBIT</CdtDbtInd>
<RltdPties><Dbtr><Pty><Nm>Zoe d Arcon</Nm></Pty></Dbtr></RltdPties>
<RmtInf><Strd><CdtrRefInf><Ref>LOYER DECEMBRE</Ref></CdtrRefInf></Strd></RmtInf>
<RtrInf><Rsn><Cd>${o.code}</Cd></Rsn></RtrInf></TxDtls></NtryDtls></Ntry>
</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>
`;
}
