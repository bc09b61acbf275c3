// The ceilings of the letting fees a tenant may be charged (loi n° 89-462, art. 5 I; décret n° 2014-890 du 1er août
// 2014), in cents TTC per m² of living space, by zone and by date: unchanged from 15 September 2014 to 2025, revised
// on 1 January 2026 with the IRL (arrêté du 17 juillet 2025 modifié par l'arrêté du 13 novembre 2025).
import { nombreFr } from "../francais/nombres";
import { eurosFr } from "../loyer";
import { roundCents } from "../money";
import type { ZoneLoyer } from "./zone";
import { present } from "../present";

export interface PlafondsHonoraires {
  /** First day in force, YYYY-MM-DD. */
  depuis: string;
  /** Visit, tenant's file and lease writing together, per m², by zone (cents). */
  parM2: Record<ZoneLoyer, number>;
  /** The entry inventory, per m², every zone (cents). */
  etatDesLieuxParM2: number;
  source: string;
  /** Added or corrected in Paramètres > Référentiels rather than shipped with the app. */
  saisie?: boolean;
}

/** Oldest first; a revision is a new row. */
export const PLAFONDS_HONORAIRES: readonly PlafondsHonoraires[] = [
  {
    depuis: "2014-09-15",
    parM2: { "très tendue": 1200, tendue: 1000, "non tendue": 800 },
    etatDesLieuxParM2: 300,
    source: "décret n° 2014-890 du 1er août 2014",
  },
  {
    depuis: "2026-01-01",
    parM2: { "très tendue": 1210, tendue: 1009, "non tendue": 807 },
    etatDesLieuxParM2: 303,
    source:
      "décret n° 2014-890 du 1er août 2014, révisé par l'arrêté du 17 juillet 2025 modifié le 13 novembre 2025",
  },
];

/**
 * The shipped rows with the admin's over them (same first day: the admin's wins), oldest first: the ceilings are
 * revised each 1 January with the IRL, and a revision the release does not know yet is a row an admin adds.
 */
export function tablePlafonds(
  saisis: readonly PlafondsHonoraires[],
  livres: readonly PlafondsHonoraires[] = PLAFONDS_HONORAIRES,
): PlafondsHonoraires[] {
  const parJour = new Map<string, PlafondsHonoraires>();
  for (const p of livres) parJour.set(p.depuis, { ...p, saisie: false });
  for (const p of saisis) parJour.set(p.depuis, { ...p, saisie: true });
  return [...parJour.values()].sort((a, b) => (a.depuis < b.depuis ? -1 : 1));
}

/** The ceilings in force on this day (the lease's signature): the latest row that started on or before it. */
export function plafondsAu(
  jour: string,
  table: readonly PlafondsHonoraires[] = PLAFONDS_HONORAIRES,
): PlafondsHonoraires {
  const found = table.filter((p) => p.depuis <= jour).at(-1);
  return present(found ?? table[0] ?? PLAFONDS_HONORAIRES[0], "plafonds d'honoraires");
}

/** The most a tenant may pay (cents TTC): surface x (ceiling of the zone + inventory ceiling); null without surface. */
export function honorairesMaximum(
  surface: number | null | undefined,
  zone: ZoneLoyer,
  jour: string,
  table: readonly PlafondsHonoraires[] = PLAFONDS_HONORAIRES,
): number | null {
  if (surface == null || !(surface > 0)) return null;
  const p = plafondsAu(jour, table);
  return roundCents(surface * (p.parM2[zone] + p.etatDesLieuxParM2));
}

/** The refusal of fees above the ceilings (message for fraisDossierTTC), or null. Amounts in cents. */
export function regleHonoraires(
  frais: number | null | undefined,
  surface: number | null | undefined,
  zone: ZoneLoyer,
  jour: string,
  table: readonly PlafondsHonoraires[] = PLAFONDS_HONORAIRES,
): string | null {
  const max = honorairesMaximum(surface, zone, jour, table);
  if (frais == null || max === null || frais <= max) return null;
  const p = plafondsAu(jour, table);
  const m2 = (c: number) => eurosFr(c).replace(/\s\u20ac$/, "");
  const aire = nombreFr(surface ?? 0);
  return `Les honoraires à la charge du locataire ne peuvent excéder ${eurosFr(max)} pour ${aire} m² en zone ${zone} : ${m2(p.parM2[zone])} €/m² (visite, dossier, bail) et ${m2(p.etatDesLieuxParM2)} €/m² (état des lieux), ${p.source}.`;
}

/**
 * Loi n° 89-462, art. 5 I: the tenant's share of the letting fees may not exceed the lessor's. The refusal (message
 * for fraisDossierTTC), or null; not checked while the lessor's share is not given. Amounts in cents.
 */
export function regleHonorairesBailleur(
  locataire: number | null | undefined,
  bailleur: number | null | undefined,
): string | null {
  if (locataire == null || bailleur == null || locataire <= bailleur) return null;
  return `Les honoraires à la charge du locataire ne peuvent excéder ceux du bailleur (${eurosFr(bailleur)}) (article 5 de la loi du 6 juillet 1989).`;
}
