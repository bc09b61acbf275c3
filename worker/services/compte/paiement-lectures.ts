import { sql } from "drizzle-orm";
import type { Ports } from "../../ports";
import type { LigneRejouee } from "../../ports/kept-ledgers";
import type { EcritureLoyer } from "../../domain/proprietaire/loyers";
import {
  anciensDe,
  anciensJsonSql,
  ecrituresLoyerDe,
  ecrituresLoyerSql,
  proprietairesDe,
  proprietairesJsonSql,
  type ProprietaireDuLot,
} from "../proprietaire/loyers";
import { lignesRejoueesDe, rejeuSql } from "./ledger";
import { etatsDe, etatsSql, type EtatStocke } from "./projection";
import { dossierExiste, termeDuDossier } from "./paiements";

// A payment's reads as ONE statement each (ADR 155): the first read (six selects) and the batch's read back (two)
// were one statement per select, each built by drizzle, run by the driver and answered through a promise of its
// own, for a row of one value. The same selects (their SQL shared with the statements the other services run) are
// here the columns of one row: the same values, the same round trips on the edge (one each), fewer calls.

/** What a payment reads first: the checks, the ledger and owner entries after those kept, the terms' state, the owners. */
export interface LecturePaiement {
  dossier: boolean;
  terme: boolean;
  lignes: LigneRejouee[];
  etats: EtatStocke[];
  proprietaires: ProprietaireDuLot[];
  loyers: EcritureLoyer[];
  /** Null when the caller already knows them (kept with the ledger). */
  anciens: Set<number> | null;
}

type Ligne = {
  dossier: number;
  terme: number;
  lignes: string | null;
  etats: string | null;
  proprietaires: string | null;
  loyers: string | null;
  anciens: string | null;
};

/**
 * The first read of a payment on `dossierId` naming `quitanceId`: the lines after `vuLignes`, the owner entries
 * after `vuLoyers` (0: all), the old payments unless `anciens` is false. A statement: the edge sends it with the
 * session's check, in one round trip.
 */
export function lecturePaiementStatement(
  ports: Ports,
  o: {
    dossierId: number;
    quitanceId: number | null;
    vuLignes?: number;
    vuLoyers?: number;
    anciens: boolean;
  },
) {
  const d = o.dossierId;
  return ports.db.all<Ligne>(sql`select ${dossierExiste(d)} as "dossier",
    ${termeDuDossier({ DossierId: d, QuitanceId: o.quitanceId })} as "terme",
    (${rejeuSql(d, o.vuLignes)}) as "lignes",
    (${etatsSql(d)}) as "etats",
    (${proprietairesJsonSql(d)}) as "proprietaires",
    (${ecrituresLoyerSql(d, o.vuLoyers)}) as "loyers",
    ${o.anciens ? sql`(${anciensJsonSql(d)})` : sql`null`} as "anciens"`);
}

/** lecturePaiementStatement's row, decoded. */
export function lecturePaiementDe([l]: Ligne[]): LecturePaiement {
  return {
    dossier: l?.dossier === 1,
    terme: l?.terme === 1,
    lignes: lignesRejoueesDe([{ j: l?.lignes ?? null }]),
    etats: etatsDe([{ j: l?.etats ?? null }]),
    proprietaires: proprietairesDe(l?.proprietaires ?? null),
    loyers: ecrituresLoyerDe([{ j: l?.loyers ?? null }]),
    anciens: l?.anciens == null ? null : anciensDe(l.anciens),
  };
}

/** What the payment's batch reads back after its writes: the lines and owner entries appended since the first read. */
export const relectureStatement = (
  ports: Ports,
  dossierId: number,
  vuLignes: number,
  vuLoyers: number,
) =>
  ports.db.all<{ lignes: string | null; loyers: string | null }>(sql`select
    (${rejeuSql(dossierId, vuLignes)}) as "lignes",
    (${ecrituresLoyerSql(dossierId, vuLoyers)}) as "loyers"`);

/** relectureStatement's row, decoded. */
export function relectureDe([l]: { lignes: string | null; loyers: string | null }[]) {
  return {
    lignes: lignesRejoueesDe([{ j: l?.lignes ?? null }]),
    loyers: ecrituresLoyerDe([{ j: l?.loyers ?? null }]),
  };
}
