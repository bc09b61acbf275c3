import { and, eq, gt, isNull, lte, or, gte } from "drizzle-orm";
import { Dossier, Intendance } from "../../db/schema";
import { dossierEnCours, enPreavis, intendanceEnCours, statutAppartement, statutPreavis } from "../../domain/statut-appartement";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";

type Row = Record<string, unknown>;

const groupBy = <T extends Record<string, unknown>>(rows: T[], key: keyof T) => {
  const m = new Map<unknown, T[]>();
  for (const r of rows) {
    const list = m.get(r[key]);
    if (list) list.push(r);
    else m.set(r[key], [r]);
  }
  return m;
};

/** Apartment list flags: record status, notice status, and 'En gestion' (a caretaking mission covers today). */
export async function appartementFlags(ports: Ports, rows: Row[]): Promise<Row[]> {
  const day = today(ports.clock);
  const [dossiers, gestion] = await Promise.all([
    ports.db.select({ AppartementId: Dossier.AppartementId, dateFinBail: Dossier.dateFinBail, dateDebutPreavis: Dossier.dateDebutPreavis, dateFinPreavis: Dossier.dateFinPreavis }).from(Dossier),
    // A caretaking mission covers today; an expense never makes an apartment 'En gestion' (the dashboard's rule too).
    ports.db.select({ AppartementId: Intendance.AppartementId }).from(Intendance).where(and(eq(Intendance.nature, "mission"), lte(Intendance.dateDepart, day), gte(Intendance.dateFin, day))),
  ]);
  const byAppart = groupBy(dossiers, "AppartementId");
  const managed = new Set(gestion.map((g) => g.AppartementId));
  return rows.map((r) => {
    const ds = byAppart.get(r.id) ?? [];
    const statut = statutAppartement({ wip: !!r.wip }, ds, day);
    // The notice list shows apartments in notice, and vacant ones; others have no notice status.
    const preavis = statutPreavis(ds, day) === "En préavis" ? "En préavis" : statut === "Vacant" ? "Vacant" : null;
    return { ...r, statut, preavis, enGestion: managed.has(r.id as number) };
  });
}

/** Tenant list flag: has a running dossier (current tenant) or not (former tenant). */
export async function locataireFlags(ports: Ports, rows: Row[]): Promise<Row[]> {
  const day = today(ports.clock);
  const open = await ports.db.select({ LocataireId: Dossier.LocataireId }).from(Dossier).where(or(isNull(Dossier.dateFinBail), gt(Dossier.dateFinBail, day)));
  const current = new Set(open.map((o) => o.LocataireId));
  return rows.map((r) => ({ ...r, dossierEnCours: current.has(r.id as number) }));
}

/** A dossier's flags on a given Paris day: closed once its end date has passed, in notice within its period. */
export const dossierDayFlags = (r: Row, day: string) => ({ clos: !dossierEnCours(r, day), enPreavis: enPreavis(r, day) });

/** Dossier list flags (the web shows them; it never recomputes them with the browser's own day). */
export async function dossierFlags(ports: Ports, rows: Row[]): Promise<Row[]> {
  const day = today(ports.clock);
  return rows.map((r) => ({ ...r, ...dossierDayFlags(r, day) }));
}

/** Intendance list flag: current while its end date is in the future. */
export async function intendanceFlags(ports: Ports, rows: Row[]): Promise<Row[]> {
  const day = today(ports.clock);
  return rows.map((r) => ({ ...r, enCours: intendanceEnCours(r, day) }));
}
