import { and, desc, eq, getTableName } from "drizzle-orm";
import {
  Appartement,
  AppartementProprietaire,
  Client,
  Dossier,
  History,
  Locataire,
} from "../db/schema";
import type { Ports } from "../ports";
import { ApiError, notFound } from "../lib/errors";
import { introuvable } from "../domain/labels";
import { today } from "../lib/dates";
import { dossierResource } from "./resources/dossier";
import { createRow, findRow, getOr404 } from "./rows";
import { toApi } from "./serialize";
import { inTransaction } from "./transaction";
import { fullName, writeHistory } from "./history";
import type { Row } from "./resource-def";
import { closeExpired, recordClosing } from "./lease-end";

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
 * history written; all or nothing. One open dossier per pair: the dossier's write refuses a second one (409, see
 * lease-end.ts), and the unique index holds it under parallel requests.
 */
export async function addTenant(
  ports: Ports,
  appartementId: number,
  locataireId: number,
  body: Row,
  user: string,
) {
  return inTransaction(ports, async (tx) => {
    const a = await linkedOr404(tx, Appartement, appartementId, "AppartementId");
    const l = await linkedOr404(tx, Locataire, locataireId, "LocataireId");
    const day = today(tx.clock);
    const defaults = {
      loyerHC: a.loyerHC / 100,
      loyerCharge: a.charge / 100,
      dateEntree: day,
      dateCreationBail: day,
      dateDebutBail: day,
    };
    const dossier = await createRow(tx, dossierResource, {
      ...defaults,
      ...body,
      AppartementId: appartementId,
      LocataireId: locataireId,
    });
    const [appartement] = await tx.db
      .update(Appartement)
      .set({
        loyerHC: dossier.loyerHC,
        charge: dossier.loyerCharge,
        loyerTCC: dossier.loyerTTC,
      })
      .where(eq(Appartement.id, appartementId))
      .returning();
    await writeHistory(tx, appartementId, `Entrée du locataire ${fullName(l)}`, user);
    return {
      dossier: toApi("Dossier", dossier),
      appartement: toApi("Appartement", appartement!),
      locataire: toApi("Locataire", l),
    };
  });
}

/**
 * A tenant leaves: the open dossier ends today (it stays in the history), its history is written, and "Appartement
 * vacant" when nobody else lives there; one transaction.
 */
export async function removeTenant(
  ports: Ports,
  appartementId: number,
  locataireId: number,
  user: string,
) {
  return inTransaction(ports, async (tx) => {
    const a = await getOr404(tx, Appartement, appartementId);
    const l = await getOr404(tx, Locataire, locataireId);
    const day = today(tx.clock);
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
    const [closed] = await tx.db
      .update(Dossier)
      .set({
        dateFinBail: day,
        dateSortie: open.dateSortie ?? day,
        dateFinPreavis: open.dateFinPreavis ?? day,
        clos: true,
        updatedAt: tx.clock.now().toISOString(),
      })
      .where(eq(Dossier.id, open.id))
      .returning();
    await recordClosing(tx, closed!, `Sortie du locataire ${fullName(l)}`, user);
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
