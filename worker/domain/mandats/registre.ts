// The register of mandates (loi Hoguet): pure rules shared by the server, the PDF and the web.
import { present } from "../present";
import { accord } from "../francais/pluriel";
import { finApres } from "../bail/duree";

/** A mandate's nature: a management mission (Mission) or a caretaking mission (Intendance). */
export const NATURES_MANDAT = ["gestion", "intendance"] as const;
export type NatureMandat = (typeof NATURES_MANDAT)[number];

export const NATURE_MANDAT_LIBELLE: Record<NatureMandat, string> = {
  gestion: "Gestion",
  intendance: "Intendance",
};

/** "2026-0042": the year, then the sequence on four digits (more when it passes 9 999): it only counts up. */
export const numeroMandat = (annee: number, sequence: number) =>
  `${annee}-${String(sequence).padStart(4, "0")}`;

/** One line of the register, as `GET /api/registreMandats` answers it. */
export interface LigneRegistre {
  numero: string;
  sequence: number;
  /** The professional card whose sequence it is ("" before one was set). */
  carte: string;
  /** The day the mandate was given (YYYY-MM-DD). */
  date: string;
  nature: NatureMandat;
  /** The mandants' names, comma-separated ("" when none is linked yet). */
  mandants: string;
  /** The property (one or more addresses). */
  bien: string;
  dateDebut: string | null;
  dateFin: string | null;
  /** "12 mois", "" when the mission gives no period. */
  duree: string;
  dateAnnulation: string | null;
  MissionId: number | null;
  IntendanceId: number | null;
}

/** Whole months from one day to the end day (inclusive, as a caretaking year 01/01 -> 31/12 is 12 months). */
export function dureeMois(debut: string | null, fin: string | null): string {
  if (!debut || !fin || fin < debut) return "";
  const [y1 = 0, m1 = 1, d1 = 1] = debut.split("-").map(Number);
  const [y2 = 0, m2 = 1, d2 = 1] = fin.split("-").map(Number);
  // The day after the end closes the period: 2026-01-01 .. 2026-12-31 -> 2027-01-01, 12 months.
  const lendemain = new Date(Date.UTC(y2, m2 - 1, d2 + 1));
  let mois = (lendemain.getUTCFullYear() - y1) * 12 + (lendemain.getUTCMonth() - (m1 - 1));
  if (lendemain.getUTCDate() < d1) mois -= 1;
  if (mois >= 1) return `${mois} mois`;
  const jours = Math.round((lendemain.getTime() - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
  return `${jours} ${accord(jours, "jour")}`;
}

/**
 * A management mandate's period: from the first instalment's start to the last one's end (the mission states no
 * other); null bounds when it has none yet.
 */
export function periodeMission(accomptes: readonly { dateDepart: string; dateFin: string }[]) {
  if (!accomptes.length) return { debut: null, fin: null };
  // YYYY-MM-DD days sort as strings.
  const debut = present(accomptes.map((a) => a.dateDepart).sort()[0], "début du mandat");
  const fin = present(
    accomptes
      .map((a) => a.dateFin)
      .sort()
      .at(-1),
    "fin du mandat",
  );
  return { debut, fin };
}

/**
 * A management mandate's period as the mission states it: signed on `dateSignature` for `dureeMandatMois` months (a
 * mandate is given for a limited time, loi n° 70-9 art. 7 and décret n° 72-678 art. 72), its first term; else its
 * instalments' period (periodeMission), the only one an older mission has.
 */
export function periodeMandat(
  mission: { dateSignature?: string | null; dureeMandatMois?: number | null },
  accomptes: readonly { dateDepart: string; dateFin: string }[],
): { debut: string | null; fin: string | null } {
  const { dateSignature, dureeMandatMois } = mission;
  if (dateSignature && dureeMandatMois && dureeMandatMois >= 1)
    return { debut: dateSignature, fin: finApres(dateSignature, dureeMandatMois) };
  return periodeMission(accomptes);
}

/** The duration a mandate prints: "12 mois", or "Non précisée" when it has no period. */
export const dureeImprimee = (debut: string | null, fin: string | null) =>
  dureeMois(debut, fin) || "Non précisée";

/** The year a register is asked for: an integer from 2000 to 2100, else null (a French 400 on `annee`). */
export function anneeRegistre(raw: string | undefined): number | null {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 2000 && n <= 2100 ? n : null;
}
