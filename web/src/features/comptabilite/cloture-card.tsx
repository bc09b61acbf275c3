import * as React from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { LockIcon } from "lucide-react";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { useSession } from "@/api/session-store";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { formatDateTime } from "@/lib/format";
import { notify } from "@/lib/notify";
import { parisYear } from "@/lib/paris-date";
import { tellError } from "@/features/quitances/quitance-actions";

export const exercicesQuery = queryOptions({
  queryKey: ["comptabilite", "exercices"],
  queryFn: ({ signal }) =>
    api<Answer<"GET /comptabilite/exercices">>(route("GET /comptabilite/exercices"), { signal }),
});

/** The years that may be closed: those ended, the last one first. */
const terminees = (courante: number) => Array.from({ length: 6 }, (_, i) => courante - 1 - i);

/**
 * Paramètres > Comptabilité, « Clôture des exercices » (issue 59 item 5, ADR 067): an ended year whose FEC was
 * exported is closed for good, after a confirmation saying so; the closed years with who closed them and when. The
 * server's refusals (not ended, FEC not exported, already closed) are told as it words them.
 */
export function ClotureCard() {
  const qc = useQueryClient();
  // The comptable reads the closed years; only an admin closes one (issue 59, item 5).
  const admin = useSession().user?.role === "admin";
  const { data } = useQuery(exercicesQuery);
  const [exercice, setExercice] = React.useState(() => parisYear() - 1);
  const [asking, setAsking] = React.useState(false);
  const closJusqua = data?.closJusqua ?? null;
  const dejaClos = closJusqua !== null && exercice <= closJusqua;

  async function cloturer() {
    try {
      await api(route("POST /comptabilite/cloture"), { body: { exercice } });
      notify.success(`L'exercice ${exercice} est clos.`);
    } catch (e) {
      tellError(e);
    } finally {
      await qc.invalidateQueries({ queryKey: exercicesQuery.queryKey });
    }
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Clôture des exercices</CardTitle>
        <CardDescription>
          Un exercice clos n'accepte plus aucune écriture datée de cet exercice ni des précédents
          (paiement, quittance, ajustement, compte propriétaire, facture, dépôt de garantie) : les
          corrections se passent sur l'exercice ouvert, et son FEC ne change plus. Un exercice se
          clôt une fois terminé et son FEC exporté.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {admin && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="cloture-exercice">Exercice à clôturer</Label>
              <Select value={String(exercice)} onValueChange={(v) => setExercice(Number(v))}>
                <SelectTrigger id="cloture-exercice" className="w-28">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {terminees(parisYear()).map((a) => (
                    <SelectItem key={a} value={String(a)}>
                      {a}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={dejaClos}
              onClick={() => setAsking(true)}
            >
              <LockIcon aria-hidden />
              {dejaClos ? "Exercice clos" : "Clôturer l'exercice"}
            </Button>
          </div>
        )}
        <div>
          <h3 className="text-sm font-medium">Exercices clos</h3>
          {data && data.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucun exercice clos.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label="Exercices clos">
              {data?.data.map((e) => (
                <li key={e.exercice}>
                  <span className="font-medium tabular-nums">{e.exercice}</span> : clos le{" "}
                  {formatDateTime(e.closAt)} par {e.closPar}
                </li>
              ))}
            </ul>
          )}
          {closJusqua !== null && (
            <p className="mt-1 text-sm text-muted-foreground">
              Les exercices antérieurs à {closJusqua} sont clos avec lui.
            </p>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={cloturer}
        title={`Clôturer l'exercice ${exercice} ?`}
        description={`La clôture est définitive : plus aucun paiement, quittance, ajustement ni écriture du compte d'un propriétaire daté de ${exercice} ou avant ne pourra être enregistré, et l'exercice ne pourra pas être rouvert. Les corrections se feront sur l'exercice ouvert.`}
        confirmLabel="Clôturer définitivement"
      />
    </Card>
  );
}
