import type * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { type EspaceLocataire, espaceLocataireQuery } from "./espace-locataire-api";

/**
 * One page of the tenant's space: its content once the space's data is read (one request shared by the three pages),
 * a skeleton while it loads, the error otherwise. The frame (espace-app.tsx) titles the page: one h1, not two.
 */
export function PageLocataire({
  children,
}: {
  children: (data: EspaceLocataire) => React.ReactNode;
}) {
  const q = useQuery(espaceLocataireQuery);
  return (
    <div className="flex w-full flex-col gap-4">
      {q.data ? (
        children(q.data)
      ) : q.error ? (
        <ErrorState error={q.error} />
      ) : (
        <div className="flex flex-col gap-3" role="status" aria-busy="true">
          <span className="sr-only">Chargement…</span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
    </div>
  );
}
