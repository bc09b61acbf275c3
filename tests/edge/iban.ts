// Issue 59, item 3, on the edge: a new or changed IBAN waits for someone else than its author. The instance's
// database, reached as the test (tests/edge/instance.ts' own libSQL server): the second admin's role, a deadline
// moved as the clock would (the edge's clock is the host's), what the other tests start from.
import { createClient } from "@libsql/client/web";
import { expect } from "vitest";
import { BIC_AGENCE, IBAN_AGENCE } from "../support/reversements";
import { type freshInstance, jsonOf as json, signedInInstance } from "./instance";

type Instance = Awaited<ReturnType<typeof freshInstance>>;

/** SQL on the instance's own database, behind the API's back. */
export async function sqlDe(edge: Instance, sql: string, args: (string | number)[] = []) {
  const db = createClient({ url: edge.env.LIBSQL_URL });
  try {
    return (await db.execute({ sql, args })).rows;
  } finally {
    db.close();
  }
}

/** Every pending IBAN (owners', the trust account) verified, as a second person's confirmations leave them. */
export async function toutVerifier(edge: Instance) {
  await sqlDe(
    edge,
    `UPDATE "IbanClient" SET "statut" = 'verifie', "confirmePar" = 'second@agence.test' WHERE "statut" = 'a_verifier'`,
  );
  await sqlDe(edge, `UPDATE "Client" SET "ibanStatut" = 'verifie'`);
  await sqlDe(edge, `UPDATE "AgenceParametres" SET "ibanStatut" = 'verifie'`);
}

/** The second admin's own password, set in place of its temporary one. */
const MOT_DE_PASSE_SECOND = "un-second-mot-de-passe-solide";

/** The second admin's session confirms its identity (a money move's or a confirmation's step, five minutes). */
export async function confirmerSecond(second: Second) {
  const r = await second("POST", "/api/user/confirmer", { password: MOT_DE_PASSE_SECOND });
  expect(r.status, await r.clone().text()).toBe(200);
}

type Second = Awaited<ReturnType<typeof secondAdmin>>;

/**
 * A second admin, signed in: registered by the first (as a plain user: the API makes no admin), promoted in the
 * database, its temporary password changed. Answers a caller with its token.
 */
export async function secondAdmin(
  edge: Instance,
  email = "second@edge.test",
  /** "user": a plain user instead, not promoted (the 403 of an admin's route); "comptable": promoted to that. */
  role: "admin" | "user" | "comptable" = "admin",
) {
  const reg = await edge.call("POST", "/api/user/register", { email, role: "user" });
  expect(reg.status, await reg.clone().text()).toBe(201);
  const { temporaryPassword } = (await reg.json()) as { temporaryPassword: string };
  if (role !== "user")
    await sqlDe(edge, `UPDATE "User" SET "role" = ? WHERE "email" = ?`, [role, email]);
  const json = { "Content-Type": "application/json" };
  const login = await edge.send(
    "POST",
    "/api/user/login",
    JSON.stringify({ credentials: { email, password: temporaryPassword } }),
    json,
    false,
  );
  let token = ((await login.json()) as { user: { token: string } }).user.token;
  const set = await edge.send(
    "POST",
    "/api/user/setPassword",
    JSON.stringify({ password: MOT_DE_PASSE_SECOND }),
    { ...json, Authorization: `Token ${token}` },
    false,
  );
  expect(set.status, await set.clone().text()).toBe(200);
  token = ((await set.json()) as { user: { token: string } }).user.token;
  return (method: string, path: string, body?: unknown) =>
    edge.send(
      method,
      path,
      body === undefined ? undefined : JSON.stringify(body),
      // No body, no JSON type: an empty body announced as JSON is a 400 (invalid_json).
      body === undefined
        ? { Authorization: `Token ${token}` }
        : { ...json, Authorization: `Token ${token}` },
      false,
    );
}

/** A tenant's SEPA mandate (tests/support/prelevements.ts reads node's fs through its helpers: not loadable in workerd). */
export const MANDAT = {
  titulaire: "Zoë d’Arçon",
  iban: "FR76 3000 6000 0112 3456 7890 189",
  bic: "AGRIFRPP",
  dateSignature: "2026-11-02",
  lieuSignature: "Paris",
};

/**
 * The agency ready to collect and pay: its trust account, BIC and creditor identifier, verified as a second person's
 * confirmation leaves them. A money move: the admin's session confirms first (issue 59).
 */
export async function agencePrete(edge: Instance, ics = "FR72ZZZ123456") {
  await edge.confirm();
  await json(await edge.call("PUT", "/api/agence", { iban: IBAN_AGENCE, bic: BIC_AGENCE, ics }));
  await toutVerifier(edge);
}

/**
 * An instance signed in, its admin's identity confirmed (a money move asks it), and a second admin (`email`) whose
 * identity is confirmed too: the set-up of every test where money leaves only on a second person's word.
 */
export async function avecSecondAdmin(email = "second@edge.test") {
  const edge = await signedInInstance();
  await edge.confirm();
  const second = await secondAdmin(edge, email);
  await confirmerSecond(second);
  return { edge, second };
}
