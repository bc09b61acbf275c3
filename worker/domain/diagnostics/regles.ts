// The law's dates for the diagnostics a lease annexes, as tables: a new decree is one line here. Each row says
// what it applies to, what it answers, and its source. Read by validite.ts (what is valid and what is
// needed); the decency calendar of the DPE is in ../bail/decence.ts (it concerns the dwelling, not the document).
import type { NatureDiagnostic, TypeDiagnostic } from "./types";

/** A diagnostic's life in months from the day it was made; null: unlimited. */
export interface DureeValidite {
  mois: number | null;
  regle: string;
}

/**
 * The life of each kind for a letting. `siPositif` applies when the diagnostic found what it looks for (lead above
 * the threshold, asbestos, anomalies); `siNegatif` otherwise (or when not said).
 */
export const DUREES: Record<
  TypeDiagnostic,
  { siPositif: DureeValidite; siNegatif: DureeValidite }
> = {
  // Code de la construction et de l'habitation, art. D126-19: ten years.
  dpe: {
    siPositif: { mois: 120, regle: "DPE valable 10 ans (CCH, art. D126-19)" },
    siNegatif: { mois: 120, regle: "DPE valable 10 ans (CCH, art. D126-19)" },
  },
  // Code de la santé publique, art. L1334-7: for a letting, less than six years old at the signature when lead is
  // found above the threshold (1 mg/cm²); no new CREP when none is found.
  crep: {
    siPositif: {
      mois: 72,
      regle: "CREP avec plomb : moins de 6 ans à la signature du bail (CSP, art. L1334-7)",
    },
    siNegatif: {
      mois: null,
      regle: "CREP sans plomb au-delà du seuil : validité illimitée (CSP, art. L1334-7)",
    },
  },
  // Loi n° 89-462, art. 3-3, and décrets n° 2016-1104 (gaz) and 2016-1105 (électricité): six years for a letting.
  electricite: {
    siPositif: {
      mois: 72,
      regle: "État de l'électricité : 6 ans pour une location (décret n° 2016-1105)",
    },
    siNegatif: {
      mois: 72,
      regle: "État de l'électricité : 6 ans pour une location (décret n° 2016-1105)",
    },
  },
  gaz: {
    siPositif: { mois: 72, regle: "État du gaz : 6 ans pour une location (décret n° 2016-1104)" },
    siNegatif: { mois: 72, regle: "État du gaz : 6 ans pour une location (décret n° 2016-1104)" },
  },
  // Code de l'environnement, art. R125-26: made less than six months before the lease is signed.
  erp: {
    siPositif: {
      mois: 6,
      regle: "État des risques de moins de 6 mois à la signature (C. env., art. R125-26)",
    },
    siNegatif: {
      mois: 6,
      regle: "État des risques de moins de 6 mois à la signature (C. env., art. R125-26)",
    },
  },
  // CSP, art. R1334-20 and R1334-29-7: no asbestos found, no new search; asbestos found, its state is checked
  // again within three years.
  amiante: {
    siPositif: {
      mois: 36,
      regle: "Amiante présent : nouvelle évaluation sous 3 ans (CSP, art. R1334-20)",
    },
    siNegatif: {
      mois: null,
      regle: "Absence d'amiante : validité illimitée (CSP, art. R1334-29-7)",
    },
  },
  // Loi n° 89-462, art. 3 (loi n° 2009-323 dite Boutin): the living area, valid until works change it.
  surface: {
    siPositif: {
      mois: null,
      regle: "Surface habitable : valable sans limite hors travaux (loi n° 89-462, art. 3)",
    },
    siNegatif: {
      mois: null,
      regle: "Surface habitable : valable sans limite hors travaux (loi n° 89-462, art. 3)",
    },
  },
  // Loi n° 89-462, art. 3-3, 6° (loi n° 2019-1428 d'orientation des mobilités, art. 94): in a zone of a plan
  // d'exposition au bruit (C. urb., art. L112-6), a notice naming the zone; valid as long as the plan is.
  bruit: {
    siPositif: {
      mois: null,
      regle:
        "Zone de bruit d'un aérodrome : document annexé, valable tant que le plan d'exposition au bruit ne change pas (loi n° 89-462, art. 3-3 ; loi n° 2019-1428 dite LOM ; C. urb., art. L112-6)",
    },
    siNegatif: {
      mois: null,
      regle:
        "Zone de bruit d'un aérodrome : document annexé, valable tant que le plan d'exposition au bruit ne change pas (loi n° 89-462, art. 3-3 ; loi n° 2019-1428 dite LOM ; C. urb., art. L112-6)",
    },
  },
};

/**
 * What the lease does with each kind, and why: annexed (loi n° 89-462, art. 3-3), mentioned in the lease (the
 * living area, art. 3), or kept available to the tenant (asbestos: CSP, art. R1334-29-5, the « dossier amiante –
 * parties privatives » is made available to occupants, not annexed).
 */
export const NATURES: Record<TypeDiagnostic, { nature: NatureDiagnostic; regle: string }> = {
  dpe: { nature: "annexe", regle: "Annexé au bail (loi n° 89-462, art. 3-3)." },
  crep: { nature: "annexe", regle: "Annexé au bail (loi n° 89-462, art. 3-3)." },
  electricite: { nature: "annexe", regle: "Annexé au bail (loi n° 89-462, art. 3-3)." },
  gaz: { nature: "annexe", regle: "Annexé au bail (loi n° 89-462, art. 3-3)." },
  erp: {
    nature: "annexe",
    regle: "Annexé au bail (loi n° 89-462, art. 3-3 ; C. env., art. L125-5).",
  },
  bruit: { nature: "annexe", regle: "Annexé au bail (loi n° 89-462, art. 3-3, 6°)." },
  surface: {
    nature: "mention",
    regle: "Mentionnée dans le bail, non annexée (loi n° 89-462, art. 3).",
  },
  amiante: {
    nature: "a_disposition",
    regle:
      "À tenir à disposition du locataire, non annexé au bail (CSP, art. R1334-29-5 ; loi n° 89-462, art. 3-3).",
  },
};

/**
 * A result not said is read as the one that shortens the life (lead or asbestos found): the unlimited validity of a
 * negative report is only granted to a report that says so (CSP, art. L1334-7 and R1334-29-7).
 */
export const INCONNU_LU_POSITIF: readonly TypeDiagnostic[] = ["crep", "amiante"];

/**
 * Asbestos reports made before 1 January 2013 follow the former method: to be brought up to date under the
 * décret n° 2011-629 du 3 juin 2011 and the arrêté du 12 décembre 2012 (a warning, never a refusal).
 */
export const AMIANTE_ANCIEN = {
  avant: "2013-01-01",
  avertissement:
    "Repérage amiante réalisé avant le 1er janvier 2013 : à actualiser selon la méthode en vigueur (décret n° 2011-629 du 3 juin 2011 ; arrêté du 12 décembre 2012).",
} as const;

/**
 * DPE made before 1 July 2021 (the new method): they end earlier than ten years (décret n° 2020-1610 du 17 décembre
 * 2020 relatif à la durée de validité des diagnostics de performance énergétique).
 */
export const DPE_ANCIENS: readonly {
  faitsDu: string;
  faitsAu: string;
  valableJusquau: string;
  regle: string;
}[] = [
  {
    faitsDu: "2013-01-01",
    faitsAu: "2017-12-31",
    valableJusquau: "2022-12-31",
    regle: "DPE réalisé de 2013 à 2017 : valable jusqu'au 31 décembre 2022 (décret n° 2020-1610)",
  },
  {
    faitsDu: "2018-01-01",
    faitsAu: "2021-06-30",
    valableJusquau: "2024-12-31",
    regle:
      "DPE réalisé du 1er janvier 2018 au 30 juin 2021 : valable jusqu'au 31 décembre 2024 (décret n° 2020-1610)",
  },
];

/** When a kind is needed for a lease (validite.ts reads these). */
export const BESOINS = {
  // CSP, art. L1334-5 and L1334-7: a CREP for a dwelling built before 1 January 1949.
  crepConstruitAvant: "1949-01-01",
  // CSP, art. R1334-15: asbestos search for a building whose permit was issued before 1 July 1997.
  amiantePermisAvant: "1997-07-01",
  // Loi n° 89-462, art. 3-3: électricité and gaz when the installation is over fifteen years old.
  installationAnsAuPlus: 15,
} as const;
