import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { route, type ApiCall } from "@/api/routes";
import { saveBlob } from "@/lib/download";
import { espaceApi } from "@/features/espace/espace-api";

// The tenant's space's calls (issue 62): its page (lease, account, terms, documents) read once and shared by its
// three pages, and the documents it makes. Each link the server answers is signed (no session needed to open it).

export type EspaceLocataire = Answer<"GET /espace/locataire">;
export type Terme = EspaceLocataire["quittances"][number];

export const espaceLocataireQuery = queryOptions({
  queryKey: ["espace", "locataire"],
  queryFn: ({ signal }) => espaceApi<EspaceLocataire>(route("GET /espace/locataire"), { signal }),
});

export const appelsDocuments = {
  terme: (id: number) => route("GET /espace/locataire/quittances/:id", { id }),
  annuelle: (annee: number) => route("GET /espace/locataire/quittanceAnnuelle/:annee", { annee }),
  attestation: () => route("GET /espace/locataire/attestation"),
  attestationPaiement: (id: number) =>
    route("GET /espace/locataire/dossiers/:id/attestationPaiement", { id }),
};

/** Has the server make the document, then downloads its PDF through the signed link it answers. */
export async function telechargerDocument(call: ApiCall, nom: string) {
  const { generated } = await espaceApi<{ generated: string }>(call);
  const res = await fetch(generated);
  if (!res.ok) throw new Error("Le document n'a pas pu être téléchargé.");
  saveBlob(await res.blob(), nom.endsWith(".pdf") ? nom : `${nom}.pdf`);
}

/** The tenant's answer for a term (as the e-mailed link's): a declaration staff confirm. */
export const declarer = (id: number, paye: boolean) =>
  espaceApi<Answer<"POST /espace/locataire/quittances/:id/declaration">>(
    route("POST /espace/locataire/quittances/:id/declaration", { id }),
    { body: { paye } },
  );
