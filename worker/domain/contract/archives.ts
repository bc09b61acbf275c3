import { ARCHIVABLES, type Archivable } from "../archives/messages";
import { ID, type Operation } from "./operation";
import { RECORDS } from "./shapes";

// Money outlives records (ADR 038): a dossier, client, apartment or mission with money history is archived instead
// of deleted, by the roles that may delete; restored by them too.

const archiveOperations = (name: Archivable): Record<string, Operation> => ({
  [`POST /${name}/:id/archiver`]: {
    tag: name,
    summary: `${name} : archiver (hors des listes, en lecture seule ; ses écritures restent)`,
    description:
      "Un enregistrement archivé quitte la liste par défaut (?archives=1 l'y remet), reste lisible et refuse " +
      "toute modification (409) jusqu'à sa restauration. Archiver deux fois ne change rien." +
      (name === "Dossier" ? " Un dossier en cours ne s'archive pas (409)." : ""),
    access: "deleters",
    params: { id: ID },
    ok: { 200: { description: "L'enregistrement archivé", json: RECORDS[name] } },
    errors: name === "Dossier" ? [401, 403, 404, 409] : [401, 403, 404],
  },
  [`POST /${name}/:id/restaurer`]: {
    tag: name,
    summary: `${name} : restaurer un enregistrement archivé, tel qu'il était`,
    access: "deleters",
    params: { id: ID },
    ok: { 200: { description: "L'enregistrement restauré", json: RECORDS[name] } },
    errors: [401, 403, 404],
  },
});

/** The routes' keys, spelled out for the web's calls (`POST /Dossier/:id/archiver`...). */
export type ArchiveRoute = `POST /${Archivable}/:id/${"archiver" | "restaurer"}`;

export const ARCHIVE_OPERATIONS = Object.assign(
  {},
  ...ARCHIVABLES.map(archiveOperations),
) as Readonly<Record<ArchiveRoute, Operation>>;
