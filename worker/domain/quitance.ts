import { roundCents } from "./money";
import { accord } from "./francais/pluriel";

// Rent terms and receipts (loi 89-462 art. 21), in cents and YYYY-MM-DD days. Pure: shared by server and web.

/** "2026-11" of "2026-11-05". */
export const moisDe = (day: string) => day.slice(0, 7);

/** Number of days of the month "YYYY-MM". */
export function joursDuMois(mois: string): number {
  const [y = NaN, m = NaN] = mois.split("-").map(Number); // a missing part: an invalid date
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** First and last day of the month "YYYY-MM". */
export function bornesDuMois(mois: string): { debut: string; fin: string } {
  return { debut: `${mois}-01`, fin: `${mois}-${String(joursDuMois(mois)).padStart(2, "0")}` };
}

/** Days from `du` to `au`, both included. */
export function joursEntre(du: string, au: string): number {
  return (
    Math.round((Date.parse(`${au}T00:00:00Z`) - Date.parse(`${du}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** A monthly amount for `jours` days of a month of `joursMois` days, to the cent (half away from zero). */
export const prorata = (mensuel: number, jours: number, joursMois: number) =>
  jours >= joursMois ? mensuel : roundCents((mensuel * jours) / joursMois);

/** What a dossier says about its rent: the tenant's entry, the lease's end, the monthly rent and charges (cents). */
export interface Bail {
  dateEntree: string;
  dateFinBail?: string | null;
  loyerHC: number;
  loyerCharge: number;
  /**
   * The latest IRL revision's effective day and the rent HC before it (ADR 024): a revision never reaches back, so a
   * term before that day keeps the old rent and the term of that month is split at it. Absent: no revision.
   */
  revisionEffet?: string | null;
  loyerAvantRevision?: number | null;
  /** An imported lease's cut-over day (issue 61, ADR 080): its terms start with that day's month. */
  dateReprise?: string | null;
}

/** Whether the month lies before an imported lease's cut-over month: no term, by any path, for it. */
export const avantReprise = (bail: Pick<Bail, "dateReprise">, mois: string) =>
  Boolean(bail.dateReprise) && mois < String(bail.dateReprise).slice(0, 7);

export interface Terme {
  /** First and last day of the period the term covers. */
  date: string;
  dateFin: string;
  prixHC: number;
  charge: number;
  jours: number;
  joursMois: number;
}

/**
 * The term of `mois` for a lease: the month, cut to the tenant's entry and the lease's end, rent and charges each
 * prorated by days when cut. Null when the lease does not run that month.
 */
export function termeDuMois(bail: Bail, mois: string): Terme | null {
  const { debut, fin } = bornesDuMois(mois);
  if (avantReprise(bail, mois)) return null;
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD days compared as strings, not numbers
  const date = bail.dateEntree > debut ? bail.dateEntree : debut;
  const dateFin = bail.dateFinBail && bail.dateFinBail < fin ? bail.dateFinBail : fin;
  if (date > dateFin) return null;
  const jours = joursEntre(date, dateFin);
  const joursMois = joursDuMois(mois);
  return {
    date,
    dateFin,
    jours,
    joursMois,
    prixHC: loyerHCDuTerme(bail, date, dateFin, joursMois),
    charge: prorata(bail.loyerCharge, jours, joursMois),
  };
}

/** The rent HC of the term [date, dateFin]: the old rent before the revision's effective day, the new one from it. */
function loyerHCDuTerme(bail: Bail, date: string, dateFin: string, joursMois: number): number {
  const effet = bail.revisionEffet;
  const avant = bail.loyerAvantRevision;
  const jours = joursEntre(date, dateFin);
  if (!effet || avant == null || effet <= date) return prorata(bail.loyerHC, jours, joursMois);
  if (effet > dateFin) return prorata(avant, jours, joursMois);
  const joursAvant = joursEntre(date, effet) - 1;
  return (
    prorata(avant, joursAvant, joursMois) + prorata(bail.loyerHC, jours - joursAvant, joursMois)
  );
}

/**
 * A term cut inside its month (the tenant's first or last month): its days and the month's, which the receipt
 * prints beside rent and charges ("prorata : 17 jours sur 30"). Null for a whole month (or a period over months).
 */
export function prorataDuTerme(
  du: string,
  au: string,
): { jours: number; joursMois: number } | null {
  const mois = moisDe(du);
  if (moisDe(au) !== mois) return null;
  const { debut, fin } = bornesDuMois(mois);
  if (du === debut && au === fin) return null;
  return { jours: joursEntre(du, au), joursMois: joursDuMois(mois) };
}

/** "prorata : 17 jours sur 30", or "" for a whole month. */
export function mentionProrata(du: string, au: string): string {
  const p = prorataDuTerme(du, au);
  return p ? `prorata : ${p.jours} ${accord(p.jours, "jour")} sur ${p.joursMois}` : "";
}

/** The day of `mois` the receipt is due: jourQuitance, moved to the month's last day when the month is shorter. */
export const quitanceDueDay = (jourQuitance: number, mois: string) =>
  `${mois}-${String(Math.min(Math.max(1, jourQuitance), joursDuMois(mois))).padStart(2, "0")}`;

type EtatPaiement = {
  regle: boolean;
  montantRegle?: number | null;
  prixHC: number;
  charge: number;
};

/**
 * Which document a term gets. The law allows a quittance only for a fully paid term: paid (regle) -> quittance;
 * partly paid (an amount received, regle false) -> a receipt for that amount; nothing received -> a rent call.
 */
export type TypeDocument = "quittance" | "recu" | "avis";
export function typeDocument(q: EtatPaiement): TypeDocument {
  if (q.regle) return "quittance";
  if ((q.montantRegle ?? 0) > 0) return "recu";
  return "avis";
}

export const TITRE_DOCUMENT: Record<TypeDocument, string> = {
  quittance: "Quittance de loyer",
  recu: "Reçu de paiement partiel",
  avis: "Avis d'échéance",
};

/** Spec 4: paid (regle), unknown (not paid, statusInconu), unpaid. */
export type QuitanceStatus = "Payée" | "Impayée" | "Inconnue";
export function quitanceStatus(q: { regle: boolean; statusInconu: boolean }): QuitanceStatus {
  if (q.regle) return "Payée";
  return q.statusInconu ? "Inconnue" : "Impayée";
}

/** "11-2026", "1-2026", "01-2026" -> "2026-11"; null for anything else (month outside 1-12...). */
export function moisDuChemin(text: string): string | null {
  const m = /^(\d{1,2})-(\d{4})$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  return month >= 1 && month <= 12 ? `${m[2]}-${String(month).padStart(2, "0")}` : null;
}

/** A year of a path: four digits, 1900 to 2999. */
export const anneeDuChemin = (text: string): number | null =>
  /^(19|2\d)\d\d$/.test(text) ? Number(text) : null;

/** A file-name part: accents dropped, anything but letters and digits made a dash, at most `max` characters. */
export const partieDeNom = (s: string, max = 60) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "") || "inconnu";

/** "AAAA-MM_<locataire>_<adresse>.pdf": the name of a receipt's PDF, downloaded alone or in the month's zip. */
export const nomFichierQuittance = (mois: string, locataire: string, adresse: string) =>
  `${mois}_${partieDeNom(locataire)}_${partieDeNom(adresse)}.pdf`;
