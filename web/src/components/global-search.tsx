import * as React from "react";
import { SearchIcon } from "lucide-react";
import { useSession } from "@/api/session-store";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// The global search (Ctrl+K): clients, apartments, tenants and dossiers by name, address or reference. The
// shortcut and the dialog are mounted once by the shell, the button sits in the header: they share the open state.
// The dialog's code (cmdk, results) is fetched and mounted (closed) once the browser is idle after login, so that
// the first Ctrl+K opens at once instead of waiting on a download (~800 ms before).

let isOpen = false;
const listeners = new Set<() => void>();
const searchOpen = {
  get: () => isOpen,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  set(next: boolean) {
    isOpen = next;
    for (const l of listeners) l();
  },
};

const loadDialog = () => import("./global-search-dialog");
const GlobalSearchDialog = React.lazy(loadDialog);

const isShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "k";

/** Ctrl+K (⌘K on a Mac) anywhere once logged in; renders the dialog once it has been asked for. */
export function GlobalSearch() {
  const { user, status } = useSession();
  const open = React.useSyncExternalStore(searchOpen.subscribe, searchOpen.get, searchOpen.get);
  const active = !!user && !user.mustSetPassword;
  // A page just loaded restores its session for a moment (status "loading") while its screen is already drawn: a
  // Ctrl+K then is kept (not the browser's) and the dialog opens once the user is known; closed again if no one is.
  const listening = active || status === "loading";
  const [used, setUsed] = React.useState(false);
  if (open && !used) setUsed(true);

  React.useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const ready = () =>
      void loadDialog().then(
        () => !cancelled && setUsed(true),
        () => undefined, // offline: the first opening downloads it
      );
    const idle =
      "requestIdleCallback" in window ? requestIdleCallback(ready, { timeout: 3000 }) : 0;
    const timer = idle ? 0 : window.setTimeout(ready, 1000);
    return () => {
      cancelled = true;
      if (idle) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [active]);

  React.useEffect(() => {
    if (!listening) return searchOpen.set(false);
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault(); // the browser's own Ctrl+K (address bar search)
      searchOpen.set(!searchOpen.get());
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [listening]);

  if (!active || !used) return null;
  return (
    <React.Suspense fallback={null}>
      <GlobalSearchDialog open={open} onOpenChange={searchOpen.set} />
    </React.Suspense>
  );
}

/** The header's way in, for the mouse and for phones (no keyboard shortcut there). */
export function GlobalSearchButton({ className }: { className?: string }) {
  const { user } = useSession();
  if (!user || user.mustSetPassword) return null;
  return (
    <Button
      type="button"
      variant="outline"
      aria-keyshortcuts="Control+K Meta+K"
      title="Rechercher (Ctrl+K)"
      onPointerEnter={() => void loadDialog()}
      onClick={() => searchOpen.set(true)}
      className={cn(
        "gap-2 px-2.5 font-normal text-muted-foreground sm:w-56 sm:justify-start sm:px-3",
        className,
      )}
    >
      <SearchIcon aria-hidden />
      {/* The visible words are the button's name (WCAG 2.5.3); on a phone, where only the icon shows, too. */}
      <span className="sr-only sm:not-sr-only">Rechercher…</span>
      <kbd
        aria-hidden
        className="ml-auto hidden rounded border bg-muted px-1.5 font-mono text-[11px] leading-5 text-muted-foreground sm:inline"
      >
        Ctrl K
      </kbd>
    </Button>
  );
}
