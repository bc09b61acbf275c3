import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { User } from "../db/schema";
import { hashPassword, temporaryPassword, verifyPassword } from "../auth/password";
import { signToken } from "../auth/token";
import { requireAuth, requireRole } from "../auth/middleware";
import { loginSchema, setPasswordSchema, userSchema } from "../domain/schemas/reference";
import { ApiError, notFound } from "../lib/errors";
import { validate } from "../lib/validate";
import { clientIp, rateLimit, resetRateLimit } from "../lib/rate-limit";
import type { AppEnv } from "../lib/env";
import { createUser } from "./resources/user";

const LOGIN_FAILED = "Impossible de vous connecter. Verrifiez vos identidiants";
// Compared against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

const publicUser = (u: { id: number; email: string; role: string; mustSetPassword: boolean }) => ({
  id: u.id, email: u.email, role: u.role, mustSetPassword: u.mustSetPassword,
});

export const accountRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", loginSchema), async (c) => {
    const { ports } = c.var;
    const { credentials, remember } = c.req.valid("json");
    const email = credentials.email.toLowerCase();
    const key = `login:${clientIp(c.req.header.bind(c.req))}:${email}`;
    await rateLimit(ports, key, 10, 15 * 60);
    const [user] = await ports.db.select().from(User).where(eq(User.email, email));
    const ok = await verifyPassword(credentials.password, user?.passwordHash ?? (await (dummyHash ??= hashPassword("x"))));
    if (!user || !ok) throw new ApiError(401, "login_failed", LOGIN_FAILED);
    await resetRateLimit(ports, key);
    const token = await signToken(user.id, ports.config.jwtSecret, remember, ports.clock.now());
    return c.json({ user: { ...publicUser(user), token } });
  })
  .get("/me", requireAuth, (c) => c.json(publicUser(c.var.user)))
  .post("/setPassword", requireAuth, validate("json", setPasswordSchema), async (c) => {
    const { password } = c.req.valid("json");
    const [row] = await c.var.ports.db
      .update(User)
      .set({ passwordHash: await hashPassword(password), mustSetPassword: false, updatedAt: new Date().toISOString() })
      .where(eq(User.id, c.var.user.id))
      .returning();
    return c.json({ user: publicUser(row!), message: "Votre mot de passe à bien été modifié." });
  })
  .post("/register", requireAuth, requireRole("admin"), validate("json", userSchema), async (c) => {
    const { email, role } = c.req.valid("json");
    return c.json(await createUser(c.var.ports, email, role), 201);
  })
  .post("/:email/resetPassword", requireAuth, requireRole("admin"), async (c) => {
    const email = decodeURIComponent(c.req.param("email")).toLowerCase();
    const password = temporaryPassword();
    const [row] = await c.var.ports.db
      .update(User)
      .set({ passwordHash: await hashPassword(password), mustSetPassword: true, updatedAt: new Date().toISOString() })
      .where(eq(User.email, email))
      .returning();
    if (!row) throw notFound("Utilisateur introuvable.");
    return c.json({ user: publicUser(row), temporaryPassword: password, message: "Le mot de passe de l'utilisateur à bien été réinitilisé." });
  });
