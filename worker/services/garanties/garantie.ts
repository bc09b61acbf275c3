import { eq, sql } from "drizzle-orm";
import { Caution, ContratGli, Dossier, GarantieDossier } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { toEuros } from "../../domain/money";
import { CAUTION_ET_GLI, enVigueur, type TypeGarantie } from "../../domain/garanties/regles";
import { garantieSchema } from "../../domain/garanties/schemas";
import { STATUTS_CAUTION_ET_GLI } from "../../domain/garanties/statuts";
import { today } from "../../lib/dates";
import { ApiError, badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { aReclamerSql } from "./creances-assureurs";
import { duAssureurSql } from "./recuperations";

// GET/PUT /api/Dossier/{id}/garantie (issue 78 item 1): the lease's one guarantee. The PUT is one conditional upsert:
// a GLI is written only while the lease has no personal guarantor or its tenant is a student or an apprentice
// (loi 89-462 art. 22-1), read by the statement itself, so two requests at once cannot pair them.

export interface GarantieLue {
  /** The stored guarantee, or « caution » when none is stored and the lease has guarantors (they are its guarantee). */
  type: TypeGarantie;
  /** The lease's personal guarantors, « Prénom Nom », in the order they were added. */
  garants: string[];
  /** Euros the tenant owes the insurer (« dû à l'assureur »), apart from the agency's account. */
  duAssureur: number;
  /** Euros an insurer was sent beyond what it is owed (ADR 166), « à réclamer à l'assureur »; never a negative dû. */
  aReclamerAssureur: number;
  visale: { numeroVisa: string; dateVisa: string } | null;
  gli: {
    ContratGliId: number;
    dateAdhesion: string | null;
    assureur: string;
    numeroContrat: string;
    taux: number;
    base: string;
  } | null;
}

/** The 409's message, with the article in force today. */
export const messageCautionEtGli = (jour: string) =>
  `Une garantie loyers impayés (GLI) ne peut pas s'ajouter à une caution personnelle, sauf pour un locataire étudiant ou apprenti (${enVigueur(CAUTION_ET_GLI, jour).article}).`;

const STATUTS_PERMIS = sql.join(
  STATUTS_CAUTION_ET_GLI.map((s) => sql`${s}`),
  sql`, `,
);

/** True when the lease `dossierId` may be under a GLI: no guarantor, or a student's or an apprentice's lease. */
export const gliPermiseSql = (
  dossierId: number,
) => sql`(not exists (select 1 from "Caution" c where c."DossierId" = ${dossierId})
  or (select l."statut" from "Dossier" d join "Locataire" l on l.id = d."LocataireId" where d.id = ${dossierId}) in (${STATUTS_PERMIS}))`;

/** The lease and its guarantee with its contract: two statements for a batch. */
const lectures = (ports: Ports, dossierId: number) =>
  [
    ports.db.select({ id: Dossier.id }).from(Dossier).where(eq(Dossier.id, dossierId)),
    ports.db
      .select({ g: GarantieDossier, c: ContratGli })
      .from(GarantieDossier)
      .leftJoin(ContratGli, eq(ContratGli.id, GarantieDossier.ContratGliId))
      .where(eq(GarantieDossier.DossierId, dossierId)),
    // Item 5: what the tenant owes the insurer after its payments (subrogation), shown apart from the account.
    // ADR 130: less what the tenant has paid of it since (RecuperationAssureur).
    ports.db.all<{ du: number; aReclamer: number }>(
      sql`select ${duAssureurSql(dossierId)} as "du", ${aReclamerSql(dossierId)} as "aReclamer"`,
    ),
    // The guarantors are rows of their own (Caution), not a stored type: the card said « Aucune » beside them.
    ports.db
      .select({ prenom: Caution.prenom, nom: Caution.nom })
      .from(Caution)
      .where(eq(Caution.DossierId, dossierId))
      .orderBy(Caution.id),
  ] as const;
type Lu = Awaited<ReturnType<typeof lectures>[1]>[number];

function garantieDe(
  g: Lu | undefined,
  du: { du: number; aReclamer: number } | undefined,
  cautions: { prenom: string; nom: string }[],
): GarantieLue {
  const duAssureur = toEuros(du?.du ?? 0);
  const aReclamerAssureur = toEuros(du?.aReclamer ?? 0);
  const garants = cautions.map((c) => `${c.prenom} ${c.nom}`);
  const stockee = g?.g.type ?? "aucune";
  const type = stockee === "aucune" && garants.length ? "caution" : stockee;
  const lue = { type, garants, duAssureur, aReclamerAssureur };
  if (!g) return { ...lue, visale: null, gli: null };
  return {
    ...lue,
    visale:
      g.g.type === "visale" && g.g.numeroVisa && g.g.dateVisa
        ? { numeroVisa: g.g.numeroVisa, dateVisa: g.g.dateVisa }
        : null,
    gli:
      g.g.type === "gli" && g.c
        ? {
            ContratGliId: g.c.id,
            dateAdhesion: g.g.dateAdhesion,
            assureur: g.c.assureur,
            numeroContrat: g.c.numeroContrat,
            taux: g.c.taux,
            base: g.c.base,
          }
        : null,
  };
}

export async function lireGarantie(ports: Ports, dossierId: number): Promise<GarantieLue> {
  const [[dossier], [g], [du], cautions] = await inOneTrip(ports, lectures(ports, dossierId));
  if (!dossier) throw notFound(introuvable("Dossier"));
  return garantieDe(g, du, cautions);
}

export async function enregistrerGarantie(ports: Ports, dossierId: number, body: unknown) {
  const g = parseWith(garantieSchema, body);
  const now = ports.clock.now().toISOString();
  const contrat = g.type === "gli" ? (g.gli?.ContratGliId ?? null) : null;
  const visa = g.type === "visale" ? g.visale : null;
  const conditions = [
    sql`exists (select 1 from "Dossier" where id = ${dossierId})`,
    ...(contrat === null
      ? []
      : [sql`exists (select 1 from "ContratGli" where id = ${contrat})`, gliPermiseSql(dossierId)]),
  ];
  // The write and the answer's reads in one batch: one round trip on the edge.
  const [ecrit, , [lu], [du], cautions] = await inOneTrip(ports, [
    ports.db.run(sql`insert into "GarantieDossier" ("DossierId", "type", "numeroVisa", "dateVisa", "ContratGliId",
        "dateAdhesion", "createdAt", "updatedAt")
      select ${dossierId}, ${g.type}, ${visa?.numeroVisa ?? null}, ${visa?.dateVisa ?? null}, ${contrat},
        ${contrat === null ? null : (g.gli?.dateAdhesion ?? null)}, ${now}, ${now}
      where ${sql.join(conditions, sql` and `)}
      on conflict ("DossierId") do update set "type" = excluded."type", "numeroVisa" = excluded."numeroVisa",
        "dateVisa" = excluded."dateVisa", "ContratGliId" = excluded."ContratGliId",
        "dateAdhesion" = excluded."dateAdhesion", "updatedAt" = excluded."updatedAt"`),
    ...lectures(ports, dossierId),
  ]);
  if (ecrit.rowsAffected === 0) await refus(ports, dossierId, contrat);
  return garantieDe(lu, du, cautions);
}

/** Why nothing was written, read after the refused write: the lease, the contract, or art. 22-1. */
async function refus(ports: Ports, dossierId: number, contrat: number | null): Promise<never> {
  const [[dossier], [c]] = await inOneTrip(ports, [
    ports.db.select({ id: Dossier.id }).from(Dossier).where(eq(Dossier.id, dossierId)),
    ports.db
      .select({ id: ContratGli.id })
      .from(ContratGli)
      .where(eq(ContratGli.id, contrat ?? 0)),
  ]);
  if (!dossier) throw notFound(introuvable("Dossier"));
  if (!c) throw badRequest(MSG_INVALID, { "gli.ContratGliId": "Ce contrat GLI n'existe pas." });
  throw new ApiError(409, "conflict", messageCautionEtGli(today(ports.clock)), {
    type: messageCautionEtGli(today(ports.clock)),
  });
}
