import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { LogOutIcon } from "lucide-react";
import { account, sessionsQuery } from "@/api/account";
import { ApiError } from "@/api/client";
import type { RowOf } from "@/api/answers";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { Column } from "@/components/data-table/column-meta";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notify";

// "Mes sessions" (issue 59, item 7): where the user is signed in (device, address, last use), "Cette session"
// marked, and "Déconnecter" for any of them: its next request is refused. Reached from the user's menu
// (/sessions) and from Paramètres.

type Row = RowOf<"GET /user/sessions">;

const columns: Column<Row>[] = [
  col.text<Row>("appareil", "Appareil"),
  col.badge<Row>("courante", "Session", (s) =>
    s.courante
      ? { label: "Cette session", variant: "success" }
      : { label: "Autre appareil", variant: "secondary" },
  ),
  col.text<Row>("adresse", "Adresse"),
  col.dateTime<Row>("derniereUtilisation", "Dernière utilisation"),
  col.dateTime<Row>("createdAt", "Connexion"),
];

export function SessionsList() {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const { data, isLoading, isError, error } = useQuery(sessionsQuery);
  const [ending, setEnding] = React.useState<Row | null>(null);

  async function deconnecter() {
    const session = ending;
    if (!session) return;
    try {
      const { message } = await account.deconnecterSession(session.id);
      notify.success(message);
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 403)
        notify.danger(err.message);
      throw err;
    } finally {
      // Its own session: the next request goes to the login page; another: the list without it.
      if (!session.courante) await qc.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    }
    // Its own session is over on the server: signed out here too.
    if (session.courante) navigate("/logout");
  }

  if (isError) return <ErrorState error={error} />;
  return (
    <>
      <p className="max-w-3xl text-sm text-muted-foreground">
        Les appareils où votre compte est connecté. Si vous n'en reconnaissez pas un, déconnectez-le
        et changez votre mot de passe.
      </p>
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
            : `La session « ${ending?.appareil ?? ""} » (${ending?.adresse ?? ""}) sera fermée : sa prochaine action demandera de se reconnecter.`
        }
        confirmLabel="Déconnecter"
      />
    </>
  );
}

/** /sessions: the list on a page of its own (the user's menu). */
export function SessionsPage() {
  return (
    <div className="flex flex-col gap-4">
      <SessionsList />
    </div>
  );
}
