// The receipt calls of spec 7 (GET /Quitance/byDate, switchState, generate...) and the outbox of the settings.
import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "./answers";
import type { Quitance, QuitanceLigne } from "./types";
import { api, apiFile, getFile } from "./client";
import { route } from "./routes";
import { keys } from "./resources";

/** "2026-11" -> "11-2026", the path form of byDate. */
const period = (mois: string) => `${mois.slice(5, 7)}-${mois.slice(0, 4)}`;

/** The month's receipts ("YYYY-MM"), with tenant, apartment and status. Under the Quitance key: every receipt change refreshes it. */
export const monthQuitancesQuery = (mois: string) =>
  queryOptions({
    queryKey: [...keys.all("Quitance"), "mois", mois],
    queryFn: async () =>
      (
        await api<Answer<"GET /Quitance/byDate/:period">>(
          route("GET /Quitance/byDate/:period", { period: period(mois) }),
        )
      ).data,
  });

export const yearQuitancesQuery = (year: number) =>
  queryOptions({
    queryKey: [...keys.all("Quitance"), "annee", year],
    queryFn: async () =>
      (
        await api<Answer<"GET /Quitance/byYear/:year">>(
          route("GET /Quitance/byYear/:year", { year }),
        )
      ).data,
  });

export const generateTerm = (dossierId: number, date: string) =>
  api<Answer<"POST /Quitance/generate/:dossierId">>(
    route("POST /Quitance/generate/:dossierId", { dossierId }),
    {
      body: { date },
    },
  );

export const generateManual = (dossierId: number, values: Record<string, unknown>) =>
  api<Answer<"POST /Quitance/generate/manual/:dossierId">>(
    route("POST /Quitance/generate/manual/:dossierId", { dossierId }),
    {
      body: values,
    },
  );

export type Statut = QuitanceLigne["statut"];
/**
 * Paid and unpaid through the status switch (a payment of what is left, or the term's payments reversed); unknown
 * through the record's PUT (spec 4), which the server takes only while no money is on the term.
 */
export function setStatus(id: number, statut: Statut) {
  if (statut === "Inconnue")
    return api<Quitance>(route("PUT /:resource/:id", { resource: "Quitance", id }), {
      body: { statusInconu: true },
    });
  return api<Quitance>(
    route("GET /Quitance/switchState/:state/:id", { state: String(statut === "Payée"), id }),
  );
}

export const remind = (id: number) =>
  api<Answer<"POST /Quitance/:id/relance">>(route("POST /Quitance/:id/relance", { id }));

/** The receipt's current document (a quittance once paid), as a PDF Blob. */
export async function quitancePdfCall(id: number): Promise<Blob> {
  const { generated } = await api<Answer<"GET /Quitance/:id/generate">>(
    route("GET /Quitance/:id/generate", { id }),
  );
  return getFile(generated);
}

/** The month's PDFs in one zip; `onProgress` gets the bytes received. */
export const monthZip = (mois: string, onProgress: (bytes: number) => void) =>
  apiFile(
    route("GET /Quitance/downloadMonth/:year/:month", {
      year: mois.slice(0, 4),
      month: mois.slice(5, 7),
    }),
    onProgress,
  );

export const annualQuittanceCall = (appartementId: number, year: number) =>
  route("GET /Quitance/:appartementId/generate/:year", { appartementId, year });

export const outboxQuery = queryOptions({
  queryKey: ["Outbox"],
  queryFn: () => api<Answer<"GET /Outbox">>(route("GET /Outbox")),
});
/** One e-mail with its text (Paramètres > Envois, "Voir"). */
export const outboxMailQuery = (id: number) =>
  queryOptions({
    queryKey: ["Outbox", id],
    queryFn: () => api<Answer<"GET /Outbox/:id">>(route("GET /Outbox/:id", { id })),
  });
/** The daily job's last runs (Paramètres > Tâches). */
export const tachesQuery = queryOptions({
  queryKey: ["taches"],
  queryFn: () => api<Answer<"GET /taches">>(route("GET /taches")),
});
export const resendMail = (id: number) =>
  api<Answer<"POST /Outbox/:id/resend">>(route("POST /Outbox/:id/resend", { id }));
