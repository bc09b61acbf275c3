import * as React from "react";
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { api, ApiError } from "@/api/client";
import { keys, updateRecord } from "@/api/resources";
import { route } from "@/api/routes";
import type { Intendance } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { IconAction } from "@/components/data-table/row-actions";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { dashboardKey } from "@/features/dashboard/dashboard-query";
import { PRIX_HT_RENOUVELLEMENT, renouvellement } from "@worker/domain/intendance";
import { toEuros } from "@worker/domain/money";

type Row = Pick<
  Intendance,
  "id" | "nature" | "regle" | "renouvele" | "AppartementId" | "dateDepart" | "dateFin" | "tva"
>;

/** What an intendance's change may move: the intendance lists, the apartments (their tab, 'En gestion'), the dashboard. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: keys.all("Intendance") }),
      qc.invalidateQueries({ queryKey: keys.all("Appartement") }),
      qc.invalidateQueries({ queryKey: dashboardKey }),
    ]);
}

const failed = (err: unknown) =>
  err instanceof ApiError && err.status !== 401 && err.status !== 403 && notify.danger(err.message);

/** Sets `regle` on the row wherever it is shown: the Intendance list and an apartment's read (its Intendances). */
function withRegle(data: unknown, id: number, regle: boolean): unknown {
  const set = <T extends { id: number }>(rows: T[]) =>
    rows.map((r) => (r.id === id ? { ...r, regle } : r));
  if (Array.isArray(data)) return set(data as { id: number }[]);
  if (
    data &&
    typeof data === "object" &&
    Array.isArray((data as { Intendances?: unknown }).Intendances)
  ) {
    const read = data as { Intendances: { id: number }[] };
    return { ...read, Intendances: set(read.Intendances) };
  }
  return data;
}

/** The paid flag, toggled in place: shown at once, sent as a partial PUT, put back if the server refuses. */
function useToggleRegle() {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, regle }: { id: number; regle: boolean }) =>
      updateRecord("Intendance", id, { regle }),
    onMutate: async ({ id, regle }) => {
      const shown: { queryKey: QueryKey }[] = [
        { queryKey: keys.list("Intendance") },
        { queryKey: ["Appartement", "detail"] },
      ];
      await Promise.all(shown.map((f) => qc.cancelQueries(f)));
      const before: [QueryKey, unknown][] = shown.flatMap((f) => qc.getQueriesData(f));
      for (const [key, data] of before) qc.setQueryData(key, withRegle(data, id, regle));
      return before;
    },
    onError: (err, _vars, before) => {
      for (const [key, data] of before ?? []) qc.setQueryData(key, data);
      failed(err);
    },
    onSettled: refresh,
  });
}

/** "Réglée" as a switch in the row: one click records the payment (or undoes it). */
export function RegleSwitch({ row }: { row: Row }) {
  const toggle = useToggleRegle();
  return (
    <Switch
      checked={row.regle}
      aria-label={row.regle ? "Réglée : marquer non réglée" : "Non réglée : marquer réglée"}
      onCheckedChange={(regle) => toggle.mutate({ id: row.id, regle })}
    />
  );
}

/**
 * Renews a caretaking mission after confirmation (POST /Intendance/{id}/renouveler). Disabled once renewed; a
 * renewal made meanwhile elsewhere is refused by the server (409), whose message is shown.
 */
export function RenouvelerAction({ row }: { row: Row }) {
  const [open, setOpen] = React.useState(false);
  const refresh = useRefresh();
  if (row.nature !== "mission") return null;
  const label = row.renouvele ? "Déjà renouvelée" : "Renouveler";
  const next =
    row.dateDepart && row.dateFin
      ? renouvellement({
          AppartementId: row.AppartementId ?? null,
          dateDepart: row.dateDepart,
          dateFin: row.dateFin,
          tva: row.tva ?? null,
        })
      : null;

  async function renew() {
    try {
      await api(route("POST /Intendance/:id/renouveler", { id: row.id }));
      notify.info("L'intendance a bien été renouvelée.");
    } catch (err) {
      failed(err);
    } finally {
      await refresh();
    }
  }
  return (
    <>
      <IconAction label={label}>
        {/* A span keeps the tooltip on a disabled button (which receives no pointer events). */}
        <span tabIndex={row.renouvele ? 0 : undefined}>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={label}
            disabled={row.renouvele || !next}
            onClick={() => setOpen(true)}
          >
            <RefreshCwIcon />
          </Button>
        </span>
      </IconAction>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={renew}
        destructive={false}
        title="Renouveler l'intendance ?"
        description={
          next
            ? `Une nouvelle mission sera créée du ${formatDate(next.dateDepart)} au ${formatDate(next.dateFin)}, à ${formatMoney(toEuros(PRIX_HT_RENOUVELLEMENT))} HT, non réglée ; celle-ci sera marquée renouvelée.`
            : undefined
        }
        confirmLabel="Renouveler"
      />
    </>
  );
}
