import { expect } from "vitest";
import { JWT_SECRET, ROLES, type TestApp } from "./test-app";
import { signToken } from "../../worker/auth/token";
import { valid } from "./factories";
import { crediter } from "./reversements";

// The IBAN verification's tests (tests/api/iban-verification-*.test.ts, issue 59 item 3, ADR 068): IBANs, the clock
// moved with the sessions signed in then, an owner with money, a draft payout batch of its own day, an owner's
// record and IBAN history.

export function ibanHelpers(app: () => TestApp) {
  const IBAN_1 = "FR7630006000011234567890189";
  const IBAN_2 = "DE89370400440532013000";
  const IBAN_3 = "FR1420041010050500013M02606";
  const T0 = "2026-11-21T10:00:00.000Z";
  const heures = (h: number) => new Date(Date.parse(T0) + h * 3600_000).toISOString();

  /** The clock at `iso`, with the sessions signed in then (a token lasts 12 hours). */
  async function avancer(iso: string) {
    app().setNow(iso);
    for (const role of ROLES)
      app().tokens[role] = await signToken(
        app().ids[role],
        JWT_SECRET,
        false,
        new Date(iso),
        0,
        undefined,
        0,
        app().sids[role],
      );
  }
  /** An owner created by `role` with `o` (an IBAN...) and 500 € on their account. */
  async function proprietaire(o: Record<string, unknown>, role: "user" | "admin" = "user") {
    const r = await app().call("POST", "/api/Client", role, { ...valid.Client(), ...o });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await crediter(app(), r.body.id, 50000);
    return r.body.id as number;
  }

  let jour = 0;
  /** A draft payout batch on a date of its own: its lines' owners and those left out, by owner (no batch: a 409). */
  async function lot() {
    jour++;
    const r = await app().call("POST", "/api/reversements", "admin", {
      date: `2026-12-${String(jour).padStart(2, "0")}`,
    });
    // Nobody payable: no batch at all (issue 74, ADR 111), each owner's reason in the 409's fields.
    if (r.status === 409 && r.body.error?.code === "rien_a_reverser")
      return {
        rev: null,
        paye: (_id: number) => false,
        motif: (id: number) => r.body.error.fields[`proprietaire.${id}`] as string,
        drop: async () => undefined,
      };
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const rev = r.body.reversement;
    // Each test's batch is thrown away: the owners' money stays available for the next one.
    const drop = () => app().call("DELETE", `/api/Reversement/${rev.id}`, "admin");
    return {
      rev,
      paye: (id: number) => rev.lignes.some((l: any) => l.ClientId === id),
      motif: (id: number) => rev.ecartes.find((e: any) => e.ClientId === id)?.motif as string,
      drop,
    };
  }

  const client = async (id: number) => (await app().call("GET", `/api/Client/${id}`, "user")).body;
  const ibans = async (id: number) =>
    (await app().call("GET", `/api/Client/${id}/ibans`, "user")).body.data;

  return { IBAN_1, IBAN_2, IBAN_3, T0, heures, avancer, proprietaire, lot, client, ibans };
}
