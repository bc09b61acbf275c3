import { eurosFr } from "../loyer";
import { enVigueur, type Periode } from "../reglementation/periode";

// When a tenant in tiers payant is in unpaid rent, and how long the landlord has to declare it to the CAF or MSA
// (CCH R.824-1 to R.824-6: late, the aid may be lost and a penalty is due). A dated table, as every rule of law:
// the rule in force on a day is its row. From 1 January 2027 décret n° 2026-84 changes the threshold (a debt above
// 450 €, or three months after a first unpaid term not made good); its declaration delay stays two months until a
// new row says otherwise.

export interface RegleImpayeCaf extends Periode {
  /** The former rule: the tenant's own debt reaches `multiple` × the monthly rent and charges net of the aid. */
  multipleMensualite: number | null;
  /** The 2027 rule: the tenant's own debt above this amount (cents)... */
  seuilCents: number | null;
  /** ...or this many months after a first unpaid term not made good. */
  moisApresPremierImpaye: number | null;
  /** Months from the day it is constituted to declare it. */
  delaiDeclarationMois: number;
}

export const REGLES_IMPAYE_CAF: readonly RegleImpayeCaf[] = [
  {
    debut: "2016-09-01",
    fin: "2026-12-31",
    source:
      "Code de la construction et de l'habitation, articles R.824-1 à R.824-6 (décret n° 2019-1574) : impayé constitué lorsque la dette nette de l'aide atteint deux fois le montant mensuel net du loyer et des charges ; signalement dans les deux mois.",
    multipleMensualite: 2,
    seuilCents: null,
    moisApresPremierImpaye: null,
    delaiDeclarationMois: 2,
  },
  {
    debut: "2027-01-01",
    fin: null,
    source:
      "Décret n° 2026-84 modifiant l'article R.824-1 du code de la construction et de l'habitation : impayé constitué au-delà de 450 € de dette ou trois mois après un premier terme impayé non régularisé ; la CCAPEX décide du maintien de l'aide ; signalement dans les deux mois.",
    multipleMensualite: null,
    seuilCents: 45_000,
    moisApresPremierImpaye: 3,
    delaiDeclarationMois: 2,
  },
];

/**
 * The row in force on `jour` (YYYY-MM-DD), or undefined before the first. Rows overlap once an admin adds one in
 * Paramètres > Réglementation (the 2027 row has no end): the latest to start wins, as a newer text replaces the
 * older from its first day.
 */
export const regleImpayeAu = (
  jour: string,
  regles: readonly RegleImpayeCaf[] = REGLES_IMPAYE_CAF,
) =>
  regles
    .filter((r) => enVigueur(r, jour))
    .reduce<RegleImpayeCaf | undefined>((m, r) => (m && m.debut > r.debut ? m : r), undefined);

/** `jour` plus `mois` months, the day kept (clamped to the month's last day: 31 Dec + 2 months = 28/29 Feb). */
export function plusMois(jour: string, mois: number): string {
  const [a = 0, m = 1, j = 1] = jour.split("-").map(Number);
  const total = a * 12 + (m - 1) + mois;
  const annee = Math.floor(total / 12);
  const moisN = (total % 12) + 1;
  const dernier = new Date(Date.UTC(annee, moisN, 0)).getUTCDate();
  const p = (n: number) => String(n).padStart(2, "0");
  return `${annee}-${p(moisN)}-${p(Math.min(j, dernier))}`;
}

/** An admin's row's content (Paramètres > Réglementation, table « impayes-caf »), as stored in its JSON. */
export type CriteresImpaye = Pick<
  RegleImpayeCaf,
  "multipleMensualite" | "seuilCents" | "moisApresPremierImpaye" | "delaiDeclarationMois"
>;

/**
 * An admin's row: the delay is typed; a criterion left blank is the one of the row in force on its first day (a text
 * that changes only the delay keeps the thresholds), resolved when the row is added and stored whole.
 */
export function criteresSaisis(
  saisie: {
    delaiDeclarationMois: number;
    multipleMensualite?: number | null;
    seuilCents?: number | null;
    moisApresPremierImpaye?: number | null;
  },
  precedente: RegleImpayeCaf | undefined,
): CriteresImpaye {
  const tous =
    saisie.multipleMensualite == null &&
    saisie.seuilCents == null &&
    saisie.moisApresPremierImpaye == null;
  const de = <K extends keyof CriteresImpaye>(k: K, v: number | null | undefined) =>
    v ?? (tous ? (precedente?.[k] ?? null) : null);
  return {
    multipleMensualite: de("multipleMensualite", saisie.multipleMensualite),
    seuilCents: de("seuilCents", saisie.seuilCents),
    moisApresPremierImpaye: de("moisApresPremierImpaye", saisie.moisApresPremierImpaye),
    delaiDeclarationMois: saisie.delaiDeclarationMois,
  };
}

const mois = (n: number) => `${n} mois`;

/** What a row says, in French (the regulatory tables' screen). */
export function resumeRegleImpaye(r: CriteresImpaye): string {
  const criteres = [
    r.multipleMensualite !== null
      ? `dette nette de l'aide d'au moins ${r.multipleMensualite} fois la mensualité nette`
      : null,
    r.seuilCents !== null ? `dette au-delà de ${eurosFr(r.seuilCents)}` : null,
    r.moisApresPremierImpaye !== null
      ? `${mois(r.moisApresPremierImpaye)} après un premier terme impayé non régularisé`
      : null,
  ].filter((c): c is string => c !== null);
  return `Impayé constitué : ${criteres.join(" ou ") || "aucun critère"} ; à déclarer sous ${mois(r.delaiDeclarationMois)}`;
}
