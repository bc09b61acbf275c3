import { afterEach, beforeEach } from "vitest";
import { E2E_RETRIES } from "./retries";
import { liveServers } from "./server";

/**
 * CI retries a failed browser test once (tests/e2e/vitest.config.ts), but the file's `beforeAll` is not run again:
 * the retry would meet what its first attempt left (an import done, a user created, a month generated) and fail on
 * that instead of trying again. So the data of every server of the file is kept before a test's first attempt, and
 * put back, the server started again on the same port, before its retry: the retry starts where the first did.
 */
beforeEach(async ({ task }) => {
  if (!E2E_RETRIES) return;
  const servers = [...liveServers];
  if ((task.result?.retryCount ?? 0) === 0) await Promise.all(servers.map((s) => s.keep()));
  else await Promise.all(servers.map((s) => s.reset()));
});

// E2E_FAIL_FIRST=1 (with CI=true): every test is failed once, after its first attempt ran whole, so that its retry
// meets all that attempt left: how to check that a test can be retried (docs/topics/testing.md).
afterEach(({ task }) => {
  if (E2E_RETRIES && process.env.E2E_FAIL_FIRST && (task.result?.retryCount ?? 0) === 0)
    throw new Error("E2E_FAIL_FIRST : premier essai déclaré en échec exprès.");
});
