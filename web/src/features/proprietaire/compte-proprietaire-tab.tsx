import * as React from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route, withQuery } from "@/api/routes";
import type { ClientRead } from "@/api/types";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { DateInput } from "@/components/date-input";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { GeranceActions } from "@/features/gerance/gerance-actions";
import { DepenseProprietaireButton } from "./depense-dialog";
import { LIBELLES_NATURE_CHARGE, type NatureCharge } from "@worker/domain/gerance/natures";
import { insecables } from "@worker/domain/francais/typographie";

// The owner's account (issue 38, ADR 031): what the agency owes the owner, line by line (rent shares collected,
// management fees, expenses paid for them, instalments settled on the account, payouts), the balance, and what is
// available to pay out (the balance less the reserve). Written by the business events, and by an owner's charge
// typed by hand (« Saisir une dépense », issue 60): no line is ever edited here.

/** GET /Client/{id}/compte's line (euros). */
type CompteProprietaire = Answer<"GET /Client/:id/compte">;
type Ligne = CompteProprietaire["ecritures"][number];
type Periode = { du: string; au: string };

/** Under ["Client"]: a tenant's payment refreshes the clients' reads, this account with them (refreshAccount). */
const compteProprietaireQuery = (ClientId: number, p: Periode) =>
  queryOptions({
    queryKey: ["Client", ClientId, "compte", p.du, p.au],
    queryFn: ({ signal }) =>
      api<CompteProprietaire>(
        withQuery(route("GET /Client/:id/compte", { id: ClientId }), { du: p.du, au: p.au }),
        { signal },
      ),
  });

const TYPES: Record<string, string> = {
  loyer: "Loyer",
  honoraires: "Honoraires",
  depense: "Dépense",
  acompte: "Acompte",
  reversement: "Reversement",
  annulation: "Annulation",
  // An import's opening balance (issue 61, ADR 080).
  reprise: "Reprise de solde",
};

const columns = [
  col.date<Ligne>("date", "Date"),
  col.text<Ligne>("type", "Type", (e) => TYPES[e.type] ?? e.type),
  // A label as stored (« … 8 % TTC »), « % » held to its number on screen (walk).
  col.text<Ligne>("libelle", "Libellé", (e) => insecables(e.libelle)),
  // Issue 60: an expense's nature (the 2044 places it by it); exported with the table.
  col.text<Ligne>("natureCharge", "Nature", (e) =>
    e.natureCharge ? LIBELLES_NATURE_CHARGE[e.natureCharge as NatureCharge] : "",
  ),
  col.money<Ligne>("debit", "Débit", (e) => e.debit || null),
  col.money<Ligne>("credit", "Crédit", (e) => e.credit || null),
  col.money<Ligne>("solde", "Solde"),
];

const VIDE: Periode = { du: "", au: "" };

export function CompteProprietaireTab({ record }: { record: ClientRead }) {
  const [brouillon, setBrouillon] = React.useState<Periode>(VIDE);
  const [periode, setPeriode] = React.useState<Periode>(VIDE);
  const compte = useQuery(compteProprietaireQuery(record.id, periode));
  const set = (key: keyof Periode) => (value: string) =>
    setBrouillon((p) => ({ ...p, [key]: value }));
  if (compte.isError) return <ErrorState error={compte.error} />;
  const c = compte.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-lg border bg-card px-4 py-3">
        {c ? (
          <>
            <p
              data-testid="solde-proprietaire"
              className={cn(
                "text-lg font-semibold tabular-nums",
                c.solde < 0 && "text-destructive",
              )}
            >
              Solde : {formatMoney(c.solde)}
            </p>
            <p data-testid="disponible-proprietaire" className="tabular-nums">
              Disponible : {formatMoney(c.disponible)}
              {c.reserve > 0 ? (
                <span className="text-muted-foreground"> (réserve {formatMoney(c.reserve)})</span>
              ) : null}
            </p>
          </>
        ) : (
          <Skeleton className="h-7 w-64" />
        )}
        <div className="ms-auto flex flex-wrap gap-2">
          <DepenseProprietaireButton record={record} />
          <GeranceActions record={record} />
        </div>
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Période du compte"
        onSubmit={(e) => {
          e.preventDefault();
          setPeriode(brouillon);
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="compte-proprietaire-du">Du</Label>
          <DateInput id="compte-proprietaire-du" value={brouillon.du} onChange={set("du")} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="compte-proprietaire-au">Au</Label>
          <DateInput id="compte-proprietaire-au" value={brouillon.au} onChange={set("au")} />
        </div>
        <Button type="submit">Filtrer</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setBrouillon(VIDE);
            setPeriode(VIDE);
          }}
        >
          Effacer
        </Button>
      </form>
      <DataTable
        columns={columns}
        data={c?.ecritures}
        isLoading={compte.isPending}
        actions={{ edit: false, view: false, delete: false }}
        pageSize={100}
        exportName={`client-${record.id}-compte`}
        emptyText="Aucune écriture sur le compte de ce propriétaire."
      />
    </div>
  );
}
