import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../auth/password";
import { signToken } from "../auth/token";
import { requireAuth, requireRole } from "../auth/middleware";
import { loginSchema, setPasswordSchema, userSchema } from "../domain/schemas/reference";
import { ADMIN_ROLES } from "../domain/roles";
import { ApiError, tooMany } from "../lib/errors";
import { validate } from "../lib/validate";
import { hit, hitsOf, resetRateLimit } from "../services/rate-limit";
import {
  createUser,
  findUserByEmail,
  publicUser,
  resetPassword,
  setOwnPassword,
} from "../services/accounts";
import type { AppEnv } from "../lib/env";

const LOGIN_FAILED = "Impossible de vous connecter. Verrifiez vos identidiants";
// Compared against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

// Login limits, per 15 minutes: 10 attempts for one account from one address (reset by a success); failures on
// one account from every address (guessing from many addresses), and from one address on every account
// (spraying): counted separately, so that no single address can lock everybody out.
const WINDOW = 15 * 60;
const MAX_PAIR = 10;
const MAX_ACCOUNT_FAILURES = 30;
const MAX_ADDRESS_FAILURES = 100;

export const accountRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", loginSchema), async (c) => {
    const { ports, ip } = c.var;
    const { credentials, remember } = c.req.valid("json");
    const email = credentials.email.toLowerCase();
    const keys = {
      pair: `login:${ip}:${email}`,
      account: `login-compte:${email}`,
      address: `login-adresse:${ip}`,
    };
    const [accountFailures, addressFailures] = await Promise.all([
      hitsOf(ports, keys.account, WINDOW),
      hitsOf(ports, keys.address, WINDOW),
    ]);
    if (accountFailures >= MAX_ACCOUNT_FAILURES || addressFailures >= MAX_ADDRESS_FAILURES)
      throw tooMany();
    if ((await hit(ports, keys.pair, WINDOW)) > MAX_PAIR) throw tooMany();
    const user = await findUserByEmail(ports, email);
    const ok = await verifyPassword(
      credentials.password,
      user?.passwordHash ?? (await (dummyHash ??= hashPassword("x"))),
    );
    if (!user || !ok) {
      await Promise.all([hit(ports, keys.account, WINDOW), hit(ports, keys.address, WINDOW)]);
      throw new ApiError(401, "login_failed", LOGIN_FAILED);
    }
    await resetRateLimit(ports, keys.pair);
    const token = await signToken(
      user.id,
      ports.config.jwtSecret,
      remember,
      ports.clock.now(),
      user.tokenVersion,
    );
    return c.json({ user: { ...publicUser(user), token } });
  })
  .get("/me", requireAuth, (c) => c.json(publicUser(c.var.user)))
  .post("/setPassword", requireAuth, validate("json", setPasswordSchema), async (c) => {
    const user = await setOwnPassword(c.var.ports, c.var.user.id, c.req.valid("json").password);
    return c.json({ user, message: "Votre mot de passe à bien été modifié." });
  })
  .post(
    "/register",
    requireAuth,
    requireRole(...ADMIN_ROLES),
    validate("json", userSchema),
    async (c) => {
      const { email, role } = c.req.valid("json");
      return c.json(await createUser(c.var.ports, email, role), 201);
    },
  )
  // Hono has already percent-decoded the e-mail in the path: decoding it again would break on a literal "%".
  .post("/:email/resetPassword", requireAuth, requireRole(...ADMIN_ROLES), async (c) => {
    const { user, temporaryPassword } = await resetPassword(c.var.ports, c.req.param("email"));
    return c.json({
      user,
      temporaryPassword,
      message: "Le mot de passe de l'utilisateur à bien été réinitilisé.",
    });
  });
