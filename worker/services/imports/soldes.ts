import { type SQL, sql } from "drizzle-orm";
import { LIBELLE_DEPOT_DETENU, libelleReprise } from "../../domain/compte/libelles";

// The sheet Soldes written to the tenant's and the owner's ledgers (issue 61 item 4, ADR 080), as statements the
// import appends to its one write batch after the records. References are resolved in SQL (Dossier.reference,
// Client.reference), so they work for records the same batch creates; every statement reads the balances from one
// JSON parameter (json_each), so 2,000 balances are still five statements. Never a Paiement, never a term: the
// entries are "reprise" (a balance) and "depotDetenu" (the deposit already held), which the replay reads apart
// (services/compte/ledger.ts evenements).

export interface SoldeLu {
  type: "locataire" | "depot" | "proprietaire";
  /** A lease's Reference (locataire, depot) or an owner's (proprietaire). */
  reference: string;
  /** Cents, signed as the sheet says (locataire: positive = the tenant owes; proprietaire: positive = owed to the owner). */
  montant: number;
}

/** The balances of one type, non-zero (a deposit held: positive), as the JSON array json_each reads: [[reference, cents], ...]. */
const json = (soldes: readonly SoldeLu[], type: SoldeLu["type"]) =>
  JSON.stringify(
    soldes
      .filter((s) => s.type === type && (type === "depot" ? s.montant > 0 : s.montant !== 0))
      .map((s) => [s.reference, s.montant]),
  );

const NOW = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
const REF = sql.raw(`json_extract(j."value", '$[0]')`);
const M = `json_extract(j."value", '$[1]')`;
const MONTANT = sql.raw(M);
/** The amount when positive, else 0 (`-`: its opposite's). */
const positif = (signe: "" | "-") => sql.raw(`max(${signe}${M}, 0)`);

/** The motif of an import's opening entries: what tells them apart from another import's. */
export const motifImport = (importId: number) => `Import n° ${importId}`;

export function soldesStatements(p: {
  importId: number;
  dateReprise: string;
  soldes: readonly SoldeLu[];
  auteur: string;
}): SQL[] {
  const { dateReprise, auteur } = p;
  const motif = motifImport(p.importId);
  const reprise = libelleReprise(dateReprise);
  // Into a tenant's ledger: one line a balance of the sheet whose lease is found, its debit and credit given.
  // A re-import of the same file writes no balance twice: a lease whose ledger already holds an opening line of
  // this type from another import is left alone (the dry run warns of it; the ledger only grows).
  const tenant = (type: string, libelle: string, soldes: string, debit: SQL, credit: SQL) => sql`
    insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit", "motif", "auteur", "createdAt")
    select d."id", ${type}, ${dateReprise}, ${libelle}, ${debit}, ${credit}, ${motif}, ${auteur}, ${NOW}
    from json_each(${soldes}) j join "Dossier" d on d."reference" = ${REF}
    where not exists (select 1 from "Ecriture" x where x."DossierId" = d."id" and x."type" = ${type}
      and x."motif" is not ${motif})
    order by j."key"`;
  const depots = json(p.soldes, "depot");
  const out: SQL[] = [];
  if (depots !== "[]")
    out.push(
      // The deposit held: the deposit due (debit), then the money that paid it (credit, after it: the replay
      // settles the deposit with it), so the balance does not move and the deposit held is the amount.
      tenant("depotDetenu", LIBELLE_DEPOT_DETENU, depots, MONTANT, sql`0`),
      tenant("depotDetenu", LIBELLE_DEPOT_DETENU, depots, sql`0`, MONTANT),
    );
  const locataires = json(p.soldes, "locataire");
  if (locataires !== "[]")
    out.push(tenant("reprise", reprise, locataires, positif(""), positif("-")));
  const proprietaires = json(p.soldes, "proprietaire");
  if (proprietaires !== "[]")
    out.push(sql`
      insert into "EcritureProprietaire" ("ClientId", "type", "date", "libelle", "debit", "credit", "motif", "auteur",
        "createdAt")
      select c."id", 'reprise', ${dateReprise}, ${reprise}, ${positif("-")}, ${positif("")}, ${motif},
        ${auteur}, ${NOW}
      from json_each(${proprietaires}) j join "Client" c on c."reference" = ${REF}
      where not exists (select 1 from "EcritureProprietaire" x where x."ClientId" = c."id" and x."type" = 'reprise'
        and x."motif" is not ${motif})
      order by j."key"`);
  return out;
}
