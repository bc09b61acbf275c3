import { AlertTriangleIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { userMessage } from "@/lib/error-message";

export function ErrorState({ error }: { error: unknown }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-16 text-center">
      <AlertTriangleIcon className="size-8 text-warning" />
      <p className="font-medium">
        {notFound
          ? "Cet élément n'existe pas ou a été supprimé."
          : "Impossible de charger les données."}
      </p>
      {!notFound ? <p className="text-sm text-muted-foreground">{userMessage(error)}</p> : null}
    </div>
  );
}
