// The WebAuthn relying party (issue 59, ADR 072): a passkey is bound to a domain (its RP id), and each use names
// the page's origin. Both come from the host the request was sent to (what the browser's address bar shows, as the
// Node server and Workers see it in the request's URL), so one build serves every agency's hostname; the instance's
// public URL (PUBLIC_URL) is accepted as an origin when it is on that host (a proxy ending TLS in front of Node).

export interface RelyingParty {
  /** The domain the passkey belongs to: the request's hostname, without port. */
  id: string;
  /** The page origins an assertion may come from. */
  origins: string[];
}

/** The relying party a request speaks to: its hostname, its origin over https and over http, the public URL's. */
export function relyingPartyOf(requestUrl: string, publicUrl: string): RelyingParty {
  const url = new URL(requestUrl);
  const origins = new Set([`https://${url.host}`, `http://${url.host}`]);
  try {
    const pub = new URL(publicUrl);
    if (pub.hostname === url.hostname) origins.add(pub.origin);
  } catch {
    // A malformed public URL names no origin of its own.
  }
  return { id: url.hostname, origins: [...origins] };
}
