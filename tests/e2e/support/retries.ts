/** One retry of a failed browser test on CI (CI=true), none on a developer's machine (tests/e2e/vitest.config.ts). */
export const E2E_RETRIES = process.env.CI ? 1 : 0;
