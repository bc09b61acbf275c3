// Security headers of the web app's static pages (index.html, assets), for both hosts: the Node entry sends them
// itself; on Workers, static assets never reach the worker, so web/public/_headers carries the same values (a file
// cannot import this one: worker/lib/csp.test.ts checks they match).

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
