import type { Hono } from "hono";
import { hashPassword, verifyPassword } from "../auth/password";
import { signToken } from "../auth/token";
import { agenceIdOf } from "../ports";
import { loginSchema, setPasswordSchema, userSchema } from "../domain/schemas/reference";
import { ApiError, tooMany } from "../lib/errors";
import { parseWith, readJson } from "../lib/validate";
import { operation } from "./operation";
import { resetRateLimit } from "../services/rate-limit";
import {
  createUser,
  loginAttempt,
  loginFailed,
  publicUser,
  resetPassword,
  setOwnPassword,
} from "../services/accounts";
import type { AppEnv } from "../lib/env";

const LOGIN_FAILED = "Impossible de vous connecter. Vérifiez vos identifiants";
// Compared against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

// Login limits, per 15 minutes: 10 attempts for one account from one address (reset by a success); failures on
// one account from every address (guessing from many addresses), and from one address on every account
// (spraying): counted separately, so that no single address can lock everybody out.
const WINDOW = 15 * 60;
const MAX_PAIR = 10;
const MAX_ACCOUNT_FAILURES = 30;
const MAX_ADDRESS_FAILURES = 100;

/** The session's routes (spec 7 "Authentification"): login is public, the others need a session (app.ts). */
export function accountRoutes(api: Hono<AppEnv>, secured: Hono<AppEnv>) {
  operation(api, "POST /user/login", async (c) => {
    const { ports, ip } = c.var;
    const { credentials, remember } = parseWith(loginSchema, await readJson(c.req));
    const email = credentials.email.toLowerCase();
    const keys = {
      pair: `login:${ip}:${email}`,
      account: `login-compte:${email}`,
      address: `login-adresse:${ip}`,
    };
    // Two round trips at most: the counts and the user in one, then the outcome's counters in the other.
    const { accountFailures, addressFailures, pairAttempts, user } = await loginAttempt(
      ports,
      keys,
      WINDOW,
      email,
    );
    if (accountFailures >= MAX_ACCOUNT_FAILURES || addressFailures >= MAX_ADDRESS_FAILURES)
      throw tooMany();
    if (pairAttempts > MAX_PAIR) throw tooMany();
    const ok = await verifyPassword(
      credentials.password,
      user?.passwordHash ?? (await (dummyHash ??= hashPassword("x"))),
    );
    if (!user || !ok) {
      await loginFailed(ports, keys, WINDOW);
      throw new ApiError(401, "login_failed", LOGIN_FAILED);
    }
    await resetRateLimit(ports, keys.pair);
    const token = await signToken(
      user.id,
      ports.config.jwtSecret,
      remember,
      ports.clock.now(),
      user.tokenVersion,
      agenceIdOf(ports.config),
    );
    return c.json({ user: { ...publicUser(user), token } });
  });
  operation(secured, "GET /user/me", (c) => c.json(publicUser(c.var.user)));
  operation(secured, "POST /user/setPassword", async (c) => {
    const { password } = parseWith(setPasswordSchema, await readJson(c.req));
    const user = await setOwnPassword(c.var.ports, c.var.user.id, password);
    return c.json({ user, message: "Votre mot de passe a bien été modifié." });
  });
  operation(secured, "POST /user/register", async (c) => {
    const { email, role } = parseWith(userSchema, await readJson(c.req));
    return c.json(await createUser(c.var.ports, email, role), 201);
  });
  // Hono has already percent-decoded the e-mail in the path: decoding it again would break on a literal "%".
  operation(secured, "POST /user/:email/resetPassword", async (c) => {
    const { user, temporaryPassword } = await resetPassword(c.var.ports, c.req.param("email")!);
    return c.json({
      user,
      temporaryPassword,
      message: "Le mot de passe de l'utilisateur a bien été réinitialisé.",
    });
  });
}
