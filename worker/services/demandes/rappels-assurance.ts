import { type SQL, sql } from "drizzle-orm";
import {
  type Courriel,
  type RappelAssurance,
  courrielAgence,
  courrielEchue,
  courrielEcheance,
  lienEspace,
} from "../../domain/demandes/courriels";
import type { Ports } from "../../ports";

// The daily job's insurance reminders (issue 62, item 5; loi 89-462 art. 7 g), ADR 086. For each open lease with
// an end date on record: a month before it, the tenant is asked for the next certificate; from that date on, the
// tenant again and the agency (its contact address). Each mail once per lease, end date and kind (the outbox's
// dedupeKey): a run again, or the next day's, queues nothing more; a new certificate moves the lease's date, so
// the old date's reminders stop and the new one's will come. One INSERT … SELECT for every lease at once: the texts
// are the domain's, their date, tenant and home filled in by SQL.

const DATE = "{date}";
const LOCATAIRE = "{locataire}";
const LOGEMENT = "{logement}";

/** The lease's end date as the mails write it (JJ/MM/AAAA). */
const dateFr = sql`strftime('%d/%m/%Y', d."assuranceDateFin")`;
const locataire = sql`trim(l."prenom" || ' ' || l."nom")`;
const logement = sql`a."adresse" || ', ' || a."codePostal" || ' ' || a."ville"`;
/** The tenant's address: their space's account (still open), else the record's. */
const emailLocataire = sql`coalesce((select ce."email" from "AccesEspace" ae join "CompteEspace" ce on ce."id" = ae."CompteEspaceId"
  where ae."LocataireId" = d."LocataireId" and ae."statut" = 'actif'), nullif(l."mail", ''), nullif(l."mail2", ''))`;

/** A template's placeholders filled per row. */
const rempli = (texte: string): SQL =>
  sql`replace(replace(replace(${texte}, ${DATE}, ${dateFr}), ${LOCATAIRE}, ${locataire}), ${LOGEMENT}, ${logement})`;

const cle = (kind: RappelAssurance) =>
  sql`${`assurance:${kind}:`} || d."id" || ':' || d."assuranceDateFin"`;

/** The leases a kind is due for on `jour` (the Paris day): open, with an end date, in its window. */
function quand(kind: RappelAssurance, jour: string): SQL {
  const ouvert = sql`d."clos" = 0 and d."archiveLe" is null and d."assuranceDateFin" is not null`;
  return kind === "echeance"
    ? sql`${ouvert} and d."assuranceDateFin" > ${jour} and d."assuranceDateFin" <= date(${jour}, '+1 month')`
    : sql`${ouvert} and d."assuranceDateFin" <= ${jour}`;
}

function selection(ports: Ports, kind: RappelAssurance, jour: string, c: Courriel): SQL {
  const agence = sql`coalesce((select nullif("email", '') from "AgenceParametres" where "id" = 1), ${ports.config.contactEmail})`;
  const to = kind === "echue-agence" ? agence : emailLocataire;
  return sql`select ${cle(kind)} as "cle", ${to} as "to", ${rempli(c.subject)} as "subject", ${rempli(c.body)} as "body", d."id" as "dossier"
    from "Dossier" d join "Locataire" l on l."id" = d."LocataireId" join "Appartement" a on a."id" = d."AppartementId"
    where ${quand(kind, jour)} and ${to} is not null`;
}

/** The three kinds' rows for `jour`, with `pasEncore` only those not queued yet (the job's "anything to do?"). */
function rappels(ports: Ports, jour: string, pasEncore = false): SQL {
  const agence = ports.config.agence?.nom || "Patrimoine Locatif";
  const espace = lienEspace(ports.config.publicUrl);
  const kinds: [RappelAssurance, Courriel][] = [
    ["echeance", courrielEcheance(DATE, espace, agence)],
    ["echue", courrielEchue(DATE, espace, agence)],
    ["echue-agence", courrielAgence(DATE, LOCATAIRE, LOGEMENT)],
  ];
  const union = sql.join(
    kinds.map(([kind, c]) => selection(ports, kind, jour, c)),
    sql` union all `,
  );
  return sql`select * from (${union}) r
    where ${pasEncore ? sql`not exists (select 1 from "Outbox" o where o."dedupeKey" = r."cle")` : sql`1`}`;
}

/** The "anything to do?" flag of jobs/due.ts: a reminder due and not queued. */
export const rappelsAssuranceDus = (ports: Ports, jour: string) =>
  sql`exists (${rappels(ports, jour, true)})`;

/** Queues the day's reminders, each once; answers the new outbox rows (mailed by the job's `envois`). */
export async function planifierRappelsAssurance(ports: Ports, jour: string): Promise<number[]> {
  const now = ports.clock.now().toISOString();
  const rows = await ports.db.all<{ id: number }>(sql`
    insert into "Outbox" ("dedupeKey", "to", "subject", "body", "status", "attempts", "createdAt", "updatedAt")
    select r."cle", r."to", r."subject", r."body", 'pending', 0, ${now}, ${now}
    from (${rappels(ports, jour)}) r
    order by r."dossier", r."cle"
    on conflict ("dedupeKey") do nothing
    returning "id"`);
  return rows.map((r) => r.id);
}
