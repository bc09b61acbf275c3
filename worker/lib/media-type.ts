// A Content-Type parser, so the server decides what a body is from its declared media type, not from a substring
// anywhere in the header (`application/json; x=multipart/form-data` once skipped the JSON size limit).
// It follows WHATWG "parse a MIME type" (what fetch's own body readers use): the type and subtype must be
// tokens, else nothing is declared; a malformed parameter is skipped, not fatal, as browsers do.

export interface MediaType {
  /** "type/subtype", lower-case. */
  essence: string;
  /** Parameter names lower-case; values unquoted, case kept (a multipart boundary is case-sensitive). */
  params: Record<string, string>;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
const WS = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/** The parsed media type, or null when the header is absent or its type/subtype is malformed. */
export function parseMediaType(header: string | null | undefined): MediaType | null {
  const s = (header ?? "").replace(WS, "");
  const semi = s.indexOf(";");
  const [type, subtype, extra] = (semi < 0 ? s : s.slice(0, semi)).replace(WS, "").split("/");
  if (!type || !subtype || extra !== undefined || !TOKEN.test(type) || !TOKEN.test(subtype))
    return null;
  const params: Record<string, string> = {};
  let i = semi < 0 ? s.length : semi;
  while (i < s.length) {
    i++; // past ";"
    while (/[\t\n\r ]/.test(s[i] ?? "")) i++;
    let end = i;
    while (end < s.length && s[end] !== ";" && s[end] !== "=") end++;
    const name = s.slice(i, end).toLowerCase();
    i = end;
    if (s[i] !== "=") continue; // "; flag" without a value: skipped
    i++;
    let value = "";
    if (s[i] === '"') {
      // quoted-string with \-escapes; whatever follows it up to the next ";" is ignored
      for (i++; i < s.length && s[i] !== '"'; i++)
        value += s[i] === "\\" && i + 1 < s.length ? s[++i] : s[i];
      while (i < s.length && s[i] !== ";") i++;
    } else {
      end = s.indexOf(";", i);
      if (end < 0) end = s.length;
      value = s.slice(i, end).replace(WS, "");
      i = end;
      if (!value) continue;
    }
    // The first occurrence wins: a repeated parameter cannot override what was checked.
    if (TOKEN.test(name) && VALUE.test(value) && !(name in params)) params[name] = value;
  }
  return { essence: `${type}/${subtype}`.toLowerCase(), params };
}

/** `application/json`, any case, any parameters (charset...). Not `+json` types: the API speaks plain JSON. */
export const isJson = (mt: MediaType | null) => mt?.essence === "application/json";

/** `multipart/form-data` with the boundary it cannot be read without. */
export const isMultipartForm = (mt: MediaType | null) =>
  mt?.essence === "multipart/form-data" && !!mt.params.boundary;
