import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Undo2Icon } from "lucide-react";
import { useSession } from "@/api/session-store";
import { canMoveMoney } from "@worker/domain/roles";
import { ApiError } from "@/api/client";
import { type ImportRecord, imports, importsQuery } from "@/api/imports";
import { ConfirmDialog } from "@/components/confirm-dialog";
import type { Column } from "@/components/data-table/column-meta";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/notify";
import { parFeuille, STATUT_FR } from "./import-format";
import { ConfirmerSoldes, statutAvecSoldes } from "./soldes-a-verifier";
import { PrevenirSoldes, etatDelaiSoldes, peutPrevenirSoldes } from "./soldes-delai";

/** 401 and 403 are told by the HTTP client itself; a 409 says why in French, shown as is. */
const told = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403);

/** A column of two lines (its CSV: both, "; " between): the table keeps room for the undo at 1440 px. */
function deuxLignes(
  id: string,
  header: string,
  haut: (r: ImportRecord) => string,
  bas: (r: ImportRecord) => string,
  sortBy: (r: ImportRecord) => string,
): Column<ImportRecord> {
  const text = (r: ImportRecord) => `${haut(r)} ; ${bas(r)}`;
  return {
    id,
    header,
    accessorFn: sortBy,
    cell: ({ row }) => (
      <span className="block min-w-36 whitespace-normal">
        {haut(row.original)}
        <br />
        <span className="text-muted-foreground">{bas(row.original)}</span>
      </span>
    ),
    meta: { text },
  };
}

const quand = deuxLignes(
  "createdAt",
  "Date et auteur",
  (r) => formatDateTime(r.createdAt),
  (r) => `par ${r.auteur}`,
  (r) => r.createdAt,
);
const fiches = deuxLignes(
  "fiches",
  "Fiches",
  (r) => `Créées : ${parFeuille(r.crees)}`,
  (r) => `Mises à jour : ${parFeuille(r.misAJour)}`,
  (r) => parFeuille(r.crees),
);

/** The past imports, newest first, each undone from its row while nothing else refers to what it created. */
export function ImportsPasses() {
  const qc = useQueryClient();
  const { data, isLoading, isError, error } = useQuery(importsQuery);
  const [annuler, setAnnuler] = React.useState<ImportRecord | null>(null);
  const user = useSession().user;
  // Issue 74 item 4: another admin or comptable than the importer confirms its balances (the server decides too).
  const peutConfirmer = (r: ImportRecord) =>
    r.statut === "termine" &&
    r.soldes === "a_verifier" &&
    canMoveMoney(user?.role) &&
    r.auteur.toLowerCase() !== user?.email.toLowerCase();
  const columns = React.useMemo(
    () => [
      quand,
      col.date<ImportRecord>("dateReprise", "Reprise au"),
      fiches,
      col.badge<ImportRecord>(
        "statut",
        "Statut",
        (r) => statutAvecSoldes(r) ?? STATUT_FR[r.statut],
      ),
    ],
    [],
  );

  async function annulerImport(im: ImportRecord) {
    try {
      await imports.annuler(im.id);
      notify.success(`L'import n° ${im.id} a été annulé.`);
    } catch (e) {
      if (!told(e)) notify.danger(e instanceof Error ? e.message : MESSAGES.genericError);
    } finally {
      // What the undo removed leaves every list.
      await qc.invalidateQueries();
    }
  }

  /** The undo of a finished import, or the server's reason why not. */
  const annulation = (r: ImportRecord) =>
    r.statut === "termine" &&
    (r.raisonNonAnnulable ? (
      // Issue 74, item 6: the server's reason, never a button it would refuse.
      <span className="max-w-80 text-xs text-muted-foreground">{r.raisonNonAnnulable}</span>
    ) : (
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          setAnnuler(r);
        }}
        aria-label={`Annuler l'import n° ${r.id}`}
      >
        <Undo2Icon aria-hidden /> Annuler l'import
      </Button>
    ));

  if (isError) return <ErrorState error={error} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Imports passés</CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          columns={columns}
          data={data}
          isLoading={isLoading}
          actions={{ view: false, edit: false, delete: false }}
          searchable={false}
          exportName="reprises"
          emptyText="Aucun import pour l'instant."
          rowActions={(r) => (
            <div className="flex flex-wrap items-center justify-end gap-2">
              {peutConfirmer(r) && <ConfirmerSoldes im={r} />}
              {peutPrevenirSoldes(r, user?.email) && <PrevenirSoldes im={r} />}
              {etatDelaiSoldes(r) && (
                <span className="max-w-80 text-xs text-muted-foreground">{etatDelaiSoldes(r)}</span>
              )}
              {annulation(r)}
            </div>
          )}
        />
      </CardContent>
      <ConfirmDialog
        open={annuler !== null}
        onOpenChange={(open) => !open && setAnnuler(null)}
        onConfirm={() => annuler && annulerImport(annuler)}
        title={`Annuler l'import n° ${annuler?.id ?? ""} ?`}
        description={`Les fiches qu'il a créées (${annuler ? parFeuille(annuler.crees) : ""}) et les soldes d'ouverture sont supprimés.${
          annuler && parFeuille(annuler.misAJour) !== "aucune"
            ? ` Celles qu'il a mises à jour (${parFeuille(annuler.misAJour)}) retrouvent leurs valeurs d'avant l'import.`
            : ""
        } Si l'avoir d'un locataire a payé un terme, les écritures portées aux propriétaires sont contre-passées ; ces propriétaires et leur lot sont archivés plutôt que supprimés.`}
        confirmLabel="Annuler l'import"
        cancelLabel="Garder l'import"
      />
    </Card>
  );
}
