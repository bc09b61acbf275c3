// The text of a SEPA file (EPC Implementation Guidelines, "SEPA character set"): only a-z A-Z 0-9 / - ? : ( ) . , ' +
// and space may be sent; accents are transliterated, anything else becomes a space. Identifiers (EndToEndId, RUM,
// MsgId) are narrower still: no leading or trailing "/", no "//" (EPC AT-41 and the pain schemas' patterns).

const HORS_LATIN = /[^a-zA-Z0-9/\-?:().,'+ ]/g;

/** "Zoë « Zozo » d’Arçon & Cie" -> "Zoe  Zozo  d'Arcon   Cie" trimmed and cut to `max` characters. */
export function texteSepa(raw: string, max: number): string {
  const s = raw
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2019\u2018`´]/g, "'") // ’ ‘
    .replace(/[\u0153\u0152]/g, (c) => (c === "\u0153" ? "oe" : "OE")) // œ Œ
    .replace(/[æÆ]/g, (c) => (c === "æ" ? "ae" : "AE"))
    .replace(/ß/g, "ss")
    .replace(HORS_LATIN, " ")
    .replace(/\s+/g, " ")
    .trim();
  return s.slice(0, max).trim();
}

/** An identifier of the file (MsgId, PmtInfId, EndToEndId, RUM): the SEPA set without spaces, no "//", no "/" at an end. */
export function identifiantSepa(raw: string, max = 35): string {
  const s = texteSepa(raw, 1000)
    .replace(/ /g, "")
    .replace(/\/{2,}/g, "/")
    .replace(/^\/+|\/+$/g, "");
  return s.slice(0, max).replace(/\/+$/, "");
}

/** XML text: the five characters XML reserves, escaped. */
export const xmlTexte = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** An amount in cents as a SEPA file writes it: "1234.50" (two decimals, a point). */
export const montantSepa = (cents: number) => {
  const signe = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${signe}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};
