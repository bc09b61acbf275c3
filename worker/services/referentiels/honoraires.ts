import { PlafondHonoraires } from "../../db/schema";
import {
  PLAFONDS_HONORAIRES,
  type PlafondsHonoraires,
  tablePlafonds,
} from "../../domain/bail/honoraires";
import type { PlafondsApi } from "../../domain/contract/referentiels";
import { toCents, toEuros } from "../../domain/money";
import { plafondsDepuisSchema, plafondsSaisieSchema } from "../../domain/schemas/referentiels";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inTransaction } from "../transaction";
import { present } from "../../domain/present";

// Paramètres > Référentiels > Plafonds d'honoraires: the ceilings of décret n° 2014-890 the app ships
// (domain/bail/honoraires.ts) with the admin's rows over them, kept in PlafondHonoraires. The lease check picks the
// row in force on the lease's signature date from this table.

/** The table the check reads: the shipped rows with the admin's over them, oldest first. */
export async function lirePlafonds(ports: Ports): Promise<PlafondsHonoraires[]> {
  const rows = await ports.db.select().from(PlafondHonoraires);
  return tablePlafonds(
    rows.map((r) => ({
      depuis: r.depuis,
      parM2: { "très tendue": r.tresTendue, tendue: r.tendue, "non tendue": r.nonTendue },
      etatDesLieuxParM2: r.etatDesLieux,
      source: r.source ?? "Paramètres > Référentiels",
    })),
    PLAFONDS_HONORAIRES,
  );
}

const versApi = (p: PlafondsHonoraires): PlafondsApi => ({
  depuis: p.depuis,
  tresTendue: toEuros(p.parM2["très tendue"]),
  tendue: toEuros(p.parM2.tendue),
  nonTendue: toEuros(p.parM2["non tendue"]),
  etatDesLieux: toEuros(p.etatDesLieuxParM2),
  source: p.source,
  saisie: p.saisie ?? false,
});

/** GET /api/referentiels/honoraires. */
export async function listePlafonds(ports: Ports): Promise<{ data: PlafondsApi[] }> {
  return { data: (await lirePlafonds(ports)).map(versApi) };
}

/** PUT /api/referentiels/honoraires/{depuis}: adds the row from that day, or corrects it. */
export async function ecrirePlafonds(
  ports: Ports,
  depuisBrut: string,
  body: unknown,
): Promise<PlafondsApi> {
  const { depuis } = parseWith(plafondsDepuisSchema, { depuis: depuisBrut });
  const b = parseWith(plafondsSaisieSchema, body);
  const values = {
    tresTendue: toCents(b.tresTendue),
    tendue: toCents(b.tendue),
    nonTendue: toCents(b.nonTendue),
    etatDesLieux: toCents(b.etatDesLieux),
    source: b.source ?? null,
  };
  await inTransaction(ports, async (tx) => {
    const now = tx.clock.now().toISOString();
    await tx.db
      .insert(PlafondHonoraires)
      .values({ depuis, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: PlafondHonoraires.depuis, set: { ...values, updatedAt: now } });
  });
  const row = (await lirePlafonds(ports)).find((p) => p.depuis === depuis);
  return versApi(present(row, `plafonds du ${depuis}`));
}
