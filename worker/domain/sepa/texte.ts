import { translitterer } from "./translitteration";

// The text of a SEPA file (EPC Implementation Guidelines, "SEPA character set"): only a-z A-Z 0-9 / - ? : ( ) . , ' +
// and space may be sent. Other scripts and marks are transliterated (translitteration.ts), "&" becomes "+" as the
// EPC's conversion table (EPC217-08) converts it ("Dupont & Fils" -> "Dupont + Fils", ADR 077), anything else a
// space. Identifiers (EndToEndId, RUM, MsgId) are narrower still: no leading or trailing "/", no "//" (EPC AT-41 and
// the pain schemas' patterns).

const HORS_LATIN = /[^a-zA-Z0-9/\-?:().,'+ ]/g;

/** "Zoë « Zozo » d’Arçon & Cie" -> "Zoe Zozo d'Arcon + Cie" trimmed and cut to `max` characters. */
export function texteSepa(raw: string, max: number): string {
  const s = translitterer(raw)
    .replace(/[\u2019\u2018`´]/g, "'") // ’ ‘
    .replace(/&/g, "+")
    .replace(HORS_LATIN, " ")
    .replace(/\s+/g, " ")
    .trim();
  return s.slice(0, max).trim();
}

/**
 * A name (Nm, 70 characters): its SEPA text, or `parDefaut` when nothing of it can be written in the SEPA set (a
 * script no table knows): the bank needs a name, and "Inconnu" would name no one.
 */
export const nomSepa = (raw: string, parDefaut: string) =>
  texteSepa(raw, 70) || texteSepa(parDefaut, 70);

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
