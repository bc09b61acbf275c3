import { and, eq } from "drizzle-orm";
import { QuotesPartsEnAttente } from "../../db/schema";
import { adresseConnue } from "../../domain/iban-verification/regles";
import {
  appliqueDeSuite,
  apresAjout,
  apresRetrait,
  avisQuotesParts,
  memesParts,
  MSG_QP_DEJA_EN_ATTENTE,
  normaliser,
  type Part,
} from "../../domain/quotes-parts/regles";
import { conflict } from "../../lib/errors";
import { fullName } from "../history";
import { agenceDe, agenceRead } from "../mandats/agence";
import { deliverOutbox, enqueue } from "../outbox";
import { afterCommit, type TxPorts } from "../transaction";
import { lectures, type Personne, vue } from "./lire";

// A change of an apartment's owners or shares proposed by any route (issue 59, item 4; ADR 073): the owners' links
// (services/links.ts) and PUT .../quotesParts call this in their own transaction. The first owners of an apartment
// that has none apply at once; any other change is stored « à vérifier » and the shares in force stay those every
// money computation reads (AppartementProprietaire), until another admin or comptable confirms it (confirmer.ts).

/** What a held write answers besides its usual keys (202): the status and the waiting change. */
export type Tenue = ReturnType<typeof vue> & { quotesPartsStatut: "a_verifier" };
const estTenue = (v: ReturnType<typeof vue>): v is Tenue => v.quotesPartsStatut === "a_verifier";

/**
 * Proposes `parts` (the whole new list) for the apartment whose owners in force are `actuels`, by `auteur`. Null
 * when the write applies at once (first owners) or changes nothing; else the held change (a second one: 409).
 */
export async function proposer(
  tx: TxPorts,
  AppartementId: number,
  actuels: readonly (Part & { client: Personne })[],
  parts: readonly Part[],
  auteur: string,
): Promise<Tenue | null> {
  if (appliqueDeSuite(actuels) || memesParts(actuels, parts)) return null;
  const now = tx.clock.now();
  // The partial unique index (one waiting change an apartment) decides between parallel proposals.
  const [row] = await tx.db
    .insert(QuotesPartsEnAttente)
    .values({
      AppartementId,
      parts: JSON.stringify(normaliser(parts)),
      auteur,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing()
    .returning({ id: QuotesPartsEnAttente.id });
  if (!row) {
    const [autre] = await tx.db
      .select()
      .from(QuotesPartsEnAttente)
      .where(
        and(
          eq(QuotesPartsEnAttente.AppartementId, AppartementId),
          eq(QuotesPartsEnAttente.statut, "a_verifier"),
        ),
      );
    throw conflict(
      MSG_QP_DEJA_EN_ATTENTE(
        autre?.auteur ?? "un utilisateur",
        autre?.createdAt ?? now.toISOString(),
      ),
    );
  }
  const lues = await Promise.all(lectures(tx, AppartementId));
  await prevenir(tx, row.id, actuels, lues[0][0], now);
  const etat = vue(lues);
  // Inserted above in this transaction: the change waits.
  if (!estTenue(etat))
    throw new Error("Quotes-parts : le changement proposé n'est pas relu en attente.");
  return etat;
}

/**
 * Each owner in force is e-mailed (through the outbox, sent once the change is committed): a change they did not
 * ask for is a call to the agency before anyone confirms it.
 */
async function prevenir(
  tx: TxPorts,
  attenteId: number,
  actuels: readonly { client: Personne }[],
  appartement: { adresse: string | null; ville: string | null } | undefined,
  at: Date,
) {
  const destinataires = actuels.flatMap((p) => {
    const to = adresseConnue(p.client);
    return to ? [{ to, p }] : [];
  });
  if (!destinataires.length) return;
  const agence = agenceDe(tx, await agenceRead(tx));
  const bien = [appartement?.adresse, appartement?.ville].filter(Boolean).join(", ");
  const ids: number[] = [];
  for (const { to, p } of destinataires) {
    const mail = avisQuotesParts({ destinataire: fullName(p.client), bien, at, agence });
    ids.push(
      await enqueue(tx, {
        dedupeKey: `quotes-parts:${attenteId}:${p.client.id}`,
        to,
        subject: mail.subject,
        body: mail.body,
      }),
    );
  }
  void afterCommit(tx, async (apres) => void (await deliverOutbox(apres, ids)));
}

/** The owners in force as `proposer` takes them, from the reads of lire.ts. */
export const actuelsDe = (proprietaires: readonly (Personne & { quotePart: number | null })[]) =>
  proprietaires.map((c) => ({ ClientId: c.id, quotePart: c.quotePart, client: c }));

/**
 * The owners' link (PUT /Appartement/{id}/owner/add|remove/{clientId}) as a proposal: the list in force with the
 * owner added or removed. Null when the link is written at once.
 */
export async function tenirProprietaire(
  tx: TxPorts,
  appartement: { id: number },
  client: { id: number },
  add: boolean,
  auteur: string,
) {
  const actuels = actuelsDe(await lectures(tx, appartement.id)[1]);
  const parts = add ? apresAjout(actuels, client.id) : apresRetrait(actuels, client.id);
  return proposer(tx, appartement.id, actuels, parts, auteur);
}
