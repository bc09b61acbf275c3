import { sql } from "drizzle-orm";
import { Commune, ListeCommunes } from "../../db/schema";
import { ZONES_LOYER } from "../../domain/bail/zone";
import type { ListeCommunesApi } from "../../domain/contract/referentiels";
import {
  compterZones,
  type CommuneZone,
  lireCommunes,
} from "../../domain/referentiels/communes-csv";
import { today } from "../../lib/dates";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";

// Paramètres > Référentiels > Communes: the official list of communes by zone, imported by an admin. An import
// replaces the whole list in one transaction (a failed one leaves the previous list whole). Apartments are not
// rewritten: their zone is derived when they are created or their commune changes (zone-appartement.ts).

// Rows per INSERT: 4 bound values each, well under SQLite's limit of bound parameters.
const PAR_INSERT = 500;

/** GET /api/referentiels/communes: the loaded list's date and counts, or `chargee: false`. */
export async function resumeCommunes(ports: Ports): Promise<ListeCommunesApi> {
  const [liste, zones] = await Promise.all([
    ports.db.select().from(ListeCommunes).limit(1),
    ports.db
      .select({ zone: Commune.zone, n: sql<number>`count(*)` })
      .from(Commune)
      .groupBy(Commune.zone),
  ]);
  const l = liste[0];
  const parZone = compterZones([]);
  for (const z of zones) {
    const k = ZONES_LOYER.find((x) => x === z.zone);
    if (k) parZone[k] = Number(z.n);
  }
  return {
    chargee: l !== undefined,
    dateListe: l?.dateListe ?? null,
    nombre: l?.nombre ?? 0,
    fichier: l?.fichier ?? null,
    importeLe: l?.updatedAt ?? null,
    parZone,
  };
}

/**
 * POST /api/referentiels/communes: reads the file (a bad line is a 400 on `file` naming it), then replaces the list
 * and its summary in one transaction. Answers the new summary.
 */
export async function importerCommunes(
  ports: Ports,
  fichier: { nom: string; bytes: Uint8Array },
  dateListe: string | null | undefined,
): Promise<ListeCommunesApi> {
  const lu = lireCommunes(fichier.bytes);
  if (!lu.ok) throw badRequest(MSG_INVALID, { file: lu.message });
  const communes: CommuneZone[] = lu.communes;
  await inTransaction(ports, async (tx) => {
    const now = tx.clock.now().toISOString();
    await tx.db.delete(Commune);
    await tx.db.delete(ListeCommunes);
    for (let i = 0; i < communes.length; i += PAR_INSERT)
      await tx.db.insert(Commune).values(communes.slice(i, i + PAR_INSERT));
    await tx.db.insert(ListeCommunes).values({
      dateListe: dateListe ?? today(tx.clock),
      nombre: communes.length,
      fichier: fichier.nom || null,
      createdAt: now,
      updatedAt: now,
    });
  });
  return resumeCommunes(ports);
}
