import { addDays, addYears } from "../dates";

// How long a former tenant's personal data is kept (CNIL, référentiel « gestion locative », 2021): three years after
// the end of the last lease, unless a debt remains (the data then stays as long as the debt can be claimed). The
// accounting (receipts, payments, the ledger) is kept ten years with its amounts, under an anonymous name.

/** Years a former tenant's identity is kept after the end of the last lease. */
export const ANS_CONSERVATION = 3;
/** Days ahead the admins see who is about to be anonymised (Paramètres > Données personnelles). */
export const JOURS_PREAVIS = 30;

/** The name an anonymised tenant keeps in the accounting and the lists. */
export const nomAnonyme = (id: number) => `Ancien locataire n° ${id}`;
/** The name an anonymised guarantor keeps (the lease's count of guarantors and their dates stay). */
export const NOM_CAUTION_ANONYME = "Caution anonymisée";

/** The day a tenant whose last lease ended on `fin` is anonymised (29 February ends on 28 February). */
export const dateAnonymisation = (fin: string) => addYears(fin, ANS_CONSERVATION);

/**
 * The latest end of a last lease that is due on `jour`: a lease ended on this day or before has been over for three
 * years. Compared as text with the stored dates (AAAA-MM-JJ), in SQL.
 */
export const finAuPlusTard = (jour: string) => addYears(jour, -ANS_CONSERVATION);

/** The same bound for the list shown ahead: those due within the next JOURS_PREAVIS days (and those already due). */
export const finAuPlusTardAvecPreavis = (jour: string) =>
  finAuPlusTard(addDays(jour, JOURS_PREAVIS));

/** Why a tenant cannot be anonymised now, in French; null when it can. */
export function motifRefus(t: {
  anonymiseLe: string | null;
  dossiers: number;
  ouverts: number;
  fin: string | null;
  dette: number;
  jour: string;
}): string | null {
  if (t.anonymiseLe) return "Ce locataire est déjà anonymisé.";
  if (t.ouverts > 0) return "Ce locataire a un bail en cours.";
  if (!t.dossiers || !t.fin)
    return "Ce locataire n'a aucun bail : supprimez sa fiche s'il n'est plus candidat.";
  if (t.dette > 0) return "Ce locataire doit encore de l'argent : ses données sont conservées.";
  if (t.fin > finAuPlusTard(t.jour))
    return `Ses données sont conservées jusqu'au ${frDate(dateAnonymisation(t.fin))} (3 ans après la fin du bail).`;
  return null;
}

const frDate = (d: string) => d.split("-").reverse().join("/");

/** The retention rules as Paramètres > Données personnelles lists them. */
export const REGLES_CONSERVATION: readonly { donnees: string; duree: string }[] = [
  {
    donnees: "Locataires (identité, coordonnées, cautions, pièces justificatives)",
    duree:
      "3 ans après la fin du dernier bail, s'il ne reste aucune dette ; ensuite le nom devient « Ancien locataire n° … » et les fichiers sont supprimés",
  },
  {
    donnees: "Candidats non retenus (fiche sans bail)",
    duree: "À supprimer à la main dès que la candidature est écartée",
  },
  {
    donnees: "Comptabilité (quittances, paiements, compte du locataire)",
    duree: "10 ans, montants conservés sous le nom anonyme",
  },
  { donnees: "Journal des appartements (historique)", duree: "10 ans" },
];
