import { MutationCache, QueryCache } from "@tanstack/react-query";
import { ApiError } from "@/api/client";
import { FreshQueryClient } from "./fresh-query-client";
import { reportUnexpected } from "./unexpected-errors";

// API errors are the screens' business (ErrorState, the form's messages); anything else is a bug the user is told
// about in French, wherever the query or mutation was used.
const onError = (error: unknown) => {
  if (!(error instanceof ApiError)) reportUnexpected(error);
};

export const queryClient = new FreshQueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    // The HTTP client already handles 401/403/network; retrying would only repeat those effects.
    // Back online, the reads run again by themselves: a paused one resumes, a stale one is fetched (offline-gate.tsx).
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    },
    // A save offline fails at once (the form keeps its values and offers to retry, ADR 042) instead of waiting paused.
    mutations: { retry: false, networkMode: "always" },
  },
});
