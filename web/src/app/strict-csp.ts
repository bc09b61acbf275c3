import { z } from "zod";
import { cspNonce } from "@/lib/csp-nonce";

// What the app needs to run under its CSP without 'unsafe-inline' nor 'unsafe-eval' (worker/lib/csp.ts, ADR 037).
// Imported first by main.tsx: zod decides at each schema's creation whether to compile it with `new Function`,
// a probe the CSP reports as a violation; the forms' schemas are small, interpreted is enough.
z.config({ jitless: true });

// The page's nonce: Radix dialogs' scroll lock inserts a <style> element through react-style-singleton, whose
// get-nonce reads webpack's global name for it.
if (cspNonce) Object.assign(globalThis, { __webpack_nonce__: cspNonce });
