import { sql } from "drizzle-orm";
import {
  avisChangementIban,
  changementIban,
  verifieApresDe,
} from "../../domain/iban-verification/regles";
import type { Ports } from "../../ports";
import { agenceDe, agenceRead } from "../mandats/agence";
import { deliverOutbox, enqueue } from "../outbox";
import { afterCommit } from "../transaction";
import { adresseRecente } from "./adresse-recente";
import { TITULAIRE_CLIENT, type Titulaire, noms } from "./titulaire";

// A new or changed IBAN (issue 59, item 3; ADR 068), an owner's or a supplier's (ADR 119): the resource's write
// hooks call this in the write's own transaction. The IBAN becomes "a_verifier" with a new row of its history (the
// current one replaced), and the holder is told at the address known before the change. Nothing happens when the
// bank details are the same.

/** What the hooks pass: a stored row holding bank details. */
type Ligne = { id: number; iban: string | null; bic: string | null; createdAt: string };
type AvecStatut = { ibanStatut: "a_verifier" | "verifie" };

/**
 * After the row `row` of `t`'s table was written (created: `avant` undefined; updated over `avant`) by `auteur`:
 * its IBAN's history and status. Returns the row as it now stands.
 */
export async function noterIbanDe<R extends Ligne & AvecStatut>(
  ports: Ports,
  t: Titulaire,
  row: R,
  avant: R | undefined,
  auteur: string,
): Promise<R> {
  const changement = changementIban(avant, row);
  if (changement === "aucun") return row;
  const now = ports.clock.now();
  const at = now.toISOString();
  const { db } = ports;
  const { table, historique, cle } = noms(t);
  // An IBAN from before the history (the record kept it before issue 59) joins it as the one replaced.
  if (avant?.iban)
    await db.run(sql`insert into ${historique} (${cle}, "iban", "bic", "statut", "auteur", "createdAt")
      select ${row.id}, ${avant.iban}, ${avant.bic}, 'remplace', '', ${avant.createdAt}
      where not exists (select 1 from ${historique} where ${cle} = ${row.id})`);
  await db.run(
    sql`update ${historique} set "statut" = 'remplace' where ${cle} = ${row.id} and "statut" <> 'remplace'`,
  );
  if (changement === "retire" || !row.iban) {
    // No IBAN, no payment: nothing is left to verify; the history keeps the one removed.
    await db.run(sql`update ${table} set "ibanStatut" = 'verifie' where "id" = ${row.id}`);
    return { ...row, ibanStatut: "verifie" };
  }
  const agenceRows = await agenceRead(ports);
  const mode = agenceRows[0]?.verificationIban ?? "deuxieme_personne";
  const informeA = t.informeA(avant);
  // An address changed days before is no address known before: a second person only (ADR 175).
  const delai = verifieApresDe(mode, informeA, now);
  const verifieApres = delai && (await adresseRecente(ports, t, row.id, now)) ? null : delai;
  const [nouveau] = await db.all<{ id: number }>(sql`insert into ${historique}
      (${cle}, "iban", "bic", "statut", "auteur", "createdAt", "verifieApres", "informeA")
    values (${row.id}, ${row.iban}, ${row.bic}, 'a_verifier', ${auteur}, ${at}, ${verifieApres}, ${informeA})
    returning "id"`);
  await db.run(sql`update ${table} set "ibanStatut" = 'a_verifier' where "id" = ${row.id}`);
  if (informeA && nouveau) {
    const agence = agenceDe(ports, agenceRows);
    const mail = avisChangementIban({
      destinataire: t.destinataire(row),
      iban: row.iban,
      at: now,
      verifieApres,
      agence,
      usage: t.usage,
    });
    const id = await enqueue(ports, {
      // The owners' key as it always was; a supplier's names its table.
      dedupeKey: `iban-modifie:${t.table === "Client" ? "" : `${t.table}:`}${row.id}:${nouveau.id}`,
      to: informeA,
      subject: mail.subject,
      body: mail.body,
    });
    // Sent as soon as the change is committed: the holder's 72 hours start now, not with the next daily job.
    void afterCommit(ports, async (apres) => void (await deliverOutbox(apres, [id])));
  }
  return { ...row, ibanStatut: "a_verifier" };
}

/** An owner's (the Client resource's hooks). */
export const noterIban = <R extends Ligne & AvecStatut>(
  ports: Ports,
  row: R,
  avant: R | undefined,
  auteur: string,
) => noterIbanDe(ports, TITULAIRE_CLIENT, row, avant, auteur);
