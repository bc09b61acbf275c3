import { afterAll, beforeAll } from "vitest";
import { apiLogin } from "./api";
import { DESKTOP, PHONE } from "./browser";
import { startServer, type E2EServer } from "./server";

/** The two widths most files test their screens at, with the French word their test names use. */
export const BUREAU_ET_TELEPHONE = [
  ["bureau", DESKTOP],
  ["telephone", PHONE],
] as const;

/**
 * A flow run at 1440 px only: its screens differ on a phone by layout alone, and phone-routes*.e2e.test.ts visits
 * each of them (route, tab, form, dialog) at 390 px. `BUREAU_ET_TELEPHONE` is for a flow that itself differs on a
 * phone (the menu sheet, cards, a dialog instead of inline edit, a branch on the width) (docs/topics/testing.md).
 */
export const BUREAU_SEUL = [["bureau", DESKTOP]] as const;

/**
 * A server of the file's own, started before its tests and stopped after them, with the first admin's API token for
 * the data a test sets up: `const e2e = useAdminServer();` then `e2e.server`, `e2e.token`.
 */
export function useAdminServer(): { readonly server: E2EServer; readonly token: string } {
  const state = {} as { server: E2EServer; token: string };
  beforeAll(async () => {
    state.server = await startServer();
    state.token = await apiLogin(
      state.server,
      state.server.admin.email,
      state.server.admin.password,
    );
  });
  afterAll(async () => {
    await state.server?.stop();
  });
  return state;
}
