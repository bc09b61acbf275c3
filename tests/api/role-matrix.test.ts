import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../support/test-app";
import { expectRoles } from "../support/roles";
import { createApp } from "../../worker/app";
import { matrixHelpers, type Rule } from "../support/role-matrix/context";
import { comptesRules } from "../support/role-matrix/comptes";
import { dossiersRules } from "../support/role-matrix/dossiers";
import { argentRules } from "../support/role-matrix/argent";
import { adminRules } from "../support/role-matrix/admin";
import { aidesLogementRules } from "../support/role-matrix/aides-logement";
import { travauxRules } from "../support/role-matrix/travaux";
import { garantiesRules } from "../support/role-matrix/garanties";
import { importsRules } from "../support/role-matrix/imports";
import { travauxSuiteRules } from "../support/role-matrix/travaux-suite";
import { espaceFournisseurRules } from "../support/role-matrix/espace-fournisseur";

// Spec 6: every route the app registers x anonymous, user, user_delete, comptable, admin (and a
// forged token). The list of routes comes from the app itself: a route added without a rule fails
// the first test. The rules are a table (tests/support/role-matrix/: a route pattern, each caller's
// expected status, the request), in order: a route takes the first rule that matches it. One loop
// below runs them.

let t: TestApp;
// Each role's money moves (issue 59) come from a session that has just confirmed
// (tests/api/confirmation.test.ts).
beforeAll(async () => void (t = await makeTestApp({ confirme: true })));
afterAll(() => t.close());

const app = () => t;
const helpers = matrixHelpers(app);
const RULES: Rule[] = [
  ...comptesRules(app, helpers),
  ...dossiersRules(app, helpers),
  ...argentRules(app, helpers),
  // Before travauxRules, whose generic CRUD patterns would take /api/Fournisseur/{id}/acces.
  ...espaceFournisseurRules(app),
  ...travauxRules(app),
  // Before the generic CRUD's patterns of adminRules, which would take POST /api/paiementsFournisseurs.
  ...travauxSuiteRules(),
  ...importsRules(),
  ...adminRules(app, helpers),
  ...aidesLogementRules(app),
  ...garantiesRules(app),
];

/** Every route an app answers, as "METHOD /path" (middleware entries excluded). */
const routesOf = (a: ReturnType<typeof createApp>) => [
  ...new Set(a.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`)),
];
// it.each needs the list while tests are collected, before beforeAll: an app built only to list its routes.
const ROUTES = routesOf(
  createApp({
    config: { jwtSecret: "x".repeat(32), version: "0", publicUrl: "", contactEmail: "" },
  } as never),
);
const ruleFor = (route: string) => {
  for (const rule of RULES) {
    const m = rule.route.exec(route);
    if (m) return { rule, m };
  }
  return null;
};

it("has an expected answer per role for every registered route", () => {
  const routes = routesOf(t.app);
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.filter((r) => !ruleFor(r))).toEqual([]);
});

describe("every route x every role", () => {
  it.each(ROUTES)("%s", async (route) => {
    const found = ruleFor(route)!;
    const roles =
      typeof found.rule.roles === "function" ? found.rule.roles(found.m) : found.rule.roles;
    await expectRoles(t, found.rule.request(found.m), roles);
  });
});
