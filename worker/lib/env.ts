import type { Ports } from "../ports";
import type { RequestSession, SessionUser } from "../auth/session-user";
import type { TokenSubject } from "../auth/token";
import type { EspaceSubject } from "../auth/espace/token";

/** Hono environment shared by every sub-app: the host's ports, the logged-in user and the token it came with. */
export type AppEnv = {
  Variables: {
    ports: Ports;
    user: SessionUser;
    token: TokenSubject;
    /** The token's session: its id and the confirmation check (auth/session-user.ts, issue 59). */
    session: RequestSession;
    /** A space's session (issue 62): which space, which record, from its token (auth/espace/middleware.ts). */
    espace: EspaceSubject;
    /** caller address for rate limits */
    ip: string;
  };
};
