// The generated documents of spec 7: each a GET answering { generated: "<link under /files>" }, then the PDF is
// downloaded through the same authenticated path as every stored file (getFile).
import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "./answers";
import { api, getFile } from "./client";
import { route, withQuery, type ApiCall } from "./routes";

type Id = number | string;

/** The generation call of each document, by the records it is made from. */
export const documentCalls = {
  contratLocation: (dossierId: Id) =>
    route("GET /Dossier/:id/contratLocation/generate", { id: dossierId }),
  etatIn: (dossierId: Id) => route("GET /Dossier/:id/etatIn/generate", { id: dossierId }),
  etatOut: (dossierId: Id) => route("GET /Dossier/:id/etatOut/generate", { id: dossierId }),
  etiquetteLocataire: (dossierId: Id) =>
    route("GET /Dossier/:id/etiquetteLocataire/generate", { id: dossierId }),
  etiquetteCaution: (cautionId: Id) =>
    route("GET /Dossier/etiquetteCaution/:id/generate", { id: cautionId }),
  acteCautionnement: (dossierId: Id, cautionId: Id) =>
    route("GET /Dossier/:id/acteCautionnement/:cautionId/generate", { id: dossierId, cautionId }),
  inventaireMobilier: (appartementId: Id) =>
    route("GET /Dossier/inventaireMobilier/:id/generate", { id: appartementId }),
  ordreMission: (missionId: Id) =>
    route("GET /Mission/:id/ordreMission/generate", { id: missionId }),
  ordreMissionIntendance: (appartementId: Id, intendanceId: Id) =>
    route("GET /Appartement/:id/ordreMissionIntendance/:intendanceId/generate", {
      id: appartementId,
      intendanceId,
    }),
  releveCompte: (dossierId: Id) =>
    route("GET /Dossier/:id/releveCompte/generate", { id: dossierId }),
  attestationPaiement: (dossierId: Id) =>
    route("GET /Dossier/:id/attestationPaiement/generate", { id: dossierId }),
  miseEnDemeure: (dossierId: Id) =>
    route("GET /Dossier/:id/miseEnDemeure/generate", { id: dossierId }),
  restitutionDepot: (dossierId: Id) =>
    route("GET /Dossier/:id/restitutionDepot/generate", { id: dossierId }),
  compteRendu: (clientId: Id, du: Id, au: Id) =>
    withQuery(route("GET /Client/:id/compteRendu/generate", { id: clientId }), {
      du: String(du),
      au: String(au),
    }),
  revenusFonciers: (clientId: Id, annee: Id) =>
    withQuery(route("GET /Client/:id/revenusFonciers/generate", { id: clientId }), {
      annee: String(annee),
    }),
} satisfies Record<string, (...ids: Id[]) => ApiCall>;

/** Has the server make the document, then fetches the PDF it stored (with the Token header). */
export async function generateDocument(call: ApiCall): Promise<Blob> {
  const { generated } = await api<Answer<"GET /Dossier/:id/contratLocation/generate">>(call);
  return getFile(generated);
}

/** A document's versions, newest first (`sujet`: its generation path without "/generate"). */
export const documentVersionsQuery = (sujet: string) =>
  queryOptions({
    queryKey: ["documentVersions", sujet],
    queryFn: async () =>
      (
        await api<Answer<"GET /documents/versions">>(
          withQuery(route("GET /documents/versions"), { sujet }),
        )
      ).data,
  });
