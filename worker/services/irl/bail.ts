import type { Ports } from "../../ports";
import {
  dernierPublie,
  indiceDuBail,
  valeurDuLibelle,
  type IrlValeur,
} from "../../domain/irl/valeurs";
import { badRequest, MSG_INVALID } from "../../lib/errors";
import { lireIrl } from "./irl";

// A lease's reference IRL (issue 23): the server decides it, the form only shows the same default. Signed on
// `dateCreationBail` (the contract's « Fait à <lieuSignature>, le <dateCreationBail> »), a lease without one takes the
// last quarter published by that day, from the table of Paramètres > IRL.

interface IndiceSaisi {
  indice?: number | null;
  indiceTrim?: string | null;
  dateCreationBail: string;
}

const jourFr = (d: string) => d.split("-").reverse().join("/");

/**
 * The lease's `indice` and `indiceTrim`: as given when `indice` is; the value of the quarter `indiceTrim` names
 * when only that is given; else the last quarter published by the signature date. A quarter the table lacks is a
 * 400 on `indice` (type it, or add the quarter in Paramètres > IRL). Reads the table only when something is missing.
 */
export async function indiceDuBailSigne(
  ports: Ports,
  d: IndiceSaisi,
  /** The table when the caller has read it already, with its own reads (one round trip on the edge). */
  lue?: IrlValeur[],
): Promise<{ indice: number; indiceTrim: string | null }> {
  if (d.indice != null) return { indice: d.indice, indiceTrim: d.indiceTrim ?? null };
  const table = lue ?? (await lireIrl(ports));
  if (d.indiceTrim) {
    const v = valeurDuLibelle(table, d.indiceTrim);
    if (v) return { indice: v.valeur, indiceTrim: d.indiceTrim };
    throw badRequest(MSG_INVALID, {
      indice: `Le « ${d.indiceTrim} » n'est pas dans la table des IRL (Paramètres > IRL) : indiquez la valeur de l'indice.`,
    });
  }
  const v = dernierPublie(table, d.dateCreationBail);
  if (v) return indiceDuBail(v);
  throw badRequest(MSG_INVALID, {
    indice: `Aucun IRL publié au ${jourFr(d.dateCreationBail)} n'est connu : indiquez l'indice et son trimestre, ou ajoutez le trimestre dans Paramètres > IRL.`,
  });
}
