import * as React from "react";
import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyScreen } from "./lazy-screen";

// The sheet and its dialog code are a chunk of their own, fetched at the first press (or with the other screens
// once someone is signed in, lazy-screen.ts): /login's first load, which has a budget, never carries them.
const MenuSheet = lazyScreen(() => import("./mobile-menu-sheet").then((m) => m.MenuSheet));

/**
 * Below 1024 px the sidebar is a sheet behind this button (the shadcn sidebar pattern). It closes once an entry
 * is followed, and whenever the location changes some other way (back arrow, a link in the page).
 */
export function MobileMenu({ location }: { location: string }) {
  const [open, setOpen] = React.useState(false);
  const [asked, setAsked] = React.useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet closes whenever the page changes
  React.useEffect(() => setOpen(false), [location]);
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        className="-ml-1 lg:hidden"
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </Button>
      {asked && (
        <React.Suspense fallback={null}>
          <MenuSheet open={open} onOpenChange={setOpen} location={location} />
        </React.Suspense>
      )}
    </>
  );
}
