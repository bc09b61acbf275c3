import type * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { Router } from "wouter";
import { useGuardedLocation } from "./guarded-location";
import { queryClient } from "./query-client";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import { PHONE_QUERY, useMediaQuery } from "@/lib/use-media-query";
import { ConfirmationHost } from "@/features/sessions/confirmation-host";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Every in-app navigation asks before unsaved edits are lost (lib/unsaved-changes.ts). */}
      <Router hook={useGuardedLocation}>
        {children}
        <UnsavedChangesDialog />
        {/* A money move refused until the session confirms (issue 59): the dialog, then the same request again. */}
        <ConfirmationHost />
      </Router>
      <Notifications />
    </QueryClientProvider>
  );
}

/**
 * Issue 42: notifications in a corner that covers no field. On a desktop the bottom-left one, over the sidebar's foot
 * (who is logged in: no field, no link), as wide as the sidebar, stacked open (expand). On a phone the whole width at
 * the top, over the sticky header (64 px: the menu button and the screen's title, no field), stacked closed so that a
 * second one stays in that band; at the bottom it hid the fields above a form's Annuler / Créer bar. 2 s, longer with
 * an "Annuler" (lib/notify.ts); an aria-live region labelled in French (sonner's default reads "Notifications
 * altKey+T").
 */
function Notifications() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Toaster
      position={phone ? "top-center" : "bottom-left"}
      expand={!phone}
      visibleToasts={4}
      duration={2000}
      richColors
      closeButton={false}
      style={{ "--width": "236px" } as React.CSSProperties}
      offset={{ bottom: "0.5rem", left: "0.75rem" }}
      toastOptions={{ style: { padding: "10px 12px" } }}
      mobileOffset={{ top: "0.5rem", left: "0.75rem", right: "0.75rem" }}
      customAriaLabel="Notifications (Alt+T)"
    />
  );
}
