import { useAutologin } from "./use-autologin";
import { GlobalSearch } from "@/components/global-search";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { Header } from "./header";
import { OfflineGate } from "./offline-gate";
import { RouteView } from "./route-view";
import { Sidebar } from "./sidebar";
import { CanVisitContext } from "./can-visit";
import { useCurrentRoute, useRouteAccess } from "./use-current-route";

export function App() {
  const canVisit = useRouteAccess();
  return (
    <CanVisitContext value={canVisit}>
      <Shell />
    </CanVisitContext>
  );
}

function Shell() {
  const { route, params, location } = useCurrentRoute();
  useAutologin(route);

  if (route.bare) {
    return (
      <ErrorBoundary resetKey={location}>
        <RouteView route={route} params={params} />
      </ErrorBoundary>
    );
  }

  // min-w-0 down the column: a wide child (a table) scrolls inside its card instead of widening the page.
  return (
    <div className="min-h-full">
      <Sidebar location={location} />
      <div className="flex min-h-screen min-w-0 flex-col lg:pl-(--sidebar-width)">
        <Header route={route} location={location} />
        <main className="min-w-0 flex-1 px-4 py-4 sm:px-6 lg:px-8 lg:py-6">
          <ErrorBoundary resetKey={location}>
            <OfflineGate>
              <RouteView route={route} params={params} />
            </OfflineGate>
          </ErrorBoundary>
        </main>
        <Footer />
        <GlobalSearch />
      </div>
    </div>
  );
}
