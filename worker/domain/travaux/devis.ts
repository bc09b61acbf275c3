import { roundCents } from "../money";

// The rules a quote follows (issue 76, item 3; ADR 120), as dated tables with their source: which VAT rates a
// quote for works may carry and when a reduced one is allowed, the wording the customer signs for it, and the
// owners' majority that approves a quote above the mandate's ceiling.

export const TAUX_TVA_TRAVAUX = [20, 10, 5.5] as const;
export type TauxTvaTravaux = (typeof TAUX_TVA_TRAVAUX)[number];

interface RegleTva {
  taux: TauxTvaTravaux;
  du: string;
  source: string;
  /** A reduced rate: only for a dwelling completed more than two years ago. */
  reduit: boolean;
}

export const REGLES_TVA_TRAVAUX: readonly RegleTva[] = [
  { taux: 20, du: "2014-01-01", source: "CGI, art. 278 (taux normal)", reduit: false },
  {
    taux: 10,
    du: "2014-01-01",
    source:
      "CGI, art. 279-0 bis : travaux sur des locaux à usage d'habitation achevés depuis plus de deux ans",
    reduit: true,
  },
  {
    taux: 5.5,
    du: "2014-01-01",
    source:
      "CGI, art. 278-0 bis A : travaux d'amélioration de la qualité énergétique de locaux d'habitation achevés depuis plus de deux ans",
    reduit: true,
  },
];

/**
 * Since 16 February 2025 the customer no longer hands a separate certificate (forms 1300-SD / 1301-SD): the quote or
 * invoice carries a mention the customer signs (loi n° 2025-127 du 14 février 2025 de finances pour 2025, art. 41).
 * The administration's models are BOI-LETTRE-000280-20251022: § 1 for the 10 % rate (CGI art. 279-0 bis), § 10 for
 * the 5.5 % rate (CGI art. 278-0 bis A), the latter adding the energy-renovation nature. `{signataire}` stands for
 * the model's « (Nom, prénom) »: here the agency, for the owner it acts for.
 */
export const MENTIONS_TVA_REDUITE = [
  {
    taux: 10,
    du: "2025-02-16",
    source:
      "CGI, art. 279-0 bis (loi n° 2025-127 du 14 février 2025, art. 41) ; BOI-LETTRE-000280-20251022, § 1",
    texte:
      "Je soussigné(e) {signataire} certifie, en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d'habitation achevés depuis plus de deux ans et qu'ils n'ont pas eu pour effet, sur une période de deux ans au plus, de concourir à la production d'un immeuble neuf au sens du 2° du 2 du I de l'article 257 du CGI, ni d'entraîner une augmentation de la surface de plancher des locaux existants supérieure à 10 %.",
  },
  {
    taux: 5.5,
    du: "2025-02-16",
    source:
      "CGI, art. 278-0 bis A (loi n° 2025-127 du 14 février 2025, art. 41) ; BOI-LETTRE-000280-20251022, § 10",
    texte:
      "Je soussigné(e) {signataire} certifie, en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d'habitation achevés depuis plus de deux ans, qu'ils n'ont pas eu pour effet, sur une période de deux ans au plus, de concourir à la production d'un immeuble neuf au sens du 2° du 2 du I de l'article 257 du CGI, ni d'entraîner une augmentation de la surface de plancher des locaux existants supérieure à 10 % et qu'ils ont la nature de travaux de rénovation énergétique.",
  },
] as const;

/** The rule in force on `jour` among rows dated `du`: the latest that has begun. */
const enVigueur = <T extends { du: string }>(rows: readonly T[], jour: string) =>
  rows
    .filter((r) => r.du <= jour)
    .reduce<T | null>((dernier, r) => (dernier === null || r.du > dernier.du ? r : dernier), null);

export const regleTva = (taux: number, jour: string) =>
  enVigueur(
    REGLES_TVA_TRAVAUX.filter((r) => r.taux === taux),
    jour,
  );

/** The mention a reduced-rate quote carries, signed by the agency for the owner; null at the normal rate. */
export function mentionTvaReduite(taux: number, jour: string, signataire: string): string | null {
  if (!regleTva(taux, jour)?.reduit) return null;
  const m = enVigueur(
    MENTIONS_TVA_REDUITE.filter((r) => r.taux === taux),
    jour,
  );
  return m
    ? m.texte.replace("{signataire}", `${signataire}, pour le compte du propriétaire,`)
    : null;
}

/** What the lot says of itself for the VAT rate. */
export interface LotPourTva {
  destination: string;
  periodeConstruction: string | null;
}

/**
 * Whether the lot can take a reduced rate: a dwelling (or mixed use, for its dwelling part) completed more than two
 * years ago. The periods before 1991 are; « après 1990 » says nothing of the last two years, so staff confirm it.
 */
export const lotPermetTvaReduite = (lot: LotPourTva, acheveDepuisDeuxAns: boolean) =>
  /habitation|mixte/.test(lot.destination) &&
  lot.periodeConstruction !== null &&
  (lot.periodeConstruction !== "après 1990" || acheveDepuisDeuxAns);

export const ttcDe = (htCents: number, taux: number) => roundCents(htCents * (1 + taux / 100));

/**
 * The share of the owners that approves a quote above the mandate's ceiling: strictly more than `seuil` percent of
 * the lot's shares accepting. Source: the mandate's works clause as issue 76 states it (« owners holding more than
 * half of the shares »). Note: between co-owners in indivision the Code civil (art. 815-3) asks two thirds for acts
 * of administration; an agency whose mandates say so adds a row.
 */
export const REGLES_MAJORITE_TRAVAUX = [
  {
    du: "2000-01-01",
    seuil: 50,
    source:
      "Mandat de gestion, clause travaux : propriétaires détenant plus de la moitié des parts",
  },
] as const;

export const seuilMajorite = (jour: string) =>
  (enVigueur(REGLES_MAJORITE_TRAVAUX, jour) ?? REGLES_MAJORITE_TRAVAUX[0]).seuil;
