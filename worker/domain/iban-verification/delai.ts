import { parisDate } from "../dates";

// The delay after which an owner's new or changed IBAN is trusted in the agency's delay mode (ADR 068, 116, 134):
// a dated row with its reason and source, as `DELAIS_SOLDES_REPRIS` (ADR 132), not a bare constant. An owner who
// reads « 72 heures » in the e-mail reads the row the server applies on the day it is told.

/** The delay before an IBAN told to its owner is trusted without a second person, dated: a new row from its day on. */
export interface DelaiVerificationIban {
  /** First day (ISO, Paris) the row applies to: the day the owner is told. */
  depuis: string;
  heures: number;
  /**
   * An address changed fewer days than this before the IBAN is no « address known before » (ADR 175): the one who
   * changed it would be told in the owner's place, so only a second person confirms. 0: any address told.
   */
  adresseStableJours: number;
  raison: string;
  source: string;
}

export const DELAIS_VERIFICATION_IBAN: readonly DelaiVerificationIban[] = [
  {
    depuis: "2000-01-01",
    heures: 72,
    raison:
      "Le propriétaire prévenu à l'adresse connue avant le changement a trois jours pour s'opposer à un IBAN qu'il n'a pas donné (fraude au changement de coordonnées bancaires) avant le premier reversement vers ce compte.",
    source:
      "Contrôle interne de l'agence sur les fonds détenus pour le compte des mandants (loi n° 70-9 du 2 janvier 1970, art. 5 ; décret n° 72-678 du 20 juillet 1972, art. 64) ; choix de l'agence (Paramètres > Agence, mode délai)",
    adresseStableJours: 0,
  },
  {
    depuis: "2026-11-30",
    heures: 72,
    adresseStableJours: 30,
    raison:
      "L'adresse prévenue doit être celle du propriétaire : une adresse modifiée moins de 30 jours avant l'IBAN peut être celle de l'auteur de la fraude (l'adresse d'abord, l'IBAN ensuite) ; l'IBAN attend alors une deuxième personne.",
    source:
      "Contrôle interne de l'agence sur les fonds détenus pour le compte des mandants (loi n° 70-9 du 2 janvier 1970, art. 5 ; décret n° 72-678 du 20 juillet 1972, art. 64) ; revue des chemins de l'argent (ADR 175)",
  },
];

/** The row in force on a day (ISO). */
export function delaiIbanAu(jour: string): DelaiVerificationIban {
  const enVigueur =
    DELAIS_VERIFICATION_IBAN.filter((d) => d.depuis <= jour).at(-1) ?? DELAIS_VERIFICATION_IBAN[0];
  if (!enVigueur) throw new Error("DELAIS_VERIFICATION_IBAN est vide");
  return enVigueur;
}

/** When an IBAN told to its owner at `now` is trusted without an objection: `now` plus the delay of its Paris day. */
export function ibanVerifieApres(now: Date): string {
  return new Date(now.getTime() + delaiIbanAu(parisDate(now)).heures * 3600_000).toISOString();
}
