import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import { ErrorState } from "@/components/error-state";
import { Segmented } from "@/components/segmented";
import { countLabel, formatDate } from "@/lib/format";
import { parisToday } from "@/lib/paris-date";
import { DemandeDetail } from "./demande-detail";
import { StatutBadge } from "./demande-fil";
import { STATUTS, type StatutDemande } from "./demande-types";

// Staff's « Demandes » (issue 62, item 5): what tenants and owners sent from their spaces, the newest first,
// filtered by state; a request opens in a dialog to answer it and move it on.

type Filtre = StatutDemande | "toutes";

const demandesQuery = (statut: Filtre) => ({
  queryKey: ["demandes", statut],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<Answer<"GET /demandes">>(
      withQuery(route("GET /demandes"), { statut: statut === "toutes" ? null : statut }),
      { signal },
    ),
});

export function DemandesPage() {
  const [filtre, setFiltre] = React.useState<Filtre>("toutes");
  const [ouverte, setOuverte] = React.useState<number | null>(null);
  const { data, isError, error, isLoading } = useQuery(demandesQuery(filtre));
  if (isError) return <ErrorState error={error} />;
  const demandes = data?.data ?? [];
  const choisie = demandes.find((d) => d.id === ouverte) ?? null;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Demandes</h1>
        <p className="text-sm text-muted-foreground">
          Les demandes des locataires et les messages des propriétaires, envoyés depuis leur espace.
        </p>
      </div>
      <Segmented
        label="État"
        value={filtre}
        onChange={setFiltre}
        options={[{ value: "toutes" as Filtre, label: "Toutes" }, ...STATUTS]}
      />
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Chargement…</p>
      ) : demandes.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          Aucune demande{filtre === "toutes" ? "" : " dans cet état"}.
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border bg-card">
          {demandes.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                onClick={() => setOuverte(d.id)}
                className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{d.objet}</span>
                  <span className="truncate text-sm text-muted-foreground">
                    {d.espace === "locataire" ? "Locataire" : "Propriétaire"} : {d.auteur || "—"}
                    {d.logement ? ` · ${d.logement}` : ""}
                  </span>
                </span>
                <span className="flex items-center gap-3 text-sm text-muted-foreground">
                  {d.photos.length > 0 && <span>{countLabel(d.photos.length, "photo")}</span>}
                  {d.reponses.length > 0 && <span>{countLabel(d.reponses.length, "réponse")}</span>}
                  <span>{formatDate(parisToday(new Date(d.createdAt)))}</span>
                  <StatutBadge statut={d.statut} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <DemandeDetail demande={choisie} onClose={() => setOuverte(null)} />
    </div>
  );
}
