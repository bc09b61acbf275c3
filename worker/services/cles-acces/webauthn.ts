import { base64url } from "jose";

// @simplewebauthn/server, loaded by the first passkey request rather than at the server's start (ADR 126): with the
// ASN.1 and X.509 classes it brings (@peculiar/*, tsyringe), it held about 8 MB of the heap of every server, most of
// which never sees a passkey. Once loaded, it stays.
let chargement: Promise<typeof import("@simplewebauthn/server")> | undefined;

export const webauthn = () => {
  chargement ??= import("@simplewebauthn/server");
  return chargement;
};

// The library's encoders (its "helpers" entry) come with its certificate checks, so they would load it at start:
// the same base64url by jose's, which the tokens already use.
const texte = new TextEncoder();
const lecture = new TextDecoder();

/** A string's UTF-8 bytes. */
export const octetsUtf8 = (s: string) => texte.encode(s);
/** base64url (no padding) of bytes or of a string's UTF-8 bytes. */
export const versBase64Url = (v: string | Uint8Array) => base64url.encode(v);
/** The bytes of a base64url string. */
export const depuisBase64Url = (s: string) => new Uint8Array(base64url.decode(s));
/** The UTF-8 string of a base64url string's bytes. */
export const texteDeBase64Url = (s: string) => lecture.decode(base64url.decode(s));
