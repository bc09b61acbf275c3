import {
  DERNIER_EXERCICE,
  PREMIER_EXERCICE,
  RAISE_EXERCICE_CLOS,
  RAISE_EXERCICE_ROUVERT,
} from "../../domain/exercices/messages";

// The SQL of the closed years' triggers (issue 59 item 5, ADR 067), created by the migration runner from this
// definition (worker/db/derived, ADR 097). A year is closed when it is at most the latest row of ExerciceClos (closing
// 2025 closes every year before it: their entries make 2025's opening balances). Every write of a money row dated
// in a closed year, whatever the path (a service, the daily job, a hand-written SQL row), is refused by the
// database with `exercice_clos:<year>`, which the API answers as the 409 « L'exercice 2025 est clos. ». The rows
// of the FEC (worker/services/fec/sql.ts) are exactly those guarded here, so the FEC of a closed year never changes.
// Paused like the journal's (JournalAuteur.pause): a restore loads the rows of closed years as they were.

const ACTIF = `coalesce((SELECT "pause" FROM "JournalAuteur" WHERE "id" = 1), 0) = 0`;
const DERNIER_CLOS = `(SELECT max("exercice") FROM "ExerciceClos")`;

/** Whether the day `col` (YYYY-MM-DD, or null) falls in a closed year. */
const clos = (col: string) => `CAST(substr(${col}, 1, 4) AS INTEGER) <= ${DERNIER_CLOS}`;
const an = (col: string) => `substr(${col}, 1, 4)`;

/** RAISE takes only a literal: the year named by a CASE over the years an exercice may be. */
function refus(annee: string): string {
  const cas: string[] = [];
  for (let y = PREMIER_EXERCICE; y <= DERNIER_EXERCICE; y++)
    cas.push(`WHEN '${y}' THEN RAISE(ABORT, '${RAISE_EXERCICE_CLOS}:${y}')`);
  return `SELECT CASE ${annee} ${cas.join(" ")} ELSE RAISE(ABORT, '${RAISE_EXERCICE_CLOS}') END;`;
}

interface Garde {
  table: string;
  event: "INSERT" | "UPDATE" | "DELETE";
  /** When the write touches a closed year. */
  when: string;
  /** The year to name: a YYYY text expression. */
  annee: string;
}

/** A write whose date moves out of, or into, a closed year; the year named is the closed one. */
const ancienOuNouveau = (col: string): Pick<Garde, "when" | "annee"> => ({
  when: `(${clos(`old.${col}`)} OR ${clos(`new.${col}`)})`,
  annee: `CASE WHEN ${clos(`old.${col}`)} THEN ${an(`old.${col}`)} ELSE ${an(`new.${col}`)} END`,
});

const insertion = (table: string, col: string): Garde => ({
  table,
  event: "INSERT",
  when: clos(`new.${col}`),
  annee: an(`new.${col}`),
});
const suppression = (table: string, col: string): Garde => ({
  table,
  event: "DELETE",
  when: clos(`old.${col}`),
  annee: an(`old.${col}`),
});

const QUITANCE_MONTANTS = ["date", "dateFin", "mois", "prixHC", "charge", "DossierId"];
const changes = (cols: string[]) => cols.map((c) => `new."${c}" IS NOT old."${c}"`).join(" OR ");
const REGLEMENT = (row: "old" | "new") => `json_extract(${row}."reglement", '$.date')`;

/** Every guard: the tenant's and the owner's ledgers, the terms, the invoices, the deposits and their return. */
export function gardes(): Garde[] {
  return [
    // Append-only ledgers (their UPDATE and DELETE are refused already, ADR 007 and 031): a new line.
    insertion("Paiement", `"date"`),
    insertion("Ecriture", `"date"`),
    insertion("EcritureProprietaire", `"date"`),
    // A term of a closed year: never added, removed, nor its amounts or dates changed. Its state (regle,
    // montantRegle, dateReglement) is the ledger's replay: a payment of the open year still settles it.
    insertion("Quitance", `"date"`),
    {
      table: "Quitance",
      event: "UPDATE",
      ...ancienOuNouveau(`"date"`),
      when: `(${changes(QUITANCE_MONTANTS)}) AND ${ancienOuNouveau(`"date"`).when}`,
    },
    suppression("Quitance", `"date"`),
    // An invoice (issued once, Facture_immuable) and its settlement, each a line of the FEC.
    {
      table: "Facture",
      event: "INSERT",
      when: `(${clos(`new."date"`)} OR ${clos(REGLEMENT("new"))})`,
      annee: `CASE WHEN ${clos(`new."date"`)} THEN ${an(`new."date"`)} ELSE ${an(REGLEMENT("new"))} END`,
    },
    {
      table: "Facture",
      event: "DELETE",
      when: `(${clos(`old."date"`)} OR ${clos(REGLEMENT("old"))})`,
      annee: `CASE WHEN ${clos(`old."date"`)} THEN ${an(`old."date"`)} ELSE ${an(REGLEMENT("old"))} END`,
    },
    // The deposit of a lease whose ledger has no deposit line is read from the lease (its amount, its entry day).
    {
      table: "Dossier",
      event: "INSERT",
      when: `new."depotGarantie" > 0 AND ${clos(`new."dateEntree"`)}`,
      annee: an(`new."dateEntree"`),
    },
    {
      table: "Dossier",
      event: "UPDATE",
      when: `(${changes(["depotGarantie", "dateEntree"])}) AND ((old."depotGarantie" > 0 AND ${clos(`old."dateEntree"`)}) OR (new."depotGarantie" > 0 AND ${clos(`new."dateEntree"`)}))`,
      annee: `CASE WHEN old."depotGarantie" > 0 AND ${clos(`old."dateEntree"`)} THEN ${an(`old."dateEntree"`)} ELSE ${an(`new."dateEntree"`)} END`,
    },
    // The deposit paid back: its day, and the row itself (the FEC dates its validation by the row's updatedAt).
    insertion("RestitutionDepot", `"dateRestitution"`),
    { table: "RestitutionDepot", event: "UPDATE", ...ancienOuNouveau(`"dateRestitution"`) },
    suppression("RestitutionDepot", `"dateRestitution"`),
  ];
}

export const nomGarde = (g: Pick<Garde, "table" | "event">) =>
  `ExerciceClos_${g.table}_${g.event.toLowerCase()}`;

function garde(g: Garde): string[] {
  const nom = `"${nomGarde(g)}"`;
  return [
    `DROP TRIGGER IF EXISTS ${nom};`,
    `CREATE TRIGGER ${nom} BEFORE ${g.event} ON "${g.table}" WHEN ${ACTIF} AND ${g.when} BEGIN ${refus(g.annee)} END;`,
  ];
}

/** A closed year is never reopened (a restore, paused, loads its rows). */
function sansReouverture(): string[] {
  return (["UPDATE", "DELETE"] as const).flatMap((event) => {
    const nom = `"ExerciceClos_${event.toLowerCase()}"`;
    return [
      `DROP TRIGGER IF EXISTS ${nom};`,
      `CREATE TRIGGER ${nom} BEFORE ${event} ON "ExerciceClos" WHEN ${ACTIF} BEGIN SELECT RAISE(ABORT, '${RAISE_EXERCICE_ROUVERT}'); END;`,
    ];
  });
}

/**
 * The closed years' derived objects (worker/db/derived, ADR 097): each trigger dropped first, as the migration
 * runner runs them again whenever this definition changes.
 */
export function exerciceClosStatements(): string[] {
  return [...sansReouverture(), ...gardes().flatMap(garde)];
}
