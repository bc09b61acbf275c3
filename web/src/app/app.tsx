import { useAutologin } from "./use-autologin";
import { ErrorBoundary } from "./error-boundary";
import { Footer } from "./footer";
import { Header } from "./header";
import { RouteView } from "./route-view";
import { Sidebar, SIDEBAR_WIDTH } from "./sidebar";
import { useCurrentRoute } from "./use-current-route";

export function App() {
  useAutologin();
  const { route, params, location } = useCurrentRoute();

  if (route.bare) {
    return (
      <ErrorBoundary resetKey={location}>
        <RouteView route={route} params={params} />
      </ErrorBoundary>
    );
  }

  return (
    <div className="min-h-full">
      <Sidebar location={location} />
      <div style={{ paddingLeft: SIDEBAR_WIDTH }} className="flex min-h-screen flex-col">
        {route.hideHeader ? null : <Header route={route} />}
        <main className="flex-1 px-8 py-6">
          <ErrorBoundary resetKey={location}>
            <RouteView route={route} params={params} />
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
    </div>
  );
}
