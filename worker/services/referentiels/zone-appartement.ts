import { eq } from "drizzle-orm";
import { Commune, ListeCommunes } from "../../db/schema";
import { type ZoneLoyer, zoneDeLaListe, zoneSuggeree } from "../../domain/bail/zone";
import { communeDesListes } from "../../domain/referentiels/code-insee";
import { enZoneTendueLe } from "../../domain/reglementation/zones-tendues";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";

// The apartment's zone as it is written (issue 23): staff's choice when they make one; else the zone of its commune
// in the list of Paramètres > Référentiels when one is loaded; else the postal code's suggestion (Paris), or
// "tendue" for a commune of zone tendue's shipped annex (issue 73).

interface Adresse<Z = string> {
  zoneLoyer?: Z | null;
  codeInsee?: string | null;
  codePostal: string;
  ville?: string | null;
}

/** The list's word on a commune: whether a list is loaded, and the commune's zone in it (null: not listed). */
async function communeListee(ports: Ports, codeInsee: string) {
  const [row] = await ports.db
    .select({ zone: Commune.zone })
    .from(ListeCommunes)
    .leftJoin(Commune, eq(Commune.codeInsee, communeDesListes(codeInsee)))
    .limit(1);
  return { chargee: row !== undefined, zone: row?.zone ?? null };
}

/**
 * Whether a derived field's value in the body is staff's choice: any value on a create; on an update (the body merged
 * over the stored row), the stored value unless the address moved (commune or postal code) and staff did not change
 * it in the same request. Shared with the zone tendue flag (services/reglementation/zone-tendue-lot.ts).
 */
export function choixDuPersonnel<V>(
  donnee: V | null | undefined,
  d: Pick<Adresse, "codeInsee" | "codePostal">,
  existing: Pick<Adresse, "codeInsee" | "codePostal"> | undefined,
  stockee: V | null | undefined,
): donnee is V {
  const demenage =
    existing !== undefined &&
    (existing.codeInsee !== d.codeInsee || existing.codePostal !== d.codePostal);
  return donnee != null && (!existing || !demenage || stockee !== donnee);
}

/**
 * The zone to store. On a create, a zone given is staff's. On an update (the body merged over the stored row), the
 * zone stays as stored unless the address moved (commune or postal code): then it is derived again, unless staff
 * changed it in the same request.
 */
export async function zoneAppartement(
  ports: Ports,
  d: Adresse<ZoneLoyer>,
  existing?: Adresse,
): Promise<ZoneLoyer> {
  const donnee = d.zoneLoyer;
  if (choixDuPersonnel(donnee, d, existing, existing?.zoneLoyer)) return donnee;
  const liste = d.codeInsee ? await communeListee(ports, d.codeInsee) : null;
  // Issue 73: without an imported list, a commune of zone tendue's shipped annex (décret n° 2013-392) is "tendue".
  const suggeree = zoneSuggeree(d.codePostal);
  const tendue = suggeree === "non tendue" && enZoneTendueLe(d, today(ports.clock));
  return (
    zoneDeLaListe(liste?.chargee ?? false, d.codeInsee, liste?.zone) ??
    (tendue ? "tendue" : suggeree)
  );
}
