import type { Ports } from "../../ports";
import { today } from "../../lib/dates";
import type { Agence } from "../../lib/agence";
import type { DocumentContext } from "../../documents/layout";
import { lireAgence } from "../mandats/agence";

/** Who issues a document (the agency of Paramètres > Agence over the host's settings) and the Paris day. */
export const documentContext = async (ports: Ports): Promise<DocumentContext> =>
  documentContextOf(ports, await lireAgence(ports));

/** The same, with the agency already read (in parallel with the document's own reads). */
export const documentContextOf = (ports: Ports, agence: Agence): DocumentContext => ({
  agence,
  date: today(ports.clock),
});
