import * as React from "react";
import { navigate } from "wouter/use-browser-location";
import { account } from "@/api/account";
import { ApiError } from "@/api/client";
import { sessionStore } from "@/api/session-store";
import { tokenStore } from "@/api/token-store";
import { currentPath, returnPath } from "@/lib/return-path";
import { unreachablePage } from "@/lib/unreachable";
import { askRouteData } from "./route-data";
import type { AppRoute } from "./route-types";

/**
 * Restores the session from the stored token (spec 4). A user whose token is refused goes to /login;
 * when the server cannot be reached at all, to /404.
 */
export function useAutologin(route: AppRoute) {
  const first = React.useRef(route);
  // A layout effect: the session's check and the first screen's data leave before the passive effects run (the
  // first screen's code preload, whose module links alone take a tenth of a second on a slow phone, issue 64).
  React.useLayoutEffect(() => {
    const token = tokenStore.get();
    if (!token) {
      sessionStore.setAnonymous();
      return;
    }
    let cancelled = false;
    account
      .me()
      .then((user) => {
        if (!cancelled) sessionStore.setUser(user);
      })
      .catch((err) => {
        if (cancelled) return;
        sessionStore.setAnonymous();
        if (err instanceof ApiError) {
          returnPath.remember(currentPath());
          tokenStore.clear();
          navigate("/login", { replace: true });
        } else {
          navigate(unreachablePage(), { replace: true });
        }
      });
    // The first screen's data asked alongside, not once its code has loaded and run (ADR 095).
    askRouteData(first.current);
    return () => {
      cancelled = true;
    };
  }, []);
}
