/**
 * Seconds each long browser file took on CI (`.ci/run` on 2 cores, two workers), the order support/ordre.ts runs the
 * files in. A file not listed counts by its size (vitest's own order without a cache: about 2 ms a byte on that run).
 * Figures of the last full run: refresh them when a file's time changes by much (docs/topics/testing.md).
 */
export const DUREES: Readonly<Record<string, number>> = {
  "phone-routes.e2e.test.ts": 90.7,
  "accessibility.e2e.test.ts": 89.5,
  "lists-states.e2e.test.ts": 57.6,
  "unsaved.e2e.test.ts": 52.8,
  "lists-rows.e2e.test.ts": 50.0,
  "french-formats.e2e.test.ts": 42.8,
  "roles.e2e.test.ts": 36.2,
  "compte.e2e.test.ts": 35.9,
  "deux-facteurs.e2e.test.ts": 35.9,
  "liste-20000.e2e.test.ts": 34.1,
  "auth.e2e.test.ts": 32.2,
  "missions.e2e.test.ts": 30.8,
  "phone-formulaires.e2e.test.ts": 28.7,
  "banque.e2e.test.ts": 28.2,
  "owners-apartments.e2e.test.ts": 27.4,
  "reprise-soldes-comptable.e2e.test.ts": 27.3,
  "proprietaire.e2e.test.ts": 25.8,
  "reversements.e2e.test.ts": 25.5,
  "espaces.e2e.test.ts": 25.2,
};
