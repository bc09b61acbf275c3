import { desc } from "drizzle-orm";
import { Telechargement } from "../../db/schema";
import type {
  QuoiTelechargement,
  Telechargeur,
} from "../../domain/telechargements/telechargements";
import type { Ports } from "../../ports";

// The journal of downloads (issue 59): one Telechargement row per SEPA file, FEC or backup handed out. The row is a
// statement, so that a service sends it in the same write batch (one round trip) as what it writes or reads; the
// table's triggers put it in the audit journal too (Paramètres > Journal).

/** The insert of one download, for a write batch (`inOneTrip`) or awaited on its own. */
export const insertionTelechargement = (
  ports: Ports,
  quoi: QuoiTelechargement,
  reference: string | number,
  qui: Telechargeur,
) =>
  ports.db.insert(Telechargement).values({
    quoi,
    reference: String(reference),
    auteur: qui.auteur,
    sessionId: qui.sessionId,
    adresse: qui.adresse,
    at: ports.clock.now().toISOString(),
  });

/** Records a download on its own (one write). */
export async function noterTelechargement(
  ports: Ports,
  quoi: QuoiTelechargement,
  reference: string | number,
  qui: Telechargeur,
) {
  await insertionTelechargement(ports, quoi, reference, qui);
}

/** The downloads answered at most (newest first). */
const LIMITE = 500;

/** GET /api/telechargements: the latest downloads, newest first. */
export async function listeTelechargements(ports: Ports) {
  const rows = await ports.db
    .select()
    .from(Telechargement)
    .orderBy(desc(Telechargement.at), desc(Telechargement.id))
    .limit(LIMITE);
  return { data: rows };
}
