// Money outlives records (ADR 038): the records kept for their money history, and what the API answers about them.
import { estParmi } from "../parmi";
import { MSG_CAUTION_SOUS_GLI } from "../garanties/caution";

/** The records archived instead of deleted once money records name them. */
export const ARCHIVABLES = ["Dossier", "Client", "Appartement", "Mission", "Fournisseur"] as const;
export type Archivable = (typeof ARCHIVABLES)[number];

export const isArchivable = (name: string): name is Archivable => estParmi(ARCHIVABLES, name);

/** How French names each: its demonstrative, the feminine ending, the pronoun. */
const NOMS: Record<Archivable, { ce: string; e: string; le: string; histoire?: string }> = {
  Dossier: { ce: "Ce dossier", e: "", le: "le" },
  Client: { ce: "Ce client", e: "", le: "le" },
  Appartement: { ce: "Cet appartement", e: "", le: "le" },
  Mission: { ce: "Cette mission", e: "e", le: "la" },
  Fournisseur: { ce: "Ce fournisseur", e: "", le: "le", histoire: "des interventions" },
};

/** The 409 of a DELETE refused for money history (also the guard trigger's own message, migration 0043). */
export const msgHistoriqueArgent = (r: Archivable) => {
  const n = NOMS[r];
  return `${n.ce} a ${n.histoire ?? "des écritures comptables"} : archivez-${n.le}.`;
};

/** The 409 of a write on an archived record. */
export const msgArchive = (r: Archivable) => {
  const n = NOMS[r];
  return `${n.ce} est archivé${n.e} : restaurez-${n.le} pour ${n.le} modifier.`;
};

/** The 409 of a new record attached to an archived one. */
export const msgArchiveParent = (r: Archivable) => {
  const n = NOMS[r];
  return `${n.ce} est archivé${n.e} : restaurez-${n.le} pour ${n.le} compléter.`;
};

/** A running lease is not archived: it still earns and owes rent. */
export const MSG_DOSSIER_EN_COURS =
  "Ce dossier est en cours : il ne peut être archivé qu'une fois terminé.";

/** The 409 of a change or deletion of an instalment or caretaking fee an invoice covers. */
export const msgFacture = (lien: "AccompteId" | "IntendanceId", numero: string) =>
  lien === "AccompteId"
    ? `Cet acompte est facturé (${numero}) : émettez un avoir pour le corriger.`
    : `Cette intendance est facturée (${numero}) : émettez un avoir pour la corriger.`;

/** The guard triggers' messages (migration 0043), which the API answers as a 409 should a write reach them. */
const TRIGGER_MESSAGES = [
  ...ARCHIVABLES.map(msgHistoriqueArgent),
  "Cet acompte est facturé : émettez un avoir pour le corriger.",
  "Cette intendance est facturée : émettez un avoir pour la corriger.",
  // ADR 122: a personal guarantor beside a GLI (loi 89-462 art. 22-1).
  MSG_CAUTION_SOUS_GLI,
];

/** The guard trigger's French message in a database error's text, if it is one. */
export const triggerRefusal = (text: string): string | undefined =>
  TRIGGER_MESSAGES.find((m) => text.includes(m));
