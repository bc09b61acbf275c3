// What the agency's ledgers record, turned into balanced accounting entries (ADR 035): one row of a ledger, an
// invoice, its settlement or a deposit gives one entry (EcritureNum) of two or three lines. Pure, integer cents.
import type { Compte, Journal, Tiers } from "./comptes";
import type { Lettre } from "./lettrage";

/** One row read from the ledgers, in a shape common to all of them (services/fec/sql.ts). */
export interface Evenement {
  /** T: the tenant's ledger (Ecriture), P: the owner's (EcritureProprietaire), F: an invoice or credit note,
   *  R: an invoice's settlement, G: a deposit received, H: a deposit returned. */
  src: "T" | "P" | "F" | "R" | "G" | "H";
  id: number;
  /** AAAA-MM-JJ. */
  date: string;
  /** The row's type; for an owner's annulation, the type of the entry it reverses. */
  nature: string;
  libelle: string;
  debit: number;
  credit: number;
  /** VAT: inside an owner's fee (P), of an invoice (F), inside a tenant's letting fees (T). */
  tva: number;
  /** The dossier (T, G, H) or the client (P, F, R). */
  tiers: number;
  piece: string;
  /** When the row was written (ISO), the entry's validation. */
  valide: string;
}

export interface Ligne {
  compte: Compte;
  tiers: Tiers | null;
  debit: number;
  credit: number;
  /** The tenant's 411 line settled with others (EcritureLet, DateLet). */
  lettre?: Lettre;
}

export interface Ecriture {
  journal: Journal;
  date: string;
  piece: string;
  libelle: string;
  valide: string;
  lignes: Ligne[];
}

/** A line from a signed amount: positive on the debit side, negative on the credit side. */
const ligne = (compte: Compte, tiers: Tiers | null, signe: number): Ligne => ({
  compte,
  tiers,
  debit: Math.max(signe, 0),
  credit: Math.max(-signe, 0),
});

/** The journal and the signed lines (positive: debit) of an event. */
function schema(e: Evenement): { journal: Journal; lignes: [Compte, Tiers | null, number][] } {
  const dossier: Tiers = { kind: "dossier", id: e.tiers };
  const client: Tiers = { kind: "client", id: e.tiers };
  switch (e.src) {
    case "T": {
      // The tenant's account: 411 moves as the account's balance does (debit - credit).
      const s = e.debit - e.credit;
      const argent = e.nature === "paiement" || e.nature === "annulation";
      // A deposit charged on the account (issue 39 item 8) is held on 165 from the day it is due; its money comes
      // in as a payment (512 / 411), so the lease has no separate "deposit received" entry (services/fec/sql.ts).
      if (e.nature === "depot")
        return {
          journal: "OD",
          lignes: [
            ["411000", dossier, s],
            ["165000", dossier, -s],
          ],
        };
      // An import's opening entries (issue 61, ADR 080), in the journal of à-nouveaux at the cut-over day: a balance
      // the tenant owed is rent called for the owners (471) as a term is; money the agency held (a tenant's credit,
      // the deposit's money) is in the trust account (512); the deposit held is on 165 as a deposit charged is.
      if (e.nature === "reprise" || e.nature === "depotDetenu")
        return {
          journal: "AN",
          lignes: [
            ["411000", dossier, s],
            [
              s < 0 ? "512000" : e.nature === "reprise" ? "471000" : "165000",
              s < 0 || e.nature === "reprise" ? null : dossier,
              -s,
            ],
          ],
        };
      // The tenant's share of the letting fees is the agency's income (issue 60), its VAT inside.
      if (e.nature === "honorairesLocation")
        return {
          journal: "VT",
          lignes: [
            ["411000", dossier, s],
            ["706000", null, -(s - e.tva)],
            ["445710", null, -e.tva],
          ],
        };
      return {
        journal: argent ? "BQ" : "OD",
        lignes: [
          ["411000", dossier, s],
          [argent ? "512000" : "471000", null, -s],
        ],
      };
    }
    case "P": {
      // The owner's account: 467 credited as the account is (credit - debit), its counterpart by the entry's type.
      const c = e.credit - e.debit;
      const proprietaire: Tiers = { kind: "proprietaire", id: e.tiers };
      const p: [Compte, Tiers | null, number] = ["467000", proprietaire, -c];
      // A management fee, or the landlord's share of the letting fees (issue 60): the agency's income.
      if (e.nature === "honoraires" || e.nature === "honorairesLocation")
        return {
          journal: "VT",
          lignes: [p, ["706000", null, c + e.tva], ["445710", null, -e.tva]],
        };
      // An owner's opening balance (ADR 080): money the agency held for them, in the trust account at the cut-over.
      if (e.nature === "reprise") return { journal: "AN", lignes: [p, ["512000", null, c]] };
      if (e.nature === "acompte") return { journal: "OD", lignes: [p, ["411000", client, c]] };
      if (e.nature === "depense" || e.nature === "reversement")
        return { journal: "BQ", lignes: [p, ["512000", null, c]] };
      return { journal: "OD", lignes: [p, ["471000", null, c]] };
    }
    case "F": {
      // debit = the invoice's TTC (negative for a credit note), tva its VAT: HT is what is left.
      const ttc = e.debit;
      return {
        journal: "VT",
        lignes: [
          ["411000", client, ttc],
          ["706000", null, -(ttc - e.tva)],
          ["445710", null, -e.tva],
        ],
      };
    }
    case "R":
      return {
        journal: "BQ",
        lignes: [
          ["512000", null, e.debit],
          ["411000", client, -e.debit],
        ],
      };
    case "G":
      return {
        journal: "BQ",
        lignes: [
          ["512000", null, e.debit],
          ["165000", dossier, -e.debit],
        ],
      };
    case "H":
      return {
        journal: "BQ",
        lignes: [
          ["165000", dossier, e.debit],
          ["512000", null, -e.debit],
        ],
      };
  }
}

/**
 * The entry of an event, its zero lines left out; null when nothing moves (an amount of 0). `lettre`: the letter of a
 * tenant's line (T), which its 411 line carries.
 */
export function ecritureDe(e: Evenement, lettre?: Lettre): Ecriture | null {
  const { journal, lignes } = schema(e);
  const out = lignes.filter(([, , s]) => s !== 0).map(([c, t, s]) => ligne(c, t, s));
  if (lettre && e.src === "T")
    for (const l of out)
      if (l.compte === "411000" && l.tiers?.kind === "dossier") l.lettre = lettre;
  if (!out.length) return null;
  return {
    journal,
    date: e.date,
    piece: e.piece,
    libelle: e.libelle,
    valide: e.valide,
    lignes: out,
  };
}

/** Debits minus credits of the lines: 0 for every entry this module makes. */
export const ecart = (lignes: readonly Ligne[]) =>
  lignes.reduce((s, l) => s + l.debit - l.credit, 0);
