import { eurosFr } from "../loyer";
import { CLASSES_INDECENTES } from "./decence";
// The energy mentions of a lease: the DPE class (A to G) and the decency calendar of loi n° 89-462, art. 6, as
// amended by loi n° 2021-1104 du 22 août 2021 (Climat et résilience), art. 160: a dwelling of class G is not decent
// from 1 January 2025, of class F from 1 January 2028, of class E from 1 January 2034.

export const CLASSES_DPE = ["A", "B", "C", "D", "E", "F", "G"] as const;

/** The first day a class is no longer decent in metropolitan France: decence.ts's table, the one place of the dates. */
const INDECENT_DEPUIS: Partial<Record<string, string>> = Object.fromEntries(
  CLASSES_INDECENTES.filter((r) => !r.outreMer).map((r) => [r.classe, r.depuis]),
);

const DATES_FR: Record<string, string> = {
  "2025-01-01": "1er janvier 2025",
  "2028-01-01": "1er janvier 2028",
  "2034-01-01": "1er janvier 2034",
};

/** The decency reminder a lease prints for classes F and G, or null. */
export function rappelDecence(classe: string | null | undefined): string | null {
  if (classe !== "F" && classe !== "G") return null;
  const quand = DATES_FR[INDECENT_DEPUIS[classe] ?? ""] ?? "";
  return (
    `Le logement est classé ${classe} au diagnostic de performance énergétique : un logement de classe ${classe} ne ` +
    `répond plus au niveau de performance énergétique minimal d'un logement décent à compter du ${quand}. Ce niveau ` +
    "exclut la classe G depuis le 1er janvier 2025, la classe F à compter du 1er janvier 2028 et la classe E à compter " +
    "du 1er janvier 2034 (article 6 de la loi du 6 juillet 1989, modifié par la loi n° 2021-1104 du 22 août 2021)."
  );
}

// Loi n° 2021-1104 (Climat et résilience) for a dwelling of class F or G: its rent is not revised nor raised at a
// new letting in zone tendue (art. 159, art. 17-1 of loi n° 89-462 and décret n° 2017-1198, art. 3), and it takes no
// complément de loyer (art. 140 of loi n° 2018-1021 as amended). The lease prints no revision clause.

/** Class F or G (the « passoires thermiques »). */
export const estPassoire = (classe: string | null | undefined): classe is string => {
  const c = classe?.trim().toUpperCase();
  return c === "F" || c === "G";
};

/** The lease's note in place of the revision clause for class F or G. */
export const SANS_REVISION_DPE = (classe: string) =>
  `Logement classé ${classe.toUpperCase()} au diagnostic de performance énergétique : le loyer ne peut pas être révisé en cours de bail ni lors de son renouvellement (article 17-1 de la loi du 6 juillet 1989, modifié par la loi n° 2021-1104 du 22 août 2021).`;

export const MSG_LOYER_PASSOIRE = (classe: string, precedent: string) =>
  `Logement classé ${classe.toUpperCase()} en zone tendue : le loyer du nouveau bail ne peut pas dépasser le dernier loyer du précédent locataire (${precedent}) (décret n° 2017-1198, article 3, et loi n° 2021-1104 du 22 août 2021).`;

export const MSG_COMPLEMENT_PASSOIRE = (classe: string) =>
  `Logement classé ${classe.toUpperCase()} : aucun complément de loyer ne peut être appliqué (article 140 de la loi n° 2018-1021, modifié par la loi n° 2021-1104 du 22 août 2021).`;

/** A new lease's rent above the previous tenant's last rent, for class F or G in zone tendue: the refusal, or null. */
export function regleLoyerPassoire(
  classe: string | null | undefined,
  tendue: boolean,
  loyerHC: number | null | undefined,
  dernierLoyerPrecedent: number | null | undefined,
): string | null {
  if (!estPassoire(classe) || !tendue || loyerHC == null || dernierLoyerPrecedent == null)
    return null;
  return loyerHC > dernierLoyerPrecedent
    ? MSG_LOYER_PASSOIRE(classe, eurosFr(dernierLoyerPrecedent))
    : null;
}

/** A complément de loyer (cents, above 0) on a dwelling of class F or G: the refusal, or null. */
export const regleComplementPassoire = (
  classe: string | null | undefined,
  complement: number | null | undefined,
) => (estPassoire(classe) && (complement ?? 0) > 0 ? MSG_COMPLEMENT_PASSOIRE(classe) : null);
