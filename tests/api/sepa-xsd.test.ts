import { describe, expect, it } from "vitest";
import { erreursXsd, SCHEMA_PAIN_001, SCHEMA_PAIN_008 } from "../support/xsd";

// The XSD helper itself: a well-formed pain.001 / pain.008 passes, a broken one names its error.
const PAIN_001 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn><GrpHdr><MsgId>M1</MsgId>
<CreDtTm>2026-11-24T10:00:00</CreDtTm><NbOfTxs>1</NbOfTxs><CtrlSum>10.00</CtrlSum><InitgPty><Nm>Agence</Nm></InitgPty></GrpHdr>
<PmtInf><PmtInfId>P1</PmtInfId><PmtMtd>TRF</PmtMtd><NbOfTxs>1</NbOfTxs><CtrlSum>10.00</CtrlSum>
<ReqdExctnDt><Dt>2026-11-25</Dt></ReqdExctnDt><Dbtr><Nm>Agence</Nm></Dbtr><DbtrAcct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></DbtrAcct>
<DbtrAgt><FinInstnId><BICFI>AGRIFRPP</BICFI></FinInstnId></DbtrAgt>
<CdtTrfTxInf><PmtId><EndToEndId>E1</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">10.00</InstdAmt></Amt>
<Cdtr><Nm>Owner</Nm></Cdtr><CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct></CdtTrfTxInf></PmtInf>
</CstmrCdtTrfInitn></Document>`;

describe("XSD validation helper", () => {
  it("passes a valid pain.001.001.09 and names the error of a broken one", async () => {
    expect(await erreursXsd(PAIN_001, SCHEMA_PAIN_001)).toEqual([]);
    const errors = await erreursXsd(
      PAIN_001.replace("<NbOfTxs>1</NbOfTxs>", "<NbOfTxs>x</NbOfTxs>"),
      SCHEMA_PAIN_001,
    );
    expect(errors.join("\n")).toMatch(/NbOfTxs/);
  });
  it("refuses a credit transfer against the direct debit schema", async () => {
    expect(await erreursXsd(PAIN_001, SCHEMA_PAIN_008)).not.toEqual([]);
  });
});
