import fc from "fast-check";
import { hostiles } from "./hostile-statements";

// `npm run fuzz`'s bank statements (issue 40): files made of the formats' own pieces in any order and number (tags
// opened and never closed, closed and never opened, never ended, nested deep; CSV cells, QIF fields, CFONB
// records), the hostile files of the parsers' tests at small sizes, and hostile file names and form fields. Each is
// sent to POST /api/banque/releves: a 201 or a French 400, never a 5xx.

const DEBUTS = [
  "OFXHEADER:100\nDATA:OFXSGML\n<OFX>",
  '<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>',
  '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>',
  "!Type:Bank\n",
  `${`0130004    00123EUR2 00012345678  011126${" ".repeat(50)}0000000000000{`.padEnd(120)}\n`,
  "Date;Libellé;Montant\n",
  "",
];
const MORCEAUX = [
  "<STMTRS>",
  "</STMTRS>",
  "<STMTTRN>",
  "</STMTTRN>",
  "<TRNAMT>",
  "-12,50",
  "<DTPOSTED>",
  "20261102",
  "<CURDEF>",
  "EUR",
  "<BANKTRANLIST>",
  "</BANKTRANLIST>",
  "<",
  "</",
  ">",
  "/>",
  "<Stmt>",
  "</Stmt>",
  "<Ntry>",
  "</Ntry>",
  '<Amt Ccy="EUR">',
  "</Amt>",
  "<CdtDbtInd>CRDT</CdtDbtInd>",
  "<!--",
  "-->",
  "<![CDATA[",
  "]]>",
  "&lt;",
  "&#0;",
  '"',
  "'",
  ";",
  ",",
  "\t",
  "\n",
  "\r",
  "02/11/2026",
  "1 234,56",
  "D02/11/26",
  "T-10",
  "^",
  "!Type:Bank",
  "04",
  "05",
  "07",
  " ".repeat(40),
  "é",
  "\u0000",
  "\u001b",
  "\ufeff",
];

const genere = fc
  .record({
    debut: fc.constantFrom(...DEBUTS),
    morceaux: fc.array(fc.constantFrom(...MORCEAUX), { maxLength: 3000 }),
    repete: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ debut, morceaux, repete }) => ({
    label: `relevé de ${morceaux.length} morceaux ×${repete}`,
    texte: debut + morceaux.join("").repeat(repete),
  }));

const TAILLE = 64 * 1024;
const FIXES = [
  ["OFX fermantes orphelines", hostiles.ofxFermantesOrphelines(TAILLE)],
  ["OFX balises non fermées", hostiles.ofxBalisesNonFermees(TAILLE)],
  ["OFX fermantes non terminées", hostiles.ofxFermantesNonTerminees(TAILLE)],
  ["OFX imbriqué 5 000", hostiles.ofxImbrique(5000)],
  ["OFX 2 imbriqué 5 000", hostiles.ofx2Imbrique(5000)],
  ["camt imbriqué 5 000", hostiles.camtImbrique(5000)],
  ["camt large et profond", hostiles.camtLargeEtProfond(TAILLE)],
  ["camt balises non fermées", hostiles.camtBalisesNonFermees(TAILLE)],
  ["CSV ligne immense", hostiles.csvLigneImmense(TAILLE)],
  ["CFONB compléments", hostiles.cfonbComplements(TAILLE)],
].map(([label, texte]) => ({ label: label!, texte: texte! }));

const NOMS = [
  "releve.ofx",
  "../../etc/passwd",
  "a\u0000b.csv",
  "\u001b[2J.xml",
  "é".repeat(300),
  "",
];
const CHAMP = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("12\u0000", "\u0007", "{", '{"separateur":";"}', "[".repeat(5000), "1"),
);

export interface StatementCase {
  label: string;
  texte: string;
  nom: string;
  profil: string;
  compte: string;
}

export const statementArb: fc.Arbitrary<StatementCase> = fc
  .record({
    fichier: fc.oneof(fc.constantFrom(...FIXES), genere),
    nom: fc.constantFrom(...NOMS),
    profil: CHAMP,
    compte: CHAMP,
  })
  .map(({ fichier, nom, profil, compte }) => ({ ...fichier, nom, profil, compte }));

/** The fixed hostile files once each, with a plain name and no field. */
export const FIXED_STATEMENTS: StatementCase[] = FIXES.map((f) => ({
  ...f,
  nom: "releve.txt",
  profil: "",
  compte: "",
}));

export function statementForm(s: StatementCase): FormData {
  const f = new FormData();
  f.append("file", new File([s.texte], s.nom));
  if (s.profil) f.append("profil", s.profil);
  if (s.compte) f.append("compte", s.compte);
  // A file stating no account must name one (ADR 043): the fuzzed files still reach the writes.
  f.append("nouveauCompte", "Compte principal");
  return f;
}
