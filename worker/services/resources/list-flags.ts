import { and, eq, gte, inArray, isNull, lte, type SQL } from "drizzle-orm";
import {
  type Appartement,
  Dossier,
  Intendance,
  type Locataire,
  Mission,
  MissionAppartement,
} from "../../db/schema";
import { estMandatGestionSql } from "../mandat-gestion-sql";
import { jsonArrays, jsonDistinct, parseJsonRows } from "../../speed/sql-json/json-select";
import {
  dossierEnCours,
  enPreavis,
  intendanceEnCours,
  statutAppartement,
  statutPreavis,
} from "../../domain/statut-appartement";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import type { ApiRow } from "../resource-def";
import { dossiersPreleves, modeLu } from "../prelevements/mode-paiement";
type DossierDates = {
  dateFinBail: string | null;
  dateDebutPreavis: string | null;
  dateFinPreavis: string | null;
};

// The flags of a 2,000-row list read what they need as one JSON string per query (speed/sql-json/json-select.ts). The
// rows come as a promise: each hook issues its reads first, by column, never by the rows' ids, so that on the edge
// they go with the list's read in one round trip (issue 22). The flags are set on the list's own row objects (fresh
// from listRecords): a copy of 2,000 rows of 50 fields cost 3-10 ms each time.

/** Apartment list flags: record status, notice status, and 'En gestion' (a caretaking mission covers today). */
export async function appartementFlags(
  ports: Ports,
  given: Promise<ApiRow<typeof Appartement>[]>,
  page?: SQL,
): Promise<ApiRow<typeof Appartement>[]> {
  const day = today(ports.clock);
  const dossierRead = ports.db
    .select({
      j: jsonArrays([
        Dossier.AppartementId,
        Dossier.dateFinBail,
        Dossier.dateDebutPreavis,
        Dossier.dateFinPreavis,
      ]),
    })
    .from(Dossier)
    .where(page ? inArray(Dossier.AppartementId, page) : undefined)
    .execute();
  // A caretaking mission covers today; an expense never makes an apartment 'En gestion' (the dashboard's rule too).
  const managedRead = ports.db
    .select({ j: jsonDistinct(Intendance.AppartementId) })
    .from(Intendance)
    .where(
      and(
        eq(Intendance.nature, "mission"),
        lte(Intendance.dateDepart, day),
        gte(Intendance.dateFin, day),
        page ? inArray(Intendance.AppartementId, page) : undefined,
      ),
    )
    .execute();
  // Issue 60: an apartment under a management mandate (domain/mission-type.ts) is 'En gestion' too.
  const mandatRead = ports.db
    .select({ j: jsonDistinct(MissionAppartement.AppartementId) })
    .from(MissionAppartement)
    .innerJoin(Mission, eq(Mission.id, MissionAppartement.MissionId))
    .where(
      and(
        isNull(Mission.archiveLe),
        estMandatGestionSql(Mission.type),
        page ? inArray(MissionAppartement.AppartementId, page) : undefined,
      ),
    )
    .execute();
  const [dossierJson, managedJson, mandatJson, rows] = await Promise.all([
    dossierRead,
    managedRead,
    mandatRead,
    given,
  ]);
  const dossiers =
    parseJsonRows<[number, string | null, string | null, string | null]>(dossierJson);
  const managed = new Set([
    ...parseJsonRows<number>(managedJson),
    ...parseJsonRows<number>(mandatJson),
  ]);
  const byAppart = new Map<number, DossierDates[]>();
  for (const [id, dateFinBail, dateDebutPreavis, dateFinPreavis] of dossiers) {
    const d = { dateFinBail, dateDebutPreavis, dateFinPreavis };
    const list = byAppart.get(id);
    if (list) list.push(d);
    else byAppart.set(id, [d]);
  }
  const none: DossierDates[] = [];
  for (const r of rows) {
    const ds = byAppart.get(r.id) ?? none;
    const statut = statutAppartement({ wip: !!r.wip }, ds, day);
    r.statut = statut;
    // The notice list shows apartments in notice, and vacant ones; others have no notice status.
    r.preavis =
      statutPreavis(ds, day) === "En préavis"
        ? "En préavis"
        : statut === "Vacant"
          ? "Vacant"
          : null;
    r.enGestion = managed.has(r.id);
  }
  return rows;
}

/**
 * Tenant list flags: has a running dossier (current tenant); former tenant: had dossiers, every one of them ended (a
 * tenant never given a lease is neither).
 */
export async function locataireFlags(
  ports: Ports,
  given: Promise<ApiRow<typeof Locataire>[]>,
  page?: SQL,
): Promise<ApiRow<typeof Locataire>[]> {
  const day = today(ports.clock);
  // Every dossier's tenant and end (a page's tenants' only), in one read: the list's own round trip on the edge.
  const read = ports.db
    .select({ j: jsonArrays([Dossier.LocataireId, Dossier.dateFinBail]) })
    .from(Dossier)
    .where(page ? inArray(Dossier.LocataireId, page) : undefined)
    .execute();
  const [json, rows] = await Promise.all([read, given]);
  const current = new Set<number>();
  const everLeased = new Set<number>();
  for (const [locataireId, dateFinBail] of parseJsonRows<[number, string | null]>(json)) {
    everLeased.add(locataireId);
    if (dossierEnCours({ dateFinBail }, day)) current.add(locataireId);
  }
  for (const r of rows) {
    r.dossierEnCours = current.has(r.id);
    r.ancienLocataire = !r.dossierEnCours && everLeased.has(r.id);
  }
  return rows;
}

/** A dossier's flags on a given Paris day: closed once its end date has passed, in notice within its period. */
export const dossierDayFlags = (r: DossierDates, day: string) => ({
  clos: !dossierEnCours(r, day),
  enPreavis: enPreavis(r, day),
});

/**
 * Dossier list flags (the web shows them; it never recomputes them with the browser's own day), and the payment mode
 * as read (services/prelevements/mode-paiement.ts).
 */
export async function dossierFlags(
  ports: Ports,
  given: Promise<ApiRow<typeof Dossier>[]>,
  page?: SQL,
): Promise<ApiRow<typeof Dossier>[]> {
  const day = today(ports.clock);
  const preleves = dossiersPreleves(ports, page);
  const rows = await given;
  const avecMandat = await preleves;
  for (const r of rows) {
    r.clos = !dossierEnCours(r, day);
    r.enPreavis = enPreavis(r, day);
    // "Prélèvement" while a mandate is active (issue 60), the stored mode otherwise.
    r.modePaiement = modeLu(r.modePaiement, avecMandat.has(r.id));
  }
  return rows;
}

/** Intendance list flag: current while its end date is in the future. */
export async function intendanceFlags(
  ports: Ports,
  given: Promise<ApiRow<typeof Intendance>[]>,
): Promise<ApiRow<typeof Intendance>[]> {
  const day = today(ports.clock);
  const rows = await given;
  for (const r of rows) r.enCours = intendanceEnCours(r, day);
  return rows;
}
