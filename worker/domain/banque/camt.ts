// camt.053 (ISO 20022 BankToCustomerStatement, versions .001.02 to .001.08+): one `Stmt` per account and period,
// its balances (`Bal`: OPBD or PRCD opening, CLBD closing), its entries (`Ntry`), each with its underlying
// transactions (`NtryDtls/TxDtls`: references, remittance information, the debtor's or creditor's name).
// A batch entry whose transactions carry their own amounts becomes one line per transaction: rents arrive that way.
// camt.054 (BankToCustomerDebitCreditNotification): the same entries in `Ntfctn` blocks, without balances; it is how
// banks tell a creditor of its direct debits returned (issue 41: a return proposes the reject of its batch line).

import { type CompteLu, compteLu } from "./compte-lu";
import { centsDe } from "./montant";
import { dateIso } from "./dates-banque";
import { type LigneLue, modeDuLibelle, type ReleveLu, ReleveInvalide } from "./releve";
import { attribut, enfant, enfants, lireXml, type Noeud, texte } from "./xml";
import { eurosFr as euros } from "../loyer";

function montantSigne(noeud: Noeud, ou: string): number {
  const cents = centsDe(texte(noeud, "Amt") ?? "");
  if (cents === null) throw new ReleveInvalide(`${ou} : montant illisible (camt.053).`);
  // A balance without CdtDbtInd is read as a credit, as the banks that omit it mean.
  return texte(noeud, "CdtDbtInd") === "DBIT" ? -cents : cents;
}

function dateDe(noeud: Noeud | null): string | null {
  if (!noeud) return null;
  return dateIso(texte(noeud, "Dt") ?? texte(noeud, "DtTm") ?? "");
}

function compteDe(stmt: Noeud): CompteLu | null {
  const banque = enfant(stmt, "Acct", "Svcr", "FinInstnId");
  return compteLu({
    iban: texte(stmt, "Acct", "Id", "IBAN") ?? texte(stmt, "Acct", "Id", "Othr", "Id"),
    bic: texte(banque, "BIC") ?? texte(banque, "BICFI"),
  });
}

function balance(stmt: Noeud, codes: string[]): { montant: number; date: string | null } | null {
  for (const code of codes)
    for (const bal of enfants(stmt, "Bal"))
      if (texte(bal, "Tp", "CdOrPrtry", "Cd") === code)
        return { montant: montantSigne(bal, `Solde ${code}`), date: dateDe(enfant(bal, "Dt")) };
  return null;
}

function nomPartie(tx: Noeud, credit: boolean): string | null {
  const role = credit ? "Dbtr" : "Cdtr";
  return texte(tx, "RltdPties", role, "Nm") ?? texte(tx, "RltdPties", role, "Pty", "Nm");
}

/** The ISO reason of a returned or rejected transaction (`RtrInf/Rsn/Cd`: AM04, MD06...), null otherwise. */
const motifRetour = (tx: Noeud | null): string | null => texte(tx, "RtrInf", "Rsn", "Cd");

function referenceDe(tx: Noeud): string | null {
  // A return names the original transaction by its EndToEndId ("PRL{lot}-Q{term}"): that, not the remittance text
  // the bank copies back, is what finds the batch line it returns.
  const original = motifRetour(tx) ? texte(tx, "Refs", "EndToEndId") : null;
  if (original && original !== "NOTPROVIDED") return original;
  return (
    (texte(tx, "RmtInf", "Strd", "CdtrRefInf", "Ref") ??
      texte(tx, "Refs", "EndToEndId")?.replace(/^NOTPROVIDED$/, "") ??
      null) ||
    null
  );
}

function libelleDe(ntry: Noeud, tx: Noeud | null): string {
  const parts = [
    tx
      ? enfants(enfant(tx, "RmtInf"), "Ustrd")
          .map((u) => texte(u))
          .join(" ")
      : "",
    texte(tx, "AddtlTxInf") ?? "",
    texte(ntry, "AddtlNtryInf") ?? "",
    // The reason in the label, where the staff read it and the returns' proposal finds it.
    motifRetour(tx) ? `Retour ${motifRetour(tx)}` : "",
  ].filter(Boolean);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

function devisesRefusees(stmt: Noeud, numero: number): void {
  const devises = new Set<string>();
  const acct = texte(stmt, "Acct", "Ccy");
  if (acct) devises.add(acct);
  for (const bal of enfants(stmt, "Bal")) devises.add(attribut(bal, "Ccy", "Amt") ?? "EUR");
  for (const ntry of enfants(stmt, "Ntry")) devises.add(attribut(ntry, "Ccy", "Amt") ?? "EUR");
  const autres = [...devises].filter((d) => d !== "EUR");
  if (autres.length)
    throw new ReleveInvalide(
      `Relevé ${numero} : devise ${autres.join(", ")} ; seuls les relevés en euros sont acceptés.`,
    );
}

function lignesDe(stmt: Noeud, dateParDefaut: string | null, numero: number): LigneLue[] {
  const lignes: LigneLue[] = [];
  enfants(stmt, "Ntry").forEach((ntry, i) => {
    const ou = `Relevé ${numero}, écriture ${i + 1}`;
    const montant = montantSigne(ntry, ou);
    const credit = montant > 0;
    const date = dateDe(enfant(ntry, "BookgDt")) ?? dateDe(enfant(ntry, "ValDt")) ?? dateParDefaut;
    if (!date) throw new ReleveInvalide(`${ou} : date manquante (camt.053).`);
    const txs = enfants(enfant(ntry, "NtryDtls"), "TxDtls");
    const montants = txs.map((tx) =>
      centsDe(texte(tx, "AmtDtls", "TxAmt", "Amt") ?? texte(tx, "Amt") ?? ""),
    );
    const eclatee =
      txs.length > 1 &&
      montants.every((m) => m !== null) &&
      montants.reduce<number>((s, m) => s + (m ?? 0), 0) === Math.abs(montant);
    const unites = eclatee
      ? txs.map((tx, k) => ({ tx, cents: (credit ? 1 : -1) * (montants[k] ?? 0) }))
      : [{ tx: txs[0] ?? null, cents: montant }];
    for (const { tx, cents } of unites) {
      const libelle = libelleDe(ntry, tx) || (credit ? "Crédit" : "Débit");
      const code = texte(ntry, "BkTxCd", "Domn", "Fmly", "Cd");
      lignes.push({
        date,
        montant: cents,
        libelle,
        reference: tx ? referenceDe(tx) : null,
        contrepartie: tx ? nomPartie(tx, credit) : null,
        mode:
          code === "RDDT" || code === "IDDT"
            ? "Prélèvement"
            : code === "RCDT" || code === "ICDT"
              ? "Virement"
              : code === "RCHQ" || code === "ICHQ"
                ? "Chèque"
                : modeDuLibelle(libelle),
      });
    }
  });
  return lignes;
}

/** The statements of a camt.053 file, or the notifications of a camt.054 one (the same entries, no balances). */
function blocsDe(doc: Noeud): { format: "camt053" | "camt054"; blocs: Noeud[] } {
  const notification = enfant(doc, "Document", "BkToCstmrDbtCdtNtfctn");
  if (notification) {
    const blocs = enfants(notification, "Ntfctn");
    if (blocs.length === 0) throw new ReleveInvalide("Fichier camt.054 sans avis (Ntfctn).");
    return { format: "camt054", blocs };
  }
  const racine = enfant(doc, "Document", "BkToCstmrStmt");
  if (!racine) throw new ReleveInvalide("Fichier camt.053 sans relevé (BkToCstmrStmt).");
  const blocs = enfants(racine, "Stmt");
  if (blocs.length === 0) throw new ReleveInvalide("Fichier camt.053 sans relevé (Stmt).");
  return { format: "camt053", blocs };
}

/** Reads every statement of a camt.053 file (each must add up from its opening to its closing balance), or every
 * notification of a camt.054 one. */
export function lireCamt(texteXml: string): ReleveLu[] {
  const { format, blocs } = blocsDe(lireXml(texteXml, "camt.053"));
  return blocs.map((stmt, i) => {
    const numero = i + 1;
    devisesRefusees(stmt, numero);
    const ouverture = balance(stmt, ["OPBD", "PRCD", "ITBD"]);
    const cloture = balance(stmt, ["CLBD", "ITBD"]);
    const lignes = lignesDe(stmt, cloture?.date ?? ouverture?.date ?? null, numero);
    if (ouverture && cloture) {
      const attendu = ouverture.montant + lignes.reduce((s, l) => s + l.montant, 0);
      if (attendu !== cloture.montant)
        throw new ReleveInvalide(
          `Relevé ${numero} (${compteDe(stmt)?.numero ?? "compte inconnu"}) : le solde de clôture (${euros(cloture.montant)}) ne correspond pas au solde d'ouverture plus les écritures (${euros(attendu)}).`,
        );
    }
    const dates = lignes.map((l) => l.date).sort();
    return {
      format,
      compte: compteDe(stmt),
      devise: "EUR",
      du: ouverture?.date ?? dates[0] ?? null,
      au: cloture?.date ?? dates.at(-1) ?? null,
      soldeInitial: ouverture?.montant ?? null,
      soldeFinal: cloture?.montant ?? null,
      lignes,
    };
  });
}
