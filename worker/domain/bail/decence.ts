import { MOIS_FR } from "../dates";

// The energy floor of a decent dwelling (issue 63): a lease may not be signed, renewed or tacitly renewed on a
// dwelling below it at that date. Loi n° 89-462, art. 6, as amended by loi n° 2021-1104 (Climat et résilience),
// art. 160: class G from 1 January 2025, F from 2028, E from 2034 in metropolitan France; overseas, G from 2028 and
// F from 2031 (art. 160, III). Décret n° 2021-19 du 11 janvier 2021: over 450 kWh/m²/year of final energy in
// metropolitan France is not decent for leases signed from 1 January 2023. A new law is one line of these tables.

/** The first day each class is no longer decent, by territory. */
const LOI_CLIMAT = "loi n° 2021-1104 du 22 août 2021 (Climat et résilience), art. 160";
export const CLASSES_INDECENTES: readonly {
  classe: string;
  depuis: string;
  outreMer: boolean;
  source: string;
}[] = [
  { classe: "G", depuis: "2025-01-01", outreMer: false, source: LOI_CLIMAT },
  { classe: "F", depuis: "2028-01-01", outreMer: false, source: LOI_CLIMAT },
  { classe: "E", depuis: "2034-01-01", outreMer: false, source: LOI_CLIMAT },
  { classe: "G", depuis: "2028-01-01", outreMer: true, source: `${LOI_CLIMAT}, III` },
  { classe: "F", depuis: "2031-01-01", outreMer: true, source: `${LOI_CLIMAT}, III` },
];

/** Décret n° 2021-19: the final-energy ceiling and its first day (metropolitan France only). */
export const SEUIL_ENERGIE_FINALE = {
  kwhParM2: 450,
  depuis: "2023-01-01",
  source:
    "décret n° 2021-19 du 11 janvier 2021, art. 3 (baux conclus à partir du 1er janvier 2023)",
} as const;

/** Overseas departments (codes postaux 971 to 976). */
export const estOutreMer = (codePostal: string | null | undefined) =>
  /^97[1-6]/.test(codePostal ?? "");

const jourFr = (d: string) => {
  const [y, m, j] = d.split("-");
  return `${j === "01" ? "1er" : Number(j)} ${MOIS_FR[Number(m) - 1]} ${y}`;
};

export interface EnergieLot {
  classe: string | null | undefined;
  energieFinale?: number | null;
  codePostal?: string | null;
}

/**
 * The first day this lot is not decent on `date`, and by which rule, or null. Décret n° 2021-19 (450 kWh) covers the
 * leases concluded from its day only (its art. 3): a renewal, tacit or express, is judged on the classes alone.
 */
function indecence(lot: EnergieLot, date: string, nouveauBail: boolean) {
  const classe = lot.classe?.trim().toUpperCase();
  const outreMer = estOutreMer(lot.codePostal);
  const regle = CLASSES_INDECENTES.find(
    (r) => r.classe === classe && r.outreMer === outreMer && date >= r.depuis,
  );
  if (regle) return { classe, depuis: regle.depuis } as const;
  const e = lot.energieFinale;
  if (
    nouveauBail &&
    !outreMer &&
    e != null &&
    e > SEUIL_ENERGIE_FINALE.kwhParM2 &&
    date >= SEUIL_ENERGIE_FINALE.depuis
  )
    return { energie: e, depuis: SEUIL_ENERGIE_FINALE.depuis } as const;
  return null;
}

/**
 * Why a new lease taking effect on `date` is refused on this lot's energy, in French, or null when it is decent.
 * (A renewal is never refused: `mentionNonDecent`.)
 */
export function raisonIndecence(lot: EnergieLot, date: string): string | null {
  const r = indecence(lot, date, true);
  if (!r) return null;
  if (r.classe)
    return `Logement classé ${r.classe} au diagnostic de performance énergétique : il n'est plus décent depuis le ${jourFr(r.depuis)} et ne peut pas être loué à un nouveau locataire (article 6 de la loi du 6 juillet 1989, modifié par la loi n° 2021-1104 du 22 août 2021).`;
  return `Logement consommant ${r.energie} kWh d'énergie finale par m² et par an : au-delà de ${SEUIL_ENERGIE_FINALE.kwhParM2}, il n'est plus décent depuis le ${jourFr(r.depuis)} (décret n° 2021-19 du 11 janvier 2021).`;
}

/**
 * A running lease on a dwelling below the floor on `date` (issue 73): the floor never ends nor blocks the renewal
 * of a lease in force, the landlord owes the works and the tenant may go to court (art. 6 and 20-1). What the
 * lease, its renewal and the calendar say, or null.
 */
export function mentionNonDecent(lot: EnergieLot, date: string): string | null {
  const r = indecence(lot, date, false);
  return r
    ? `Logement non décent depuis le ${jourFr(r.depuis)} : travaux à réaliser (loi n° 89-462, art. 6 et 20-1)`
    : null;
}
