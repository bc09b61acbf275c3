import type * as React from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { queryClient } from "./query-client";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Spec: bottom centre, 2 s; lifted by --form-bar-space so a form's sticky Annuler / Créer bar stays
          visible; the region's label in French (sonner's default reads "Notifications altKey+T"). */}
      <Toaster
        position="bottom-center"
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
