import { PURGE_PAR_APPEL, purgerSchema } from "../../domain/rgpd/api";
import { conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { anonymiserLocataires, anonymiserPage } from "./anonymise";

/**
 * POST /api/rgpd/purger (admins): the listed tenants anonymised now if the rule allows it for every one of them
 * (409 with the reason otherwise, nothing written), or, without a list, the first PURGE_PAR_APPEL due today.
 */
export async function purger(ports: Ports, body: unknown): Promise<{ anonymises: number[] }> {
  const { LocataireIds } = parseWith(purgerSchema, body);
  if (LocataireIds) {
    const r = await anonymiserLocataires(ports, [...new Set(LocataireIds)]);
    if ("refus" in r) throw conflict(`Locataire n° ${r.id} : ${r.refus}`);
    return r;
  }
  // One page: a full answer means more may be due (call again).
  const { anonymises } = await anonymiserPage(ports, 0, PURGE_PAR_APPEL);
  return { anonymises };
}
