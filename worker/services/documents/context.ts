import type { Ports } from "../../ports";
import { AGENCE_PAR_DEFAUT } from "../../lib/agence";
import { today } from "../../lib/dates";
import type { DocumentContext } from "../../documents/layout";

/** Who issues a document (the agency of the settings) and the Paris day it is made on. */
export const documentContext = (ports: Ports): DocumentContext => ({
  agence: ports.config.agence ?? AGENCE_PAR_DEFAUT,
  date: today(ports.clock),
});
