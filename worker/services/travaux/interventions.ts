import { type SQL, sql } from "drizzle-orm";
import { alerteDecennale } from "../../domain/travaux/decennale";
import {
  MSG_DEMANDE_AUTRE_LOT,
  MSG_FOURNISSEUR_INTROUVABLE,
  MSG_LOT_INTROUVABLE,
  msgDemandeDejaCommandee,
} from "../../domain/travaux/messages";
import { interventionSchema } from "../../domain/travaux/schemas";
import {
  type Decennale,
  ETATS_INTERVENTION,
  type EtatIntervention,
  METIERS_TRAVAUX,
  type Metier,
} from "../../domain/travaux/types";
import { estParmi } from "../../domain/parmi";
import { introuvable } from "../../domain/labels";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { keyToUrl } from "../files/keys";

// Work orders (issue 76, item 2; ADR 119): created from a tenant's request in one click or by staff, read with
// their supplier's décennale warning and the history of their states.

/** The demand names this lot: directly, or through its lease. */
const demandeDuLot = (
  DemandeId: number,
  AppartementId: number,
) => sql`exists (select 1 from "Demande" d
  where d."id" = ${DemandeId} and (d."AppartementId" = ${AppartementId}
    or exists (select 1 from "Dossier" x where x."id" = d."DossierId" and x."AppartementId" = ${AppartementId})))`;

/**
 * The order's trade: the one typed, else its supplier's first works trade (in the record's order), else
 * « Multi-services » (ADR 178). The décennale is checked against it as against a typed one.
 */
const metierDeLOrdre = (metier: Metier | null | undefined, fournisseur: number | null) =>
  sql`coalesce(${metier ?? null}, (select m."value" from "Fournisseur" f, json_each(f."metiers") m
    where f."id" = ${fournisseur} and m."value" in (${sql.join(
      METIERS_TRAVAUX.map((x) => sql`${x}`),
      sql`, `,
    )}) order by m."key" limit 1), 'multi_services')`;

/**
 * POST /api/interventions: one batch. The order is written only when its lot, its request (on that lot) and its
 * supplier exist and are live (conditions of the insert itself); a request already ordered keeps its one order (the
 * unique index, `or ignore`). Its first state and the request's « en cours » go in the same batch.
 */
export async function creerIntervention(ports: Ports, auteur: string, input: unknown) {
  const d = parseWith(interventionSchema, input);
  const at = ports.clock.now().toISOString();
  const jour = d.date ?? today(ports.clock);
  const demande = d.DemandeId ?? null;
  const fournisseur = d.FournisseurId ?? null;
  // The new order's id once its first state is written: the answer's reads ride at the end of the batch.
  const nouvelle = sql`(select "InterventionId" from "InterventionEtat" where "id" = last_insert_rowid())`;
  const [, [cree], , , lignes, historique] = await inOneTrip(ports, [
    ports.db.run(sql`insert or ignore into "Intervention" ("AppartementId", "DemandeId", "FournisseurId", "metier",
        "objet", "description", "urgence", "contactLocataire", "date", "etat", "auteur", "createdAt", "updatedAt")
      select ${d.AppartementId}, ${demande}, ${fournisseur}, ${metierDeLOrdre(d.metier, fournisseur)}, ${d.objet}, ${d.description ?? ""},
        ${d.urgence ? 1 : 0}, ${d.contactLocataire ? 1 : 0}, ${jour}, 'ouverte', ${auteur}, ${at}, ${at}
      where exists (select 1 from "Appartement" a where a."id" = ${d.AppartementId} and a."archiveLe" is null)
        and (${demande} is null or ${demande === null ? sql`1` : demandeDuLot(demande, d.AppartementId)})
        and (${fournisseur} is null or exists (select 1 from "Fournisseur" f where f."id" = ${fournisseur}
          and f."archiveLe" is null))`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at")
      select i."id", null, 'ouverte', ${auteur}, ${at} from "Intervention" i
      where i."id" = last_insert_rowid() and i."createdAt" = ${at}
        and not exists (select 1 from "InterventionEtat" e where e."InterventionId" = i."id")`),
    ports.db.run(sql`update "Demande" set "statut" = 'en_cours', "updatedAt" = ${at}
      where "id" = ${demande} and "statut" = 'nouvelle'
        and exists (select 1 from "Intervention" i where i."DemandeId" = ${demande} and i."createdAt" = ${at})`),
    ...lecturesIntervention(ports, nouvelle),
  ]);
  if (Number(cree?.n) === 1) return interventionLue(lignes, historique);
  // Nothing written: say why, from what the database holds now.
  const [[lot], [dem], [fou], [deja]] = await Promise.all([
    ports.db.all<{ id: number }>(
      sql`select "id" from "Appartement" where "id" = ${d.AppartementId} and "archiveLe" is null`,
    ),
    demande === null
      ? Promise.resolve([{ ok: 1 }])
      : ports.db.all<{ ok: number }>(sql`select ${demandeDuLot(demande, d.AppartementId)} as ok`),
    fournisseur === null
      ? Promise.resolve([{ id: 0 }])
      : ports.db.all<{ id: number }>(
          sql`select "id" from "Fournisseur" where "id" = ${fournisseur} and "archiveLe" is null`,
        ),
    ports.db.all<{ id: number }>(
      sql`select "id" from "Intervention" where "DemandeId" = ${demande}`,
    ),
  ]);
  const fields: Record<string, string> = {};
  if (!lot) fields.AppartementId = MSG_LOT_INTROUVABLE;
  if (!dem?.ok) fields.DemandeId = MSG_DEMANDE_AUTRE_LOT;
  if (!fou) fields.FournisseurId = MSG_FOURNISSEUR_INTROUVABLE;
  if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
  if (deja) throw conflict(msgDemandeDejaCommandee(deja.id));
  throw conflict("L'intervention n'a pas pu être créée : réessayez.");
}

interface LigneLue {
  id: number;
  AppartementId: number;
  DemandeId: number | null;
  FournisseurId: number | null;
  metier: Metier;
  objet: string;
  description: string;
  urgence: number;
  contactLocataire: number;
  date: string;
  datePassage: string | null;
  etat: EtatIntervention;
  decennaleForceePar: string | null;
  decennaleForceeAt: string | null;
  accepteeAt: string | null;
  auteur: string;
  createdAt: string;
  updatedAt: string;
  adresse: string | null;
  codePostal: string | null;
  ville: string | null;
  raisonSociale: string | null;
  decennale: string | null;
}

const LIGNE = sql`select i.*, a."adresse", a."codePostal", a."ville", f."raisonSociale", f."decennale"
  from "Intervention" i join "Appartement" a on a."id" = i."AppartementId"
  left join "Fournisseur" f on f."id" = i."FournisseurId"`;

/** An order as the API shows it: its lot's address, its supplier's name (never its IBAN), the warning. */
function affiche(l: LigneLue) {
  const { adresse, codePostal, ville, raisonSociale, decennale, ...row } = l;
  const alerte =
    l.FournisseurId === null
      ? null
      : alerteDecennale(decennale ? (JSON.parse(decennale) as Decennale) : null, l.metier, l.date);
  return {
    ...row,
    urgence: Boolean(l.urgence),
    contactLocataire: Boolean(l.contactLocataire),
    lot: [adresse, [codePostal, ville].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    fournisseur: raisonSociale,
    alerteDecennale: alerte,
    /** The warning still stops its payment: not overridden by an admin. */
    paiementBloque: alerte !== null && l.decennaleForceeAt === null,
  };
}

type EtatPasse = {
  de: string | null;
  etat: string;
  par: string;
  at: string;
  commentaire: string | null;
};

/**
 * The two reads of an order, by an SQL expression of its id: to be sent alone or at the end of a write's batch (the
 * answer in the same round trip).
 */
export const lecturesIntervention = (ports: Ports, id: SQL) =>
  [
    ports.db.all<LigneLue>(sql`${LIGNE} where i."id" = ${id}`),
    ports.db.all<EtatPasse>(
      sql`select "de", "etat", "par", "at", "commentaire" from "InterventionEtat"
        where "InterventionId" = ${id} order by "id"`,
    ),
  ] as const;

/** The order as answered, from its two reads. */
export function interventionLue([ligne]: LigneLue[], historique: EtatPasse[]) {
  if (!ligne) throw notFound(introuvable("Intervention"));
  return { ...affiche(ligne), historique };
}

/** GET /api/Intervention/{id}: the order and every state it took, oldest first. */
export async function lireIntervention(ports: Ports, id: number) {
  const [lignes, historique, photos] = await Promise.all([
    ...lecturesIntervention(ports, sql`${id}`),
    // The supplier's photos before and after (ADR 127), for staff to see and download (ADR 135).
    ports.db.all<PhotoLue>(sql`select "id", "moment", "nom", "cle", "createdAt" from "InterventionPhoto"
      where "InterventionId" = ${id} order by "id"`),
  ]);
  return {
    ...interventionLue(lignes, historique),
    photos: photos.map(({ cle, ...p }) => ({ ...p, url: keyToUrl(cle) })),
  };
}

interface PhotoLue {
  id: number;
  moment: "avant" | "apres";
  nom: string;
  cle: string;
  createdAt: string;
}

/** GET /api/interventions: every order, newest first (`?etat=`, `?AppartementId=`, `?FournisseurId=`). */
export async function listeInterventions(ports: Ports, q: Record<string, string | undefined>) {
  const filtres = [sql`1`];
  if (q.etat !== undefined) {
    if (!estParmi(ETATS_INTERVENTION, q.etat))
      throw badRequest("Certains champs sont invalides.", { etat: "Valeur non autorisée." });
    filtres.push(sql`i."etat" = ${q.etat}`);
  }
  for (const cle of ["AppartementId", "FournisseurId"] as const) {
    const v = q[cle];
    if (v === undefined) continue;
    if (!/^[1-9][0-9]{0,15}$/.test(v))
      throw badRequest("Certains champs sont invalides.", { [cle]: "Identifiant invalide." });
    filtres.push(sql`i.${sql.identifier(cle)} = ${Number(v)}`);
  }
  const lignes = await ports.db.all<LigneLue>(
    sql`${LIGNE} where ${sql.join(filtres, sql` and `)} order by i."id" desc`,
  );
  return { data: lignes.map(affiche) };
}
