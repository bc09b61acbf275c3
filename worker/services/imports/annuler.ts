import { and, eq, sql } from "drizzle-orm";
import { Import } from "../../db/schema";
import type { ImportRecord } from "../../domain/contract/imports";
import { fieldOf } from "../../lib/error-fields";
import { conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";
import { MSG_IMPORT_INTROUVABLE, lireImport, raisonDe } from "./lire";
import { motifImport } from "./soldes";
import { restaurerStatements } from "./restaurer";
import { annulerAvoirStatements, avoirDepense, garde } from "./annuler-avoir";
import { today } from "../../lib/dates";

// DELETE /api/Import/{id} (issue 61, item 3; ADR 079): the records the import created are deleted, with their
// opening balances, in one transaction, while nothing else refers to them (garde.ts); the records it updated get
// their values from before it back (restaurer.ts, ADR 116), unless changed since. The row is 'annulation' while it
// runs: only then do the money guards (migration 0069) let a lease or an owner with opening entries, and an owner's
// "reprise" entry, be deleted; then 'annule'.

export const MSG_DEJA_ANNULE = "Cet import est déjà annulé.";
export const MSG_PAS_TERMINE = "Cet import n'est pas terminé : il ne peut être annulé.";
const MSG_DESIGNE =
  "Une fiche créée par cet import est désignée par d'autres données : rien n'a été annulé.";

const crees = (importId: number, entite: string) =>
  sql`(select "entiteId" from "ImportElement" where "ImportId" = ${importId} and "entite" = ${entite})`;

const estContrainte = (e: unknown) =>
  /FOREIGN KEY|constraint failed|SQLITE_CONSTRAINT/i.test(String(fieldOf(e, "message") ?? e));

export async function annulerImport(ports: Ports, id: number, par: string): Promise<ImportRecord> {
  await inTransaction(ports, async (tx) => {
    const [pris] = await tx.db
      .update(Import)
      .set({ statut: "annulation" })
      .where(and(eq(Import.id, id), eq(Import.statut, "termine")))
      // Whether its opening credit paid a term (ADR 153), read by the claim itself: no trip more for other imports.
      .returning({ id: Import.id, avoir: avoirDepense(id) });
    if (!pris) {
      const [l] = await tx.db
        .select({ statut: Import.statut })
        .from(Import)
        .where(eq(Import.id, id));
      if (!l) throw notFound(MSG_IMPORT_INTROUVABLE);
      throw conflict(
        l.statut === "annule" || l.statut === "annulation" ? MSG_DEJA_ANNULE : MSG_PAS_TERMINE,
      );
    }
    const raison = await raisonDe(tx, id);
    if (raison) throw conflict(`Import non annulable : ${raison}`);
    try {
      for (const s of [
        // What it updated first (ADR 116): a guarantor it moved goes back before the lease it created goes.
        ...restaurerStatements(id, par, tx.clock.now().toISOString()),
        // An opening credit spent on a term: the owners' entries reversed, what they name kept archived (ADR 153).
        ...(pris.avoir
          ? annulerAvoirStatements(
              id,
              (entite) => crees(id, entite),
              par,
              today(tx.clock),
              tx.clock.now().toISOString(),
            )
          : []),
        sql`delete from "Mission" where "id" in ${crees(id, "Mission")}`,
        sql`delete from "Caution" where "id" in ${crees(id, "Caution")}`,
        // The terms the import made (ADR 112): their dues go with the lease (migration 0087's guard).
        sql`delete from "Quitance" where "id" in (select "QuitanceId" from "Ecriture"
          where "type" = 'echeance' and "motif" = ${motifImport(id)})`,
        sql`delete from "Dossier" where "id" in ${crees(id, "Dossier")}`,
        sql`delete from "Locataire" where "id" in ${crees(id, "Locataire")}`,
        sql`delete from "Appartement" where "id" in ${crees(id, "Appartement")} and not ${garde.Appartement}`,
        sql`delete from "EcritureProprietaire" where "type" = 'reprise' and "ClientId" in ${crees(id, "Client")}`,
        sql`delete from "Client" where "id" in ${crees(id, "Client")} and not ${garde.Client}`,
      ])
        await tx.db.run(s);
    } catch (e) {
      // A reference the guard does not list (a caretaking mission, an inventory...): the database refused.
      if (estContrainte(e)) throw conflict(MSG_DESIGNE);
      throw e;
    }
    await tx.db
      .update(Import)
      .set({ statut: "annule", annuleAt: tx.clock.now().toISOString(), annulePar: par })
      .where(eq(Import.id, id));
  });
  return lireImport(ports, id);
}
