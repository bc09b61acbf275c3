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
      {/* Issue 42: bottom right on desktop (the fields are on the left and centre), the whole width at the bottom on
          phones, stacked open (expand) rather than piled; 2 s, longer with an "Annuler" (lib/notify.ts). Lifted by
          --form-bar-space so a form's sticky Annuler / Créer bar stays visible; the region is aria-live, its label
          in French (sonner's default reads "Notifications altKey+T"). */}
      <Toaster
        position="bottom-right"
        expand
        visibleToasts={4}
        duration={2000}
        richColors
        closeButton={false}
        offset={{ bottom: "var(--form-bar-space)" }}
        mobileOffset={{ bottom: "var(--form-bar-space)" }}
        customAriaLabel="Notifications (Alt+T)"
      />
    </QueryClientProvider>
  );
}
