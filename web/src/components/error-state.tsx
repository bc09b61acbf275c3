import * as React from "react";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, WifiOffIcon } from "lucide-react";
import { ApiError, NetworkError } from "@/api/client";
import { Button } from "@/components/ui/button";
import { userMessage } from "@/lib/error-message";

const frame =
  "flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-16 text-center";

export function ErrorState({ error }: { error: unknown }) {
  if (error instanceof NetworkError) return <OfflineState />;
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className={frame}>
      <AlertTriangleIcon className="size-8 text-warning" aria-hidden />
      <p className="font-medium">
        {notFound
          ? "Cet élément n'existe pas ou a été supprimé."
          : "Impossible de charger les données."}
      </p>
      {!notFound ? <p className="text-sm text-muted-foreground">{userMessage(error)}</p> : null}
    </div>
  );
}

/**
 * What a screen shows instead of its data when the network let it down: never an empty list. "Réessayer" asks the
 * shown screen's reads again; they also run again by themselves when the browser is back online (query-client.ts).
 */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  const qc = useQueryClient();
  // Back online, the shown screen's reads run again from here too: a read that failed before TanStack saw the
  // browser go offline leaves its online manager "online" all along, so the "online" event alone resumes nothing.
  React.useEffect(() => {
    const back = () => {
      onlineManager.setOnline(true);
      void qc.refetchQueries({ type: "active" });
    };
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, [qc]);
  return (
    <div className={frame} role="alert">
      <WifiOffIcon className="size-8 text-warning" aria-hidden />
      <p className="font-medium">Connexion impossible : vérifiez votre réseau</p>
      <p className="text-sm text-muted-foreground">
        L'affichage reprendra dès le retour de la connexion.
      </p>
      <Button variant="outline" onClick={onRetry ?? (() => qc.refetchQueries({ type: "active" }))}>
        Réessayer
      </Button>
    </div>
  );
}
