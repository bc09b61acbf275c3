import { eq, sql } from "drizzle-orm";
import { builtOnce } from "../../db/built-once";
import { Dossier } from "../../db/schema";
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
import { partAssureurSql } from "../garanties/part-assureur-sql";
import { lignesRejoueesDe, rejeuSql } from "./ledger";
import { etatsDe, etatsSql, type EtatStocke } from "./projection";

// A payment's reads as ONE statement each (ADR 155): the first read (six selects) and the batch's read back (two)
// were one statement per select, each built by drizzle, run by the driver and answered through a promise of its
// own, for a row of one value. The same selects (their SQL shared with the statements the other services run) are
// here the columns of one row: the same values, the same round trips on the edge (one each), fewer calls. The
// first read's text is built once per database handle, not on each payment.

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
  /** Cents of the payment owed to the insurer (ADR 157), 0 unless asked (`montant` given). */
  part: number;
}

type Ligne = {
  terme: number;
  lignes: string | null;
  etats: string | null;
  proprietaires: string | null;
  loyers: string | null;
  anciens: string | null;
  part: number;
};

const v = (name: string) => sql.placeholder(name);

/**
 * The first read, built once (db/built-once.ts, ADR 062): drizzle built its text, eight nested selects, on every
 * payment. Its row is the dossier's (none: no such dossier); `quitanceId` null names no term; `anciens` 0 skips them;
 * `montant` null asks no insurer's part.
 */
const lecturePreparee = builtOnce((db) =>
  db
    .select({
      terme: sql<number>`case when ${v("quitanceId")} is null then 1 else exists (select 1 from "Quitance" q
        where q."id" = ${v("quitanceId")} and q."DossierId" = "Dossier"."id") end`,
      lignes: sql<string | null>`(${rejeuSql(v("dossierId"), v("vuLignes"))})`,
      etats: sql<string | null>`(${etatsSql(v("dossierId"))})`,
      proprietaires: sql<string | null>`(${proprietairesJsonSql(v("dossierId"))})`,
      loyers: sql<string | null>`(${ecrituresLoyerSql(v("dossierId"), v("vuLoyers"))})`,
      anciens: sql<
        string | null
      >`case when ${v("anciens")} = 1 then (${anciensJsonSql(v("dossierId"))}) end`,
      part: sql<number>`case when ${v("montant")} is null then 0
        else ${partAssureurSql(sql`${v("dossierId")}`, sql`${v("montant")}`, sql`${v("quitanceId")}`)} end`,
    })
    .from(Dossier)
    .where(eq(Dossier.id, v("dossierId")))
    .prepare(),
);

/**
 * The first read of a payment on `dossierId` naming `quitanceId`: the lines after `vuLignes`, the owner entries
 * after `vuLoyers` (0: all), the old payments unless `anciens` is false, and what of `montant` (cents), if given, is
 * the insurer's. On the edge it goes with the session's check, in one round trip.
 */
export const lecturePaiement = (
  ports: Ports,
  o: {
    dossierId: number;
    quitanceId: number | null;
    vuLignes?: number;
    vuLoyers?: number;
    anciens: boolean;
    montant?: number;
  },
): Promise<Ligne[]> =>
  lecturePreparee(ports.db).all({
    dossierId: o.dossierId,
    quitanceId: o.quitanceId,
    vuLignes: o.vuLignes ?? 0,
    vuLoyers: o.vuLoyers ?? 0,
    anciens: o.anciens ? 1 : 0,
    montant: o.montant ?? null,
  });

/** lecturePaiement's row, decoded (none: the dossier does not exist). */
export function lecturePaiementDe([l]: Ligne[]): LecturePaiement {
  return {
    dossier: l !== undefined,
    terme: l?.terme === 1,
    lignes: lignesRejoueesDe([{ j: l?.lignes ?? null }]),
    etats: etatsDe([{ j: l?.etats ?? null }]),
    proprietaires: proprietairesDe(l?.proprietaires ?? null),
    loyers: ecrituresLoyerDe([{ j: l?.loyers ?? null }]),
    anciens: l?.anciens == null ? null : anciensDe(l.anciens),
    part: Number(l?.part ?? 0),
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
