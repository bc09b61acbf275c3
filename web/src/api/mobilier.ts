import { queryOptions } from "@tanstack/react-query";
import type { ListeMobilier } from "@worker/domain/contract/mobilier";
import { api } from "./client";
import { route } from "./routes";

export type { LigneMobilierApi, ListeMobilier } from "@worker/domain/contract/mobilier";

/** GET /Appartement/{id}/mobilier: the furniture list (the décret 2015-981 minimum proposed when none is saved). */
export const mobilierQuery = (appartementId: number) =>
  queryOptions({
    queryKey: ["Appartement", "mobilier", appartementId],
    queryFn: ({ signal }) =>
      api<ListeMobilier>(route("GET /Appartement/:id/mobilier", { id: appartementId }), {
        signal,
      }),
  });

/** One line as sent: the quantity as typed (the server reads "3" and answers a French message otherwise). */
export interface LigneMobilierEnvoi {
  designation: string;
  quantite: string;
  etat: string | null;
  piece: string | null;
  elementObligatoire: string | null;
}

/** PUT /Appartement/{id}/mobilier: the lines become the apartment's whole list, in their order. */
export const saveMobilier = (appartementId: number, lignes: LigneMobilierEnvoi[]) =>
  api<ListeMobilier>(route("PUT /Appartement/:id/mobilier", { id: appartementId }), {
    body: { lignes },
  });
