import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { SidebarPanel } from "./sidebar";

/** The phone's menu itself: the sidebar in a sheet (loaded at the first press of the menu button: mobile-menu.tsx). */
export function MenuSheet({
  open,
  onOpenChange,
  location,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  location: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        className="w-(--sidebar-width) max-w-[85vw] gap-0 border-sidebar-border bg-sidebar text-sidebar-foreground sm:max-w-[85vw] [&>button:last-child]:top-6 [&>button:last-child]:text-sidebar-foreground"
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SidebarPanel
          location={location}
          onNavigate={() => onOpenChange(false)}
          className="h-full"
        />
      </SheetContent>
    </Sheet>
  );
}
