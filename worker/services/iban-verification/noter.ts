import { and, eq, ne, sql } from "drizzle-orm";
import { Client, IbanClient } from "../../db/schema";
import {
  adresseConnue,
  avisChangementIban,
  changementIban,
  verifieApresDe,
} from "../../domain/iban-verification/regles";
import type { Ports } from "../../ports";
import { agenceDe, agenceRead } from "../mandats/agence";
import { deliverOutbox, enqueue } from "../outbox";
import { afterCommit } from "../transaction";

// An owner's new or changed IBAN (issue 59, item 3; ADR 068): the Client resource's write hooks call this in the
// write's own transaction. The IBAN becomes "a_verifier" with a new row of its history (the current one replaced),
// and the owner is told at the address known before the change. Nothing happens when the bank details are the same.

type ClientRow = typeof Client.$inferSelect;

/**
 * After the Client row `row` was written (created: `avant` undefined; updated over `avant`) by `auteur`: its IBAN's
 * history and status. Returns the row as it now stands.
 */
export async function noterIban(
  ports: Ports,
  row: ClientRow,
  avant: ClientRow | undefined,
  auteur: string,
): Promise<ClientRow> {
  const changement = changementIban(avant, row);
  if (changement === "aucun") return row;
  const now = ports.clock.now();
  const at = now.toISOString();
  const { db } = ports;
  // An IBAN from before the history (the record kept it before issue 59) joins it as the one replaced.
  if (avant?.iban)
    await db.run(sql`insert into "IbanClient" ("ClientId", "iban", "bic", "statut", "auteur", "createdAt")
      select ${row.id}, ${avant.iban}, ${avant.bic}, 'remplace', '', ${avant.createdAt}
      where not exists (select 1 from "IbanClient" where "ClientId" = ${row.id})`);
  await db
    .update(IbanClient)
    .set({ statut: "remplace" })
    .where(and(eq(IbanClient.ClientId, row.id), ne(IbanClient.statut, "remplace")));
  if (changement === "retire" || !row.iban) {
    // No IBAN, no payout: nothing is left to verify; the history keeps the one removed.
    const [sans] = await db
      .update(Client)
      .set({ ibanStatut: "verifie" })
      .where(eq(Client.id, row.id))
      .returning();
    return sans ?? row;
  }
  const agenceRows = await agenceRead(ports);
  const mode = agenceRows[0]?.verificationIban ?? "deuxieme_personne";
  const informeA = adresseConnue(avant);
  const verifieApres = verifieApresDe(mode, informeA, now);
  const [nouveau] = await db
    .insert(IbanClient)
    .values({
      ClientId: row.id,
      iban: row.iban,
      bic: row.bic,
      statut: "a_verifier",
      auteur,
      createdAt: at,
      verifieApres,
      informeA,
    })
    .returning({ id: IbanClient.id });
  const [tenu] = await db
    .update(Client)
    .set({ ibanStatut: "a_verifier" })
    .where(eq(Client.id, row.id))
    .returning();
  if (informeA && nouveau) {
    const agence = agenceDe(ports, agenceRows);
    const mail = avisChangementIban({
      destinataire: row.raisonSociale || [row.titre, row.nom, row.prenom].filter(Boolean).join(" "),
      iban: row.iban,
      at: now,
      verifieApres,
      agence,
    });
    const id = await enqueue(ports, {
      dedupeKey: `iban-modifie:${row.id}:${nouveau.id}`,
      to: informeA,
      subject: mail.subject,
      body: mail.body,
    });
    // Sent as soon as the change is committed: the owner's 72 hours start now, not with the next daily job.
    void afterCommit(ports, async (apres) => void (await deliverOutbox(apres, [id])));
  }
  return tenu ?? row;
}
