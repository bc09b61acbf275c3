import { describe, expect, it } from "vitest";
import { present } from "../present";
import {
  BNP,
  camtCoba,
  cfonbBnp,
  COBA,
  csvSansCompte,
  ofxSg,
  SG,
} from "../../../tests/support/releves-banques";
import { libelleCompte } from "./compte-lu";
import { cleRib, ibanDuRib, ibanNormal } from "./iban";
import { lireReleve } from "./lire";

// ADR 043: whatever the format, the account a statement states comes out as one identifier, an IBAN when one can
// be built, and a new account is labelled by its bank.

const utf8 = (s: string) => new TextEncoder().encode(s);
const compteDe = (texte: string) => lireReleve(utf8(texte)).releves.map((r) => r.compte);
const m = [{ date: "2026-11-05", libelle: "VIR LOYER", cents: 97050 }];

describe("IBAN and RIB", () => {
  it("computes the RIB key and the French IBAN, letters in the account number included", () => {
    expect(cleRib("30004", "00123", "00012345678")).toBe("43");
    expect(ibanDuRib("30004", "00123", "00012345678")).toBe(BNP.iban);
    expect(ibanDuRib("30002", "00447", "0000888899H")).toBe("FR7730002004470000888899H78");
    expect(ibanDuRib("30004", "00123", "00012345678", "44")).toBeNull();
    expect(ibanDuRib("3000", "00123", "00012345678")).toBeNull();
  });

  it("reads an IBAN as printed and refuses a wrong key", () => {
    expect(ibanNormal("fr76 3000 4001 2300 0123 4567 843")).toBe(BNP.iban);
    expect(ibanNormal("FR7630004001230001234567844")).toBeNull();
    expect(ibanNormal("00012345678")).toBeNull();
  });
});

describe("the account each format states", () => {
  it("CFONB 120: the 01 record's bank, branch and account make a RIB, so an IBAN", () => {
    const [c] = compteDe(cfonbBnp("2026-11-01", "2026-11-21", m));
    expect(c).toEqual({ numero: BNP.iban, anciens: ["30004/00123/00012345678"], banque: "30004" });
    expect(libelleCompte(present(c, "compte lu"))).toBe(BNP.libelle);
  });

  it("OFX 1: BANKID / BRANCHID / ACCTID make a RIB; ACCTID with its key, or ACCTKEY, too", () => {
    const ofx = ofxSg("2026-11-01", "2026-11-21", m);
    const [c] = compteDe(ofx);
    expect(c).toEqual({ numero: SG.iban, anciens: ["30003/01234/00050012345"], banque: "30003" });
    expect(libelleCompte(present(c, "compte lu"))).toBe(SG.libelle);
    expect(compteDe(ofx.replace("<ACCTID>00050012345", "<ACCTID>0005001234509"))[0]?.numero).toBe(
      SG.iban,
    );
    expect(compteDe(ofx.replace("<ACCTTYPE>", "<ACCTKEY>09<ACCTTYPE>"))[0]?.numero).toBe(SG.iban);
  });

  it("OFX: an ACCTID that is no RIB stays as the bank wrote it; a card account by its ACCTID", () => {
    const ofx = ofxSg("2026-11-01", "2026-11-21", m).replace(
      "<BANKID>30003<BRANCHID>01234<ACCTID>00050012345",
      "<BANKID>XXXXX<BRANCHID>XXXXX<ACCTID>XXXXXXXXXXX",
    );
    const [c] = compteDe(ofx);
    expect(c).toEqual({ numero: "XXXXX/XXXXX/XXXXXXXXXXX", anciens: [], banque: null });
    expect(libelleCompte(present(c, "compte lu"))).toBe("Compte XXXXX/XXXXX/XXXXXXXXXXX");
    const carte = ofxSg("2026-11-01", "2026-11-21", m)
      .replace(
        /<BANKACCTFROM>.*<\/BANKACCTFROM>/,
        "<CCACCTFROM><ACCTID>4970123412341234</CCACCTFROM>",
      )
      .replaceAll("STMTRS>", "CCSTMTRS>");
    expect(compteDe(carte)[0]?.numero).toBe("4970123412341234");
  });

  it("camt.053: Acct/Id/IBAN and the servicer's BIC; an IBAN under Othr/Id is read as one", () => {
    const camt = camtCoba("2026-11-21", m);
    const [c] = compteDe(camt);
    expect(c).toEqual({ numero: COBA.iban, anciens: [], banque: "COBADEFFXXX" });
    expect(libelleCompte(present(c, "compte lu"))).toBe(COBA.libelle);
    const othr = camt.replace(`<IBAN>${COBA.iban}</IBAN>`, `<Othr><Id>${COBA.iban}</Id></Othr>`);
    expect(compteDe(othr)[0]?.numero).toBe(COBA.iban);
  });

  it("CSV: an IBAN or an account number in the lines before the table; none otherwise", () => {
    const csv = csvSansCompte(m);
    expect(compteDe(csv)).toEqual([null]);
    expect(compteDe(`IBAN : FR76 3000 3012 3400 0500 1234 509;;\n${csv}`)[0]).toEqual({
      numero: SG.iban,
      anciens: [],
      banque: "30003",
    });
    expect(compteDe(`Compte courant n° 00012345678;;\n${csv}`)[0]?.numero).toBe("00012345678");
  });

  it("QIF: the name of its !Account block, or none", () => {
    const qif = "!Type:Bank\nD15/11/2026\nT850,00\nPMME NGUYEN\n^\n";
    expect(compteDe(qif)).toEqual([null]);
    expect(compteDe(`!Account\nNCourant Crédit Agricole\nTBank\n^\n${qif}`)[0]).toEqual({
      numero: "Courant Crédit Agricole",
      anciens: [],
      banque: null,
    });
  });
});
