import { sql } from "drizzle-orm";
import { estCaduc } from "../../domain/prelevements/mandat";
import { mandatSepaSchema } from "../../domain/schemas/prelevement";
import { introuvable } from "../../domain/labels";
import { today } from "../../lib/dates";
import { badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// A tenant's SEPA mandates (issue 41, ADR 041): created (revoking the dossier's active one in the same batch: the
// partial unique index keeps one active per dossier), listed, revoked. One round trip each.

export const MSG_MANDAT_INTROUVABLE = "Le mandat SEPA est introuvable.";
export const MSG_DEJA_REVOQUE = "Ce mandat est déjà révoqué.";

export interface MandatLu {
  id: number;
  DossierId: number;
  rum: string;
  titulaire: string;
  iban: string;
  bic: string | null;
  dateSignature: string;
  lieuSignature: string;
  statut: "actif" | "revoque";
  revoqueAt: string | null;
  createdAt: string;
  derniereUtilisation: string | null;
}

/** The mandates (of a dossier, or one), with the debit date of their last collection not rejected. */
export const lectureMandats = (ports: Ports, where: ReturnType<typeof sql>) =>
  ports.db.all<MandatLu>(sql`select m."id", m."DossierId", m."rum", m."titulaire", m."iban", m."bic",
      m."dateSignature", m."lieuSignature", m."statut", m."revoqueAt", m."createdAt",
      (select max(p."dateEcheance") from "LignePrelevement" l join "Prelevement" p on p."id" = l."PrelevementId"
        where l."MandatSepaId" = m."id" and l."rejet" is null and p."statut" = 'valide') as "derniereUtilisation"
    from "MandatSepa" m where ${where} order by m."id" desc`);

/** The API's mandate: "caduc" when active but unused for 36 months. */
export function mandatApi(ports: Ports, m: MandatLu) {
  const caduc =
    m.statut === "actif" && estCaduc(m.derniereUtilisation ?? m.dateSignature, today(ports.clock));
  return {
    id: m.id,
    DossierId: m.DossierId,
    rum: m.rum,
    statut: caduc ? ("caduc" as const) : m.statut,
    titulaire: m.titulaire,
    iban: m.iban,
    bic: m.bic,
    dateSignature: m.dateSignature,
    lieuSignature: m.lieuSignature,
    revoqueAt: m.revoqueAt,
    derniereUtilisation: m.derniereUtilisation,
    createdAt: m.createdAt,
  };
}

const MSG_SIGNATURE_FUTURE = "La date de signature ne peut pas être dans le futur.";

/** POST /api/Dossier/{id}/mandatsSepa: 201 { mandat }; the previous active mandate revoked. */
export async function creerMandat(ports: Ports, dossierId: number, input: unknown, auteur: string) {
  const v = parseWith(mandatSepaSchema, input);
  // A mandate is recorded once signed: a date to come is no signature, and nothing may be collected on it.
  if (v.dateSignature > today(ports.clock))
    throw badRequest(MSG_INVALID, { dateSignature: MSG_SIGNATURE_FUTURE });
  const now = ports.clock.now().toISOString();
  const existe = sql`exists (select 1 from "Dossier" where "id" = ${dossierId})`;
  // The next id of the table (AUTOINCREMENT): the RUM names it, so it is unique for good.
  const prochain = sql`(coalesce((select "seq" from "sqlite_sequence" where "name" = 'MandatSepa'), 0) + 1)`;
  const [, [cree], [m]] = await inOneTrip(ports, [
    ports.db.run(sql`update "MandatSepa" set "statut" = 'revoque', "revoqueAt" = ${now}
      where "DossierId" = ${dossierId} and "statut" = 'actif'`),
    ports.db.all<{
      id: number;
    }>(sql`insert into "MandatSepa" ("DossierId", "rum", "titulaire", "iban", "bic",
        "dateSignature", "lieuSignature", "statut", "auteur", "createdAt")
      select ${dossierId}, 'PL-D' || cast(${dossierId} as integer) || '-M' || ${prochain}, ${v.titulaire}, ${v.iban},
        ${v.bic ?? null}, ${v.dateSignature}, ${v.lieuSignature}, 'actif', ${auteur}, ${now} where ${existe}
      returning "id"`),
    // The batch's own row, read back in the same trip: the dossier's active mandate it just made.
    lectureMandats(
      ports,
      sql`m."DossierId" = ${dossierId} and m."statut" = 'actif' and m."createdAt" = ${now}`,
    ),
  ]);
  if (!cree || !m) throw notFound(introuvable("Dossier"));
  return { mandat: mandatApi(ports, m) };
}

/** GET /api/Dossier/{id}/mandatsSepa: newest first. */
export async function listeMandats(ports: Ports, dossierId: number) {
  const [dossier, rows] = await Promise.all([
    ports.db.all<{ id: number }>(sql`select "id" from "Dossier" where "id" = ${dossierId}`),
    lectureMandats(ports, sql`m."DossierId" = ${dossierId}`),
  ]);
  if (!dossier.length) throw notFound(introuvable("Dossier"));
  return { data: rows.map((m) => mandatApi(ports, m)) };
}

/** POST /api/MandatSepa/{id}/revoquer: 200 { mandat }, 409 once revoked. */
export async function revoquerMandat(ports: Ports, id: number) {
  const now = ports.clock.now().toISOString();
  const [, [won], rows] = await inOneTrip(ports, [
    ports.db.run(sql`update "MandatSepa" set "statut" = 'revoque', "revoqueAt" = ${now}
      where "id" = ${id} and "statut" = 'actif'`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    lectureMandats(ports, sql`m."id" = ${id}`),
  ]);
  if (!rows[0]) throw notFound(MSG_MANDAT_INTROUVABLE);
  if (Number(won?.n) !== 1) throw conflict(MSG_DEJA_REVOQUE);
  return { mandat: mandatApi(ports, rows[0]) };
}
