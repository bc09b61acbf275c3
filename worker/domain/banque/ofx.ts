// OFX 1.x (SGML) and 2.x (XML): one statement per STMTRS (bank) or CCSTMTRS (card), however they are grouped in
// STMTTRNRS. OFX states no opening balance: the closing one (LEDGERBAL) is kept, the opening is left unknown.
// The sign of TRNAMT is trusted, not TRNTYPE (banks write DIRECTDEP on debits).

import { type CompteLu, compteLu } from "./compte-lu";
import { centsDe } from "./montant";
import { dateCompacte } from "./dates-banque";
import {
  type LigneLue,
  type ModeBancaire,
  modeDuLibelle,
  type ReleveLu,
  ReleveInvalide,
} from "./releve";
import { sgmlVersObjets } from "./ofx-sgml";
import { enfant, enfants, lireXml, type Noeud, texte } from "./xml";

const MODES: Record<string, ModeBancaire> = {
  CHECK: "Chèque",
  DIRECTDEBIT: "Prélèvement",
  XFER: "Virement",
  DIRECTDEP: "Virement",
  POS: "Carte",
  ATM: "Espèces",
  CASH: "Espèces",
};

/** Every STMTRS / CCSTMTRS anywhere under the node (message sets nest them at varying depths). */
function releves(noeud: Noeud): Noeud[] {
  const trouves: Noeud[] = [];
  // Breadth-first with a queue: statements come out in the file's order, and no recursion over the file's depth.
  const file: Noeud[] = [noeud];
  // An array's iterator reads its length at each step: the nodes pushed on the way are visited too.
  for (const n of file) {
    for (const [nom, v] of Object.entries(n)) {
      if (nom.startsWith("@") || nom === "#text") continue;
      for (const enfantNoeud of enfants(n, nom)) {
        if (nom === "STMTRS" || nom === "CCSTMTRS") trouves.push(enfantNoeud);
        else if (typeof v === "object") file.push(enfantNoeud);
      }
    }
  }
  return trouves;
}

/** BANKID / BRANCHID / ACCTID (+ ACCTKEY, the RIB key French banks add): an IBAN when they make a RIB. */
function compteDe(stmt: Noeud): CompteLu | null {
  const bank = enfant(stmt, "BANKACCTFROM");
  if (bank) {
    const [banque, guichet, compte] = [
      texte(bank, "BANKID"),
      texte(bank, "BRANCHID"),
      texte(bank, "ACCTID"),
    ];
    const ancien = [banque, guichet, compte].filter(Boolean).join("/") || null;
    // Some banks write the RIB key at the end of ACCTID (13 characters).
    const avecCle = compte && /^[0-9A-Z]{13}$/i.test(compte);
    return compteLu({
      banque,
      guichet,
      compte: avecCle ? compte.slice(0, 11) : compte,
      cle: avecCle ? compte.slice(11) : texte(bank, "ACCTKEY"),
      ancien,
    });
  }
  return compteLu({ compte: texte(stmt, "CCACCTFROM", "ACCTID") });
}

function ligneDe(trn: Noeud, numero: number, rang: number): LigneLue {
  const ou = `Relevé ${numero}, opération ${rang}`;
  const date = dateCompacte(texte(trn, "DTPOSTED") ?? texte(trn, "DTUSER") ?? "");
  if (!date) throw new ReleveInvalide(`${ou} : date illisible (OFX).`);
  const montant = centsDe(texte(trn, "TRNAMT") ?? "");
  if (montant === null) throw new ReleveInvalide(`${ou} : montant illisible (OFX).`);
  const nom = texte(trn, "NAME") ?? texte(trn, "PAYEE", "NAME");
  const memo = texte(trn, "MEMO");
  const libelle =
    [nom, memo].filter(Boolean).join(" ").replace(/\s+/g, " ").trim() ||
    (montant > 0 ? "Crédit" : "Débit");
  const type = texte(trn, "TRNTYPE")?.toUpperCase() ?? "";
  return {
    date,
    montant,
    libelle,
    reference: texte(trn, "CHECKNUM") ?? texte(trn, "REFNUM") ?? null,
    contrepartie: null,
    mode: MODES[type] ?? modeDuLibelle(libelle),
  };
}

export function lireOfx(texteOfx: string): ReleveLu[] {
  const estXml = /^\s*<\?xml/i.test(texteOfx);
  const debut = texteOfx.search(/<OFX>/i);
  if (debut < 0) throw new ReleveInvalide("Fichier OFX sans élément <OFX>.");
  const racine = estXml ? lireXml(texteOfx, "OFX") : sgmlVersObjets(texteOfx.slice(debut));
  const stmts = releves(racine);
  if (stmts.length === 0) throw new ReleveInvalide("Fichier OFX sans relevé de compte (STMTRS).");
  return stmts.map((stmt, i) => {
    const numero = i + 1;
    const devise = (texte(stmt, "CURDEF") ?? "EUR").toUpperCase();
    if (devise !== "EUR")
      throw new ReleveInvalide(
        `Relevé ${numero} : devise ${devise} ; seuls les relevés en euros sont acceptés.`,
      );
    const liste = enfant(stmt, "BANKTRANLIST");
    const lignes = enfants(liste, "STMTTRN").map((trn, k) => ligneDe(trn, numero, k + 1));
    const ledger = centsDe(texte(stmt, "LEDGERBAL", "BALAMT") ?? "");
    return {
      format: "ofx",
      compte: compteDe(stmt),
      devise,
      du: dateCompacte(texte(liste, "DTSTART") ?? "") ?? null,
      au: dateCompacte(texte(liste, "DTEND") ?? "") ?? null,
      soldeInitial: null,
      soldeFinal: ledger,
      lignes,
    };
  });
}
