import { sql } from "drizzle-orm";
import { eurosFrSql } from "../../db/euros-fr-sql";
import { seuilMajorite } from "../../domain/travaux/devis";
import { MSG_DEVIS_DEJA_CHOISI, MSG_DEVIS_PAS_A_CHOISIR } from "../../domain/travaux/messages";
import { introuvable } from "../../domain/labels";
import { conflict, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { lectureDevis } from "./devis-lecture";

// Choosing a quote (issue 76, item 3; ADR 120). Within the mandate's ceiling (Mission.plafondTravauxTTC), or for an
// urgent order, staff's choice orders the work; above it the order waits for the owners, each told by e-mail (the
// outbox, in the same batch) and in their space. Every step is a condition of the batch's statements.

/** The chosen quote `d` of order `i` is ordered by staff: an urgent order, or within every mandate's ceiling. */
const commandeDirecte = sql`(i."urgence" = 1 or d."montantTTC" <= (select min(m."plafondTravauxTTC")
  from "Mission" m join "MissionAppartement" ma on ma."MissionId" = m."id"
  where ma."AppartementId" = i."AppartementId" and m."archiveLe" is null))`;

const mailDe = sql`case when c."mailDefaut" = 'mailPro' then coalesce(c."mailPro", c."mailPerso")
  else coalesce(c."mailPerso", c."mailPro") end`;

/** POST /api/Intervention/{id}/devis/{devisId}/choisir by `par`. */
export async function choisirDevis(ports: Ports, id: number, devisId: number, par: string) {
  const at = ports.clock.now().toISOString();
  const choisi = sql`d."id" = ${devisId} and d."InterventionId" = ${id} and d."choisiAt" = ${at}`;
  const [, [n]] = await inOneTrip(ports, [
    // The choice: only on an order « devis reçu » with no live chosen quote (the unique index holds the same).
    ports.db.run(sql`update "Devis" set "choisi" = 1, "choisiPar" = ${par}, "choisiAt" = ${at}
      where "id" = ${devisId} and "InterventionId" = ${id} and "refuseAt" is null
        and exists (select 1 from "Intervention" i where i."id" = ${id} and i."etat" = 'devis_recu')
        and not exists (select 1 from "Devis" o where o."InterventionId" = ${id} and o."choisi" = 1
          and o."refuseAt" is null)`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at", "commentaire")
      select i."id", i."etat", case when ${commandeDirecte} then 'commandee' else 'attente_proprietaire' end,
        ${par}, ${at}, case when ${commandeDirecte} then null
          else 'Au-dessus du plafond du mandat : accord des propriétaires demandé' end
      from "Intervention" i join "Devis" d on d."InterventionId" = i."id" where ${choisi}`),
    ports.db.run(sql`update "Intervention" as i set "FournisseurId" = d."FournisseurId",
        "etat" = case when ${commandeDirecte} then 'commandee' else 'attente_proprietaire' end, "updatedAt" = ${at}
      from "Devis" d where i."id" = ${id} and ${choisi}`),
    // Each owner of the lot is asked by e-mail (never the supplier's IBAN: the amount, the supplier's name).
    ports.db.run(sql`insert or ignore into "Outbox" ("dedupeKey", "to", "subject", "body", "createdAt", "updatedAt")
      select 'devis-accord:' || d."id" || ':' || c."id", ${mailDe},
        'Travaux à approuver : ' || i."objet",
        'Bonjour,' || char(10) || char(10) || 'Un devis de ' || f."raisonSociale" || ' pour « ' || i."objet" ||
        ' » (' || a."adresse" || ', ' || a."ville" || ') dépasse le plafond de travaux de votre mandat : ' ||
        ${eurosFrSql(sql`d."montantTTC"`)} || ' TTC.' || char(10) ||
        'Acceptez-le ou refusez-le dans votre espace propriétaire, rubrique « Travaux ».',
        ${at}, ${at}
      from "Devis" d join "Intervention" i on i."id" = d."InterventionId"
        join "Fournisseur" f on f."id" = d."FournisseurId" join "Appartement" a on a."id" = i."AppartementId"
        join "AppartementProprietaire" ap on ap."AppartementId" = i."AppartementId"
        join "Client" c on c."id" = ap."ClientId"
      where ${choisi} and i."etat" = 'attente_proprietaire' and ${mailDe} is not null`),
  ]);
  if (Number(n?.n) !== 1) {
    const [[inter], [devis], [deja]] = await Promise.all([
      ports.db.all<{ etat: string }>(sql`select "etat" from "Intervention" where "id" = ${id}`),
      ports.db.all<{ id: number }>(
        sql`select "id" from "Devis" where "id" = ${devisId} and "InterventionId" = ${id}`,
      ),
      ports.db.all<{ id: number }>(sql`select "id" from "Devis" where "InterventionId" = ${id}
        and "choisi" = 1 and "refuseAt" is null`),
    ]);
    if (!inter) throw notFound(introuvable("Intervention"));
    if (!devis) throw notFound("Ce devis est introuvable sur cette intervention.");
    if (deja) throw conflict(MSG_DEVIS_DEJA_CHOISI);
    throw conflict(MSG_DEVIS_PAS_A_CHOISIR);
  }
  return lectureDevis(ports, id);
}

/** The threshold in force today, for the owners' decisions (dated table in the domain). */
export const seuilDuJour = (ports: Ports) => seuilMajorite(today(ports.clock));
