// A country as a SEPA document prints it (issue 60: the mandate's addresses carry their country, as the EPC's
// mandate form asks): the French name of the ISO 3166 code that starts an ICS or an IBAN, for the countries an
// agency in France meets; the code itself otherwise. Pure.

const PAYS: Record<string, string> = {
  FR: "France",
  MC: "Monaco",
  BE: "Belgique",
  LU: "Luxembourg",
  CH: "Suisse",
  DE: "Allemagne",
  ES: "Espagne",
  IT: "Italie",
  PT: "Portugal",
  NL: "Pays-Bas",
  AT: "Autriche",
  IE: "Irlande",
  GB: "Royaume-Uni",
};

/** "FR72ZZZ123456" -> "France"; "" -> `parDefaut`. */
export function paysDe(identifiant: string, parDefaut = "France"): string {
  const code = identifiant.trim().slice(0, 2).toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? (PAYS[code] ?? code) : parDefaut;
}

/** "de Cabinet Dupont", "d'Agence Horizon": the French "de" before a name, elided before a vowel. */
export const deNom = (nom: string) =>
  /^[aeiouyàâäéèêëîïôöùûü\u0153æ]/i.test(nom.trim()) ? `d'${nom.trim()}` : `de ${nom.trim()}`;
