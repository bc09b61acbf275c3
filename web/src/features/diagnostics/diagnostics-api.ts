import { queryOptions } from "@tanstack/react-query";
import type { DiagnosticsLot } from "@worker/domain/contract/echeances";
import { api } from "@/api/client";
import { route } from "@/api/routes";

export type { DiagnosticsLot, EtatDiagnosticApi } from "@worker/domain/contract/echeances";

/** GET /Appartement/{id}/diagnostics: every kind, needed or not, and its validity today (Paris). */
export const diagnosticsQuery = (appartementId: number) =>
  queryOptions({
    queryKey: ["Appartement", "diagnostics", appartementId],
    queryFn: ({ signal }) =>
      api<DiagnosticsLot>(route("GET /Appartement/:id/diagnostics", { id: appartementId }), {
        signal,
      }),
  });

/** One diagnostic as sent: numbers as typed (the server reads "48,5" and answers in French otherwise). */
export interface DiagnosticEnvoi {
  type: string;
  dateRealisation: unknown;
  resultat?: unknown;
  classe?: unknown;
  classeApresAttestation?: unknown;
  dateAttestation?: unknown;
  sourceAttestation?: unknown;
  energieFinale?: unknown;
  positif?: unknown;
  surface?: unknown;
  FichierId?: unknown;
}

/** PUT /Appartement/{id}/diagnostics: the set becomes the lot's whole set (a kind left out is removed). */
export const saveDiagnostics = (appartementId: number, diagnostics: DiagnosticEnvoi[]) =>
  api<DiagnosticsLot>(route("PUT /Appartement/:id/diagnostics", { id: appartementId }), {
    body: { diagnostics },
  });
