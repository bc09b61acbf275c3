import { Redirect } from "wouter";
import { useSession } from "@/api/session-store";
import { Skeleton } from "@/components/ui/skeleton";
import { currentPath, returnPath } from "@/lib/return-path";
import { canAccess, homeFor, type AppRoute, type RouteParams } from "./route-types";

const PASSWORD_ROUTES = new Set(["/setPassword", "/logout"]);

/** Route guard: guests to /login, forced /setPassword, forbidden roles to /404 (spec 2). */
export function RouteView({ route, params }: { route: AppRoute; params: RouteParams }) {
  const session = useSession();
  if (session.status === "loading" && route.access !== "public") {
    return (
      <div className="flex flex-col gap-4 p-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const user = session.user;
  const role = user?.role ?? null;
  if (route.access === "guest" && user) return <Redirect to={user.mustSetPassword ? "/setPassword" : homeFor(role)} replace />;
  if (route.access !== "public" && route.access !== "guest" && !user) {
    returnPath.remember(currentPath());
    return <Redirect to="/login" replace />;
  }
  if (user?.mustSetPassword && route.access !== "public" && !PASSWORD_ROUTES.has(route.path)) {
    return <Redirect to="/setPassword" replace />;
  }
  if (!canAccess(route.access, role)) return <Redirect to="/404" replace />;
  const Screen = route.component;
  return <Screen params={params} />;
}
