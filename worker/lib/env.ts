import type { Ports } from "../ports";
import type { SessionUser } from "../auth/middleware";

/** Hono environment shared by every sub-app: the host's ports and the logged-in user. */
export type AppEnv = {
  Variables: { ports: Ports; user: SessionUser /** caller address for rate limits */; ip: string };
};
