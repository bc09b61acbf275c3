import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { UserXIcon } from "lucide-react";
import type { APurger } from "@worker/domain/rgpd/api";
import { JOURS_PREAVIS, REGLES_CONSERVATION } from "@worker/domain/rgpd/retention";
import { ApiError } from "@/api/client";
import { col } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { countLabel, formatMoney } from "@/lib/format";
import { notify } from "@/lib/notify";
import { aPurgerQuery, purger } from "./rgpd-api";

/** Due today with nothing owed: what "Anonymiser maintenant" does. */
const anonymisable = (r: APurger) => r.echu && r.dette === 0;

function etat(r: APurger) {
  if (r.dette > 0) return { label: `Dette : ${formatMoney(r.dette)}`, variant: "warning" } as const;
  if (r.echu) return { label: "À anonymiser", variant: "destructive" } as const;
  return { label: "Bientôt", variant: "info" } as const;
}

const columns = [
  col.text<APurger>("locataire", "Locataire", (r) => [r.nom, r.prenom].filter(Boolean).join(" ")),
  col.date<APurger>("finDernierBail", "Fin du dernier bail"),
  col.date<APurger>("dateAnonymisation", "Anonymisation le"),
  col.badge<APurger>("etat", "État", etat),
];

/**
 * Paramètres > Données personnelles: the retention rules (CNIL), the former tenants the daily job anonymises
 * today or within 30 days, and "Anonymiser maintenant" for those due.
 */
export function DonneesPersonnellesTab() {
  return (
    <div className="flex flex-col gap-5">
      <ReglesCard />
      <APurgerCard />
    </div>
  );
}

function ReglesCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Durées de conservation</CardTitle>
        <CardDescription>
          Selon le référentiel de la CNIL pour la gestion locative. Chaque jour, la tâche
          quotidienne anonymise les anciens locataires dont la date est venue.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {REGLES_CONSERVATION.map((r) => (
            <React.Fragment key={r.donnees}>
              <dt className="font-medium">{r.donnees}</dt>
              <dd className="text-muted-foreground">{r.duree}</dd>
            </React.Fragment>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function APurgerCard() {
  const qc = useQueryClient();
  const list = useQuery(aPurgerQuery);
  const [confirming, setConfirming] = React.useState(false);
  if (list.isError) return <ErrorState error={list.error} />;
  const dus = (list.data?.data ?? []).filter(anonymisable);
  async function anonymiser() {
    try {
      const anonymises = await purger(dus.map((r) => r.id));
      notify.success(
        `${countLabel(anonymises.length, "locataire anonymisé", "locataires anonymisés")}.`,
      );
    } catch (e) {
      if (!(e instanceof ApiError && (e.status === 401 || e.status === 403)))
        notify.danger(e instanceof ApiError ? e.message : "L'anonymisation a échoué.");
    } finally {
      await qc.invalidateQueries();
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Locataires à anonymiser</CardTitle>
        <CardDescription>
          Ceux dont la date est venue ou viendra dans les {JOURS_PREAVIS} jours. Un locataire qui
          doit encore de l'argent est conservé jusqu'au règlement.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <DataTable
          columns={columns}
          data={list.data?.data}
          isLoading={list.isLoading}
          basePath="/locataires"
          actions={{ edit: false, view: true, delete: false }}
          exportName="locataires-a-anonymiser"
          emptyText={`Aucun locataire à anonymiser dans les ${JOURS_PREAVIS} jours.`}
          toolbar={
            <Button
              type="button"
              variant="destructive"
              disabled={!dus.length}
              onClick={() => setConfirming(true)}
            >
              <UserXIcon aria-hidden /> Anonymiser maintenant
            </Button>
          }
        />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={anonymiser}
        title={`Anonymiser ${countLabel(dus.length, "locataire")} ?`}
        description="Leur identité, leurs coordonnées, leurs cautions et tous leurs fichiers sont effacés définitivement ; les montants restent dans la comptabilité sous le nom « Ancien locataire n° … »."
        confirmLabel="Anonymiser"
      />
    </Card>
  );
}
