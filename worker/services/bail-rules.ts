import { Appartement } from "../db/schema";
import { regleHonoraires } from "../domain/bail/honoraires";
import { regleMobilier } from "../domain/bail/mobilier";
import { typeBail } from "../domain/bail/types-bail";
import { zoneLoyer } from "../domain/bail/zone";
import { badRequest, MSG_INVALID } from "../lib/errors";
import type { Ports } from "../ports";
import { lignesMobilier } from "./mobilier/liste";
import { lirePlafonds } from "./referentiels/honoraires";
import { findRow } from "./rows";

// The lease's rules that need its apartment, each a 400 on its field:
// - the tenant's letting fees within the ceilings of décret n° 2014-890 for the apartment's surface and zone, on the
//   lease's signature date, from the table of Paramètres > Référentiels (loi n° 89-462, art. 5 I), on
//   fraisDossierTTC; an unknown surface cannot be checked and is accepted;
// - a furnished lease on an apartment whose furniture inventory lacks an item of décret n° 2015-981, on typeBail.

interface BailLu {
  AppartementId: number;
  typeBail?: string | null;
  fraisDossierTTC?: number | null;
  dateCreationBail: string;
  encadrement?: { surface?: number | null } | null;
}

async function checkHonoraires(ports: Ports, d: BailLu): Promise<string | null> {
  if (!d.fraisDossierTTC) return null;
  const [a, table] = await Promise.all([
    findRow(ports, Appartement, d.AppartementId),
    lirePlafonds(ports),
  ]);
  if (!a) return null; // the reference check answers for a missing apartment
  const surface = a.surface ?? d.encadrement?.surface;
  return regleHonoraires(d.fraisDossierTTC, surface, zoneLoyer(a), d.dateCreationBail, table);
}

/**
 * Checked when the lease is made furnished (created so, or its kind or apartment changed): a lease already signed
 * is not blocked from other edits by a later change of the furniture list.
 */
async function checkMobilier(
  ports: Ports,
  d: BailLu,
  existing?: Pick<BailLu, "AppartementId" | "typeBail">,
): Promise<string | null> {
  if (existing && existing.typeBail === d.typeBail && existing.AppartementId === d.AppartementId)
    return null;
  return regleMobilier(typeBail(d.typeBail), () => lignesMobilier(ports, d.AppartementId));
}

/** Both rules, their reads issued together (one round trip on the edge); every refusal in one 400. */
export async function checkBail(
  ports: Ports,
  d: BailLu,
  existing?: Pick<BailLu, "AppartementId" | "typeBail">,
): Promise<void> {
  const [honoraires, mobilier] = await Promise.all([
    checkHonoraires(ports, d),
    checkMobilier(ports, d, existing),
  ]);
  const fields: Record<string, string> = {};
  if (honoraires) fields.fraisDossierTTC = honoraires;
  if (mobilier) fields.typeBail = mobilier;
  if (Object.keys(fields).length) throw badRequest(MSG_INVALID, fields);
}
