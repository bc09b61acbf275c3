import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { Appartement, AppartementProprietaire, Client, Dossier, History, Locataire } from "../db/schema";
import type { Ports } from "../ports";
import { conflict, notFound } from "../lib/errors";
import { today } from "../lib/dates";
import { dossierResource } from "./resources/dossier";
import { createRow, getOr404 } from "./rows";
import { toApi } from "./serialize";
import { inTransaction } from "./transaction";
import { fullName, writeHistory } from "./history";
import type { Row } from "./resource-def";

const dossierOuvert = (appartementId: number, locataireId: number, day: string) =>
  and(eq(Dossier.AppartementId, appartementId), eq(Dossier.LocataireId, locataireId), or(isNull(Dossier.dateFinBail), gt(Dossier.dateFinBail, day)));

export const historyOf = (ports: Ports, appartementId: number) =>
  ports.db.select().from(History).where(eq(History.AppartementId, appartementId)).orderBy(desc(History.createdAt), desc(History.id));

/**
 * A tenant enters an apartment: the dossier (the lease) is created, its rent carried onto the apartment, the
 * history written; all or nothing. The write transaction makes the "one open dossier per pair" check and the
 * insert one step: of parallel requests for the same pair, one creates and the others get 409.
 */
export async function addTenant(ports: Ports, appartementId: number, locataireId: number, body: Row, user: string) {
  return inTransaction(ports, async (tx) => {
    const a = await getOr404(tx, Appartement, appartementId);
    const l = await getOr404(tx, Locataire, locataireId);
    const day = today(tx.clock);
    const [open] = await tx.db.select({ id: Dossier.id }).from(Dossier).where(dossierOuvert(appartementId, locataireId, day));
    if (open) throw conflict("Ce locataire a déjà un dossier en cours dans cet appartement.");
    const defaults = { loyerHC: (a.loyerHC as number) / 100, loyerCharge: (a.charge as number) / 100, dateEntree: day, dateCreationBail: day, dateDebutBail: day };
    const dossier = await createRow(tx, dossierResource, { ...defaults, ...body, AppartementId: appartementId, LocataireId: locataireId });
    const [appartement] = await tx.db
      .update(Appartement)
      .set({ loyerHC: dossier.loyerHC as number, charge: dossier.loyerCharge as number, loyerTCC: dossier.loyerTTC as number })
      .where(eq(Appartement.id, appartementId))
      .returning();
    await writeHistory(tx, appartementId, `Entrée du locataire ${fullName(l)}`, user);
    return { dossier: toApi("Dossier", dossier), appartement: toApi("Appartement", appartement!), locataire: toApi("Locataire", l) };
  });
}

/** A tenant leaves: the open dossier is closed today (it stays in the history), in one transaction. */
export async function removeTenant(ports: Ports, appartementId: number, locataireId: number, user: string) {
  return inTransaction(ports, async (tx) => {
    const a = await getOr404(tx, Appartement, appartementId);
    const l = await getOr404(tx, Locataire, locataireId);
    const day = today(tx.clock);
    const open = await tx.db.select().from(Dossier).where(dossierOuvert(appartementId, locataireId, day));
    if (!open.length) throw notFound("Ce locataire n'a pas de dossier en cours dans cet appartement.");
    for (const d of open)
      await tx.db.update(Dossier).set({ dateFinBail: day, dateSortie: d.dateSortie ?? day, dateFinPreavis: d.dateFinPreavis ?? day }).where(eq(Dossier.id, d.id));
    await writeHistory(tx, appartementId, `Sortie du locataire ${fullName(l)}`, user);
    return { locataire: toApi("Locataire", l), appartement: toApi("Appartement", a), history: await historyOf(tx, appartementId) };
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
