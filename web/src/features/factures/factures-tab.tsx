import * as React from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import type { ClientRead, DossierRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import type { Column } from "@/components/data-table/column-meta";
import { DataTable } from "@/components/data-table/data-table";
import { ErrorState } from "@/components/error-state";
import { GenerateDocumentButton } from "@/components/generate-document-button";
import { MotifDialog } from "@/components/motif-dialog";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { MentionsManquantes } from "./mentions-manquantes";

// A client's invoices, or a lease's (ADR 028, ADR 074): issued by the server when an instalment or a caretaking fee is
// paid, or a lease's letting fees charged at its start (the owners' share, the tenant's), never changed; a mistake is
// cancelled by a credit note ("Émettre un avoir", with its reason).

/** GET /Facture's row (the contract lists it through dataOf, which keeps no row type). */
type Liste = Answer<"GET /Facture">;
type Facture = Liste["data"][number];

/** Whose invoices: a client's (?ClientId=) or a lease's letting fees (?DossierId=). */
type Filtre = { ClientId: number } | { DossierId: number };

const facturesQuery = (filtre: Filtre) =>
  queryOptions({
    queryKey: ["Facture", filtre],
    queryFn: ({ signal }) =>
      api<Liste>(
        withQuery(
          route("GET /Facture"),
          Object.fromEntries(Object.entries(filtre).map(([k, v]) => [k, String(v)])),
        ),
        { signal },
      ),
  });

const etat = (f: Facture) =>
  f.avoirDeNumero
    ? `Avoir de ${f.avoirDeNumero}`
    : f.annuleePar
      ? `Annulée par ${f.annuleePar}`
      : "";

const titre = (c: Column<Facture>): Column<Facture> => ({
  ...c,
  meta: { ...c.meta, card: "title" },
});

const columns: Column<Facture>[] = [
  titre(col.text<Facture>("numero", "Numéro")),
  col.date<Facture>("date", "Date"),
  col.text<Facture>("objet", "Objet"),
  col.money<Facture>("totalHT", "Total HT"),
  col.text<Facture>("tva", "TVA", (f) => `${formatMoney(f.totalTVA)} (${f.tauxTva} %)`),
  col.money<Facture>("totalTTC", "Total TTC"),
  col.text<Facture>("etat", "Avoir", etat),
];

export function ClientFacturesTab({ record }: { record: ClientRead }) {
  return (
    <FacturesTable
      filtre={{ ClientId: record.id }}
      exportName={`client-${record.id}-factures`}
      emptyText="Aucune facture : elles sont émises au paiement d'un acompte ou d'une intendance, et à l'entrée d'un locataire pour les honoraires de location."
    />
  );
}

/** The lease's letting-fee invoices: the owners' share and the tenant's (issue 60). */
export function DossierFacturesTab({ record }: { record: DossierRead }) {
  return (
    <FacturesTable
      filtre={{ DossierId: record.id }}
      exportName={`dossier-${record.id}-factures`}
      emptyText="Aucune facture : les honoraires de location (part du bailleur, part du locataire) sont facturés à l'entrée du locataire."
    />
  );
}

function FacturesTable({
  filtre,
  exportName,
  emptyText,
}: {
  filtre: Filtre;
  exportName: string;
  emptyText: string;
}) {
  const qc = useQueryClient();
  const factures = useQuery(facturesQuery(filtre));
  const [annulant, setAnnulant] = React.useState<Facture | null>(null);
  if (factures.isError) return <ErrorState error={factures.error} />;
  return (
    <div className="flex flex-col gap-3">
      <MentionsManquantes mentions={factures.data?.mentionsManquantes} />
      <DataTable
        columns={columns}
        data={factures.data?.data}
        isLoading={factures.isLoading}
        actions={{ edit: false, view: false, delete: false }}
        exportName={exportName}
        emptyText={emptyText}
        rowActions={(f) => (
          <>
            <GenerateDocumentButton
              call={route("GET /Facture/:id/generate", { id: f.id })}
              label="Télécharger"
              aria-label={`Télécharger ${f.numero}`}
              fileName={`${f.avoirDe ? "avoir" : "facture"}-${f.numero}`}
            />
            {!f.avoirDe && !f.annuleePar ? (
              <Button variant="outline" size="sm" onClick={() => setAnnulant(f)}>
                Émettre un avoir
              </Button>
            ) : null}
          </>
        )}
      />
      <MotifDialog
        open={!!annulant}
        id="motif-avoir"
        recordId={annulant?.id}
        title="Émettre un avoir ?"
        description={
          annulant
            ? `L'avoir annule la facture ${annulant.numero} (${formatMoney(annulant.totalTTC)} TTC). Une facture émise ne se modifie pas.`
            : ""
        }
        placeholder="Erreur de montant, prestation annulée…"
        submitLabel="Émettre l'avoir"
        pendingLabel="Émission…"
        destructive
        onSubmit={async (motif) => {
          const r = await api<Answer<"POST /Facture/:id/avoir">>(
            route("POST /Facture/:id/avoir", { id: annulant!.id }),
            { body: { motif } },
          );
          notify.info(`Avoir ${r.facture.numero} émis.`);
          await qc.invalidateQueries({ queryKey: ["Facture"] });
        }}
        onClose={() => setAnnulant(null)}
      />
    </div>
  );
}
