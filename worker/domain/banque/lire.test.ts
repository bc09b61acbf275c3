import { describe, expect, it } from "vitest";
import { present } from "../present";
import { eurosFr } from "../loyer";
import { lireReleve } from "./lire";
import { ReleveInvalide } from "./releve";
import { retourCamt054 } from "../../../tests/support/camt054";

const utf8 = (s: string) => new TextEncoder().encode(s);
/** Latin-1 bytes of a string (every character here is below U+0100). */
const latin1 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

function refus(bytes: Uint8Array): string {
  try {
    lireReleve(bytes);
  } catch (e) {
    expect(e).toBeInstanceOf(ReleveInvalide);
    return e instanceof Error ? e.message : "";
  }
  throw new Error("le fichier aurait dû être refusé");
}

describe("CSV", () => {
  const csv = [
    "Relevé de compte;;;;",
    "Compte courant n° 00012345678;;;;",
    "",
    "Date;Date de valeur;Débit;Crédit;Libellé",
    "02/11/2026;02/11/2026;;850,00;VIR SEPA MME NGUYEN LOYER NOVEMBRE",
    "03/11/2026;03/11/2026;12,40;;PRLV SEPA FRAIS TENUE DE COMPTE",
    '05/11/2026;05/11/2026;;"1 234,56";REMISE CHEQUE 0012 DURAND',
    "Total;;12,40;2 084,56;",
  ].join("\r\n");

  it("reads a Latin-1 export with débit / crédit columns and header lines before the table", () => {
    const { releves, profil } = lireReleve(latin1(csv));
    expect(profil).toMatchObject({
      separateur: ";",
      entete: 4,
      date: 0,
      debit: 2,
      credit: 3,
      montant: null,
      libelle: [4],
    });
    const [r] = releves;
    expect(r).toMatchObject({
      format: "csv",
      compte: { numero: "00012345678", anciens: [], banque: null },
      devise: "EUR",
      du: "2026-11-02",
      au: "2026-11-05",
    });
    expect(r?.lignes.map((l) => [l.date, l.montant, l.mode])).toEqual([
      ["2026-11-02", 85000, "Virement"],
      ["2026-11-03", -1240, "Prélèvement"],
      ["2026-11-05", 123456, "Chèque"],
    ]);
    expect(r?.lignes[0]?.libelle).toBe("VIR SEPA MME NGUYEN LOYER NOVEMBRE");
  });

  it("reads a UTF-8 export with a comma separator and one signed amount column, and keeps its running balance", () => {
    const r = present(
      lireReleve(
        utf8(
          'Date,Libellé,Montant,Solde\n01/10/2026,Loyer Dupont,"900,00","1 900,00"\n04/10/2026,Frais,"-5,00","1 895,00"\n',
        ),
      ).releves[0],
      "relevé",
    );
    expect(r.lignes.map((l) => l.montant)).toEqual([90000, -500]);
    expect([r.soldeInitial, r.soldeFinal]).toEqual([100000, 189500]);
  });

  it("uses the profile the user corrected", () => {
    const texte = "a;b;c\n01/10/2026;10,00;Loyer\n";
    const profil = {
      separateur: ";" as const,
      entete: 1,
      date: 0,
      libelle: [2],
      montant: 1,
      debit: null,
      credit: null,
      solde: null,
    };
    expect(lireReleve(utf8(texte), profil).releves[0]?.lignes[0]).toMatchObject({
      montant: 1000,
      libelle: "Loyer",
    });
  });

  it("refuses a row whose amount cannot be read, naming its line", () => {
    expect(
      refus(utf8("Date;Libellé;Montant\n01/10/2026;Loyer;12,50\n02/10/2026;Frais;douze\n")),
    ).toBe("Ligne 3 : montant illisible.");
  });
});

describe("OFX", () => {
  const sgml = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS>
<CURDEF>EUR
<BANKACCTFROM><BANKID>30004<BRANCHID>00123<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261101<DTEND>20261130
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261102120000[+1:CET]<TRNAMT>850,00<FITID>A1<NAME>VIR MME NGUYEN<MEMO>LOYER NOV</STMTTRN>
<STMTTRN><TRNTYPE>DIRECTDEP<DTPOSTED>20261103<TRNAMT>-12.40<FITID>A2<NAME>FRAIS</STMTTRN>
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20261105<TRNAMT>+300<FITID>A3<CHECKNUM>0012<NAME>REMISE CHEQUE</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>1137.60<DTASOF>20261130</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

  it("reads OFX 1.x SGML with its leaf tags left open; the amount's sign wins over TRNTYPE", () => {
    const r = present(lireReleve(utf8(sgml)).releves[0], "relevé");
    expect(r).toMatchObject({
      format: "ofx",
      compte: {
        numero: "FR7630004001230001234567843",
        anciens: ["30004/00123/00012345678"],
        banque: "30004",
      },
      du: "2026-11-01",
      au: "2026-11-30",
      soldeFinal: 113760,
    });
    expect(r.lignes.map((l) => [l.date, l.montant, l.libelle, l.mode, l.reference])).toEqual([
      ["2026-11-02", 85000, "VIR MME NGUYEN LOYER NOV", "Virement", null],
      ["2026-11-03", -1240, "FRAIS", "Virement", null],
      ["2026-11-05", 30000, "REMISE CHEQUE", "Chèque", "0012"],
    ]);
  });

  it("reads OFX 2.x XML", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="211"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR</CURDEF><BANKACCTFROM><BANKID>1</BANKID><ACCTID>2</ACCTID></BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>XFER</TRNTYPE><DTPOSTED>20261102</DTPOSTED><TRNAMT>-80</TRNAMT><NAME>Plombier</NAME></STMTTRN></BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    expect(lireReleve(utf8(xml)).releves[0]?.lignes).toEqual([
      {
        date: "2026-11-02",
        montant: -8000,
        libelle: "Plombier",
        reference: null,
        contrepartie: null,
        mode: "Virement",
      },
    ]);
  });

  it("refuses a statement in another currency", () => {
    expect(refus(utf8(sgml.replace("<CURDEF>EUR", "<CURDEF>USD")))).toBe(
      "Relevé 1 : devise USD ; seuls les relevés en euros sont acceptés.",
    );
  });
});

describe("QIF", () => {
  it("reads French day-first dates and amounts with a decimal comma", () => {
    const qif =
      "!Type:Bank\nD15/11/2026\nT850,00\nPMME NGUYEN\nMLoyer\n^\nD16/11/2026\nT-1 000,00\nN123\nPDURAND\n";
    const r = present(lireReleve(latin1(qif)).releves[0], "relevé");
    expect(r.lignes.map((l) => [l.date, l.montant, l.libelle, l.mode])).toEqual([
      ["2026-11-15", 85000, "MME NGUYEN Loyer", "Autre"],
      ["2026-11-16", -100000, "DURAND", "Chèque"],
    ]);
  });

  it("refuses a date it cannot read, naming its line", () => {
    expect(refus(utf8("!Type:Bank\nD15/11/2026\nT1,00\n^\nDhier\nT2,00\n^\n"))).toBe(
      "Ligne 5 : date « hier » illisible (QIF).",
    );
  });
});

// One 120-character CFONB record from its zones (1-based positions of the CFONB brochure).
function enregistrement(zones: [number, string][]): string {
  const l = Array(120).fill(" ");
  for (const [pos, texte] of zones)
    [...texte].forEach((c, i) => {
      l[pos - 1 + i] = c;
    });
  return l.join("");
}
const compte = (type: string): [number, string][] => [
  [1, type],
  [3, "30004"],
  [12, "00123"],
  [17, "EUR"],
  [20, "2"],
  [22, "00012345678"],
];

describe("CFONB 120", () => {
  const fichier = (nouveauSolde: string) =>
    [
      enregistrement([...compte("01"), [35, "011126"], [91, "0000000010000{"]]), // 1 000,00
      enregistrement([
        ...compte("04"),
        [33, "05"],
        [35, "021126"],
        [43, "021126"],
        [49, "VIR SEPA MME NGUYEN"],
        [91, "0000000008500{"],
        [105, "LOY-12-202611"],
      ]),
      enregistrement([...compte("05"), [35, "021126"], [46, "NPY"], [49, "NGUYEN-BERANGER THI"]]),
      enregistrement([...compte("05"), [35, "021126"], [46, "LIB"], [49, "LOYER NOVEMBRE"]]),
      enregistrement([
        ...compte("04"),
        [35, "031126"],
        [49, "PRLV SEPA ASSURANCE"],
        [91, "0000000000124J"],
      ]), // -12,41
      enregistrement([...compte("07"), [35, "301126"], [91, nouveauSolde]]),
    ].join("\n");

  it("reads 04/05 pairs, a negative amount from its last character, and checks the balances", () => {
    const r = present(lireReleve(utf8(fichier("0000000018375I"))).releves[0], "relevé"); // 1 837,59
    expect(r).toMatchObject({
      format: "cfonb",
      compte: {
        numero: "FR7630004001230001234567843",
        anciens: ["30004/00123/00012345678"],
        banque: "30004",
      },
      du: "2026-11-01",
      au: "2026-11-30",
      soldeInitial: 100000,
      soldeFinal: 183759,
    });
    expect(r.lignes).toEqual([
      {
        date: "2026-11-02",
        montant: 85000,
        libelle: "VIR SEPA MME NGUYEN LOYER NOVEMBRE",
        reference: "LOY-12-202611",
        contrepartie: "NGUYEN-BERANGER THI",
        mode: "Virement",
      },
      {
        date: "2026-11-03",
        montant: -1241,
        libelle: "PRLV SEPA ASSURANCE",
        reference: null,
        contrepartie: null,
        mode: "Prélèvement",
      },
    ]);
  });

  it("refuses a statement whose balances do not add up, naming the new balance's line", () => {
    expect(refus(utf8(fichier("0000000018376I")))).toBe(
      `Ligne 6 : le nouveau solde (${eurosFr(183769)}) ne correspond pas à l'ancien solde de la ligne 1 plus les mouvements (${eurosFr(183759)}).`,
    );
  });

  it("refuses a cut file", () => {
    const coupe = fichier("0000000018375I").split("\n").slice(0, 4).join("\n");
    expect(refus(utf8(coupe))).toBe("Ligne 4 : fichier coupé, nouveau solde (07) manquant.");
  });
});

describe("camt.053", () => {
  const camt = (cloture: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>FR7630004001230001234567890</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${cloture}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>
<Ntry><Amt Ccy="EUR">850.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-02</Dt></BookgDt>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>E2E-1</EndToEndId></Refs><RltdPties><Dbtr><Nm>Nguyễn-Béranger Thị</Nm></Dbtr></RltdPties>
<RmtInf><Strd><CdtrRefInf><Ref>LOY-12-202611</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="EUR">12.41</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-03</Dt></BookgDt>
<NtryDtls><TxDtls><RmtInf><Ustrd>PRLV ASSURANCE</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`;

  it("reads two entries with the structured reference and the debtor's name", () => {
    const r = present(lireReleve(utf8(camt("1837.59"))).releves[0], "relevé");
    expect(r).toMatchObject({
      format: "camt053",
      compte: expect.objectContaining({ numero: "FR7630004001230001234567890" }),
      soldeInitial: 100000,
      soldeFinal: 183759,
    });
    expect(r.lignes).toEqual([
      {
        date: "2026-11-02",
        montant: 85000,
        libelle: "Crédit",
        reference: "LOY-12-202611",
        contrepartie: "Nguyễn-Béranger Thị",
        mode: "Virement",
      },
      {
        date: "2026-11-03",
        montant: -1241,
        libelle: "PRLV ASSURANCE",
        reference: null,
        contrepartie: null,
        mode: "Prélèvement",
      },
    ]);
  });

  it("refuses a statement whose closing balance does not add up", () => {
    expect(refus(utf8(camt("1837.60")))).toMatch(
      /^Relevé 1 \(FR7630004001230001234567890\) : le solde de clôture/,
    );
  });

  it("refuses XML that is not well formed, naming the line", () => {
    expect(refus(utf8(camt("1837.59").replace("</Ntry>", "")))).toMatch(
      /^Ligne \d+ : XML mal formé \(camt\.053\)/,
    );
  });
});

describe("camt.054", () => {
  it("reads a returned direct debit: the original EndToEndId as reference, the ISO reason in the label", () => {
    const r = present(
      lireReleve(
        utf8(
          retourCamt054({
            endToEndId: "PRL3-Q12",
            montant: "970.50",
            code: "AM04",
            date: "2026-12-08",
          }),
        ),
      ).releves[0],
      "avis",
    );
    expect(r).toMatchObject({
      format: "camt054",
      compte: expect.objectContaining({ numero: "FR7630004001230001234567843" }),
      soldeInitial: null,
      soldeFinal: null,
    });
    expect(r.lignes).toEqual([
      {
        date: "2026-12-08",
        montant: -97050,
        libelle: "Retour AM04",
        reference: "PRL3-Q12",
        contrepartie: null,
        mode: "Prélèvement",
      },
    ]);
  });
});

describe("anything else", () => {
  it("refuses binary garbage, an empty file and an unknown text", () => {
    expect(refus(Uint8Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256))).toMatch(
      /n'est pas un relevé bancaire/,
    );
    expect(refus(new Uint8Array())).toBe("Le fichier est vide.");
    expect(refus(utf8("Bonjour, ceci est une lettre."))).toMatch(/^Format de relevé non reconnu/);
  });
});
