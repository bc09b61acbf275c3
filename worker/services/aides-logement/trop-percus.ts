import { sql } from "drizzle-orm";
import { moisFrSql } from "../../db/mois-fr-sql";
import {
  MSG_SANS_AIDE,
  MSG_TROP_PERCU_DEJA,
  MSG_TROP_PERCU_INTROUVABLE,
  MSG_TROP_PERCU_QUATRE_YEUX,
  MSG_TROP_PERCU_REMBOURSE,
  tropPercuSchema,
} from "../../domain/aides-logement/trop-percu";
import { introuvable } from "../../domain/labels";
import { toCents, toEuros } from "../../domain/money";
import { today } from "../../lib/dates";
import { ApiError, badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// Trop-perçus repaid to the CAF or MSA (issue 77 item 2): a payment out under the two-person rule. Recorded by
// anyone on the staff (one conditional insert: the lease's aid names the organisme; the unique index refuses a second
// one for the lease and month, parallel requests included), repaid when another admin or comptable validates it:
// one batch whose writes all hang on the one conditional update (« a_valider », another person, this request's key),
// the tenant's account debited by a debit adjustment (it only moves the balance: the credit the excess aid made goes
// back to the organisme, or, when spent, the tenant owes it again). The trust account loses the money and the
// tenant's credit alike: the représentation des fonds stays level.

interface TropPercuLu {
  id: number;
  DossierId: number;
  locataire: string;
  organisme: string;
  numeroAllocataire: string;
  mois: string;
  montant: number;
  motif: string;
  statut: "a_valider" | "rembourse";
  auteur: string;
  createdAt: string;
  rembourseLe: string | null;
  validePar: string | null;
  cle: string | null;
}

const colonnes = sql`t."id", t."DossierId", trim(coalesce(l."prenom", '') || ' ' || coalesce(l."nom", '')) as "locataire",
  t."organisme", t."numeroAllocataire", t."mois", t."montant", t."motif", t."statut", t."auteur", t."createdAt",
  t."rembourseLe", t."validePar", t."cle"
  from "TropPercuAide" t join "Dossier" d on d."id" = t."DossierId" left join "Locataire" l on l."id" = d."LocataireId"`;

const api = ({ cle: _cle, ...t }: TropPercuLu) => ({ ...t, montant: toEuros(t.montant) });

const lire = (ports: Ports, ou: ReturnType<typeof sql>) =>
  ports.db.all<TropPercuLu>(sql`select ${colonnes} where ${ou}`);

/** POST /api/aidesLogement/tropPercus: 201 the trop-perçu to repay, « a_valider ». */
export async function enregistrerTropPercu(ports: Ports, input: unknown, auteur: string) {
  const v = parseWith(tropPercuSchema, input);
  const now = ports.clock.now().toISOString();
  // The organisme and number of the aid in force that month (else the lease's first): the lease's own, never typed.
  const ajoutes = await ports.db.all<{ id: number }>(sql`
    insert into "TropPercuAide" ("DossierId", "organisme", "numeroAllocataire", "mois", "montant", "motif", "statut",
      "auteur", "createdAt")
    select * from (select a."DossierId", a."organisme", a."numeroAllocataire", ${v.mois}, ${toCents(v.montant)},
        ${v.motif}, 'a_valider', ${auteur}, ${now}
      from "AideLogement" a where a."DossierId" = ${v.DossierId}
      order by a."depuis" <= ${`${v.mois}-01`} desc, a."depuis" desc limit 1) where true
    on conflict do nothing returning "id"`);
  const id = ajoutes[0]?.id;
  if (id === undefined) {
    const [d] = await ports.db.all<{ aide: number }>(sql`
      select exists (select 1 from "AideLogement" where "DossierId" = d."id") as "aide"
      from "Dossier" d where d."id" = ${v.DossierId}`);
    if (!d) throw notFound(introuvable("Dossier"));
    if (!Number(d.aide)) throw badRequest(MSG_INVALID, { DossierId: MSG_SANS_AIDE });
    throw conflict(MSG_TROP_PERCU_DEJA);
  }
  const [t] = await lire(ports, sql`t."id" = ${id}`);
  if (!t) throw notFound(MSG_TROP_PERCU_INTROUVABLE);
  return { tropPercu: api(t) };
}

/** GET /api/aidesLogement/tropPercus: those to validate first, then the repaid, newest first. */
export async function listeTropPercus(ports: Ports) {
  const rows = await ports.db.all<TropPercuLu>(
    sql`select ${colonnes} order by t."statut" = 'rembourse', t."createdAt" desc, t."id" desc`,
  );
  return { data: rows.map(api) };
}

/** POST /api/aidesLogement/tropPercus/{id}/valider: by an admin or comptable who did not record it. */
export async function validerTropPercu(ports: Ports, id: number, par: string) {
  const cle = crypto.randomUUID();
  const now = ports.clock.now().toISOString();
  const jour = today(ports.clock);
  const [, , lus] = await inOneTrip(ports, [
    ports.db.run(sql`update "TropPercuAide" set "statut" = 'rembourse', "rembourseLe" = ${jour},
        "validePar" = ${par}, "cle" = ${cle}
      where "id" = ${id} and "statut" = 'a_valider' and "auteur" <> ${par}`),
    ports.db.run(sql`insert into "Ecriture" ("DossierId", "type", "date", "libelle", "debit", "credit", "motif",
        "auteur", "createdAt")
      select "DossierId", 'ajustement', ${jour},
        'Trop-perçu d''aide au logement remboursé à la ' || "organisme" || ' (' || ${moisFrSql(sql`"mois"`)} || ')',
        "montant", 0, "motif", ${par}, ${now}
      from "TropPercuAide" where "id" = ${id} and "cle" = ${cle}`),
    lire(ports, sql`t."id" = ${id}`),
  ]);
  const [t] = lus;
  if (!t) throw notFound(MSG_TROP_PERCU_INTROUVABLE);
  if (t.cle === cle) return { tropPercu: api(t) };
  if (t.statut === "rembourse") throw conflict(MSG_TROP_PERCU_REMBOURSE);
  throw new ApiError(403, "forbidden", MSG_TROP_PERCU_QUATRE_YEUX);
}
