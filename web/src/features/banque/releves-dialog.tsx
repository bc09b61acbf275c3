import * as React from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import type { Answer, RowOf } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import { useSession } from "@/api/session-store";
import { canDelete } from "@/api/types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTable } from "@/components/data-table/data-table";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { countLabel, formatDate, formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import { tellError } from "@/features/quitances/quitance-actions";
import { refreshBanque, type CompteBancaire } from "./banque-api";
import { banqueKeys } from "./banque-keys";

/** A statement as GET /banque/releves lists it. */
type Releve = RowOf<"GET /banque/releves">;

const relevesQuery = (compteId: number) =>
  queryOptions({
    queryKey: [...banqueKeys.all, "releves", compteId],
    queryFn: ({ signal }) =>
      api<Answer<"GET /banque/releves">>(
        withQuery(route("GET /banque/releves"), { compteId: String(compteId) }),
        {
          signal,
        },
      ).then((b) => b.data),
  });

const periode = (r: Releve) =>
  r.du && r.au ? `du ${formatDate(r.du)} au ${formatDate(r.au)}` : "sans mouvement";

const withCard = (c: Column<Releve>, card: "title"): Column<Releve> => ({
  ...c,
  meta: { ...c.meta, card },
});

const columns: Column<Releve>[] = [
  withCard(col.text<Releve>("periode", "Période", periode), "title"),
  col.text<Releve>("nomFichier", "Fichier", (r) => r.nomFichier ?? r.format.toUpperCase()),
  col.number<Releve>("lignes", "Lignes ajoutées"),
  col.text<Releve>("import", "Importé", (r) => `le ${formatDateTime(r.createdAt)} par ${r.auteur}`),
];
// An admin's explanation of an opening balance that is not the previous closing one (ADR 067): a column only when
// a statement has one (empty, it pushed the delete button past the dialog's edge at 1440 px).
const ecart = col.text<Releve>(
  "ruptureExpliquee",
  "Écart de solde expliqué",
  (r) => r.ruptureExpliquee ?? "",
);
const columnsFor = (releves: readonly Releve[] | undefined) =>
  releves?.some((r) => r.ruptureExpliquee) ? [...columns, ecart] : columns;

/**
 * An account's imported statements; one imported by mistake (the wrong account, a CSV read with the wrong columns)
 * is deleted with its lines by those who may delete, so that the right file can come again.
 */
export function RelevesDialog({
  compte,
  onClose,
}: {
  compte: CompteBancaire | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const mayDelete = canDelete(useSession().user?.role ?? null);
  const releves = useQuery({ ...relevesQuery(compte?.id ?? 0), enabled: !!compte });
  const [supprimant, setSupprimant] = React.useState<Releve | null>(null);
  const colonnes = React.useMemo(() => columnsFor(releves.data), [releves.data]);

  async function supprimer() {
    const r = supprimant!;
    try {
      await api(route("DELETE /banque/releves/:id", { id: r.id }));
      notify.info(`Relevé supprimé (${countLabel(r.lignes, "ligne", "lignes")}).`);
    } catch (e) {
      tellError(e);
    } finally {
      setSupprimant(null);
      await refreshBanque(qc);
    }
  }

  return (
    <Dialog open={!!compte} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl xl:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Relevés importés</DialogTitle>
          <DialogDescription>
            {compte?.libelle} : un relevé importé par erreur se supprime avec ses lignes, tant
            qu'aucune n'est rapprochée.
          </DialogDescription>
        </DialogHeader>
        {releves.isError ? (
          <ErrorState error={releves.error} />
        ) : (
          <DataTable
            columns={colonnes}
            data={releves.data}
            isLoading={releves.isLoading}
            actions={{ edit: false, view: false, delete: false }}
            pageSize={5}
            searchable={false}
            exportName={`releves-compte-${compte?.id ?? ""}`}
            emptyText="Aucun relevé."
            rowActions={
              mayDelete
                ? (r) => (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Supprimer le relevé ${periode(r)}`}
                      // A statement with matched lines is refused by the server: said here, before a confirmation.
                      disabled={r.rapprochees > 0}
                      title={
                        r.rapprochees > 0
                          ? `${countLabel(r.rapprochees, "ligne rapprochée", "lignes rapprochées")} : annulez d'abord leurs rapprochements.`
                          : undefined
                      }
                      onClick={() => setSupprimant(r)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  )
                : undefined
            }
          />
        )}
        <ConfirmDialog
          open={!!supprimant}
          onOpenChange={(open) => !open && setSupprimant(null)}
          onConfirm={supprimer}
          title="Supprimer ce relevé ?"
          confirmLabel="Supprimer le relevé"
          description={
            supprimant
              ? `Le relevé ${periode(supprimant)} et ses ${countLabel(supprimant.lignes, "ligne", "lignes")} seront supprimés. Cette action est irréversible.`
              : undefined
          }
        />
      </DialogContent>
    </Dialog>
  );
}
