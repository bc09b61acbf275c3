import { useQuery } from "@tanstack/react-query";
import { tachesQuery } from "@/api/quitances";
import type { ExecutionTache } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { formatDateTime } from "@/lib/format";

const DECLENCHEUR: Record<string, string> = {
  cron: "Planifiée (Cloudflare)",
  node: "Serveur",
};

/** A run is over once all its queued batches have reported; else some are still running or waiting for a retry. */
function etat(r: ExecutionTache) {
  if (r.batchesDone < r.batches) return { label: "En cours", variant: "info" } as const;
  if (r.errors > 0 || r.failed > 0)
    return { label: "Avec erreurs", variant: "destructive" } as const;
  return { label: "Terminée", variant: "success" } as const;
}

const columns = [
  col.dateTime<ExecutionTache>("startedAt", "Lancée le"),
  col.text<ExecutionTache>(
    "declencheur",
    "Déclencheur",
    (r) => DECLENCHEUR[r.trigger] ?? r.trigger,
  ),
  col.badge<ExecutionTache>("etat", "État", etat),
  col.number<ExecutionTache>("dossiers", "Dossiers à traiter"),
  col.number<ExecutionTache>("generated", "Quittances créées"),
  col.number<ExecutionTache>("queued", "E-mails préparés"),
  col.number<ExecutionTache>("sent", "E-mails envoyés"),
  col.number<ExecutionTache>("failed", "E-mails en échec"),
  col.text<ExecutionTache>("lots", "Lots", (r) => `${r.batchesDone} / ${r.batches}`),
  col.text<ExecutionTache>("echecs", "Échecs", (r) =>
    r.failures.map((f) => `${formatDateTime(f.at)} ${f.what} : ${f.message}`).join(" ; "),
  ),
];

/**
 * Settings, Tâches: the daily job's last runs (receipts of the month, their e-mails, reminders, lease ends), what
 * each made and what failed, for the admins.
 */
export function TachesTab() {
  const runs = useQuery(tachesQuery);
  if (runs.isError) return <ErrorState error={runs.error} />;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        La tâche quotidienne crée les quittances du mois une fois le jour de quittancement venu, les
        envoie par e-mail, relance les impayés et clôt les baux échus. Voici ses dernières
        exécutions.
      </p>
      <DataTable
        columns={columns}
        data={runs.data?.data}
        isLoading={runs.isLoading}
        actions={{ edit: false, view: false, delete: false }}
        exportName="taches"
        emptyText="La tâche quotidienne ne s'est pas encore exécutée."
      />
    </div>
  );
}
