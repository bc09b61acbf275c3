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
import { parisToday } from "@/lib/paris-date";
import {
  preparer,
  refreshReversements,
  type ReversementResume,
  reversementsQuery,
  statutBadge,
} from "./reversements-api";
import { RienAReverser } from "./rien-a-reverser";

// Reversements (issue 38, part 3): the payout batches, newest first; "Préparer un reversement" makes a draft for a
// date (today by default) and opens it; with nobody payable, nothing is created and the reasons are listed.

const columns = [
  col.text<ReversementResume>("id", "N°", (r) => `n° ${r.id}`),
  col.date<ReversementResume>("date", "Date"),
  col.badge<ReversementResume>("statut", "Statut", statutBadge),
  col.number<ReversementResume>("lignes", "Virements"),
  col.number<ReversementResume>("ecartes", "Écartés"),
  col.money<ReversementResume>("total", "Total"),
];

export function ReversementsPage() {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const list = useQuery(reversementsQuery);
  const [date, setDate] = React.useState(parisToday);
  const [pending, setPending] = React.useState(false);
  const [rien, setRien] = React.useState<string | null>(null);

  async function preparerLot() {
    setPending(true);
    setRien(null);
    try {
      const { reversement } = await preparer(date);
      await refreshReversements(qc);
      notify.success(`Reversement n° ${reversement.id} préparé.`);
      navigate(`/reversements/${reversement.id}`);
    } catch (e) {
      if (e instanceof ApiError && e.code === "rien_a_reverser") setRien(e.message);
      else if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof ApiError ? e.message : "La préparation a échoué.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ListHeader description="Les reversements aux propriétaires : ce que l'agence leur doit, moins leur réserve, par virement SEPA depuis le compte séquestre.">
        <div className="flex items-center gap-2">
          <Label htmlFor="reversement-date">Date</Label>
          <DateInput id="reversement-date" className="w-36" value={date} onChange={setDate} />
        </div>
        <Button disabled={pending || !/^\d{4}-\d{2}-\d{2}$/.test(date)} onClick={preparerLot}>
          <SendIcon aria-hidden /> Préparer un reversement
        </Button>
      </ListHeader>
      {rien && <RienAReverser message={rien} onClose={() => setRien(null)} />}
      {list.isError ? (
        <ErrorState error={list.error} />
      ) : (
        <DataTable
          columns={columns}
          data={list.data}
          isLoading={list.isLoading}
          actions={{ edit: false, view: false, delete: false }}
          onOpen={(r) => navigate(`/reversements/${r.id}`)}
          exportName="reversements"
          emptyText="Aucun reversement préparé."
        />
      )}
    </div>
  );
}
