import { useLocation, useSearchParams } from "wouter";
import { ArrowLeftIcon } from "lucide-react";
import { useSession } from "@/api/session-store";
import { Button } from "@/components/ui/button";
import { GlobalSearchButton } from "@/components/global-search";
import { confirmLeave } from "@/lib/unsaved-changes";
import { cn } from "@/lib/utils";
import { MobileMenu } from "./mobile-menu";
import type { AppRoute } from "./route-types";

/**
 * Route name; child routes get a back arrow to ?oncreate= or the previous page. Below 1024 px it also holds the
 * menu button, so it shows on every page there; routes with `hideHeader` (their own title) get the brand instead.
 */
export function Header({ route, location }: { route: AppRoute; location: string }) {
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const { user } = useSession();

  // The browser's own back is no wouter navigation: the arrow asks itself before unsaved edits are lost.
  const back = () => confirmLeave(goBack);
  function goBack() {
    const target = search.get("oncreate");
    if (target) navigate(target);
    else if (window.history.length > 1) window.history.back();
    else navigate("/");
  }

  return (
    <header
      className={cn(
        "sticky top-0 z-20 flex h-16 min-w-0 items-center gap-2 border-b bg-card/90 px-4 backdrop-blur sm:gap-3 lg:px-8",
        route.hideHeader && "lg:hidden",
      )}
    >
      {/* Logged out, the menu would only offer the login page the user is on. */}
      {user ? <MobileMenu location={location} /> : null}
      {route.child ? (
        <Button variant="ghost" size="icon-sm" onClick={back} aria-label="Retour">
          <ArrowLeftIcon />
        </Button>
      ) : null}
      {route.hideHeader ? (
        <p className="truncate text-base font-semibold tracking-tight">Patrimoine Locatif</p>
      ) : (
        <h1 className="truncate text-lg font-semibold tracking-tight">{route.name}</h1>
      )}
      <GlobalSearchButton className="ml-auto" />
    </header>
  );
}
