// The deposit's return of a dossier (loi n° 89-462 art. 22): its state computed by the server, its settlement
// saved whole.
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api } from "@/api/client";
import { route } from "@/api/routes";
import { dashboardKey } from "@/features/dashboard/dashboard-query";
import type { RestitutionDepotApi } from "@worker/domain/contract/depot";

export type { RestitutionDepotApi } from "@worker/domain/contract/depot";

const cle = (dossierId: number) => ["Dossier", "restitutionDepot", dossierId] as const;

/** GET /Dossier/{id}/restitutionDepot. */
export const restitutionQuery = (dossierId: number) =>
  queryOptions({
    queryKey: cle(dossierId),
    queryFn: ({ signal }) =>
      api<RestitutionDepotApi>(route("GET /Dossier/:id/restitutionDepot", { id: dossierId }), {
        signal,
      }),
  });

/** One deduction as sent: the amount as typed (the server reads "49,90" and answers a French message otherwise). */
export interface DeductionEnvoi {
  motif: string;
  montant: string;
  piece: string | null;
  date: string | null;
}

/** PUT /Dossier/{id}/restitutionDepot: the deductions replace the stored ones, in their order. */
export const saveRestitution = (
  dossierId: number,
  body: { deductions: DeductionEnvoi[]; retenue: string; dateRestitution: string },
) =>
  api<RestitutionDepotApi>(route("PUT /Dossier/:id/restitutionDepot", { id: dossierId }), {
    body,
  });

/** After a save: the tab shows the answer; the dashboard's list reads again. */
export function afterSave(qc: QueryClient, dossierId: number, saved: RestitutionDepotApi) {
  qc.setQueryData(cle(dossierId), saved);
  return qc.invalidateQueries({ queryKey: dashboardKey });
}
