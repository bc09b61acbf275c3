import * as React from "react";
import { useIsFetching } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { useSession } from "@/api/session-store";
import { Skeleton } from "@/components/ui/skeleton";
import { currentPath, returnPath } from "@/lib/return-path";
import { preloadScreens } from "./lazy-screen";
import { canAccess, homeFor, type AppRoute, type RouteParams } from "./route-types";

const PASSWORD_ROUTES = new Set(["/setPassword", "/logout"]);
/** While the agency requires a second factor the account lacks, only its set-up (and leaving) is open. */
const SECOND_FACTOR_ROUTES = new Set(["/securite", "/logout"]);
/** A wait shorter than this shows nothing: a skeleton shown for a few milliseconds is only a flash. */
const PENDING_DELAY_MS = 300;
const PRELOAD_AFTER_MS = 1000;
const PRELOAD_AT_LATEST_MS = 8000;

/**
 * What stands in for a screen while the session or the screen's code loads, once the wait is noticeable. `preload`:
 * the screen's code, fetched meanwhile rather than once the session is known (a list's first rows sooner, issue 64).
 */
function PendingScreen({ preload }: { preload?: () => void }) {
  React.useEffect(() => preload?.(), [preload]);
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    const timer = setTimeout(() => setShown(true), PENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="flex flex-col gap-4 p-2" role="status" aria-busy="true" aria-label="Chargement">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Once logged in, the other screens' code is fetched while the browser is idle (lazy-screen.ts). Rendered inside
 * the screen's Suspense boundary, so it starts only once the screen itself has loaded, and a moment after its data
 * came (no query fetching): on a slow CPU, evaluating the other screens' code while a list's first page was on its
 * way delayed its first rows by seconds (issue 64). A screen that never stops fetching gets it after a longer wait.
 */
function PreloadOtherScreens() {
  const busy = useIsFetching() > 0;
  const idle = React.useRef(0);
  React.useEffect(
    () => () => {
      if (idle.current) cancelIdleCallback(idle.current);
    },
    [],
  );
  React.useEffect(() => {
    if (idle.current) return;
    const timer = setTimeout(
      () => {
        if ("requestIdleCallback" in window)
          idle.current = requestIdleCallback(preloadScreens, { timeout: 5000 });
        else preloadScreens();
      },
      busy ? PRELOAD_AT_LATEST_MS : PRELOAD_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [busy]);
  return null;
}

/**
 * Whether the screen's code is there; once it comes, a render of the screen of its own. Not Suspense's retry: React
 * renders a retry in 5 ms slices, yielding between them, which made a list's first render with its page already in
 * the cache (ADR 095) take 40 % more CPU than the same render from a state update, done in one go (issue 64).
 */
function useScreenCode(screen: AppRoute["component"]): boolean {
  const [, cameIn] = React.useReducer((n: number) => n + 1, 0);
  const ready = screen.ready?.() ?? true;
  React.useEffect(() => {
    if (ready || !screen.whenReady) return;
    let live = true;
    void screen.whenReady().then(() => live && cameIn());
    return () => {
      live = false;
    };
  }, [screen, ready]);
  return ready;
}

/**
 * Route guard: guests to /login, forced /setPassword, a second factor the agency requires to /securite (issue 59),
 * forbidden roles to /404 (spec 2).
 */
export function RouteView({ route, params }: { route: AppRoute; params: RouteParams }) {
  const session = useSession();
  const codeReady = useScreenCode(route.component);
  if (session.status === "loading" && route.access !== "public")
    return <PendingScreen preload={route.component.preload} />;
  const user = session.user;
  const role = user?.role ?? null;
  if (route.access === "guest" && user)
    return <Redirect to={user.mustSetPassword ? "/setPassword" : homeFor(role)} replace />;
  if (route.access !== "public" && route.access !== "guest" && !user) {
    returnPath.remember(currentPath());
    return <Redirect to="/login" replace />;
  }
  if (user?.mustSetPassword && route.access !== "public" && !PASSWORD_ROUTES.has(route.path)) {
    return <Redirect to="/setPassword" replace />;
  }
  if (
    user?.deuxFacteursRequis &&
    !user.deuxFacteurs &&
    route.access !== "public" &&
    !SECOND_FACTOR_ROUTES.has(route.path)
  ) {
    return <Redirect to="/securite" replace />;
  }
  if (!canAccess(route.access, role)) return <Redirect to="/404" replace />;
  const Screen = route.component;
  if (!codeReady) return <PendingScreen preload={Screen.preload} />;
  return (
    <React.Suspense fallback={<PendingScreen />}>
      <Screen params={params} />
      {user ? <PreloadOtherScreens /> : null}
    </React.Suspense>
  );
}
