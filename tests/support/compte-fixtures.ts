import type { TestApp } from "./test-app";
import { expectError } from "./http";
import { seedDossier } from "./quitances";

// The tenant's account's tests (tests/api/compte-*.test.ts, issue 20): a dossier with its term, a payment, an
// error's message, what the database said when it refused a statement.

export function compteHelpers(app: () => TestApp) {
  /** A running dossier (rent 850 + 120,50 = 970,50 €) and its November 2026 term. */
  async function withTerm(mois = "2026-11-01") {
    const s = await seedDossier(app());
    const q = (
      await app().call("POST", `/api/Quitance/generate/${s.dossier.id}`, "user", { date: mois })
    ).body;
    return { s, d: s.dossier.id as number, q };
  }
  const pay = (d: number, body: Record<string, unknown>, role: "admin" | "user" = "user") =>
    app().call("POST", `/api/Dossier/${d}/paiements`, role, {
      date: "2026-11-20",
      mode: "Virement",
      ...body,
    });
  /** The French message of an error answer with this status. */
  const message = (r: { status: number; body: any }, status: number) => (
    expectError(r, status), r.body.error.message as string
  );
  /** What the database said when it refused a statement (drizzle wraps it). */
  async function refusal(run: Promise<unknown>): Promise<string> {
    try {
      await run;
    } catch (e) {
      const cause = (e as { cause?: unknown }).cause;
      return String((cause as Error | undefined)?.message ?? e);
    }
    return "accepted";
  }
  const term = async (id: number) => (await app().call("GET", `/api/Quitance/${id}`)).body;

  return { withTerm, pay, message, refusal, term };
}
