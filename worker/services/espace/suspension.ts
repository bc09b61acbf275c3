import { sql } from "drizzle-orm";
import { AccesEspace, CompteEspace, JetonEspace, Outbox, SessionEspace } from "../../db/schema";
import type { Espace } from "../../db/schema/espace";
import {
  adresseDuClient,
  adresseDuLocataire,
  courrielAdresseModifiee,
} from "../../domain/espace/adresse";
import type { Ports } from "../../ports";
import { lireAgence } from "../mandats/agence";
import { deliverOutbox } from "../outbox";
import { afterCommit } from "../transaction";
import { colonneAcces } from "./adresse-sql";

// A space follows its person (issue 75, item 1, ADR 108). The Client and Locataire resources' write hooks call this
// in the write's own transaction when the record's address changed: its access (invited or active) is suspended,
// its sessions end, its unused link is spent, and the address it answered to is told. Re-pointing it to the new
// address is another person's act (confirmation.ts). Every statement carries its own condition: nothing is decided
// by a read that a parallel request could change.

/**
 * After the record `id` of `espace` changed its address to `nouvelle` (normalised; null when removed), by `auteur`.
 * Nothing happens when the record has no access, the access is revoked, or it already answers to `nouvelle`.
 */
export async function suspendreAcces(
  ports: Ports,
  espace: Espace,
  id: number,
  nouvelle: string | null,
  auteur: string,
) {
  const now = ports.clock.now();
  const at = now.toISOString();
  const col = colonneAcces(espace);
  const mail = courrielAdresseModifiee({ agence: (await lireAgence(ports)).nom, at: now });
  const { db } = ports;
  // The access whose address is no longer the record's (its account's address compared, the new one may be null).
  const visee = sql`${col} = ${id} and ${AccesEspace.statut} in ('invite', 'actif', 'suspendu')
    and (select c."email" from ${CompteEspace} c where c."id" = ${AccesEspace.CompteEspaceId}) is not ${nouvelle}`;
  // Told once, when it stops answering: before the update, which makes it "suspendu".
  const avis = await db.all<{
    id: number;
  }>(sql`insert into ${Outbox} ("dedupeKey", "to", "subject", "body", "createdAt", "updatedAt")
    select 'adresse-espace:' || ${AccesEspace.id} || ':' || ${at}, c."email", ${mail.subject}, ${mail.body}, ${at}, ${at}
    from ${AccesEspace} join ${CompteEspace} c on c."id" = ${AccesEspace.CompteEspaceId}
    where ${visee} and ${AccesEspace.statut} <> 'suspendu'
    on conflict do nothing returning "id"`);
  const suspendus = await db
    .update(AccesEspace)
    .set({ statut: "suspendu", suspenduAt: at, suspenduPar: auteur, updatedAt: at })
    .where(visee)
    .returning({ id: AccesEspace.id });
  const acces = suspendus[0]?.id;
  if (acces === undefined) return;
  await db.run(sql`update ${SessionEspace} set "revoqueAt" = ${at}
    where ${SessionEspace.AccesEspaceId} = ${acces} and ("revoqueAt" is null or "revoqueAt" > ${at})`);
  await db.run(sql`update ${JetonEspace} set "utiliseAt" = ${at}
    where ${JetonEspace.AccesEspaceId} = ${acces} and "type" = 'invitation' and "utiliseAt" is null`);
  const ids = avis.map((a) => a.id);
  if (ids.length) void afterCommit(ports, async (apres) => void (await deliverOutbox(apres, ids)));
}

/** The Client's write hook: the owner's space follows the change of its address. */
export async function suivreAdresseClient(
  ports: Ports,
  row: Parameters<typeof adresseDuClient>[0] & { id: number },
  avant: Parameters<typeof adresseDuClient>[0],
  auteur: string,
) {
  const nouvelle = adresseDuClient(row);
  if (nouvelle !== adresseDuClient(avant))
    await suspendreAcces(ports, "proprietaire", row.id, nouvelle, auteur);
}

/** The Locataire's write hook: the tenant's space follows the change of its address. */
export async function suivreAdresseLocataire(
  ports: Ports,
  row: { id: number; mail?: string | null },
  avant: { mail?: string | null },
  auteur: string,
) {
  const nouvelle = adresseDuLocataire(row);
  if (nouvelle !== adresseDuLocataire(avant))
    await suspendreAcces(ports, "locataire", row.id, nouvelle, auteur);
}
