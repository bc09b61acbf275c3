import { eq } from "drizzle-orm";
import { AgenceParametres } from "../../../worker/db/schema";
import { ADMIN_ONLY, DELETERS, FINANCE, OPEN } from "../roles";
import { caseOf } from "../resources";
import { insertClient, insertLocataire, valid } from "../factories";
import { IBAN_PROPRIO } from "../reversements";
import type { TestApp } from "../test-app";
import { ID, ADMIN_WRITES, FINANCE_WRITES, type Rule, type MatrixHelpers } from "./context";

// The role matrix's rows (tests/api/role-matrix.test.ts, spec 6), in the matrix's order: a route
// takes the first rule that matches it. Personal data, the IBANs' verification, and last the
// generic CRUD of the 15 resources (its patterns match any resource: the rules before them win).

export function adminRules(app: () => TestApp, h: MatrixHelpers): Rule[] {
  const { row, fixed } = h;
  return [
    // Personal data (RGPD): admins only. The purge without a body anonymises those due (none here: 200).
    {
      route: new RegExp(`^GET /api/Locataire/${ID}/export$`),
      roles: ADMIN_ONLY,
      request: () => async () => ({
        method: "GET",
        path: `/api/Locataire/${(await insertLocataire(app())).id}/export`,
      }),
    },
    {
      route: /^GET \/api\/rgpd\/aPurger$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "GET", path: "/api/rgpd/aPurger" }),
    },
    {
      route: /^POST \/api\/rgpd\/purger$/,
      roles: ADMIN_ONLY,
      request: () => fixed({ method: "POST", path: "/api/rgpd/purger" }),
    },
    // IBAN verification (issue 59, ADR 068): every role reads an owner's IBAN history; confirming an IBAN typed by
    // someone else (an owner's, the trust account) is for admin and comptable (FINANCE_ROLES). Each caller its own pending IBAN.
    {
      route: new RegExp(`^GET /api/Client/${ID}/ibans$`),
      roles: OPEN,
      request: () => async () => ({
        method: "GET",
        path: `/api/Client/${(await insertClient(app(), { iban: IBAN_PROPRIO })).id}/ibans`,
      }),
    },
    {
      route: new RegExp(`^POST /api/Client/${ID}/iban/confirmer$`),
      roles: FINANCE,
      request: () => async () => {
        const c = await app().call("POST", "/api/Client", "user", {
          ...valid.Client(),
          iban: IBAN_PROPRIO,
        });
        return { method: "POST", path: `/api/Client/${c.body.id}/iban/confirmer` };
      },
    },
    {
      route: /^POST \/api\/agence\/iban\/confirmer$/,
      roles: FINANCE,
      request: () => async () => {
        await app().call("PUT", "/api/agence", "admin", { cciDelivrance: "Paris" });
        await app()
          .db.update(AgenceParametres)
          .set({ ibanStatut: "a_verifier", ibanModifiePar: "autre@agence.test" })
          .where(eq(AgenceParametres.id, 1));
        return { method: "POST", path: "/api/agence/iban/confirmer" };
      },
    },
    // The generic CRUD of the 15 resources (spec 7), with spec 6's roles.
    {
      route: /^GET \/api\/(\w+)(\/:id\{\[0-9\]\+\})?$/,
      roles: (m) => (m[1] === "User" ? ADMIN_ONLY : OPEN),
      request: (m) => async () => ({
        method: "GET",
        path: m[2] ? `/api/${m[1]}/${(await row(m[1]!)).id}` : `/api/${m[1]}`,
      }),
    },
    {
      route: /^POST \/api\/(\w+)$/,
      roles: (m) =>
        ADMIN_WRITES.includes(m[1]!) ? ADMIN_ONLY : FINANCE_WRITES.includes(m[1]!) ? FINANCE : OPEN,
      request: (m) => async () => ({
        method: "POST",
        path: `/api/${m[1]}`,
        body: await caseOf(m[1]!).body(app()),
      }),
    },
    {
      route: /^PUT \/api\/(\w+)\/:id\{\[0-9\]\+\}$/,
      roles: (m) =>
        ADMIN_WRITES.includes(m[1]!) ? ADMIN_ONLY : FINANCE_WRITES.includes(m[1]!) ? FINANCE : OPEN,
      request: (m) => async () => ({
        method: "PUT",
        path: `/api/${m[1]}/${(await row(m[1]!)).id}`,
        body: caseOf(m[1]!).update,
      }),
    },
    {
      route: /^DELETE \/api\/(\w+)\/:id\{\[0-9\]\+\}$/,
      // ADR 038: a mission always has its mandate number, which outlives it: deleters are answered 409 (archive it).
      roles: (m) =>
        ADMIN_WRITES.includes(m[1]!) || FINANCE_WRITES.includes(m[1]!)
          ? ADMIN_ONLY
          : m[1] === "Mission"
            ? { ...DELETERS, user_delete: 409, admin: 409 }
            : DELETERS,
      request: (m) => async () => ({
        method: "DELETE",
        path: `/api/${m[1]}/${(await row(m[1]!)).id}`,
      }),
    },
  ];
}
