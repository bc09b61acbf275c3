import { Link } from "wouter";
import { Building2Icon } from "lucide-react";
import { useSession } from "@/api/session-store";
import { ROLE_LABELS } from "@/lib/roles";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { routes } from "./routes";
import { canAccess, type AppRoute } from "./route-types";
import { activeHref } from "./use-current-route";

function visible(route: AppRoute, role: ReturnType<typeof useSession>["user"]): boolean {
  if (!route.menu) return false;
  const r = role?.role ?? null;
  // A null-role entry (guest) shows only when logged out; any other entry only when logged in.
  if (route.access === "guest") return r === null;
  return r !== null && canAccess(route.access, r);
}

interface SidebarPanelProps {
  location: string;
  /** Called when an entry is followed (the sheet closes then). */
  onNavigate?: () => void;
  className?: string;
}

/** The sidebar itself: brand, menu entries of the role, who is logged in. Shown permanently or in the sheet. */
export function SidebarPanel({ location, onNavigate, className }: SidebarPanelProps) {
  const { user } = useSession();
  const entries = routes.filter((r) => visible(r, user));
  const href = (r: AppRoute) => r.menu?.href ?? r.path;
  const active = activeHref(location, entries.map(href));
  const groups = [
    entries.filter((r) => r.menu?.group !== "account"),
    entries.filter((r) => r.menu?.group === "account"),
  ];

  return (
    <aside
      className={cn("flex flex-col bg-sidebar text-sidebar-foreground", className)}
      aria-label="Navigation principale"
    >
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-sidebar-border px-5">
        <div className="flex size-9 items-center justify-center rounded-lg bg-sidebar-accent text-sidebar-accent-foreground">
          <Building2Icon className="size-5" />
        </div>
        <div className="leading-tight">
          <p className="text-[15px] font-semibold text-sidebar-accent-foreground">
            Patrimoine Locatif
          </p>
          <p className="text-xs text-sidebar-muted">Gestion locative</p>
        </div>
      </div>
      <nav className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-4">
        {groups.map((list, i) =>
          list.length ? (
            <ul
              // biome-ignore lint/suspicious/noArrayIndexKey: the menu's groups are fixed and never reordered
              key={i}
              className={cn(
                "flex flex-col gap-0.5",
                i === 1 && "mt-auto border-t border-sidebar-border pt-4",
              )}
            >
              {list.map((route) => {
                const Icon = route.menu!.icon;
                const isActive = href(route) === active;
                return (
                  <li key={route.path}>
                    <Link
                      href={href(route)}
                      onClick={onNavigate}
                      aria-current={isActive ? "page" : undefined}
                      className={cn(
                        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                        isActive
                          ? "bg-sidebar-accent text-sidebar-accent-foreground shadow-[inset_3px_0_0_0_oklch(0.75_0.12_250)]"
                          : "text-sidebar-foreground/85 hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground",
                      )}
                    >
                      <Icon className="size-4 shrink-0" />
                      {route.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null,
        )}
      </nav>
      {user ? (
        <div className="border-t border-sidebar-border px-5 py-3 text-xs text-sidebar-muted">
          <p className="truncate text-sidebar-foreground" title={user.email}>
            {user.email}
          </p>
          <p>{ROLE_LABELS[user.role]}</p>
        </div>
      ) : null}
    </aside>
  );
}

/** Tailwind's `lg`: from there the sidebar is permanent. */
const WIDE_QUERY = "(min-width: 1024px)";

/**
 * The permanent sidebar (spec 2: 260 px, --sidebar-width of index.css), from 1024 px (lg) up; below, the
 * header's menu button opens the same panel as a sheet.
 */
export function Sidebar({ location }: { location: string }) {
  // Not mounted where it is not shown (below 1024 px): a phone's first screen renders no hidden menu (ADR 102).
  const shown = useMediaQuery(WIDE_QUERY);
  if (!shown) return null;
  return (
    <SidebarPanel
      location={location}
      className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) lg:flex"
    />
  );
}
