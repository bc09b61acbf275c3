import type * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { Router } from "wouter";
import { useGuardedLocation } from "./guarded-location";
import { queryClient } from "./query-client";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Every in-app navigation asks before unsaved edits are lost (lib/unsaved-changes.ts). */}
      <Router hook={useGuardedLocation}>
        {children}
        <UnsavedChangesDialog />
      </Router>
      {/* Issue 42: a corner that covers no field. On a desktop the bottom-left one, over the sidebar's foot (who is
          logged in: no field, no link), as wide as the sidebar; on phones the whole width at the bottom, lifted by
          --form-bar-space above a form's sticky Annuler / Créer bar. Stacked open (expand); 2 s, longer with an
          "Annuler" (lib/notify.ts); an aria-live region labelled in French (sonner's default reads
          "Notifications altKey+T"). */}
      <Toaster
        position="bottom-left"
        expand
        visibleToasts={4}
        duration={2000}
        richColors
        closeButton={false}
        style={{ "--width": "236px" } as React.CSSProperties}
        offset={{ bottom: "0.5rem", left: "0.75rem" }}
        toastOptions={{ style: { padding: "10px 12px" } }}
        mobileOffset={{ bottom: "var(--form-bar-space)" }}
        customAriaLabel="Notifications (Alt+T)"
      />
    </QueryClientProvider>
  );
}
