import { join } from "node:path";
import { createClient } from "@libsql/client";
import { apiConfirm, apiLogin, apiOk } from "./api";
import type { E2EServer } from "./server";

// Issue 59: an IBAN typed by one person is confirmed by another. The API makes no admin (register gives `user` or
// `user_delete`): the account is promoted in the server's database file before its first sign-in, so that no
// session row of its old role is kept by the server.

export async function secondAdmin(
  server: E2EServer,
  adminToken: string,
  email = "second@e2e.test",
  password = "second-admin-e2e",
) {
  const created = await apiOk<{ id: number; temporaryPassword: string }>(
    server,
    adminToken,
    "POST",
    "/api/user/register",
    { email, role: "user" },
  );
  const db = createClient({ url: `file:${join(server.dataDir, "patrimoine.db")}` });
  try {
    await db.execute({
      sql: `UPDATE "User" SET "role" = 'admin' WHERE "id" = ?`,
      args: [created.id],
    });
  } finally {
    db.close();
  }
  const temporary = await apiLogin(server, email, created.temporaryPassword);
  const { user } = await apiOk<{ user: { token: string } }>(
    server,
    temporary,
    "POST",
    "/api/user/setPassword",
    { password },
  );
  return { email, password, token: user.token };
}

/** The second admin confirms the owner's pending IBAN, then the agency's trust account when it is pending. */
export async function confirmerIbans(
  server: E2EServer,
  token: string,
  o: { clients?: number[]; sequestre?: boolean },
) {
  for (const id of o.clients ?? [])
    await apiOk(server, token, "POST", `/api/Client/${id}/iban/confirmer`);
  if (o.sequestre) await apiOk(server, token, "POST", "/api/agence/iban/confirmer");
}

/**
 * The second admin confirms the apartment's waiting change of owners or shares (issue 59, ADR 073): a money move,
 * so its session confirms its identity first.
 */
export async function confirmerQuotesParts(
  server: E2EServer,
  second: { token: string; password: string },
  appartementId: number,
) {
  await apiConfirm(server, second.token, second.password);
  await apiOk(
    server,
    second.token,
    "POST",
    `/api/Appartement/${appartementId}/quotesParts/confirmer`,
  );
}
