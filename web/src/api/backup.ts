// Paramètres > Sauvegarde: the whole instance as one zip archive, and its restore into an empty instance.
import type { Answer } from "./answers";
import { api, apiBlob } from "./client";
import { route } from "./routes";

export type RestoreResult = Answer<"POST /sauvegarde/restaurer">;

export const backup = {
  /** GET /sauvegarde: the archive (every table and stored file). */
  download: () => apiBlob(route("GET /sauvegarde")),
  /** POST /sauvegarde/restaurer: the archive as the body itself, application/zip. */
  restore: (file: File) =>
    api<RestoreResult>(route("POST /sauvegarde/restaurer"), {
      body: new Blob([file], { type: "application/zip" }),
    }),
};
