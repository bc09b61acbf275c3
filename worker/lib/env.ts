import type { Ports } from "../ports";
import type { SessionUser } from "../auth/session-user";
import type { TokenSubject } from "../auth/token";

/** Hono environment shared by every sub-app: the host's ports, the logged-in user and the token it came with. */
export type AppEnv = {
  Variables: {
    ports: Ports;
    user: SessionUser;
    token: TokenSubject;
    /** caller address for rate limits */
    ip: string;
  };
};
