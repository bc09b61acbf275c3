// Numbers written the French way, character for character as fr-FR's Intl.NumberFormat writes them ("1 234,56 €":
// U+202F between groups of digits, U+00A0 before the euro sign, half away from zero), without Intl: its number
// formats, like its collation and time zones, page in ICU's data from the node binary, about 12 MB of the Node
// server's resident memory for what this file does (docs/benchmarks.md, issue 43). Shared by the server and the web.

const GROUPE = "\u202f";
const EURO = "\u00a0\u20ac";

/** |x| in the shortest decimal digits that read back as x (as String(x) writes them), split at the point. */
function chiffres(x: number): [entiers: string, decimales: string] {
  const [mantisse = "", exposant] = String(Math.abs(x)).split("e");
  const [avant = "", apres = ""] = mantisse.split(".");
  const tous = avant + apres;
  const virgule = avant.length + Number(exposant ?? 0);
  if (virgule <= 0) return ["0", "0".repeat(-virgule) + tous];
  if (virgule >= tous.length) return [tous + "0".repeat(virgule - tous.length), ""];
  return [tous.slice(0, virgule), tous.slice(virgule)];
}

/** A string of digits plus one: "0199" -> "0200", "99" -> "100". */
function plusUn(d: string): string {
  let i = d.length - 1;
  while (i >= 0 && d[i] === "9") i--;
  const reste = "0".repeat(d.length - 1 - i);
  return i < 0 ? `1${reste}` : d.slice(0, i) + String(Number(d[i]) + 1) + reste;
}

/**
 * `x` with at least `min` and at most `max` decimals (rounded half away from zero on its decimal digits, so 1.005
 * gives "1,01" as Intl does, where toFixed gives "1.00"): 1234.5 -> "1 234,5"; -0.001 -> "-0".
 */
export function nombreFr(x: number, min = 0, max = Math.max(min, 3)): string {
  if (Number.isNaN(x)) return "NaN";
  const signe = x < 0 || Object.is(x, -0) ? "-" : "";
  if (!Number.isFinite(x)) return `${signe}\u221e`;
  let [entiers, decimales] = chiffres(x);
  if (decimales.length > max) {
    const garde = entiers + decimales.slice(0, max);
    const arrondi = decimales.charCodeAt(max) >= 53 /* "5" */ ? plusUn(garde) : garde;
    entiers = arrondi.slice(0, arrondi.length - max);
    decimales = arrondi.slice(arrondi.length - max);
  }
  decimales = decimales.replace(/0+$/, "").padEnd(min, "0");
  const groupes = entiers.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+$)/g, GROUPE);
  return decimales ? `${signe}${groupes},${decimales}` : signe + groupes;
}

/**
 * An amount in euros (not cents) as fr-FR's currency format: 1234.5 -> "1 234,50 €". An amount that rounds to zero
 * prints "0,00 €" whatever its sign (issue 60: never "-0,00 €", where Intl would write one for -0 or -0.001).
 */
export const eurosDe = (montant: number) =>
  nombreFr(Math.round(Math.abs(montant) * 100) === 0 ? 0 : montant, 2, 2) + EURO;
