import { eq, type SQL, sql } from "drizzle-orm";
import { Quitance } from "../../db/schema";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { termeDuAssureur } from "../garanties/part-assureur";
import { inOneTrip } from "../one-trip";
import { basculer, commeLu, ecrit, lireTermeEtCompte } from "./bascule";
import { ligneDe } from "./encaisser";
import { compteDe } from "./ledger";
import { paiementRow, paiementStatements } from "./paiements";
import { resteDuTerme } from "./reste";
import { declarerEnTransaction, marquerTerme, reponseOuverte } from "./termes";

// The tenant's « payé / pas payé » from the e-mailed link (POST /Quitance/validation/{true|false}/{uuid}) in one
// read and one write batch (ADR 171), as staff's « payé » (ADR 167, paye.ts, on bascule.ts): on the edge two round
// trips instead of an interactive transaction's twelve. The read is the term by its uuid with its dossier's account
// and whether the answer is still open; the batch's first write is the transaction's conditional one (the answer
// recorded only while still open and nothing appended to the ledger since the read), so parallel clicks record one
// answer and one payment; every later write is chained on it by `changes()`. A refused guard writes nothing and the
// transaction (termes.ts) decides, as it did alone before, unless the batch read back the answer taken (a parallel
// click that lost): its 409 « déjà » at once (ADR 173).

type Reponse = { regle: boolean } | "deja" | null;

/** The read's columns of the link: whether the answer is open, whether the insurer is owed for the term. */
const colonnes = (terme: SQL) => (d: SQL) =>
  sql`, ${reponseOuverte(terme)} as "ouverte", ${termeDuAssureur(terme, d)} as "assureur"`;

/**
 * When the batch was refused: the term it read back carries an answer (`reponduAt`, set once and never cleared), so
 * the answer is taken whatever else changed: 409 at once (ADR 173). Any other refusal (a line appended since the
 * read, the insurer owed, no account) goes to the transaction, which decides under the write lock.
 */
const repliDe =
  (ports: Ports, uuid: string, paye: boolean) =>
  async (relu?: { reponduAt: string | null }): Promise<Reponse> =>
    relu?.reponduAt ? "deja" : declarerEnTransaction(ports, uuid, paye);

/** The tenant's answer: `{ regle }` once recorded, "deja" when already answered or recorded by staff, null unknown. */
export async function declarer(ports: Ports, uuid: string, paye: boolean): Promise<Reponse> {
  const terme = sql`(select "id" from "Quitance" where "uuid" = ${uuid})`;
  const { q, compte } = await lireTermeEtCompte<{ ouverte: number; assureur: number }>(
    ports,
    eq(Quitance.uuid, uuid),
    colonnes(terme),
  );
  if (!q) return null;
  const repli = repliDe(ports, uuid, paye);
  // A term outside any dossier (its flags set as the spec says), or one the insurer is owed for (the transaction's
  // 409, ADR 157): the transaction, as before.
  if (!compte || (paye && Number(compte.lu.assureur))) return repli();
  if (!Number(compte.lu.ouverte)) return "deja";
  const { dossierId, lu, lignes, vu } = compte;
  const id = q.id;
  const garde = sql`${reponseOuverte(id)} and ${commeLu(id, dossierId, vu)}`;
  const now = ports.clock.now().toISOString();
  // « pas payé » records the answer alone (no replay, as the transaction): one conditional write, the term read
  // back in its batch for the refusal's reason.
  if (!paye) {
    const [marque, [relu]] = await inOneTrip(ports, [
      marquerTerme(ports, id, now, garde, false),
      ports.db.select({ reponduAt: Quitance.reponduAt }).from(Quitance).where(eq(Quitance.id, id)),
    ]);
    return marque.length ? { regle: false } : repli(relu);
  }
  const reste = resteDuTerme(compteDe(lignes).lettrage, q);
  const row =
    reste > 0
      ? paiementRow(
          ports,
          dossierId,
          { montant: reste, date: today(ports.clock), mode: "Non précisé", QuitanceId: id },
          "locataire",
        )
      : null;
  return basculer(
    ports,
    {
      id,
      dossierId,
      lu,
      declaration: true,
      // The insurer still not owed for the term (ADR 157) with the rest: the answer and its payment, or nothing.
      garde: sql`${garde} and not ${termeDuAssureur(id, dossierId)}`,
      // The payment and its line only if the answer was just recorded (the mark is the batch's first write).
      avant: row ? [...paiementStatements(ports, row, ecrit(1))] : [],
      // The payment's line after those read, under a placeholder id: only the order counts.
      prevu: compteDe(row ? [...lignes, ligneDe(row)] : lignes),
      repli,
    },
    () => ({ regle: true }),
  );
}
