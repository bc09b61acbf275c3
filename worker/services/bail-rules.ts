import { Appartement } from "../db/schema";
import { regleHonoraires } from "../domain/bail/honoraires";
import { zoneLoyer } from "../domain/bail/zone";
import { badRequest, MSG_INVALID } from "../lib/errors";
import type { Ports } from "../ports";
import { findRow } from "./rows";

// The lease's rule that needs its apartment: the tenant's letting fees within the ceilings of décret n° 2014-890
// for the apartment's surface and zone, on the lease's signature date (loi n° 89-462, art. 5 I). A 400 on
// fraisDossierTTC; an unknown surface cannot be checked and is accepted.

export async function checkHonoraires(
  ports: Ports,
  d: {
    AppartementId: number;
    fraisDossierTTC?: number | null;
    dateCreationBail: string;
    encadrement?: { surface?: number | null } | null;
  },
): Promise<void> {
  if (!d.fraisDossierTTC) return;
  const a = await findRow(ports, Appartement, d.AppartementId);
  if (!a) return; // the reference check answers for a missing apartment
  const surface = a.surface ?? d.encadrement?.surface;
  const refused = regleHonoraires(d.fraisDossierTTC, surface, zoneLoyer(a), d.dateCreationBail);
  if (refused) throw badRequest(MSG_INVALID, { fraisDossierTTC: refused });
}
