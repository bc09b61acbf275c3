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
import { ibanCourt } from "@worker/domain/sepa/iban";
import {
  fichierSepa,
  type Prelevement,
  prelevementQuery,
  refreshPrelevements,
  rejeter,
  statutBadge,
  supprimer,
  valider,
} from "./prelevements-api";
import { msgRejetEnregistre, RejetDialog } from "./rejet-dialog";
import { EcartesValidation } from "@/components/ecartes-validation";
import { accord } from "@worker/domain/francais/pluriel";

// One direct debit batch (issue 41): its debits (term, RUM, FRST/RCUR), the terms left out and why; a draft is
// validated (a term paid or a mandate revoked since leaves the batch, issue 59) or deleted; a validated batch's
// pain.008 file is downloaded, the same file every time; a line of a validated batch is rejected.

type Ligne = Prelevement["lignes"][number];
type Ecarte = Prelevement["ecartes"][number] & { id: number };

const colonnesLignes = [
  col.text<Ligne>("titulaire", "Titulaire"),
  col.text<Ligne>("libelle", "Terme"),
  col.text<Ligne>("iban", "IBAN", (l) => ibanCourt(l.iban)),
  col.text<Ligne>("rum", "RUM"),
  col.text<Ligne>("sequence", "Séquence"),
  col.money<Ligne>("montant", "Montant"),
  col.text<Ligne>("motifRejet", "Rejet", (l) => l.motifRejet ?? ""),
];
const colonnesEcartes = [
  col.text<Ecarte>("DossierId", "Dossier", (e) => `n° ${e.DossierId}`),
  col.text<Ecarte>("QuitanceId", "Terme", (e) => (e.QuitanceId ? `n° ${e.QuitanceId}` : "")),
  col.text<Ecarte>("motif", "Motif"),
];
const libelleEcarte = (e: Prelevement["ecartes"][number]) =>
  `Dossier n° ${e.DossierId}${e.QuitanceId ? `, terme n° ${e.QuitanceId}` : ""}`;

const echec = (e: unknown, defaut: string) => {
  if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
    notify.danger(e instanceof ApiError ? e.message : defaut);
};

export function PrelevementPage({ params }: { params: RouteParams }) {
  const id = Number(params.id);
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const lot = useQuery(prelevementQuery(id));
  const role = useSession().user?.role;
  const mayDelete = canDelete(role);
  // Validating a batch and downloading its file: admin and comptable only (issue 59); others see who does it.
  const mayMove = canMoveMoney(role);
  const [confirmer, setConfirmer] = React.useState<"valider" | "supprimer" | null>(null);
  const [rejet, setRejet] = React.useState<Ligne | null>(null);
  const [ecartesValidation, setEcartesValidation] = React.useState<Prelevement["ecartes"] | null>(
    null,
  );

  if (lot.isError) return <ErrorState error={lot.error} />;
  const r = lot.data;
  if (!r) return <Skeleton className="h-40 w-full" />;
  const brouillon = r.statut === "brouillon";
  const badge = statutBadge(r);

  async function telecharger() {
    try {
      saveBlob(await fichierSepa(id), `prelevements-${r!.dateEcheance}.xml`);
    } catch (e) {
      echec(e, "Le fichier n'a pas pu être généré.");
    }
  }
  async function confirmerAction() {
    try {
      if (confirmer === "valider") {
        const { ecartes } = await valider(id);
        setEcartesValidation(ecartes);
        notify.success(
          ecartes.length
            ? `Prélèvement n° ${id} validé, ${countLabel(ecartes.length, "terme")} ${accord(ecartes.length, "écarté")}.`
            : `Prélèvement n° ${id} validé.`,
        );
      } else {
        await supprimer(id);
        notify.success(`Prélèvement n° ${id} supprimé.`);
        navigate("/prelevements/", { replace: true });
      }
    } catch (e) {
      echec(e, "L'opération a échoué.");
    }
    await refreshPrelevements(qc);
  }
  async function enregistrerRejet(motif: string) {
    try {
      notify.success(msgRejetEnregistre(await rejeter(id, rejet!.id, motif)));
      setRejet(null);
    } catch (e) {
      echec(e, "Le rejet n'a pas pu être enregistré.");
    }
    await refreshPrelevements(qc);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card px-4 py-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <h2 className="text-lg font-semibold">
            Prélèvement n° {r.id} du {formatDate(r.dateEcheance)}
          </h2>
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <p data-testid="total-prelevement" className="tabular-nums">
            Total : {formatMoney(r.total)} ({countLabel(r.lignes.length, "prélèvement")})
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
        quoi="terme"
        lignes={
          ecartesValidation?.map((e, i) => ({
            cle: `${e.DossierId}-${e.QuitanceId ?? i}`,
            libelle: libelleEcarte(e),
            motif: e.motif,
          })) ?? null
        }
      />
      <section className="flex flex-col gap-2" aria-label="Prélèvements">
        <h3 className="font-medium">Prélèvements</h3>
        {!brouillon ? (
          <p className="text-sm text-muted-foreground">
            Ouvrez une ligne pour enregistrer le rejet de la banque.
          </p>
        ) : null}
        <DataTable
          columns={colonnesLignes}
          data={r.lignes}
          actions={{ edit: false, view: false, delete: false }}
          onOpen={(l) =>
            !brouillon && !l.rejet
              ? setRejet(l)
              : navigate(`/dossiers/${l.DossierId}?tab=prelevement`)
          }
          pageSize={100}
          exportName={`prelevement-${r.id}`}
          emptyText="Aucun terme à prélever dans ce lot."
        />
      </section>
      <section className="flex flex-col gap-2" aria-label="Termes écartés">
        <h3 className="font-medium">Termes écartés</h3>
        <DataTable
          columns={colonnesEcartes}
          data={r.ecartes.map((e, i) => ({ ...e, id: i + 1 }))}
          actions={{ edit: false, view: false, delete: false }}
          onOpen={(e) => navigate(`/dossiers/${e.DossierId}?tab=prelevement`)}
          pageSize={100}
          exportName={`prelevement-${r.id}-ecartes`}
          emptyText="Aucun terme écarté."
        />
      </section>
      <RejetDialog ligne={rejet} onClose={() => setRejet(null)} onConfirm={enregistrerRejet} />
      <ConfirmDialog
        open={confirmer !== null}
        onOpenChange={(open) => !open && setConfirmer(null)}
        onConfirm={confirmerAction}
        {...(confirmer === "valider"
          ? {
              title: `Valider le prélèvement n° ${r.id} ?`,
              description: `${formatMoney(r.total)} en ${countLabel(r.lignes.length, "prélèvement")} : un terme réglé ou un mandat révoqué depuis la préparation est écarté ; le fichier est définitif ; les paiements sont enregistrés le ${formatDate(r.dateEcheance)}.`,
              confirmLabel: "Valider",
              destructive: false,
            }
          : {
              title: `Supprimer le prélèvement n° ${r.id} ?`,
              description:
                "Le brouillon est supprimé ; ses termes pourront figurer dans un autre prélèvement.",
            })}
      />
    </div>
  );
}
