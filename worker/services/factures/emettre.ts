import { sql, type SQL } from "drizzle-orm";
import { today } from "../../lib/dates";
import type { Agence } from "../../lib/agence";
import { lireAgence } from "../mandats/agence";
import type { Vendeur } from "../../domain/factures/parties";
import { mentionExoneration } from "../../domain/factures/tva";
import type { Ports } from "../../ports";

// Issuing invoices (ADR 028). An invoice is issued in the very transaction of the write that makes it due (an
// instalment paid in a mission with a client; a caretaking fee paid), by one INSERT ... SELECT: the database
// numbers it from the year's highest rank, under the transaction's write lock (BEGIN IMMEDIATE), so parallel
// writes take turns and the numbers follow each other without gaps; UNIQUE(numero) and UNIQUE(prefixe, annee, rang)
// stand behind it. Everything the invoice says is copied into its row: it never changes afterwards.

/** The seller as the invoice names it: the agency's settings of the moment (Paramètres > Agence over the host's). */
function vendeurDe(a: Agence): Vendeur {
  return {
    nom: a.nom,
    adresse: a.adresse,
    siret: a.siret,
    siren: a.siren || a.siret.replace(/\s/g, "").slice(0, 9),
    numeroTVA: a.numeroTVA ?? "",
    telephone: a.telephone,
    email: a.email,
    mentionExonerationTVA: mentionExoneration(a.mentionExonerationTVA),
  };
}

/** The buyer's JSON (domain/factures/parties.ts's Acheteur) from the Client row aliased `c`. */
export const ACHETEUR_SQL = sql.raw(`json_object(
  'nom', coalesce(nullif(c."raisonSociale", ''), trim(coalesce(c.titre, '') || ' ' || coalesce(c.prenom, '') || ' ' || c.nom)),
  'adresse', coalesce(c.adresse, ''), 'codePostal', coalesce(c.codePostal, ''), 'ville', coalesce(c.ville, ''),
  'siren', case when length(replace(coalesce(c.numSiret, ''), ' ', '')) in (9, 14)
    and replace(c.numSiret, ' ', '') not glob '*[^0-9]*' then substr(replace(c.numSiret, ' ', ''), 1, 9) else '' end)`);

/** No invoice of this instalment / fee stands (none, or each one cancelled by its credit note). */
const sansFactureSql = (col: "AccompteId" | "IntendanceId", id: SQL) =>
  sql`not exists (select 1 from "Facture" f where f.${sql.raw(`"${col}"`)} = ${id} and f.prefixe = 'F'
    and not exists (select 1 from "Facture" av where av."avoirDe" = f.id))`;

/** What an invoice says, as SQL over its source (s) and client (c): the buyer and its id default to c's. */
export interface ColonnesFacture {
  objet: SQL;
  tva: SQL;
  ht: SQL;
  ttc: SQL;
  paye: SQL;
  mode: SQL;
  client?: SQL;
  acheteur?: SQL;
}

/**
 * The INSERT of the invoices a source selects, as a statement a batch can carry: `source` is a FROM clause (aliases
 * s for the source row, c for the client) and its WHERE, ordered by s.id; each invoice takes the next rank of the
 * year. `vendeur`: the agency's settings, read before (vendeurActuel).
 */
export function factureStatement(
  ports: Ports,
  lien: "AccompteId" | "IntendanceId" | "DossierId",
  colonnes: ColonnesFacture,
  source: SQL,
  vendeur: Vendeur,
) {
  const jour = today(ports.clock);
  const annee = Number(jour.slice(0, 4));
  const now = ports.clock.now().toISOString();
  const rang = sql`(n.base + row_number() over (order by s.id))`;
  return ports.db.run(sql`insert into "Facture" ("numero", "prefixe", "annee", "rang", "date", "ClientId",
    ${sql.raw(`"${lien}"`)}, "objet", "tauxTva", "totalHT", "totalTVA", "totalTTC", "acheteur", "vendeur",
    "reglement", "createdAt", "updatedAt")
    select printf('F%d-%05d', ${annee}, ${rang}), 'F', ${annee}, ${rang}, ${jour}, ${colonnes.client ?? sql`c.id`},
      s.id, ${colonnes.objet}, ${colonnes.tva}, ${colonnes.ht}, ${colonnes.ttc} - ${colonnes.ht}, ${colonnes.ttc},
      ${colonnes.acheteur ?? ACHETEUR_SQL}, ${JSON.stringify(vendeur)},
      json_object('date', ${colonnes.paye}, 'mode', ${colonnes.mode}), ${now}, ${now}
    from (select coalesce(max("rang"), 0) as base from "Facture" where "prefixe" = 'F' and "annee" = ${annee}) n,
    ${source}`);
}

/** The seller the invoices issued now name: the agency's settings of the moment. */
export const vendeurActuel = async (ports: Ports) => vendeurDe(await lireAgence(ports));

/** factureStatement for the writes that issue their invoice after their reads: paid on the day when undated. */
async function emettre(
  ports: Ports,
  lien: "AccompteId" | "IntendanceId",
  colonnes: ColonnesFacture,
  source: SQL,
) {
  const jour = today(ports.clock);
  await factureStatement(
    ports,
    lien,
    { ...colonnes, paye: sql`coalesce(${colonnes.paye}, ${jour})` },
    source,
    await vendeurActuel(ports),
  );
}

export const jourFr = (col: string) => sql.raw(`strftime('%d/%m/%Y', ${col})`);

/**
 * The invoices of a mission's paid instalments not invoiced yet, to its first client (lowest id): called by every
 * write after which an instalment may be both paid and in a mission with a client (the instalment written, the
 * instalment or a client added to the mission). Nothing happens while the mission has no client.
 */
export async function emettreFacturesMission(ports: Ports, missionId: number) {
  await emettre(
    ports,
    "AccompteId",
    {
      objet: sql`'Acompte de la mission « ' || m."type" || ' » n° ' || m.id || ', période du ' || ${jourFr(
        's."dateDepart"',
      )} || ' au ' || ${jourFr('s."dateFin"')}`,
      tva: sql`s."tva"`,
      ht: sql`s."prixHT"`,
      ttc: sql`s."prix"`,
      paye: sql`s."datePaiement"`,
      mode: sql`s."mode"`,
    },
    sql`"Accompte" s
    join "Mission" m on m.id = s."MissionId"
    join "Client" c on c.id = (select min(mc."ClientId") from "MissionClient" mc where mc."MissionId" = s."MissionId")
    where s."MissionId" = ${missionId} and s."regle" = 1 and ${sansFactureSql("AccompteId", sql`s.id`)}`,
  );
}

/**
 * The invoice of a caretaking mission's fee once paid (nature "mission", regle true, a price), to the apartment's
 * contact owner, else its first owner. Expenses (nature "depense") are the owner's costs, not the agency's sales.
 */
export async function emettreFactureIntendance(ports: Ports, intendanceId: number) {
  await emettre(
    ports,
    "IntendanceId",
    {
      objet: sql`'Honoraires d''intendance' || coalesce(' : ' || s."intitule", '') || coalesce(', du ' || ${jourFr(
        's."dateDepart"',
      )}, '') || coalesce(' au ' || ${jourFr('s."dateFin"')}, '')`,
      tva: sql`coalesce(s."tva", 20)`,
      ht: sql`coalesce(s."prixHT", s."prix")`,
      ttc: sql`s."prix"`,
      paye: sql`s."date"`,
      mode: sql`s."mode"`,
    },
    sql`"Intendance" s
    join "Appartement" a on a.id = s."AppartementId"
    join "Client" c on c.id = coalesce(a."defaultContact",
      (select min(ap."ClientId") from "AppartementProprietaire" ap where ap."AppartementId" = a.id))
    where s.id = ${intendanceId} and s."nature" = 'mission' and s."regle" = 1 and s."prix" is not null
      and ${sansFactureSql("IntendanceId", sql`s.id`)}`,
  );
}

/** The number of the invoice standing for an instalment or fee (not cancelled by a credit note), if any. */
export async function factureEnVigueur(
  ports: Ports,
  lien: "AccompteId" | "IntendanceId",
  id: number,
): Promise<string | null> {
  const rows = await ports.db.all<{ numero: string }>(
    sql`select f."numero" as numero from "Facture" f where f.${sql.raw(`"${lien}"`)} = ${id} and f.prefixe = 'F'
      and not exists (select 1 from "Facture" av where av."avoirDe" = f.id) limit 1`,
  );
  return rows[0]?.numero ?? null;
}
