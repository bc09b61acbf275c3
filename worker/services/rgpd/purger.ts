import { purgerSchema } from "../../domain/rgpd/api";
import { conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { anonymiserLocataires, anonymiserPage } from "./anonymise";

/**
 * POST /api/rgpd/purger (admins): the listed tenants anonymised now if the rule allows it for every one of them
 * (409 with the reason otherwise, nothing written), or, without a list, every tenant due today, page by page.
 */
export async function purger(ports: Ports, body: unknown): Promise<{ anonymises: number[] }> {
  const { LocataireIds } = parseWith(purgerSchema, body);
  if (LocataireIds) {
    const r = await anonymiserLocataires(ports, [...new Set(LocataireIds)]);
    if ("refus" in r) throw conflict(`Locataire n° ${r.id} : ${r.refus}`);
    return r;
  }
  const anonymises: number[] = [];
  for (let apres: number | undefined = 0; apres !== undefined; ) {
    const page = await anonymiserPage(ports, apres);
    anonymises.push(...page.anonymises);
    apres = page.suite;
  }
  return { anonymises };
}
