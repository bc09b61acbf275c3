import { type SQL, sql } from "drizzle-orm";
import {
  MSG_IBAN_CHANGE,
  MSG_RIEN_A_CONFIRMER,
  adresseConnue,
} from "../../domain/iban-verification/regles";

// Whose IBAN waits for a second person (ADR 068, generalised by ADR 119): an owner (Client, paid by the payouts) or
// a supplier (Fournisseur, paid for its invoices). The same history table's shape, the same statements, the same
// rules: only the tables, the key and who is told differ.

export interface Titulaire {
  /** The record holding `iban`, `bic` and `ibanStatut`. */
  table: "Client" | "Fournisseur";
  /** Its history of IBANs (one shape: IbanClient, IbanFournisseur). */
  historique: "IbanClient" | "IbanFournisseur";
  /** The history's column naming the record. */
  cle: "ClientId" | "FournisseurId";
  /** How the e-mail greets the holder. */
  destinataire(row: Record<string, unknown>): string;
  /** The address the holder is told at, as the record stood before the change (null on a creation). */
  informeA(avant: Record<string, unknown> | undefined): string | null;
  /** The record's columns that choose that address: a recent change of one voids the delay (ADR 175). */
  adresses: readonly string[];
  /** What the IBAN is used for, in the e-mail: « vos reversements », « nos règlements ». */
  usage: string;
  /** The 409s of a confirmation: nothing pending; the IBAN changed since it was read. */
  rien: string;
  change: string;
}

const texteDe = (v: unknown) => (typeof v === "string" ? v : null);

export const TITULAIRE_CLIENT: Titulaire = {
  table: "Client",
  historique: "IbanClient",
  cle: "ClientId",
  // A company by its raison sociale (ADR 115), a person by civilité, nom and prénom.
  destinataire: (r) =>
    texteDe(r.raisonSociale) || [r.titre, r.nom, r.prenom].filter(Boolean).join(" "),
  informeA: (avant) =>
    avant
      ? adresseConnue({
          mailDefaut: texteDe(avant.mailDefaut),
          mailPerso: texteDe(avant.mailPerso),
          mailPro: texteDe(avant.mailPro),
        })
      : null,
  adresses: ["mailPerso", "mailPro", "mailDefaut"],
  usage: "vos reversements",
  rien: MSG_RIEN_A_CONFIRMER,
  change: MSG_IBAN_CHANGE,
};

export const TITULAIRE_FOURNISSEUR: Titulaire = {
  table: "Fournisseur",
  historique: "IbanFournisseur",
  cle: "FournisseurId",
  destinataire: (r) => String(r.raisonSociale ?? ""),
  // A supplier has one address: the one on file before the change.
  informeA: (avant) => texteDe(avant?.mail)?.trim() || null,
  adresses: ["mail"],
  usage: "nos règlements",
  rien: "Aucun IBAN n'est en attente de vérification pour ce fournisseur.",
  change: "L'IBAN de ce fournisseur a changé entre-temps : relisez la fiche avant de le confirmer.",
};

/** The holder's table, its history and its key as SQL identifiers. */
export const noms = (t: Titulaire): { table: SQL; historique: SQL; cle: SQL } => ({
  table: sql`${sql.identifier(t.table)}`,
  historique: sql`${sql.identifier(t.historique)}`,
  cle: sql`${sql.identifier(t.cle)}`,
});
