import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { present } from "../../domain/present";
import { Dossier, Quitance } from "../../db/schema";
import type { Ports } from "../../ports";
import { lotSchema, RAISON, type ResultatLot } from "../../domain/lots/lot";
import { ApiError } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import { MSG_DEJA_REGLEE, MSG_SANS_MAIL, MSG_STATUT_INCONNU, remind } from "../quitance/relance";
import { accord } from "../../domain/francais/pluriel";

// "Relancer" on several receipts or dossiers (issue 42, ADR 046): each reminder is the one of the receipt's
// "Relancer" (remind: its count, the tenant, the guarantors from the second one, the outbox), one after the other;
// a receipt the reminder refuses is left out with the reason, in the summary's words.

const RAISONS = new Map([
  [MSG_DEJA_REGLEE, RAISON.dejaPayee],
  [MSG_STATUT_INCONNU, "statut inconnu"],
  [MSG_SANS_MAIL, "locataire sans e-mail"],
]);

/** One reminder; what remind refuses (404, 409) as the row's reason. */
async function relancer(ports: Ports, id: number): Promise<ResultatLot> {
  try {
    const r = await remind(ports, id);
    return { id, statut: "relancee", message: r.envoyes === r.envois ? "envoyée" : "en attente" };
  } catch (e) {
    if (!(e instanceof ApiError) || e.status >= 500) throw e;
    const message = e.status === 404 ? RAISON.introuvable : (RAISONS.get(e.message) ?? e.message);
    return { id, statut: "ignoree", message };
  }
}

const compte = (resultats: ResultatLot[]) => ({
  resultats,
  relancees: resultats.filter((r) => r.statut === "relancee").length,
  ignorees: resultats.filter((r) => r.statut === "ignoree").length,
});

/** POST /api/Quitance/relancer { ids }: the receipts of an archived dossier are left out. */
export async function relancerQuitances(ports: Ports, body: unknown) {
  const { ids } = parseWith(lotSchema, body);
  const rows = await ports.db
    .select({ id: Quitance.id, archiveLe: Dossier.archiveLe })
    .from(Quitance)
    .leftJoin(Dossier, eq(Dossier.id, Quitance.DossierId))
    .where(inArray(Quitance.id, ids));
  const archivees = new Set(rows.filter((r) => r.archiveLe).map((r) => r.id));
  const resultats: ResultatLot[] = [];
  for (const id of ids)
    resultats.push(
      archivees.has(id)
        ? { id, statut: "ignoree", message: RAISON.archive }
        : await relancer(ports, id),
    );
  return compte(resultats);
}

/**
 * POST /api/Dossier/relancer { ids }: each dossier's terms due by today and known to be unpaid or partly paid, each
 * reminded as its receipt's "Relancer" does; a dossier with none is left out.
 */
export async function relancerDossiers(ports: Ports, body: unknown) {
  const { ids } = parseWith(lotSchema, body);
  const [dossiers, termes] = await Promise.all([
    ports.db
      .select({ id: Dossier.id, archiveLe: Dossier.archiveLe })
      .from(Dossier)
      .where(inArray(Dossier.id, ids)),
    ports.db
      .select({ id: Quitance.id, DossierId: Quitance.DossierId })
      .from(Quitance)
      .where(
        and(
          inArray(Quitance.DossierId, ids),
          eq(Quitance.regle, false),
          eq(Quitance.statusInconu, false),
          lte(Quitance.date, today(ports.clock)),
        ),
      )
      .orderBy(asc(Quitance.date)),
  ]);
  const byId = new Map(dossiers.map((d) => [d.id, d]));
  const resultats: ResultatLot[] = [];
  for (const id of ids) {
    const d = byId.get(id);
    const aRelancer = termes.filter((t) => t.DossierId === id).map((t) => t.id);
    if (!d) resultats.push({ id, statut: "ignoree", message: RAISON.introuvable });
    else if (d.archiveLe) resultats.push({ id, statut: "ignoree", message: RAISON.archive });
    else if (!aRelancer.length)
      resultats.push({ id, statut: "ignoree", message: RAISON.rienARelancer });
    else resultats.push(await relancerDossier(ports, id, aRelancer));
  }
  return compte(resultats);
}

async function relancerDossier(ports: Ports, id: number, termes: number[]): Promise<ResultatLot> {
  const faits: ResultatLot[] = [];
  for (const t of termes) faits.push(await relancer(ports, t));
  const n = faits.filter((f) => f.statut === "relancee").length;
  if (!n)
    return { id, statut: "ignoree", message: present(faits[0], "premier terme relancé").message };
  return {
    id,
    statut: "relancee",
    message: `${n} ${accord(n, "échéance")} ${accord(n, "relancée")}`,
  };
}
