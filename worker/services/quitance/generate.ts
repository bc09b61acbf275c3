import { and, eq, sql } from "drizzle-orm";
import { present } from "../../domain/present";
import { Appartement, Dossier, Locataire, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { avantReprise, moisDe, termeDuMois } from "../../domain/quitance";
import { jourCourt, moisLong } from "../../domain/compte/libelles";
import { quitanceManuelleSchema } from "../../domain/schemas/quitance";
import { toCents } from "../../domain/money";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import { getOr404 } from "../rows";
import { toApi } from "../serialize";
import { introuvable } from "../../domain/labels";
import {
  APPARTEMENT_COLS,
  DOSSIER_TERME_COLS,
  LOCATAIRE_COLS,
  documentData,
  landlordsOf,
  quitanceDocsByIds,
  soldeAnterieur,
  type QuitanceRow,
} from "./data";
import { documentLink, ensureDocument } from "./document";
import { inTransaction } from "../transaction";
import { colocatairesJson } from "../colocataires/lire";
import { echeanceCreee } from "../compte/termes";

export const MSG_HORS_BAIL = "Le dossier n'est pas en cours ce mois-ci.";
/** A month before an imported lease's cut-over month (ADR 080): the software it came from had its terms. */
export const msgAvantReprise = (dateReprise: string) =>
  `Bail repris au ${jourCourt(dateReprise)} : pas d'échéance avant ${moisLong(dateReprise.slice(0, 7))}.`;

/** 400 when the month lies before the lease's cut-over month. */
export function refuserAvantReprise(bail: { dateReprise?: string | null }, mois: string) {
  if (bail.dateReprise && avantReprise(bail, mois))
    throw badRequest(MSG_INVALID, { date: msgAvantReprise(bail.dateReprise) });
}
export const MSG_DEJA_GENEREE = "Une quittance existe déjà pour ce dossier et ce mois.";
export const MSG_FIN_AVANT_DEBUT =
  "La date de fin doit être postérieure ou égale à la date de début.";

export type Generated = {
  created: boolean;
  quitance: Record<string, unknown> & { id: number; generated: string };
};

/** The receipt number: month and dossier, unique like the (dossier, month) pair it names. */
export const numero = (mois: string, dossierId: number) =>
  `${mois.replace("-", "")}-${String(dossierId).padStart(4, "0")}`;

/** The dossier with what its receipt prints of its tenant and apartment, and its landlord: three queries. */
async function dossierForQuitance(ports: Ports, dossierId: number) {
  const [found] = await ports.db
    .select({
      d: DOSSIER_TERME_COLS,
      l: { ...LOCATAIRE_COLS, colocataires: colocatairesJson(sql`"Dossier"."id"`) },
      a: APPARTEMENT_COLS,
    })
    .from(Dossier)
    .innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId))
    .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
    .where(eq(Dossier.id, dossierId));
  if (!found) throw notFound(introuvable("Dossier"));
  const landlord = (await landlordsOf(ports, [found.d.AppartementId]))(found.d.AppartementId);
  const links = {
    DossierId: found.d.id,
    AppartementId: found.d.AppartementId,
    LocataireId: found.d.LocataireId,
    ClientId: landlord.clientIds[0] ?? null,
  };
  return { ...found, landlord, links };
}
type ForQuitance = Awaited<ReturnType<typeof dossierForQuitance>>;

/** Builds (or brings up to date) the receipt's document and answers the receipt with its link. */
async function withDocument(
  ports: Ports,
  row: QuitanceRow,
  f: ForQuitance,
  created: boolean,
): Promise<Generated> {
  const doc = {
    row,
    locataire: f.l,
    appartement: f.a,
    data: documentData(row, f.l, f.a, f.landlord, await soldeAnterieur(ports, row.id)),
  };
  const key = await ensureDocument(ports, doc);
  return { created, quitance: { ...toApi("Quitance", doc.row), generated: documentLink(key) } };
}

/**
 * Inserts the month's receipt unless the (dossier, month) pair has one: the unique index decides. Its due goes on
 * the tenant's account in the same transaction, where a credit waiting settles it at once.
 */
async function insertOnce(
  ports: Ports,
  values: typeof Quitance.$inferInsert,
  auteur?: string,
): Promise<QuitanceRow | undefined> {
  return inTransaction(ports, async (tx) => {
    const [row] = await tx.db
      .insert(Quitance)
      .values({ montantRegle: 0, ...values })
      .onConflictDoNothing({ target: [Quitance.DossierId, Quitance.mois] })
      .returning();
    return row && echeanceCreee(tx, row, auteur);
  });
}

/**
 * The term of the month of `day` for a dossier (prorated when the lease starts or ends in it), in an interactive
 * transaction: the way of a term the account's replay settles, and of a receipt the write batch of by-hand.ts or
 * auto.ts did not insert. One receipt per dossier and month, however many calls at once: the unique index decides
 * (INSERT ... ON CONFLICT DO NOTHING), and every call but the one that inserted reads and answers the existing one.
 */
export async function generateTerm(
  ports: Ports,
  dossierId: number,
  day: string,
  automatique = false,
): Promise<Generated> {
  const { f, mois, inserted } = await insertTerm(ports, dossierId, day, automatique);
  if (inserted) return withDocument(ports, inserted, f, true);
  const [existing] = await ports.db
    .select()
    .from(Quitance)
    .where(and(eq(Quitance.DossierId, f.d.id), eq(Quitance.mois, mois)));
  return withDocument(ports, present(existing, `terme ${mois} du dossier ${f.d.id}`), f, false);
}

/**
 * generateTerm's first half: the month's term and its due on the account, inserted unless the month has one (the
 * unique index), without its document (made by generateTerm when read again). For a write that calls several
 * months in one transaction (services/reconduction/rouvrir.ts).
 */
export async function insertTerm(
  ports: Ports,
  dossierId: number,
  day: string,
  automatique = false,
) {
  const f = await dossierForQuitance(ports, dossierId);
  const mois = moisDe(day);
  refuserAvantReprise(f.d, mois);
  const terme = termeDuMois(f.d, mois);
  if (!terme) throw badRequest(MSG_INVALID, { date: MSG_HORS_BAIL });
  const { date, dateFin, prixHC, charge } = terme;
  const inserted = await insertOnce(ports, {
    ...f.links,
    numero: numero(mois, f.d.id),
    mois,
    automatique,
    date,
    dateFin,
    prixHC,
    charge,
  });
  return { f, mois, inserted };
}

/** A receipt for any period with the amounts typed by hand; the month of `date` must not have one yet (409). */
export async function generateManual(
  ports: Ports,
  dossierId: number,
  input: unknown,
): Promise<Generated> {
  const f = await dossierForQuitance(ports, dossierId);
  const m = parseWith(quitanceManuelleSchema, input);
  if (m.dateFin < m.date) throw badRequest(MSG_INVALID, { dateFin: MSG_FIN_AVANT_DEBUT });
  const mois = moisDe(m.date);
  refuserAvantReprise(f.d, mois);
  const inserted = await insertOnce(ports, {
    ...f.links,
    numero: numero(mois, f.d.id),
    mois,
    date: m.date,
    dateFin: m.dateFin,
    prixHC: toCents(m.prixHC),
    charge: toCents(m.charge),
  });
  if (!inserted) throw conflict(MSG_DEJA_GENEREE);
  return withDocument(ports, inserted, f, true);
}

/** GET /Quitance/{id}/generate: the receipt's current document (built again if its data changed). */
export async function quitanceDocument(ports: Ports, id: number): Promise<string> {
  await getOr404(ports, Quitance, id);
  const [doc] = await quitanceDocsByIds(ports, [id]);
  return documentLink(await ensureDocument(ports, present(doc, `quittance ${id}`)));
}
