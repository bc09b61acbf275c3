// Security and cache headers of the web app's static pages (index.html, assets), for both hosts: the Node entry
// sends them itself; on Workers, the build's files never reach the worker, so web/public/_headers carries the same
// values (a file cannot import this one: worker/lib/csp.test.ts checks they match). The HTML pages go through the
// worker on both hosts, for their nonce (`htmlPage`).

/**
 * No inline script nor inline style anywhere (ADR 037). The one <style> element the app inserts at run time, Radix
 * dialogs' scroll lock (react-remove-scroll-bar, computed values), carries the page's nonce: each HTML page is
 * answered by the host with a fresh one (`htmlPage`), the static files with none. sonner's styles are a built CSS
 * file (web/vite.config.ts); style="" set by React goes through the CSSOM, which style-src does not govern.
 * Images: data: and blob: for previews of uploads.
 */
const policy = (style: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${style}`,
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
export const CONTENT_SECURITY_POLICY = policy("'self'");

/** What the web build writes where each HTML page's nonce goes (Vite's `html.cspNonce`, web/vite.config.ts). */
export const CSP_NONCE_PLACEHOLDER = "__PL_CSP_NONCE__";

/**
 * An HTML page of the build with a nonce of its own, in its CSP and its <meta property="csp-nonce">; never cached
 * nor revalidated (a 304 would pair the stored page's nonce with a new header's).
 */
export function htmlPage(html: string, headers: HeadersInit = {}): Response {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const out = new Headers(headers);
  for (const name of ["ETag", "Last-Modified", "Content-Length", "Content-Encoding"])
    out.delete(name);
  for (const [name, value] of Object.entries(STATIC_PAGE_HEADERS)) out.set(name, value);
  out.set("Content-Type", "text/html; charset=utf-8");
  out.set("Cache-Control", "no-store");
  out.set("Content-Security-Policy", policy(`'self' 'nonce-${nonce}'`));
  return new Response(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), { headers: out });
}

/** Every header a static page carries, the CSP included. */
export const STATIC_PAGE_HEADERS = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
} as const satisfies Readonly<Record<string, string>>;

/**
 * Vite names every file under /assets/ by its content (index-DaRre_vG.js): a new build gives new names, so a
 * browser may keep these for a year without asking again. index.html, which names them, is never cached that way.
 */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The headers added to the build's hashed files (/assets/*), on top of STATIC_PAGE_HEADERS. */
export const HASHED_ASSET_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": IMMUTABLE_CACHE_CONTROL,
};
