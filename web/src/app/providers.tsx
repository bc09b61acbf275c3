import * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";

const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already handles 401/403/network; retrying would only repeat those effects.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

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
