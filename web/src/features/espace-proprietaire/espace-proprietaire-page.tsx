import type * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { ErrorState } from "@/components/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { type EspaceProprietaire, espaceProprietaireQuery } from "./espace-proprietaire-api";

// The body of each screen of the owner's space: its content once the page is read (one read for the four screens),
// a skeleton before, the French error otherwise. Phone first: one column, full width. The frame (espace-app.tsx)
// titles the screen: one h1, not two.
export function EspaceProprietairePage({
  children,
}: {
  children: (page: EspaceProprietaire) => React.ReactNode;
}) {
  const q = useQuery(espaceProprietaireQuery);
  return (
    <div className="flex w-full flex-col gap-4">
      {q.data ? (
        children(q.data)
      ) : q.error ? (
        <ErrorState error={q.error} />
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          <p className="sr-only">Chargement…</p>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
    </div>
  );
}

/** The empty state of a list: a sentence, never a blank screen. */
export const Vide = ({ children }: { children: React.ReactNode }) => (
  <p className="rounded-lg border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
    {children}
  </p>
);
