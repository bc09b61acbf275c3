import { niveaux } from "../echeances/filtre";
import type { Echeance } from "../echeances/types";

// The calendar's items of issue 77: an unpaid rent not yet declared, due by its last day (item 4), and a tenant in
// tiers payant who leaves, to tell the organisme on the departure day (item 5).

const jourFr = (d: string) => d.split("-").reverse().join("/");

export interface ImpayeAEcheance {
  DossierId: number;
  locataire: string;
  organisme: string;
  dateConstitution: string;
  dateLimiteDeclaration: string;
  regle: string;
  declareLe: string | null;
}
export interface DepartAEcheance {
  DossierId: number;
  locataire: string;
  organisme: string;
  dateSortie: string;
}

const SOURCE_DEPART =
  "Le bailleur qui perçoit l'aide en tiers payant signale sans délai tout changement de situation, dont le départ du locataire (code de la construction et de l'habitation, article R.823-12).";

export function echeancesAidesLogement(
  impayes: readonly ImpayeAEcheance[],
  departs: readonly DepartAEcheance[],
  jour: string,
): Echeance[] {
  const niveau = niveaux(jour);
  return [
    ...impayes
      .filter((i) => !i.declareLe)
      .map(
        (i): Echeance => ({
          date: i.dateLimiteDeclaration,
          type: "caf_impaye",
          niveau: niveau(i.dateLimiteDeclaration),
          DossierId: i.DossierId,
          libelle: `Déclarer à la ${i.organisme} l'impayé de ${i.locataire}, constitué le ${jourFr(i.dateConstitution)}`,
          regle: i.regle,
        }),
      ),
    ...departs.map(
      (d): Echeance => ({
        date: d.dateSortie,
        type: "caf_depart",
        niveau: niveau(d.dateSortie),
        DossierId: d.DossierId,
        libelle: `Signaler le départ à la ${d.organisme} : ${d.locataire}`,
        regle: SOURCE_DEPART,
      }),
    ),
  ];
}
