/**
 * The page's CSP nonce (worker/lib/csp.ts `htmlPage`, ADR 037), for the few `<style>` elements a library inserts:
 * Radix Select's viewport takes it as a prop, Radix dialogs' scroll lock through get-nonce (app/strict-csp.ts).
 */
export const cspNonce: string | undefined =
  typeof document === "undefined"
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
