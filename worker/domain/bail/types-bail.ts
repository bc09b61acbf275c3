// The kinds of residential lease the agency signs, and what the law attaches to each (loi n° 89-462 du 6 juillet
// 1989): its title, standard contract, term, renewal, notice periods and deposit cap.

/** The stored values of Dossier.typeBail; `nu` is the default (the only kind before issue 23). */
export const TYPES_BAIL = ["nu", "meublé", "mobilité", "étudiant"] as const;
export type TypeBail = (typeof TYPES_BAIL)[number];

export interface RegleBail {
  /** The form's French label. */
  libelle: string;
  /** The lease's subtitle: "Logement nu", "Logement meublé"... */
  logement: string;
  /** The title of loi n° 89-462 that governs it. */
  titre: string;
  /** The legal term in months (the form's default end date; the PDF's term when no end date is given). */
  dureeMois: number;
  /** The legal term in words, as the form and the lease say it. */
  duree: string;
  /** What happens at the end of the term. */
  reconduction: string;
  /** The deposit cap in months of rent excluding charges (0: no deposit). */
  depotMois: number;
  /** The tenant's notice period, in words. */
  preavisLocataire: string;
  /** The lessor's notice, in words. */
  congeBailleur: string;
}

export const REGLES_BAIL: Record<TypeBail, RegleBail> = {
  // Titre Ier, art. 10 (three years for a lessor who is a natural person), art. 15 (notice), art. 22 (deposit).
  nu: {
    libelle: "Location nue",
    logement: "Logement nu",
    titre: "titre Ier",
    dureeMois: 36,
    duree: "trois ans",
    reconduction: "reconduit tacitement pour trois ans à défaut de congé (article 10)",
    depotMois: 1,
    preavisLocataire:
      "trois mois, réduit à un mois en zone tendue et dans les autres cas prévus à l'article 15 (mutation, perte d'emploi, premier emploi, état de santé, bénéficiaire du RSA ou de l'AAH, logement social)",
    congeBailleur:
      "six mois avant le terme du contrat, pour reprise, vente ou motif légitime et sérieux (article 15)",
  },
  // Titre Ier bis, art. 25-7 (one year, renewed), art. 25-8 (notice), art. 25-6 (deposit of two months).
  meublé: {
    libelle: "Location meublée",
    logement: "Logement meublé",
    titre: "titre Ier bis",
    dureeMois: 12,
    duree: "un an",
    reconduction: "reconduit tacitement pour un an à défaut de congé (article 25-7)",
    depotMois: 2,
    preavisLocataire: "un mois (article 25-8)",
    congeBailleur:
      "trois mois avant le terme du contrat, pour reprise, vente ou motif légitime et sérieux (article 25-8)",
  },
  // Titre Ier ter (loi n° 2018-1021 dite ELAN, art. 107): art. 25-14 (1 to 10 months, neither renewed nor
  // extended), art. 25-13 (no deposit, stated in the lease); the tenant may leave at any time with one month's notice.
  mobilité: {
    libelle: "Bail mobilité",
    logement: "Logement meublé",
    titre: "titre Ier ter",
    dureeMois: 10,
    duree: "de un à dix mois",
    reconduction:
      "ni renouvelable ni reconductible ; sa durée peut être modifiée une fois par avenant sans dépasser dix mois au total (article 25-14)",
    depotMois: 0,
    preavisLocataire: "un mois, à tout moment (titre Ier ter)",
    congeBailleur: "aucun : le bailleur ne peut pas résilier le contrat avant son terme",
  },
  // Titre Ier bis, art. 25-7 alinéa 2: a furnished lease to a student may last nine months, without renewal.
  étudiant: {
    libelle: "Bail étudiant",
    logement: "Logement meublé loué à un étudiant",
    titre: "titre Ier bis",
    dureeMois: 9,
    duree: "neuf mois",
    reconduction: "non reconduit : il prend fin à son terme sans congé (article 25-7, alinéa 2)",
    depotMois: 2,
    preavisLocataire: "un mois (article 25-8)",
    congeBailleur: "aucun : le contrat prend fin à son terme",
  },
};

/** A stored or missing kind, as the lease reads it: no kind is an unfurnished lease. */
export const typeBail = (v: string | null | undefined): TypeBail =>
  TYPES_BAIL.find((t) => t === v) ?? "nu";

/** The furnished kinds (titre Ier bis and ter): the furniture of décret n° 2015-981 is due. */
export const estMeuble = (t: TypeBail) => t !== "nu";
