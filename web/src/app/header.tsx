import { useLocation, useSearchParams } from "wouter";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AppRoute } from "./route-types";

/** Route name; child routes get a back arrow to ?oncreate= or the previous page. */
export function Header({ route }: { route: AppRoute }) {
  const [, navigate] = useLocation();
  const [search] = useSearchParams();

  function back() {
    const target = search.get("oncreate");
    if (target) navigate(target);
    else if (window.history.length > 1) window.history.back();
    else navigate("/");
  }

  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b bg-card/90 px-8 backdrop-blur">
      {route.child ? (
        <Button variant="ghost" size="icon-sm" onClick={back} aria-label="Retour">
          <ArrowLeftIcon />
        </Button>
      ) : null}
      <h1 className="text-lg font-semibold tracking-tight">{route.name}</h1>
    </header>
  );
}
