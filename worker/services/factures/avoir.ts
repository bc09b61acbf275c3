import { type SQL, sql } from "drizzle-orm";
import { today } from "../../lib/dates";
import { badRequest, conflict, MSG_INVALID } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";
import { lireFacture } from "./lire";

// A credit note (ADR 028): an issued invoice is never changed; it is cancelled by a credit note of the same amounts
// with their signs reversed, numbered in its own yearly sequence ("A2026-00001") by the database, as invoices are.

export const MSG_MOTIF_REQUIS = "Indiquez le motif de l'avoir.";
export const MSG_DEJA_ANNULEE = "Cette facture est déjà annulée par un avoir.";
export const MSG_AVOIR_D_AVOIR = "Un avoir ne s'annule pas par un autre avoir.";

/**
 * The INSERT of the credit note of each invoice `ou` selects (a condition on the invoice aliased f) that no credit
 * note cancels yet; one invoice at a time (its rank is the year's next).
 */
function avoirSql(ports: Ports, ou: SQL, motif: string) {
  const jour = today(ports.clock);
  const annee = Number(jour.slice(0, 4));
  const now = ports.clock.now().toISOString();
  const rang = sql`(select coalesce(max("rang"), 0) + 1 from "Facture" where "prefixe" = 'A' and "annee" = ${annee})`;
  return sql`insert into "Facture" ("numero", "prefixe", "annee", "rang",
      "date", "ClientId", "AccompteId", "IntendanceId", "DossierId", "objet", "tauxTva", "totalHT", "totalTVA",
      "totalTTC", "acheteur", "vendeur", "reglement", "avoirDe", "motif", "createdAt", "updatedAt")
      select printf('A%d-%05d', ${annee}, ${rang}), 'A', ${annee}, ${rang}, ${jour}, f."ClientId", f."AccompteId",
        f."IntendanceId", f."DossierId", 'Avoir sur la facture ' || f."numero" || ' : ' || f."objet", f."tauxTva",
        -f."totalHT", -f."totalTVA", -f."totalTTC", f."acheteur", f."vendeur",
        json_object('date', ${jour}, 'mode', 'Avoir'), f.id, ${motif}, ${now}, ${now}
      from "Facture" f
      where ${ou} and not exists (select 1 from "Facture" av where av."avoirDe" = f.id)`;
}

/** The credit note of the invoice `ou` selects, as a statement (the letting fees changed: services/honoraires-location). */
export const avoirStatement = (ports: Ports, ou: SQL, motif: string) =>
  ports.db.run(avoirSql(ports, ou, motif));

/** POST /Facture/{id}/avoir { motif }: the credit note (201), or 409 when the invoice is a credit note or already cancelled. */
export async function emettreAvoir(ports: Ports, id: number, body: unknown) {
  const motif =
    body && typeof body === "object" && "motif" in body && typeof body.motif === "string"
      ? body.motif.trim()
      : "";
  if (!motif) throw badRequest(MSG_INVALID, { motif: MSG_MOTIF_REQUIS });
  return inTransaction(ports, async (tx) => {
    const facture = await lireFacture(tx, id);
    if (facture.avoirDe !== null) throw conflict(MSG_AVOIR_D_AVOIR);
    // Conditional: nothing is written when a credit note already cancels it (UNIQUE(avoirDe) stands behind).
    const rows = await tx.db.all<{ id: number }>(
      sql`${avoirSql(tx, sql`f.id = ${id}`, motif)} returning "id"`,
    );
    const avoir = rows[0];
    if (!avoir) throw conflict(MSG_DEJA_ANNULEE);
    return { facture: await lireFacture(tx, avoir.id) };
  });
}
