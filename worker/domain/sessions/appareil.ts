// The device a session was opened from, as "Mes sessions" and the new-device e-mail name it: a browser and a system
// read from the User-Agent ("Chrome sur Windows"), never the raw header (long, and written by the caller).

/** What a session from a caller without a usable User-Agent (a script, an API client) is called. */
export const APPAREIL_INCONNU = "Appareil inconnu";

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const NAVIGATEURS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMES: readonly [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const premier = (table: readonly [RegExp, string][], ua: string) =>
  table.find(([motif]) => motif.test(ua))?.[1];

/** "Chrome sur Windows", "Safari sur iPhone", "Firefox", "Appareil sous Linux", or APPAREIL_INCONNU. */
export function appareilDe(userAgent: string | undefined | null): string {
  // A header is a few hundred characters; a longer one is read no further (the patterns are all near its start).
  const ua = (userAgent ?? "").slice(0, 512);
  const navigateur = premier(NAVIGATEURS, ua);
  const systeme = premier(SYSTEMES, ua);
  if (navigateur && systeme) return `${navigateur} sur ${systeme}`;
  if (navigateur) return navigateur;
  if (systeme) return `Appareil sous ${systeme}`;
  return APPAREIL_INCONNU;
}
