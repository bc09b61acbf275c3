import * as React from "react";
import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { SidebarPanel } from "./sidebar";

/**
 * Below 1024 px the sidebar is a sheet behind this button (the shadcn sidebar pattern). It closes once an entry
 * is followed, and whenever the location changes some other way (back arrow, a link in the page).
 */
export function MobileMenu({ location }: { location: string }) {
  const [open, setOpen] = React.useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sheet closes whenever the page changes
  React.useEffect(() => setOpen(false), [location]);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-ml-1 lg:hidden"
          aria-label="Ouvrir le menu"
        >
          <MenuIcon />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        className="w-(--sidebar-width) max-w-[85vw] gap-0 border-sidebar-border bg-sidebar text-sidebar-foreground sm:max-w-[85vw] [&>button:last-child]:top-6 [&>button:last-child]:text-sidebar-foreground"
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SidebarPanel location={location} onNavigate={() => setOpen(false)} className="h-full" />
      </SheetContent>
    </Sheet>
  );
}
