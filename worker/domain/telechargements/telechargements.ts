// The journal of downloads (issue 59, "money leaves once"): each SEPA file, FEC or backup handed out is recorded with
// who, from where and when. Pure: the kinds, their French names, and who downloads.

export const QUOI_TELECHARGEMENT = [
  "sepa_reversement",
  "sepa_prelevement",
  "fec",
  "sauvegarde",
] as const;
export type QuoiTelechargement = (typeof QUOI_TELECHARGEMENT)[number];

/** The kind of a download as staff read it (Paramètres > Journal, the list of downloads). */
export const QUOI_FR: Readonly<Record<QuoiTelechargement, string>> = {
  sepa_reversement: "Fichier SEPA d'un reversement",
  sepa_prelevement: "Fichier SEPA d'un prélèvement",
  fec: "Fichier des écritures comptables (FEC)",
  sauvegarde: "Sauvegarde",
};

/** Who downloads: the user's e-mail, their session (issue 59 item 7: the token's `sid`; null before), their address. */
export interface Telechargeur {
  auteur: string;
  sessionId: string | null;
  adresse: string;
}

/** The reference of a backup (there is one instance: no number to give). */
export const REFERENCE_SAUVEGARDE = "sauvegarde";
