import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon, DownloadIcon, Trash2Icon } from "lucide-react";
import { useLocation } from "wouter";
import { useSession } from "@/api/session-store";
import { canDelete, canMoveMoney } from "@/api/types";
import type { RouteParams } from "@/app/route-types";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { RecordHeader } from "@/components/record-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { statutBadge } from "@/features/reversements/reversements-api";
import { tellError } from "@/features/quitances/quitance-actions";
import { saveBlob } from "@/lib/download";
import { countLabel, formatDate, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { ibanEnGroupes } from "@worker/domain/sepa/iban";
import {
  fichierPain001,
  type PaiementFournisseurs,
  paiementQuery,
  rafraichirPaiements,
  supprimerPaiement,
  validerPaiement,
} from "./interventions-api";

// One supplier payout batch (issue 76, item 5; ADR 129): the invoices it pays, those that wait and why; « Valider »
// after a confirmation, by an admin or comptable other than the one who prepared it (the button says why it is
// disabled); then the pain.001 file, the same on every download. A draft can be deleted by the roles that delete,
// after a confirmation: its invoices wait for the next batch.

type Ligne = PaiementFournisseurs["lignes"][number];
type Ecarte = PaiementFournisseurs["ecartes"][number] & { id: number };

const colonnesLignes = [
  col.text<Ligne>("nom", "Fournisseur"),
  col.text<Ligne>("numero", "Facture"),
  col.text<Ligne>("iban", "IBAN", (l) => ibanEnGroupes(l.iban)),
  col.money<Ligne>("montant", "Montant"),
];
const colonnesEcartes = [
  col.text<Ecarte>("nom", "Fournisseur"),
  col.text<Ecarte>("numero", "Facture"),
  col.text<Ecarte>("motif", "Motif"),
];

/** Why « Valider » is disabled for this person, or null when they may. */
function pourquoiPas(p: PaiementFournisseurs, email: string | undefined, finance: boolean) {
  if (!finance)
    return "Un administrateur ou un comptable valide le lot et télécharge son fichier SEPA.";
  if (p.auteur === email)
    return "Vous avez préparé ce lot : un autre administrateur ou comptable le valide.";
  if (!p.lignes.length) return "Aucune facture à payer dans ce lot.";
  return null;
}

export function PaiementFournisseursPage({ params }: { params: RouteParams }) {
  const id = Number(params.id);
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const q = useQuery(paiementQuery(id));
  const user = useSession().user;
  const finance = canMoveMoney(user?.role);
  const [confirmer, setConfirmer] = React.useState<"valider" | "supprimer" | null>(null);
  if (q.isError) return <ErrorState error={q.error} />;
  const p = q.data;
  if (!p) return <Skeleton className="h-40 w-full" />;
  const brouillon = p.statut === "brouillon";
  const refus = pourquoiPas(p, user?.email, finance);
  // A draft has paid nothing yet: its invoices are « à payer » until a second person validates it.
  const titreLignes = brouillon ? "Factures à payer" : "Factures payées";

  async function valider() {
    try {
      await validerPaiement(id);
      notify.success(`Paiement des fournisseurs n° ${id} validé.`);
    } catch (e) {
      tellError(e);
    }
    await rafraichirPaiements(qc);
  }
  async function supprimer() {
    try {
      await supprimerPaiement(id);
      notify.success(`Paiement des fournisseurs n° ${id} supprimé.`);
      await rafraichirPaiements(qc);
      navigate("/paiements-fournisseurs");
    } catch (e) {
      tellError(e);
    }
  }
  async function telecharger() {
    try {
      saveBlob(await fichierPain001(id), `paiement-fournisseurs-${id}.xml`);
    } catch (e) {
      tellError(e);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <RecordHeader
        title={`Paiement des fournisseurs du ${formatDate(p.date)}`}
        reference={`Lot n° ${p.id} : ${formatMoney(p.total)} (${countLabel(p.lignes.length, "virement")}), préparé par ${p.auteur}${
          p.valideAt ? `, validé le ${formatDate(p.valideAt.slice(0, 10))} par ${p.validePar}` : ""
        }`}
        badge={statutBadge(p)}
        actions={
          brouillon ? (
            <>
              {refus ? <p className="text-sm text-muted-foreground">{refus}</p> : null}
              <Button disabled={refus !== null} onClick={() => setConfirmer("valider")}>
                <CheckIcon aria-hidden /> Valider
              </Button>
              {canDelete(user?.role) ? (
                <Button variant="destructive" onClick={() => setConfirmer("supprimer")}>
                  <Trash2Icon aria-hidden /> Supprimer
                </Button>
              ) : null}
            </>
          ) : finance ? (
            <Button variant="outline" onClick={telecharger}>
              <DownloadIcon aria-hidden /> Télécharger le fichier SEPA (pain.001)
            </Button>
          ) : null
        }
      />
      <section className="flex flex-col gap-2" aria-label={titreLignes}>
        <h3 className="font-medium">{titreLignes}</h3>
        <DataTable
          columns={colonnesLignes}
          data={p.lignes}
          actions={{ edit: false, view: false, delete: false }}
          onOpen={(l) => navigate(`/interventions/${l.InterventionId}`)}
          pageSize={100}
          exportName={`paiement-fournisseurs-${p.id}`}
          emptyText="Aucune facture dans ce lot."
        />
      </section>
      <section className="flex flex-col gap-2" aria-label="Factures en attente">
        <h3 className="font-medium">Factures en attente</h3>
        <DataTable
          columns={colonnesEcartes}
          data={p.ecartes.map((e) => ({ ...e, id: e.FactureFournisseurId }))}
          actions={{ edit: false, view: false, delete: false }}
          pageSize={100}
          exportName={`paiement-fournisseurs-${p.id}-attente`}
          emptyText="Aucune facture en attente."
        />
      </section>
      <ConfirmDialog
        open={confirmer !== null}
        onOpenChange={(open) => !open && setConfirmer(null)}
        {...(confirmer === "supprimer"
          ? {
              onConfirm: supprimer,
              title: `Supprimer le paiement des fournisseurs n° ${p.id} ?`,
              description:
                "Le brouillon est supprimé ; ses factures attendront le prochain paiement des fournisseurs.",
            }
          : {
              onConfirm: valider,
              title: `Valider le paiement des fournisseurs n° ${p.id} ?`,
              description: `${formatMoney(p.total)} en ${countLabel(p.lignes.length, "virement")} depuis le compte séquestre : les interventions passent « payées ». Un lot validé ne se modifie plus ; son fichier SEPA est alors émis, toujours le même.`,
              confirmLabel: "Valider",
              destructive: false,
            })}
      />
    </div>
  );
}
