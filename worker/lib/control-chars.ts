import { ApiError, badRequest, MSG_INVALID } from "./errors";
import { JsonScan } from "./json-scan";

// Control characters (NUL, escape, backspace…) belong in no name and no text the product keeps: in a path they
// reached the disk store (a 503), in a name an archive or a PDF. One rule, checked where input comes in: the path
// and query of every request, JSON bodies, multipart fields and file names. Free text keeps its tab and line breaks.

/** Any control character: refused in names (a path, a file name, a field's name, an object's key). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's purpose
const CONTROLE_NOM = /[\u0000-\u001f\u007f]/;
/** The same but tab, line feed and carriage return: refused in a text field's value. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's purpose
const CONTROLE_TEXTE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const MSG_CONTROLE = "Ce champ contient un caractère de contrôle interdit.";
const MSG_ADRESSE = "Adresse invalide : elle contient un caractère de contrôle.";
export const JSON_PROFONDEUR_MAX = 100;

export const nomInterdit = (s: string) => CONTROLE_NOM.test(s);
export const texteInterdit = (s: string) => CONTROLE_TEXTE.test(s);

/** The 400 for a form's field (its name or its value) holding a control character. */
export const controleRefuse = (champ: string) =>
  badRequest(MSG_INVALID, { [nomInterdit(champ) ? "formulaire" : champ]: MSG_CONTROLE });

// A control character as a request's address carries it: percent-encoded (%00 to %1F, %7F), or raw where a host
// passes one through. Read without decoding, so a malformed "%" elsewhere in the address cannot hide it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's purpose
const CONTROLE_ADRESSE = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

/** Every request (app.ts' first middleware): its path and query hold no control character, else a 400. */
export function refuseControlInPath(url: string) {
  if (CONTROLE_ADRESSE.test(url.slice(url.indexOf("/", url.indexOf("//") + 2))))
    throw badRequest(MSG_ADRESSE);
}

// An escape that may stand for a control character ("\u0000", "\b"): only then is the body parsed here.
const ECHAPPEMENT_SUSPECT = /\\(?:u00[01][0-9a-fA-F]|u007[fF]|[bf])/;

/** The first string (or key) of a parsed JSON value holding a control character: its path ("lignes.0.libelle"). */
function cheminControle(racine: unknown): string | null {
  const pile: { v: unknown; chemin: string }[] = [{ v: racine, chemin: "" }];
  const sous = (chemin: string, k: string) => (chemin ? `${chemin}.${k}` : k);
  for (let e = pile.pop(); e; e = pile.pop()) {
    if (typeof e.v === "string" && texteInterdit(e.v)) return e.chemin || "corps";
    if (e.v && typeof e.v === "object")
      for (const [k, v] of Object.entries(e.v)) {
        if (nomInterdit(k)) return e.chemin || "corps";
        pile.push({ v, chemin: sous(e.chemin, k) });
      }
  }
  return null;
}

/** A JSON body: nesting bounded (a French 400 naming the line), no control character in a key or a string. */
export function checkJsonBody(bytes: Uint8Array): void {
  const scan = new JsonScan(JSON_PROFONDEUR_MAX);
  // Anything else the scan refuses (a stray bracket, a raw control byte) is not JSON: the route's parse says so.
  if (!scan.push(bytes) && scan.tooDeep)
    throw new ApiError(
      400,
      "validation",
      `Corps JSON trop imbriqué (profondeur > ${JSON_PROFONDEUR_MAX}) à la ligne ${scan.line}.`,
    );
  if (!bytes.includes(0x5c)) return; // no backslash, no escape: the common case stops here
  const texte = new TextDecoder().decode(bytes);
  if (!ECHAPPEMENT_SUSPECT.test(texte)) return;
  let valeur: unknown;
  try {
    valeur = JSON.parse(texte);
  } catch {
    return;
  }
  const chemin = cheminControle(valeur);
  if (chemin) throw badRequest(MSG_INVALID, { [chemin]: MSG_CONTROLE });
}
