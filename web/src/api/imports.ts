// Paramètres > Reprise de données (issue 61): the templates, the dry run, the import with its upload progress, the
// past imports and their undo, as the contract (worker/domain/contract/imports.ts) declares them.
import { queryOptions } from "@tanstack/react-query";
import type { Correspondances } from "@worker/services/imports/envoi";
import type { Answer } from "./answers";
import { api, apiBlob } from "./client";
import { apiUpload } from "./upload";
import { route, withQuery } from "./routes";

export type Verification = Answer<"POST /imports", 200>;
export type ImportRecord = Answer<"GET /Import/:id">["import"];
export type { Correspondances };

export interface Envoi {
  fichiers: File[];
  /** AAAA-MM-JJ. */
  dateReprise: string;
  correspondances: Correspondances;
}

/** The multipart body the contract names: `fichier` repeated, `dateReprise`, `correspondances` as JSON. */
function formulaire({ fichiers, dateReprise, correspondances }: Envoi): FormData {
  const form = new FormData();
  for (const f of fichiers) form.append("fichier", f, f.name);
  form.append("dateReprise", dateReprise);
  if (Object.keys(correspondances).length)
    form.append("correspondances", JSON.stringify(correspondances));
  return form;
}

export const importsQuery = queryOptions({
  queryKey: ["Import"],
  queryFn: async ({ signal }) =>
    (await api<Answer<"GET /imports">>(route("GET /imports"), { signal })).imports,
});

export type SoldesImport = Answer<"GET /imports/soldes">["imports"][number];

/** ADR 124: the imports' balances for the person who confirms them, admin or comptable. */
export const soldesImportsQuery = queryOptions({
  queryKey: ["Import", "soldes"],
  queryFn: async ({ signal }) =>
    (await api<Answer<"GET /imports/soldes">>(route("GET /imports/soldes"), { signal })).imports,
});

export const imports = {
  modeleXlsx: () => apiBlob(route("GET /imports/modele.xlsx")),
  modeleZip: () => apiBlob(route("GET /imports/modele.zip")),
  /** The whole portfolio in the template's workbook (issue 74: what an agency moved in can take out again). */
  portefeuilleXlsx: () => apiBlob(route("GET /exports/portefeuille.xlsx")),
  /** POST /imports?essai=1: every error at its row and column, nothing written. */
  verifier: (envoi: Envoi, signal?: AbortSignal) =>
    api<Verification>(withQuery(route("POST /imports"), { essai: "1" }), {
      body: formulaire(envoi),
      signal,
    }),
  /**
   * POST /imports: 201 written, or 202 (Cloudflare, a large file) while the queue writes it; `onProgress` follows
   * the upload. A refusal is an ApiError whose `body` carries the errors (400 { error, feuilles, erreurs }).
   */
  importer: (envoi: Envoi, onProgress: (sent: number, total: number) => void) =>
    apiUpload<Answer<"POST /imports", 201>>(route("POST /imports"), formulaire(envoi), onProgress),
  lire: (id: number) => api<Answer<"GET /Import/:id">>(route("GET /Import/:id", { id })),
  /** Issue 74 item 4: another admin or comptable than the importer confirms its balances (ADR 113). */
  confirmer: (id: number) =>
    api<Answer<"POST /Import/:id/confirmer">>(route("POST /Import/:id/confirmer", { id })),
  /** ADR 132: a one-admin agency's balances by the delay: each owner told its balance. */
  prevenirSoldes: (id: number) =>
    api<Answer<"POST /Import/:id/soldes/delai">>(route("POST /Import/:id/soldes/delai", { id })),
  annuler: (id: number) => api<Answer<"DELETE /Import/:id">>(route("DELETE /Import/:id", { id })),
};
