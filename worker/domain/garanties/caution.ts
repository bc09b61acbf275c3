import { CAUTION_ET_GLI } from "./regles";
import { STATUTS_CAUTION_ET_GLI } from "./statuts";

// A personal guarantor added to a lease under a GLI (issue 78 item 3, ADR 122): refused by the database itself (a
// trigger, services/garanties/triggers.ts), so that no request pairs them, whatever the path or the timing. A
// trigger's message is a literal: it names the article of the latest row of the dated table.

const regle = CAUTION_ET_GLI[CAUTION_ET_GLI.length - 1];

export const MSG_CAUTION_SOUS_GLI = `Une caution personnelle ne peut pas s'ajouter à un bail garanti par une assurance loyers impayés (GLI), sauf pour un locataire étudiant ou apprenti (${regle?.article ?? "loi n° 89-462, article 22-1"}).`;

/** The situations allowed, as an SQL list of literals for the trigger. */
export const STATUTS_SQL = STATUTS_CAUTION_ET_GLI.map((s) => `'${s}'`).join(", ");
