import { queryOptions } from "@tanstack/react-query";
import { api, apiBlob } from "@/api/client";
import type { Answer } from "@/api/answers";
import { route } from "@/api/routes";
import { saveBlob } from "@/lib/download";

export type DonneesCaf = Answer<"GET /Dossier/:id/donneesCaf">;

/** GET /Dossier/{id}/donneesCaf: the CAF form's fields from the records, and what they lack. */
export const donneesCafQuery = (dossierId: number) =>
  queryOptions({
    queryKey: ["Dossier", "donneesCaf", dossierId],
    queryFn: ({ signal }) =>
      api<DonneesCaf>(route("GET /Dossier/:id/donneesCaf", { id: dossierId }), { signal }),
  });

/** GET /Dossier/{id}/donneesCaf.pdf: the same on one page, downloaded (the server answers the PDF itself). */
export async function telechargerDonneesCaf(dossierId: number) {
  const blob = await apiBlob(route("GET /Dossier/:id/donneesCaf.pdf", { id: dossierId }));
  saveBlob(blob, `Attestation de loyer CAF - dossier ${dossierId}.pdf`);
}
