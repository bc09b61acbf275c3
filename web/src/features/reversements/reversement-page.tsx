import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, DownloadIcon, Trash2Icon } from "lucide-react";
import { useLocation } from "wouter";
import { ApiError } from "@/api/client";
import { useSession } from "@/api/session-store";
import { canDelete, canMoveMoney } from "@/api/types";
import type { RouteParams } from "@/app/route-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { saveBlob } from "@/lib/download";
import { countLabel, formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { ibanEnGroupes } from "@worker/domain/sepa/iban";
import {
  fichierSepa,
  refreshReversements,
  type Reversement,
  reversementQuery,
  statutBadge,
  supprimer,
  valider,
} from "./reversements-api";
import { EcartesValidation } from "@/components/ecartes-validation";
import { accord } from "@worker/domain/francais/pluriel";

// One payout batch (issue 38, part 3): its transfers, the owners left out and why; a draft is validated after a
// confirmation (each owner's account is debited; an owner whose available fell leaves the batch, issue 59) or
// deleted; a validated batch's SEPA file is downloaded, the same file every time.

type Ligne = Reversement["lignes"][number] & { id: number };
type Ecarte = Reversement["ecartes"][number] & { id: number };

const colonnesLignes = [
  col.text<Ligne>("nom", "Propriétaire"),
  col.text<Ligne>("iban", "IBAN", (l) => ibanEnGroupes(l.iban)),
  col.money<Ligne>("montant", "Montant"),
];
const colonnesEcartes = [
  col.text<Ecarte>("nom", "Propriétaire"),
  col.text<Ecarte>("motif", "Motif"),
];

const echec = (e: unknown, defaut: string) => {
  if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
    notify.danger(e instanceof ApiError ? e.message : defaut);
};

export function ReversementPage({ params }: { params: RouteParams }) {
  const id = Number(params.id);
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const lot = useQuery(reversementQuery(id));
  const role = useSession().user?.role;
  const mayDelete = canDelete(role);
  // Validating a batch and downloading its file: admin and comptable only (issue 59); others see who does it.
  const mayMove = canMoveMoney(role);
  const [confirmer, setConfirmer] = React.useState<"valider" | "supprimer" | null>(null);
  const [ecartesValidation, setEcartesValidation] = React.useState<Ecarte[] | null>(null);

  if (lot.isError) return <ErrorState error={lot.error} />;
  const r = lot.data;
  if (!r) return <Skeleton className="h-40 w-full" />;
  const brouillon = r.statut === "brouillon";
  const badge = statutBadge(r);

  async function telecharger() {
    try {
      saveBlob(await fichierSepa(id), `reversements-${r!.date}.xml`);
    } catch (e) {
      echec(e, "Le fichier n'a pas pu être généré.");
    }
  }
  async function confirmerAction() {
    try {
      if (confirmer === "valider") {
        const { ecartes } = await valider(id);
        setEcartesValidation(ecartes.map((e) => ({ ...e, id: e.ClientId })));
        notify.success(
          ecartes.length
            ? `Reversement n° ${id} validé, ${countLabel(ecartes.length, "propriétaire")} ${accord(ecartes.length, "écarté")}.`
            : `Reversement n° ${id} validé.`,
        );
      } else {
        await supprimer(id);
        notify.success(`Reversement n° ${id} supprimé.`);
        navigate("/reversements/", { replace: true });
      }
    } catch (e) {
      echec(e, "L'opération a échoué.");
    }
    await refreshReversements(qc);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <h2 className="text-lg font-semibold">
            Reversement n° {r.id} du {formatDate(r.date)}
          </h2>
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <p data-testid="total-reversement" className="tabular-nums">
            Total : {formatMoney(r.total)} ({countLabel(r.lignes.length, "virement")})
          </p>
          {r.valideAt ? (
            <p className="text-sm text-muted-foreground">
              Validé le {formatDate(r.valideAt.slice(0, 10))} par {r.validePar}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {brouillon ? (
            <p className="text-sm text-muted-foreground">
              Validez le lot pour obtenir son fichier SEPA.
            </p>
          ) : mayMove ? (
            <Button variant="outline" onClick={telecharger}>
              <DownloadIcon aria-hidden /> Télécharger le fichier SEPA
            </Button>
          ) : null}
          {brouillon && !mayMove ? (
            <p className="text-sm text-muted-foreground">
              Un administrateur ou un comptable valide le lot et télécharge son fichier SEPA.
            </p>
          ) : null}
          {brouillon && mayMove ? (
            <Button disabled={!r.lignes.length} onClick={() => setConfirmer("valider")}>
              <CheckIcon aria-hidden /> Valider
            </Button>
          ) : null}
          {brouillon && mayDelete ? (
            <Button variant="destructive" onClick={() => setConfirmer("supprimer")}>
              <Trash2Icon aria-hidden /> Supprimer
            </Button>
          ) : null}
        </div>
      </div>
      <EcartesValidation
        quoi="propriétaire"
        lignes={
          ecartesValidation?.map((e) => ({
            cle: String(e.ClientId),
            libelle: e.nom,
            motif: e.motif,
          })) ?? null
        }
      />
      <section className="flex flex-col gap-2" aria-label="Virements">
        <h3 className="font-medium">Virements</h3>
        <DataTable
          columns={colonnesLignes}
          data={r.lignes.map((l) => ({ ...l, id: l.ClientId }))}
          actions={{ edit: false, view: false, delete: false }}
          onOpen={(l) => navigate(`/client/${l.ClientId}`)}
          pageSize={100}
          exportName={`reversement-${r.id}`}
          emptyText="Aucun propriétaire à payer dans ce reversement."
        />
      </section>
      <section className="flex flex-col gap-2" aria-label="Propriétaires écartés">
        <h3 className="font-medium">Propriétaires écartés</h3>
        <DataTable
          columns={colonnesEcartes}
          data={r.ecartes.map((e) => ({ ...e, id: e.ClientId }))}
          actions={{ edit: false, view: false, delete: false }}
          onOpen={(e) => navigate(`/client/${e.ClientId}`)}
          pageSize={100}
          exportName={`reversement-${r.id}-ecartes`}
          emptyText="Aucun propriétaire écarté."
        />
      </section>
      <ConfirmDialog
        open={confirmer !== null}
        onOpenChange={(open) => !open && setConfirmer(null)}
        onConfirm={confirmerAction}
        {...(confirmer === "valider"
          ? {
              title: `Valider le reversement n° ${r.id} ?`,
              description: `${formatMoney(r.total)} en ${countLabel(r.lignes.length, "virement")} : chaque montant est débité du compte de son propriétaire. Un propriétaire dont le disponible a baissé depuis la préparation est écarté. Un reversement validé ne se supprime plus ; son fichier SEPA est alors émis, toujours le même.`,
              confirmLabel: "Valider",
              destructive: false,
            }
          : {
              title: `Supprimer le reversement n° ${r.id} ?`,
              description:
                "Le brouillon est supprimé ; ses propriétaires pourront figurer dans un autre reversement.",
            })}
      />
    </div>
  );
}
