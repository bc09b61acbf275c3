import { cspNonce } from "@/lib/csp-nonce";

// What the app needs to run under its CSP without 'unsafe-inline' nor 'unsafe-eval' (worker/lib/csp.ts, ADR 037).
// Imported first by main.tsx. zod decides at its first object schema whether it may compile schemas with
// `new Function`, a probe the CSP reports as a violation: jitless, it never tries (the forms' schemas are small).
// Set on the global zod reads its configuration from (shared by its copies), so the entry needs no zod of its own
// (3.7 kB); tests/e2e/passwords-csp.e2e.test.ts fails if a zod update stops reading it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// The page's nonce: Radix dialogs' scroll lock inserts a <style> element through react-style-singleton, whose
// get-nonce reads webpack's global name for it.
if (cspNonce) Object.assign(globalThis, { __webpack_nonce__: cspNonce });
