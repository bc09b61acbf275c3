// What the audit trail records (ADR 029). Pure rules: the trigger generator (services/journal/triggers.ts) and the
// test that every business table has its triggers read them.

/**
 * Tables whose writes are not business writes: counters, rate limits, job runs, the mail queue (its rows hold the
 * mails' links), secrets of the instance, the commune list (35,000 rows per import; the import itself is journaled
 * as its ListeCommunes row) and the journal itself.
 */
export const TABLES_HORS_JOURNAL: ReadonlySet<string> = new Set([
  "DataVersion",
  "RateLimit",
  "JobRun",
  "Outbox",
  "Setting",
  "Commune",
  "Journal",
  "JournalAuteur",
  // Its last use moves with every request; "Mes sessions" lists them, downloads are journaled as Telechargement.
  "Session",
  // The same for the spaces' sessions (issue 62); their single-use secrets are spent once and purged.
  "SessionEspace",
  "JetonEspace",
  // The values an import replaced (ADR 116): copies of journaled rows, whose changes the journal already holds.
  "ImportAvant",
]);

/** A column whose value never goes in the journal: its change is recorded, masked. */
export const estSecret = (colonne: string) => /password|token|secret|hash/i.test(colonne);

/** What a secret column's value is replaced by. */
export const MASQUE = "(masqué)";

/**
 * IBANs (issue 75 item 2): the journal keeps their last four characters only, in every shape a row holds one.
 * A column is whole an IBAN when it is named `iban` (every IBAN column of the schema) or listed here.
 */
export const COLONNES_IBAN: ReadonlySet<string> = new Set(["CompteBancaire.numero"]);

/** How many of an IBAN's last characters the journal keeps, and what stands for the others. */
export const IBAN_CARACTERES_GARDES = 4;
export const IBAN_PREFIXE_MASQUE = "****";

export const estColonneIban = (table: string, colonne: string) =>
  colonne === "iban" || COLONNES_IBAN.has(`${table}.${colonne}`);

/** The markers around an IBAN inside a text: a JSON key as SQLite and JSON.stringify write it. */
const CLE_JSON = ['"iban":"', '"'] as const;

/**
 * Columns whose value holds IBANs inside it, with the markers around each: an invoice's seller (the agency's settings
 * as JSON, its trust account among them). Small texts only: the mask walks the text from one marker to the next.
 */
export const IBANS_DANS_COLONNE: ReadonlyMap<string, readonly (readonly [string, string])[]> =
  new Map([["Facture.vendeur", [CLE_JSON]]]);

/**
 * A whole SEPA file kept on a validated batch (pain.008 of a debit batch, pain.001 of a payout or a supplier batch):
 * every column of the schema holding one is named `fichierSepa`. The journal keeps a summary of it, never its text
 * (ADR 137): the text holds every debtor's or payee's IBAN, and masking thousands of them in the trigger's SQL took
 * seconds; what the file was is said by its message's type, identifier, count, sum and size.
 */
export const estColonneFichierSepa = (colonne: string) => colonne === "fichierSepa";

/** The header's elements the summary reads, each the first of its name in the file (ISO 20022 GrpHdr). */
export const RESUME_FICHIER_SEPA = {
  /** `urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"`: the message's type, up to the closing quote. */
  type: ["xsd:", '"'],
  msgId: ["<MsgId>", "</MsgId>"],
  nombre: ["<NbOfTxs>", "</NbOfTxs>"],
  somme: ["<CtrlSum>", "</CtrlSum>"],
} as const satisfies Record<string, readonly [string, string]>;

/**
 * Never alone the reason of a line: `updatedAt` changes with every update; `numeroMandat` is copied onto its mission
 * by the register's trigger right after the creation (the register's own line records the number given).
 */
export const COLONNES_BRUIT: ReadonlySet<string> = new Set(["updatedAt", "numeroMandat"]);

/** What the trigger writes when no writer is set: the daily job, a migration. */
export const SYSTEME = "système";

export const ACTIONS = ["create", "update", "delete"] as const;
export type JournalAction = (typeof ACTIONS)[number];

/** The French name of an action, for the screen and the CSV. */
export const ACTION_FR: Record<JournalAction, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
};

/** Kept 10 years: older lines are purged by the daily job (the only DELETE the append-only trigger lets through). */
export const CONSERVATION_ANS = 10;

/** Lines answered by GET /api/journal without a `limit`, and the most it answers. */
export const JOURNAL_LIGNES_DEFAUT = 1000;
export const JOURNAL_LIGNES_MAX = 5000;
