import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useLocation } from "wouter";
import { ApiError } from "@/api/client";
import { col } from "@/components/data-table/columns";
import { DateInput } from "@/components/date-input";
import { ListPage } from "@/components/list-page";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RienAReverser } from "@/features/reversements/rien-a-reverser";
import { statutBadge } from "@/features/reversements/reversements-api";
import { tellError } from "@/features/quitances/quitance-actions";
import { notify } from "@/lib/notify";
import { parisToday } from "@/lib/paris-date";
import {
  type PaiementResume,
  paiementsQuery,
  preparerPaiement,
  rafraichirPaiements,
} from "./interventions-api";

// « Paiements fournisseurs » (issue 76, item 5; ADR 129): the batches, newest first; « Préparer un paiement » makes a
// draft at a date and opens it. With no invoice payable, nothing is created and each waiting invoice is listed with
// its reason (the same card as the owners' payouts).

const colonnes = [
  col.text<PaiementResume>("id", "N°", (p) => `n° ${p.id}`),
  col.date<PaiementResume>("date", "Date"),
  col.badge<PaiementResume>("statut", "Statut", statutBadge),
  col.number<PaiementResume>("lignes", "Factures payées"),
  col.number<PaiementResume>("ecartes", "En attente"),
  col.money<PaiementResume>("total", "Total"),
];

export function PaiementsFournisseursPage() {
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const q = useQuery(paiementsQuery);
  const [date, setDate] = React.useState(parisToday);
  const [busy, setBusy] = React.useState(false);
  const [rien, setRien] = React.useState<string | null>(null);

  async function preparer() {
    setBusy(true);
    setRien(null);
    try {
      const { paiement } = await preparerPaiement(date);
      await rafraichirPaiements(qc);
      notify.success(`Paiement des fournisseurs n° ${paiement.id} préparé.`);
      navigate(`/paiements-fournisseurs/${paiement.id}`);
    } catch (e) {
      if (e instanceof ApiError && e.code === "rien_a_payer") setRien(e.message);
      else tellError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ListPage
      description="Les factures des fournisseurs payées par virement SEPA depuis le compte séquestre : préparées par l'un, validées par un administrateur ou un comptable qui ne les a pas préparées."
      headerActions={
        <>
          <div className="flex items-center gap-2">
            <Label htmlFor="paiement-date">Date</Label>
            <DateInput id="paiement-date" className="w-36" value={date} onChange={setDate} />
          </div>
          <Button disabled={busy || !/^\d{4}-\d{2}-\d{2}$/.test(date)} onClick={preparer}>
            <SendIcon aria-hidden /> Préparer un paiement
          </Button>
        </>
      }
      error={q.isError && q.error}
      columns={colonnes}
      data={q.data}
      isLoading={q.isLoading}
      actions={{ edit: false, view: false, delete: false }}
      onOpen={(p) => navigate(`/paiements-fournisseurs/${p.id}`)}
      exportName="paiements-fournisseurs"
      emptyText="Aucun paiement des fournisseurs préparé."
    >
      {rien ? (
        <RienAReverser message={rien} onClose={() => setRien(null)} label="Aucun paiement créé" />
      ) : null}
    </ListPage>
  );
}
