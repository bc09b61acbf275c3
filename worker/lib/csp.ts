// Security and cache headers of the web app's static pages (index.html, assets), for both hosts: the Node entry
// sends them itself; on Workers, static assets never reach the worker, so web/public/_headers carries the same
// values (a file cannot import this one: worker/lib/csp.test.ts checks they match).

/**
 * No inline script anywhere (the Vite build has none). Inline styles are allowed, not by choice: sonner (toasts)
 * and Radix dialogs' scroll lock (react-remove-scroll-bar, with computed values) insert <style> elements at run time,
 * which no hash can cover and a static file cannot give a nonce. Images: data: and blob: for previews of uploads.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Every header a static page carries, the CSP included. */
export const STATIC_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

/**
 * Vite names every file under /assets/ by its content (index-DaRre_vG.js): a new build gives new names, so a
 * browser may keep these for a year without asking again. index.html, which names them, is never cached that way.
 */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The headers added to the build's hashed files (/assets/*), on top of STATIC_PAGE_HEADERS. */
export const HASHED_ASSET_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": IMMUTABLE_CACHE_CONTROL,
};
