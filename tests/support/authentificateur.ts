// A software authenticator for the passkeys' tests (issue 59, ADR 072): an ES256 key pair made with WebCrypto, the
// "none" attestation and the assertions built by hand (CBOR, authenticator data, DER signature), as a security key
// would answer navigator.credentials.create() and .get() through @simplewebauthn/browser. Web APIs only: it runs on
// Node and in workerd alike.

const enc = new TextEncoder();

export const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const fromB64url = (s: string) =>
  Uint8Array.from(atob(s.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

// ---- CBOR (RFC 8949): the few types an attestation object and a COSE key use.
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
const head = (major: number, n: number) => {
  if (n < 24) return Uint8Array.of((major << 5) | n);
  if (n < 256) return Uint8Array.of((major << 5) | 24, n);
  return Uint8Array.of((major << 5) | 25, n >> 8, n & 0xff);
};
function cbor(v: Cbor): Uint8Array {
  if (typeof v === "number") return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === "string") {
    const b = enc.encode(v);
    return concat(head(3, b.length), b);
  }
  if (v instanceof Uint8Array) return concat(head(2, v.length), v);
  return concat(head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)]));
}

const sha256 = async (b: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", b as Uint8Array<ArrayBuffer>));

/** WebCrypto's ECDSA signature (r || s) as the DER sequence WebAuthn carries. */
function der(raw: Uint8Array) {
  const int = (b: Uint8Array) => {
    let i = 0;
    while (i < b.length - 1 && b[i] === 0) i++;
    const v = b.slice(i);
    const body = (v[0] ?? 0) & 0x80 ? concat(Uint8Array.of(0), v) : v;
    return concat(Uint8Array.of(0x02, body.length), body);
  };
  const seq = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(Uint8Array.of(0x30, seq.length), seq);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** The options' challenge, as the browser puts it in clientDataJSON. */
type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

/**
 * An authenticator holding one credential for one relying party. `compteur`: its signature counter (0 and `fixe`:
 * an authenticator that keeps none, as synced passkeys).
 */
export async function authentificateur({
  origin,
  fixe = false,
}: {
  origin: string;
  fixe?: boolean;
}) {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", keys.publicKey);
  const credentialId = crypto.getRandomValues(new Uint8Array(32));
  const id = b64url(credentialId);
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, fromB64url(jwk.x!)],
    [-3, fromB64url(jwk.y!)],
  ]);
  let compteur = 0;
  const rpIdOf = (o: Options) => o.rp?.id ?? o.rpId ?? new URL(origin).hostname;
  const clientData = (type: string, o: Options, over: { origin?: string } = {}) =>
    enc.encode(
      JSON.stringify({
        type,
        challenge: o.challenge,
        origin: over.origin ?? origin,
        crossOrigin: false,
      }),
    );
  const counterBytes = (n: number) =>
    Uint8Array.of(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);

  return {
    id,
    /** The counter it will sign next (after `assertion`). */
    get compteur() {
      return compteur;
    },
    set compteur(n: number) {
      compteur = n;
    },
    /** Its public key as a Passkey row stores it (COSE, base64url), for a test that writes the row itself. */
    clePublique: b64url(cbor(coseKey)),
    /** navigator.credentials.create()'s answer to registration options (as @simplewebauthn/browser sends it). */
    async attestation(o: Options, over: { origin?: string } = {}) {
      const authData = concat(
        await sha256(enc.encode(rpIdOf(o))),
        Uint8Array.of(UP | UV | AT),
        counterBytes(compteur),
        new Uint8Array(16),
        Uint8Array.of(credentialId.length >> 8, credentialId.length & 0xff),
        credentialId,
        cbor(coseKey),
      );
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", o, over)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    /** navigator.credentials.get()'s answer to request options; the counter moves on unless `fixe`. */
    async assertion(o: Options, over: { origin?: string; rpId?: string } = {}) {
      if (!fixe) compteur += 1;
      const authData = concat(
        await sha256(enc.encode(over.rpId ?? rpIdOf(o))),
        Uint8Array.of(UP | UV),
        counterBytes(compteur),
      );
      const data = clientData("webauthn.get", o, over);
      const signed = concat(authData, await sha256(data));
      const raw = new Uint8Array(
        await crypto.subtle.sign(
          { name: "ECDSA", hash: "SHA-256" },
          keys.privateKey,
          signed as Uint8Array<ArrayBuffer>,
        ),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(der(raw)),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
export type Authentificateur = Awaited<ReturnType<typeof authentificateur>>;
