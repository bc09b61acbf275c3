import * as React from "react";
import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOutIcon, MonitorXIcon } from "lucide-react";
import { ApiError } from "@/api/client";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { Column } from "@/components/data-table/column-meta";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";

// The table of « Mes sessions » (issue 59, item 7; issue 75, item 6), for staff and for the spaces alike: each open
// session (device, place by the address's range, last use), « Cette session » marked, « Déconnecter » any of them and
// « Déconnecter les autres appareils », each behind a confirmation. The caller gives its three calls.

export interface SessionAffichee {
  id: string;
  appareil: string;
  lieu: string;
  createdAt: string;
  derniereUtilisation: string;
  courante: boolean;
}

export interface AppelsSessions {
  queryKey: QueryKey;
  lister: () => Promise<{ data: SessionAffichee[] }>;
  deconnecter: (id: string) => Promise<{ message: string }>;
  deconnecterAutres: () => Promise<{ message: string }>;
  /** After the request's own session was ended. */
  apresCourante: () => void;
}

const columns: Column<SessionAffichee>[] = [
  col.text<SessionAffichee>("appareil", "Appareil"),
  col.badge<SessionAffichee>("courante", "Session", (s) =>
    s.courante
      ? { label: "Cette session", variant: "success" }
      : { label: "Autre appareil", variant: "secondary" },
  ),
  col.text<SessionAffichee>("lieu", "Lieu"),
  col.dateTime<SessionAffichee>("derniereUtilisation", "Dernière utilisation"),
  col.dateTime<SessionAffichee>("createdAt", "Connexion"),
];

export function SessionsTable({ appels }: { appels: AppelsSessions }) {
  const qc = useQueryClient();
  const { data, isLoading, isError, error } = useQuery({
    queryKey: appels.queryKey,
    queryFn: appels.lister,
  });
  const [ending, setEnding] = React.useState<SessionAffichee | null>(null);
  const [autres, setAutres] = React.useState(false);
  const nbAutres = (data?.data ?? []).filter((s) => !s.courante).length;

  async function apres<T extends { message: string }>(work: Promise<T>) {
    try {
      notify.success((await work).message);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    }
  }

  async function deconnecter() {
    const session = ending;
    if (!session) return;
    await apres(appels.deconnecter(session.id));
    if (session.courante) appels.apresCourante();
    else await qc.invalidateQueries({ queryKey: appels.queryKey });
  }

  async function deconnecterAutres() {
    await apres(appels.deconnecterAutres());
    await qc.invalidateQueries({ queryKey: appels.queryKey });
  }

  if (isError) return <ErrorState error={error} />;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="max-w-3xl flex-1 text-sm text-muted-foreground">
          Les appareils où votre compte est connecté. Si vous n'en reconnaissez pas un,
          déconnectez-le et changez votre mot de passe.
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={nbAutres === 0}
          onClick={() => setAutres(true)}
        >
          <MonitorXIcon aria-hidden /> Déconnecter les autres appareils
        </Button>
      </div>
      <DataTable
        columns={columns}
        data={data?.data}
        isLoading={isLoading}
        exportName="sessions"
        searchable={false}
        emptyText="Aucune session ouverte."
        rowActions={(s) => (
          <Button variant="outline" size="sm" onClick={() => setEnding(s)}>
            <LogOutIcon aria-hidden /> Déconnecter
          </Button>
        )}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        onConfirm={deconnecter}
        title="Déconnecter cette session ?"
        description={
          ending?.courante
            ? "C'est la session que vous utilisez : vous devrez vous reconnecter."
            : `La session « ${ending?.appareil ?? ""} » (${ending?.lieu ?? ""}) sera fermée : sa prochaine action demandera de se reconnecter.`
        }
        confirmLabel="Déconnecter"
      />
      <ConfirmDialog
        open={autres}
        onOpenChange={setAutres}
        onConfirm={deconnecterAutres}
        title="Déconnecter les autres appareils ?"
        description={`${nbAutres === 1 ? "L'autre session ouverte sera fermée" : `Les ${nbAutres} autres sessions ouvertes seront fermées`} ; celle-ci reste ouverte.`}
        confirmLabel="Déconnecter les autres"
      />
    </>
  );
}
