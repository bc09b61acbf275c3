import type { Archivable } from "../archives/messages";
import { ID, type Operation } from "./operation";
import { RECORDS } from "./shapes";

// Money outlives records (ADR 038): a dossier, client, apartment or mission with money history is archived instead
// of deleted, by the roles that may delete; restored by them too.

const archiver = (name: Archivable): Operation => ({
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
});

const restaurer = (name: Archivable): Operation => ({
  tag: name,
  summary: `${name} : restaurer un enregistrement archivé, tel qu'il était`,
  access: "deleters",
  params: { id: ID },
  ok: { 200: { description: "L'enregistrement restauré", json: RECORDS[name] } },
  errors: [401, 403, 404],
});

/** The routes' keys, spelled out for the web's calls (`POST /Dossier/:id/archiver`...). */
export type ArchiveRoute = `POST /${Archivable}/:id/${"archiver" | "restaurer"}`;

/** Every archivable record's two routes, written out so that the type checks that none is missing. */
export const ARCHIVE_OPERATIONS: Readonly<Record<ArchiveRoute, Operation>> = {
  "POST /Dossier/:id/archiver": archiver("Dossier"),
  "POST /Dossier/:id/restaurer": restaurer("Dossier"),
  "POST /Client/:id/archiver": archiver("Client"),
  "POST /Client/:id/restaurer": restaurer("Client"),
  "POST /Appartement/:id/archiver": archiver("Appartement"),
  "POST /Appartement/:id/restaurer": restaurer("Appartement"),
  "POST /Mission/:id/archiver": archiver("Mission"),
  "POST /Mission/:id/restaurer": restaurer("Mission"),
  "POST /Fournisseur/:id/archiver": archiver("Fournisseur"),
  "POST /Fournisseur/:id/restaurer": restaurer("Fournisseur"),
};
