import { addMonths, addYears } from "../dates";
import {
  codeTrimestre,
  libelleTrimestre,
  publicationEstimee,
  type Trimestre,
  trimestreDeCode,
  trimestreDeLibelle,
} from "../irl/trimestre";
import type { IrlValeur } from "../irl/valeurs";
import { REGLES_BAIL, TYPES_BAIL } from "../bail/types-bail";
import { roundCents } from "../money";
import { estOutreMer } from "../bail/decence";

// The yearly rent revision on the IRL (loi n° 89-462 du 6 juillet 1989, art. 17-1), pure: which anniversary is due,
// its computation to the cent, and what blocks it. Amounts in cents, days YYYY-MM-DD.
//
// - new rent HC = rent HC x the latest published IRL of the lease's quarter on the revision date / the same quarter a
//   year earlier (issue 39: one year's variation, a year not claimed is lost); charges never move;
// - the lessor has one year from the revision date to claim it; it takes effect the day it is claimed, never before
//   (art. 17-1 I, al. 3, since loi ALUR);
// - no revision of a dwelling of DPE class F or G for leases signed, renewed or tacitly extended since
//   24 August 2022, 1 July 2024 overseas (loi n° 2021-1104, art. 159, the « gel » of art. 17-1 I, al. 5: GEL_DPE).

/** What a lease says about its revision. */
export interface BailRevisable {
  typeBail: string;
  dateCreationBail: string;
  dateDebutBail: string;
  /** The first revision date the lease names, else each anniversary of dateDebutBail. */
  dateRevision: string | null;
  loyerHC: number;
  /** Null: not known (an imported lease whose file gave none): no revision until staff enter it. */
  indice: number | null;
  indiceTrim: string | null;
  /** The apartment's DPE class (A to G) or null. */
  classeEnergie: string | null;
  /** The apartment's postal code: overseas (971 to 976), the freeze starts later. */
  codePostal?: string | null;
}

export interface IndiceTrimestre {
  /** "2025-T3". */
  trimestre: string;
  valeur: number;
}

/** An imported lease without its IRL of reference: nothing is revised on an invented value. */
export const MSG_IRL_A_RENSEIGNER =
  "IRL à renseigner : indiquez l'IRL de référence du bail et son trimestre avant toute révision.";

/** The lease's reference: its value, and its quarter when `indiceTrim` can be read. */
export interface IndiceReference {
  trimestre: string | null;
  valeur: number | null;
}

export interface CalculRevision {
  dateRevision: string;
  loyerActuel: number;
  indiceReference: IndiceReference;
  nouvelIndice: IndiceTrimestre | null;
  nouveauLoyer: number | null;
  /** Why it cannot be applied, in French; null when it can. */
  bloque: string | null;
}

/**
 * The day the F/G rent freeze starts to apply to a lease signed, renewed or extended on or after it, by territory:
 * loi n° 2021-1104 du 22 août 2021, art. 159 (I: from the day after its publication, 24 August 2022 in metropolitan
 * France; III: from 1 July 2024 in Guadeloupe, Martinique, Guyane, La Réunion and Mayotte).
 */
export const GEL_DPE: Record<
  "metropole" | "outreMer",
  { depuis: string; le: string; source: string }
> = {
  metropole: { depuis: "2022-08-24", le: "24 août 2022", source: "Loi n° 2021-1104, art. 159, I" },
  outreMer: {
    depuis: "2024-07-01",
    le: "1er juillet 2024",
    source: "Loi n° 2021-1104, art. 159, III",
  },
};

/** The freeze's row for the lot's territory. */
export const gelDpe = (codePostal: string | null | undefined) =>
  GEL_DPE[estOutreMer(codePostal) ? "outreMer" : "metropole"];

export const MSG_SANS_CLAUSE = "Un bail mobilité n'est pas révisé en cours de bail.";
export const MSG_DPE = (classe: string, gel = GEL_DPE.metropole) =>
  `Logement classé ${classe} au diagnostic de performance énergétique : le loyer d'un bail signé ou renouvelé depuis le ${gel.le} ne peut pas être révisé (article 17-1 de la loi du 6 juillet 1989).`;
export const MSG_TRIMESTRE_INCONNU =
  "Le trimestre de référence de l'IRL du bail est inconnu : renseignez-le sur le dossier.";
export const MSG_INDICE_MANQUANT = (libelle: string) =>
  `L'IRL du ${libelle} n'est pas encore publié ou pas dans la table : ajoutez-le dans Paramètres > IRL.`;
export const MSG_TROP_TARD = (date: string) =>
  `La révision du ${jourFr(date)} n'a pas été demandée dans l'année : elle est prescrite (article 17-1 de la loi du 6 juillet 1989).`;
export const MSG_DEJA_REVISE = "Le loyer de ce dossier a déjà été révisé pour cette année.";
export const MSG_PAS_ENCORE = "Cette révision n'est pas encore due.";
export const MSG_LOCATAIRE_PARTI =
  "Le locataire est parti avant cette date de révision : aucun loyer n'est plus dû à ce bail après sa sortie.";

/** Whether the tenant left before the revision's date: no rent is due after the exit, so nothing to revise. */
export const partiAvant = (bail: { dateSortie?: string | null }, dateRevision: string) =>
  bail.dateSortie != null && bail.dateSortie < dateRevision;
export const MSG_PAS_UNE_DATE_DE_REVISION =
  "Cette date n'est pas une date de révision du bail (sa date anniversaire).";

const jourFr = (d: string) => d.split("-").reverse().join("/");

/** A lease of a kind with an indexation clause: every kind but the bail mobilité (art. 25-16). */
export const aUneClause = (typeBail: string) => typeBail !== "mobilité";

/**
 * The lease's revision date due on `au`: the last of its yearly dates on or before `au` (each anniversary of its start,
 * or of the first date the lease names), null before the first. Counted from the base, so 29 February comes back.
 */
export function dateRevisionDue(
  b: Pick<BailRevisable, "dateRevision" | "dateDebutBail">,
  au: string,
): string | null {
  const base = b.dateRevision ?? b.dateDebutBail;
  const premier = b.dateRevision ? 0 : 1;
  let ans = Number(au.slice(0, 4)) - Number(base.slice(0, 4));
  while (ans >= premier && addYears(base, ans) > au) ans--;
  return ans >= premier ? addYears(base, ans) : null;
}

/** Whether `date` is one of the lease's yearly revision dates. */
export function estDateDeRevision(
  b: Pick<BailRevisable, "dateRevision" | "dateDebutBail">,
  date: string,
): boolean {
  return dateRevisionDue(b, date) === date;
}

/**
 * Signed, renewed or tacitly extended on or after 24 August 2022, by `date`: the signature, or a start of a new
 * term (each legal term of the kind after the start) falling between that day and `date`.
 */
export function renouveleDepuisGel(b: BailRevisable, date: string): boolean {
  const gel = gelDpe(b.codePostal).depuis;
  if (b.dateCreationBail >= gel) return true;
  const type = TYPES_BAIL.find((t) => t === b.typeBail) ?? "nu";
  const mois = REGLES_BAIL[type].dureeMois;
  for (let k = 1; ; k++) {
    const debut = addMonths(b.dateDebutBail, mois * k);
    if (debut > date) return false;
    if (debut >= gel) return true;
  }
}

/** The new rent HC, to the cent (half away from zero): rent x new index / reference index. */
export const loyerRevise = (loyerHC: number, reference: number, nouvel: number) =>
  roundCents((loyerHC * nouvel) / reference);

/**
 * The year of the new index (issue 39): the latest year whose quarter `numero` is published on the revision date (its
 * publication day in the table, else the mid-month rule), and at least the year after the lease's reference. A year
 * not claimed is lost, never caught up: the rent moves by one year's variation, that quarter against the one before.
 */
export function anneeNouvelIndice(
  reference: Trimestre,
  dateRevision: string,
  table: readonly IrlValeur[],
): number {
  const publication = (annee: number) => {
    const t = { annee, numero: reference.numero };
    return (
      table.find((v) => v.trimestre === codeTrimestre(t))?.publication ?? publicationEstimee(t)
    );
  };
  let annee = Number(dateRevision.slice(0, 4));
  while (annee > reference.annee && publication(annee) > dateRevision) annee--;
  return Math.max(annee, reference.annee + 1);
}

/**
 * The revision of `dateRevision` claimed on `le` (the day it would take effect): the new index is the latest
 * published index of the lease's reference quarter on that date, the former one the same quarter a year earlier
 * (the lease's own value when it is the lease's quarter), art. 17-1 of loi 89-462; `bloque` says why it cannot be
 * applied (no clause, class F/G, unknown quarter, index not in the table, more than a year late).
 */
export function calculerRevision(
  b: BailRevisable,
  dateRevision: string,
  le: string,
  table: readonly IrlValeur[],
): CalculRevision {
  const t = b.indiceTrim ? trimestreDeLibelle(b.indiceTrim) : null;
  const annee = t ? anneeNouvelIndice(t, dateRevision, table) : 0;
  const suivant = t ? { annee, numero: t.numero } : null;
  const avant = t ? { annee: annee - 1, numero: t.numero } : null;
  const valeurDe = (q: Trimestre) => table.find((v) => v.trimestre === codeTrimestre(q));
  const memeQueLeBail = !!t && !!avant && codeTrimestre(avant) === codeTrimestre(t);
  const ancien = avant
    ? memeQueLeBail
      ? { trimestre: codeTrimestre(avant), valeur: b.indice }
      : valeurDe(avant)
    : undefined;
  const indiceReference = ancien
    ? { trimestre: ancien.trimestre, valeur: ancien.valeur }
    : { trimestre: t ? codeTrimestre(t) : null, valeur: b.indice };
  const trouve = suivant ? valeurDe(suivant) : undefined;
  const nouvelIndice = trouve ? { trimestre: trouve.trimestre, valeur: trouve.valeur } : null;
  const nouveauLoyer =
    nouvelIndice && ancien?.valeur != null
      ? loyerRevise(b.loyerHC, ancien.valeur, nouvelIndice.valeur)
      : null;
  const classe = b.classeEnergie?.toUpperCase() ?? "";
  const bloque = !aUneClause(b.typeBail)
    ? MSG_SANS_CLAUSE
    : b.indice === null
      ? MSG_IRL_A_RENSEIGNER
      : (classe === "F" || classe === "G") && renouveleDepuisGel(b, dateRevision)
        ? MSG_DPE(classe, gelDpe(b.codePostal))
        : le > addYears(dateRevision, 1)
          ? MSG_TROP_TARD(dateRevision)
          : !suivant || !avant
            ? MSG_TRIMESTRE_INCONNU
            : !nouvelIndice
              ? MSG_INDICE_MANQUANT(libelleTrimestre(suivant))
              : !ancien
                ? MSG_INDICE_MANQUANT(libelleTrimestre(avant))
                : null;
  return {
    dateRevision,
    loyerActuel: b.loyerHC,
    indiceReference,
    nouvelIndice,
    nouveauLoyer,
    bloque,
  };
}

/** The lease's new `indiceTrim`, as the form writes it ("3ème trimestre 2026"). */
export function libelleDuCode(code: string): string {
  const t = trimestreDeCode(code);
  return t ? libelleTrimestre(t) : code;
}
