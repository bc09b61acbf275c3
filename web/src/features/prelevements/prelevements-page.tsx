import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useLocation } from "wouter";
import { ApiError } from "@/api/client";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { ListHeader } from "@/components/page-actions";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { notify } from "@/lib/notify";
import {
  preparer,
  type PrelevementResume,
  prelevementsQuery,
  refreshPrelevements,
  statutBadge,
} from "./prelevements-api";
import { RetoursCard } from "./retours-card";

// Prélèvements (issue 41): the direct debit batches, newest first; "Préparer un prélèvement" makes a draft for a
// debit date (by default the first the pre-notification delay of Paramètres > Agence allows) and opens it.

const columns = [
  col.text<PrelevementResume>("id", "N°", (r) => `n° ${r.id}`),
  col.date<PrelevementResume>("dateEcheance", "Date de prélèvement"),
  col.badge<PrelevementResume>("statut", "Statut", statutBadge),
  col.number<PrelevementResume>("lignes", "Prélèvements"),
  col.number<PrelevementResume>("rejets", "Rejets"),
  col.number<PrelevementResume>("ecartes", "Écartés"),
  col.money<PrelevementResume>("total", "Total"),
];

export function PrelevementsPage() {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const list = useQuery(prelevementsQuery);
  // The first date the settings' delay allows, as the server answers it; until then, none typed yet.
  const [saisie, setDate] = React.useState<string | null>(null);
  const date = saisie ?? list.data?.premiereDate ?? "";
  const [pending, setPending] = React.useState(false);

  async function preparerLot() {
    setPending(true);
    try {
      const { prelevement } = await preparer(date);
      await refreshPrelevements(qc);
      notify.success(`Prélèvement n° ${prelevement.id} préparé.`);
      navigate(`/prelevements/${prelevement.id}`);
    } catch (e) {
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(
          e instanceof ApiError
            ? (Object.values(e.fields ?? {})[0] ?? e.message)
            : "La préparation a échoué.",
        );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        description={`Les loyers prélevés par prélèvement SEPA : chaque terme impayé des dossiers ayant un mandat actif, au plus tôt après le délai de pré-notification${list.data ? ` (${list.data.delaiPrenotification} jours)` : ""}.`}
      >
        <div className="flex items-center gap-2">
          <Label htmlFor="prelevement-date">Date de prélèvement</Label>
          <DateInput id="prelevement-date" className="w-36" value={date} onChange={setDate} />
        </div>
        <Button disabled={pending || !/^\d{4}-\d{2}-\d{2}$/.test(date)} onClick={preparerLot}>
          <SendIcon aria-hidden /> Préparer un prélèvement
        </Button>
      </ListHeader>
      <RetoursCard />
      {list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <DataTable
          columns={columns}
          data={list.data?.data}
          isLoading={list.isLoading}
          actions={{ edit: false, view: false, delete: false }}
          onOpen={(r) => navigate(`/prelevements/${r.id}`)}
          exportName="prelevements"
          emptyText="Aucun prélèvement préparé."
        />
      )}
    </div>
  );
}
