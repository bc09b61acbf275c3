// The apartment's zone for the lease's rules (letting-fee ceilings of décret n° 2014-890, notice period of art. 15
// of loi n° 89-462): "très tendue" is zone A bis of the ABC zoning, "tendue" a commune of décret n° 2013-392.

export const ZONES_LOYER = ["très tendue", "tendue", "non tendue"] as const;
export type ZoneLoyer = (typeof ZONES_LOYER)[number];

/**
 * The zone suggested from the postal code when staff set none: Paris (750xx, in zone A bis and in zone tendue) is
 * "très tendue"; elsewhere "non tendue" until staff say otherwise (the commune lists change by decree).
 */
export function zoneSuggeree(codePostal: string | null | undefined): ZoneLoyer {
  return /^750\d\d$/.test((codePostal ?? "").trim()) ? "très tendue" : "non tendue";
}

/** The apartment's zone: the one staff set, else the suggestion. */
export const zoneLoyer = (a: {
  zoneLoyer?: string | null;
  codePostal?: string | null;
}): ZoneLoyer => ZONES_LOYER.find((z) => z === a.zoneLoyer) ?? zoneSuggeree(a.codePostal);

/** A commune of zone A bis is also in zone tendue (the one-month notice, the previous rent's mention). */
export const enZoneTendue = (z: ZoneLoyer) => z !== "non tendue";

/**
 * The zone a commune's list gives: the commune's zone when it is listed, "non tendue" when it is not. null when no
 * list is loaded or the apartment has no commune code: the postal code's suggestion then stands.
 */
export function zoneDeLaListe(
  listeChargee: boolean,
  codeInsee: string | null | undefined,
  zoneListee: string | null | undefined,
): ZoneLoyer | null {
  if (!listeChargee || !codeInsee) return null;
  return ZONES_LOYER.find((z) => z === zoneListee) ?? "non tendue";
}
