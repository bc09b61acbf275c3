// IBAN and French RIB arithmetic (ISO 13616 mod 97; the RIB key of the French banks' convention): the one
// normalised account number every statement format is brought to, so two files of one account name it alike.

/** A letter's digit in a RIB account number: A/J = 1, B/K/S = 2 … I/R/Z = 9 (the French convention). */
const chiffreRib = (c: string) => {
  if (/\d/.test(c)) return c;
  const i = c.charCodeAt(0) - 65;
  return String(i < 9 ? i + 1 : i < 18 ? i - 8 : i - 16);
};

/** The remainder mod 97 of a decimal string of any length, read by chunks (no BigInt needed). */
function mod97(chiffres: string): number {
  let reste = 0;
  for (let i = 0; i < chiffres.length; i += 7)
    reste = Number(`${reste}${chiffres.slice(i, i + 7)}`) % 97;
  return reste;
}

/** Letters to numbers as ISO 13616 reads them (A = 10 … Z = 35). */
const enChiffres = (s: string) =>
  [...s].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join("");

/** An IBAN as typed or printed ("fr76 3000 4…") without spaces, upper case; null when it is none (its key wrong). */
export function ibanNormal(texte: string): string | null {
  const s = texte.replace(/[\s-]/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(s)) return null;
  return mod97(enChiffres(s.slice(4) + s.slice(0, 4))) === 1 ? s : null;
}

/** The RIB key (clé RIB) of a bank code, branch code and account number. */
export function cleRib(banque: string, guichet: string, compte: string): string {
  const n = (s: string) => mod97([...s].map(chiffreRib).join(""));
  const cle = 97 - ((89 * n(banque) + 15 * n(guichet) + 3 * n(compte)) % 97);
  return String(cle).padStart(2, "0");
}

/** A French RIB's IBAN, its key computed when the file does not state it; null when it is not a RIB. */
export function ibanDuRib(
  banque: string,
  guichet: string,
  compte: string,
  cle?: string | null,
): string | null {
  const c = compte.trim().toUpperCase();
  if (!/^\d{5}$/.test(banque) || !/^\d{5}$/.test(guichet) || !/^[0-9A-Z]{11}$/.test(c)) return null;
  const calculee = cleRib(banque, guichet, c);
  if (cle && cle !== calculee) return null;
  const bban = `${banque}${guichet}${c}${calculee}`;
  const controle = String(98 - mod97(enChiffres(`${bban}FR00`))).padStart(2, "0");
  return `FR${controle}${bban}`;
}

/** "FR76 3000 4001 2300 0123 4567 890": an IBAN in groups of four; any other number as it is. */
export const numeroLisible = (numero: string) =>
  ibanNormal(numero) ? numero.replace(/(.{4})(?=.)/g, "$1 ") : numero;

/** "FR76 …7890": enough to tell accounts apart in a label without printing the whole number. */
export const ibanCourt = (iban: string) => `${iban.slice(0, 4)} …${iban.slice(-4)}`;
