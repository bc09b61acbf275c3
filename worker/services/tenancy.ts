import { avecLot } from "./bail-rules";
import {
  avecReglementation,
  lireReglementationDuBail,
  refusRelocationLu,
} from "./reglementation/prechargement";
import { z } from "zod";
import { closDesAujourdhui, erreurDateFin } from "../domain/fin-bail";
import { date as champDate } from "../domain/schemas/fields";
import { parseWith } from "../lib/validate";
import { and, desc, eq, getTableName, sql } from "drizzle-orm";
import {
  Appartement,
  AppartementProprietaire,
  Client,
  Dossier,
  History,
  Locataire,
} from "../db/schema";
import type { Ports } from "../ports";
import { ApiError, badRequest, conflict, MSG_INVALID, notFound } from "../lib/errors";
import { introuvable } from "../domain/labels";
import { today } from "../lib/dates";
import { dossierResource } from "./resources/dossier";
import { findRow, getOr404, insertStatement, rowOf, validRow } from "./rows";
import { toApi } from "./serialize";
import { inTransaction } from "./transaction";
import { emmenagementStatements } from "./compte/emmenagement";
import { vendeurActuel } from "./factures/emettre";
import { honorairesStatements, proprietairesDe } from "./honoraires-location/bail";
import { fullName } from "./history";
import type { Row } from "./resource-def";
import {
  closeExpired,
  closeExpiredStatements,
  isOpenPairConflict,
  MSG_DOSSIER_OUVERT,
  recordClosing,
} from "./lease-end";
import { inOneTrip } from "./one-trip";
import { indiceDuBailSigne } from "./irl/bail";
import { lireIrl } from "./irl/irl";
import { present } from "../domain/present";
import {
  dpeInchangeStatement,
  energieDuLot,
  estDpeChange,
  MSG_DPE_CHANGE,
  refusIndecence,
} from "./decence/energie-du-lot";

/** A calendar day as the API writes it (2026-11-23). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const historyOf = (ports: Ports, appartementId: number) =>
  ports.db
    .select()
    .from(History)
    .where(eq(History.AppartementId, appartementId))
    .orderBy(desc(History.createdAt), desc(History.id));

/** The 404 of a missing apartment or tenant also names the dossier's field, so a form marks the right picker. */
async function linkedOr404<T extends typeof Appartement | typeof Locataire>(
  ports: Ports,
  table: T,
  id: number,
  field: string,
) {
  const row = await findRow(ports, table, id);
  if (!row) {
    const message = introuvable(getTableName(table));
    throw new ApiError(404, "not_found", message, { [field]: message });
  }
  return row;
}

/**
 * A tenant enters an apartment: the dossier (the lease) is created, its rent carried onto the apartment, the
 * history written; all or nothing. Two round trips on the edge: the reads (the apartment and the tenant, with the
 * session's check), then one batch of writes whose rules are SQL's. One open dossier per pair (lease-end.ts): the
 * pair's lease ended by its date is closed first, in the batch, then the partial unique index refuses a second
 * open dossier, which is the French 409, whatever ran in parallel.
 */
export async function addTenant(
  ports: Ports,
  appartementId: number,
  locataireId: number,
  body: Row,
  user: string,
) {
  // The IRL table goes with the pair's reads when the lease gives no index (its default is the signature date's).
  // The owners and the agency's settings go with them: the letting fees' debits and invoices (issue 60).
  // The lot's DPE too: no lease takes effect on a dwelling no longer decent then (issue 63).
  // Issue 73: the rows of Paramètres > Réglementation and the lot's previous rent (zone tendue's re-let) too.
  const day = today(ports.clock);
  const debut = typeof body.dateDebutBail === "string" ? body.dateDebutBail : day;
  const [a, l, irl, proprietaires, vendeur, energie, reglementation] = await Promise.all([
    linkedOr404(ports, Appartement, appartementId, "AppartementId"),
    linkedOr404(ports, Locataire, locataireId, "LocataireId"),
    body.indice == null ? lireIrl(ports) : undefined,
    proprietairesDe(ports, appartementId),
    vendeurActuel(ports),
    energieDuLot(ports, appartementId),
    lireReglementationDuBail(ports, appartementId, debut),
  ]);
  const defaults = {
    loyerHC: a.loyerHC / 100,
    loyerCharge: a.charge / 100,
    dateEntree: day,
    dateCreationBail: day,
    dateDebutBail: day,
  };
  const input = { ...defaults, ...body, AppartementId: appartementId, LocataireId: locataireId };
  // The pair was just read: only the other references of the body are looked up. The lease's IRL is decided from
  // the table read above; a signature date that is not a date is left to the validation's own 400.
  const signe: unknown = body.dateCreationBail ?? day;
  const indice =
    irl && typeof signe === "string" && ISO_DAY.test(signe)
      ? await indiceDuBailSigne(
          ports,
          {
            dateCreationBail: signe,
            indiceTrim: typeof body.indiceTrim === "string" ? body.indiceTrim : null,
          },
          irl,
        )
      : {};
  // The apartment just read serves the lease's rules (rent control, fee ceilings): no second round trip.
  const data = await validRow(
    avecReglementation(avecLot(ports, a), reglementation),
    dossierResource,
    { ...input, ...indice },
    undefined,
    ["AppartementId", "LocataireId"],
  );
  // Refused at the lease's start; the batch's last statement holds the DPE read here against a parallel change.
  refusIndecence(energie, String(data.dateDebutBail));
  // In zone tendue, not above the previous tenant's rent without the decree's exception (a French 409).
  const relocation = refusRelocationLu(reglementation, {
    dateCreationBail: String(data.dateCreationBail),
    loyerHC: Number(data.loyerHC),
    exceptionLoyer: typeof data.exceptionLoyer === "string" ? data.exceptionLoyer : null,
  });
  if (relocation) throw conflict(relocation);
  const pair = { AppartementId: appartementId, LocataireId: locataireId };
  const now = ports.clock.now().toISOString();
  const results = await inOneTrip(ports, [
    ...closeExpiredStatements(ports, pair, `Fin du bail du locataire ${fullName(l)}`),
    insertStatement(ports, dossierResource, data),
    ports.db
      .update(Appartement)
      .set({
        // The dossier's rent as validated (cents), which its insert just stored.
        loyerHC: sql`${data.loyerHC}`,
        charge: sql`${data.loyerCharge}`,
        loyerTCC: sql`${data.loyerTTC}`,
      })
      .where(eq(Appartement.id, appartementId))
      .returning(),
    ports.db.insert(History).values({
      AppartementId: appartementId,
      etat: `Entrée du locataire ${fullName(l)}`,
      user,
      createdAt: now,
    }),
    // The deposit and the tenant's letting fees are due at the lease's start (issue 39 item 8).
    ...emmenagementStatements(
      ports,
      pair,
      {
        depotGarantie: Number(data.depotGarantie ?? 0),
        fraisDossierTTC: Number(data.fraisDossierTTC ?? 0),
        date: String(data.dateDebutBail ?? data.dateEntree),
      },
      user,
    ),
    // The landlord's share debited to the owners by their shares, and both shares invoiced (issue 60, ADR 074).
    ...honorairesStatements(
      ports,
      sql`(select "id" from "Dossier" where "AppartementId" = ${appartementId}
        and "LocataireId" = ${locataireId} order by "id" desc limit 1)`,
      {
        AppartementId: appartementId,
        honorairesBailleurTTC: Number(data.honorairesBailleurTTC ?? 0),
        fraisDossierTTC: Number(data.fraisDossierTTC ?? 0),
        fraisDossierTauxTVA: Number(data.fraisDossierTauxTVA ?? 20),
      },
      { date: String(data.dateDebutBail ?? data.dateEntree), auteur: user },
      proprietaires,
      vendeur,
    ),
    ...(energie ? [ports.db.run(dpeInchangeStatement(appartementId, energie))] : []),
  ]).catch((e: unknown) => {
    if (isOpenPairConflict(e)) throw conflict(MSG_DOSSIER_OUVERT);
    if (estDpeChange(e)) throw conflict(MSG_DPE_CHANGE);
    throw e;
  });
  const [dossier] = results[3];
  const [appartement] = results[4];
  return {
    dossier: toApi("Dossier", rowOf(Dossier, present(dossier, "dossier créé"))),
    appartement: toApi("Appartement", present(appartement, "appartement loué")),
    locataire: toApi("Locataire", l),
  };
}

/**
 * A tenant leaves: the open dossier ends today (it stays in the history), its history is written, and "Appartement
 * vacant" when nobody else lives there; one transaction.
 */
/** ?date= of "Clore le bail": a day (YYYY-MM-DD), today when absent. */
const finBailSchema = z.object({ date: champDate() });

export async function removeTenant(
  ports: Ports,
  appartementId: number,
  locataireId: number,
  user: string,
  query: { date?: string } = {},
) {
  const { date } = parseWith(finBailSchema, query);
  return inTransaction(ports, async (tx) => {
    const a = await getOr404(tx, Appartement, appartementId);
    const l = await getOr404(tx, Locataire, locataireId);
    const aujourdhui = today(tx.clock);
    const day = date ?? aujourdhui;
    const pair = { AppartementId: appartementId, LocataireId: locataireId };
    // A lease already ended by its date is closed as such first: only a running one is the tenant's leaving.
    await closeExpired(tx, { pair });
    const [open] = await tx.db
      .select()
      .from(Dossier)
      .where(
        and(
          eq(Dossier.AppartementId, appartementId),
          eq(Dossier.LocataireId, locataireId),
          eq(Dossier.clos, false),
        ),
      );
    if (!open) throw notFound("Ce locataire n'a pas de dossier en cours dans cet appartement.");
    const erreur = erreurDateFin(day, open.dateEntree);
    if (erreur) throw badRequest(MSG_INVALID, { date: erreur });
    const clos = closDesAujourdhui(day, aujourdhui);
    const [closed] = await tx.db
      .update(Dossier)
      .set({
        dateFinBail: day,
        dateSortie: open.dateSortie ?? day,
        dateFinPreavis: open.dateFinPreavis ?? day,
        clos,
        updatedAt: tx.clock.now().toISOString(),
      })
      .where(eq(Dossier.id, open.id))
      .returning();
    // A day to come: the daily job closes it then and writes "Fin du bail" (lease-end.ts).
    if (clos)
      await recordClosing(
        tx,
        present(closed, "dossier clos"),
        `Sortie du locataire ${fullName(l)}`,
        user,
      );
    return {
      locataire: toApi("Locataire", l),
      appartement: toApi("Appartement", a),
      history: await historyOf(tx, appartementId),
    };
  });
}

/** The apartments a client owns (GET /Appartement/client/{id}). */
export async function appartementsOfClient(ports: Ports, clientId: number) {
  await getOr404(ports, Client, clientId);
  const rows = await ports.db
    .select({ a: Appartement })
    .from(AppartementProprietaire)
    .innerJoin(Appartement, eq(Appartement.id, AppartementProprietaire.AppartementId))
    .where(eq(AppartementProprietaire.ClientId, clientId));
  return rows.map((r) => toApi("Appartement", r.a));
}
