import { tableDes } from "./enregistrement";
import { GROUPES_PUBLICS, GROUPES_PERSONNEL } from "./liste";
import { RESOURCES } from "../../services/resources";

// Each staff group's router entries (enregistrement.ts). Here they are read from the groups when this module loads
// (tests, tsx, the edge, whose bundle holds every module anyway); the Node build swaps this module for the same table
// computed at build time (scripts/build-server.mjs), as it does the routing table (ADR 054), so that `npm start`
// loads the staff routes with the first request to one of them (ADR 149).
export const TABLE_PERSONNEL = tableDes(GROUPES_PERSONNEL);
export const TABLE_PUBLICS = tableDes(GROUPES_PUBLICS);

// The resources that declare signed copies (ResourceDef.signedFiles): their PUT takes a multipart body (app.ts).
export const RESSOURCES_A_COPIES_SIGNEES = RESOURCES.filter((d) => d.signedFiles?.length).map(
  (d) => d.name,
);
