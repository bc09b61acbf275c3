import type { Territoire } from "../../domain/echeances/encadrement";
import type { IrlValeur } from "../../domain/irl/valeurs";
import { refusRelocation } from "../../domain/reglementation/plafond-relocation";
import type { Periode } from "../../domain/reglementation/periode";
import { enZoneTendueLe, type ListeZoneTendue } from "../../domain/reglementation/zones-tendues";
import type { Ports } from "../../ports";
import { lireIrl } from "../irl/irl";
import { decretsRelocation, listesZoneTendue, territoiresEncadrement } from "./lignes";
import { precedentDuLot } from "./loyer-precedent";

// What a new lease's rules read from Paramètres > Réglementation, read with a caller's own first reads (tenant/add:
// one round trip on the edge) and handed to the Dossier's derive through the call's ports object, as avecLot does.

export interface ReglementationDuBail {
  appartementId: number;
  debut: string;
  territoires: Territoire[];
  precedent: Awaited<ReturnType<typeof precedentDuLot>>;
  decrets: Periode[];
  listes: ListeZoneTendue[];
  irl: IrlValeur[];
}

/** The reads, issued together. */
export async function lireReglementationDuBail(
  ports: Ports,
  appartementId: number,
  debut: string,
): Promise<ReglementationDuBail> {
  const [territoires, precedent, decrets, listes, irl] = await Promise.all([
    territoiresEncadrement(ports),
    precedentDuLot(ports, appartementId, debut),
    decretsRelocation(ports),
    listesZoneTendue(ports),
    lireIrl(ports),
  ]);
  return { appartementId, debut, territoires, precedent, decrets, listes, irl };
}

const lues = new WeakMap<Ports, ReglementationDuBail>();

/** Marks `ports` (a call's own object, avecLot's) with what was read: its derive reads nothing again. */
export function avecReglementation(ports: Ports, r: ReglementationDuBail): Ports {
  lues.set(ports, r);
  return ports;
}

/** What the caller read for this lot and start day, if it did. */
export function reglementationLue(
  ports: Ports,
  appartementId: number,
  debut: string,
): ReglementationDuBail | undefined {
  const r = lues.get(ports);
  return r && r.appartementId === appartementId && r.debut === debut ? r : undefined;
}

/** The re-let rule on what was read (tenant/add): a French message, or null. */
export function refusRelocationLu(
  r: ReglementationDuBail,
  d: { dateCreationBail: string; loyerHC: number; exceptionLoyer?: string | null },
): string | null {
  const { lot, precedent } = r.precedent;
  if (!lot) return null;
  return refusRelocation({
    zoneTendue: lot.zoneTendue ?? enZoneTendueLe(lot, d.dateCreationBail, r.listes),
    signature: d.dateCreationBail,
    loyerHC: d.loyerHC,
    precedent,
    exceptionLoyer: d.exceptionLoyer,
    decrets: r.decrets,
    irl: r.irl,
  });
}
