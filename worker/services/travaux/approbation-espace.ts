import { sql } from "drizzle-orm";
import { MSG_PAS_DE_DECISION_ATTENDUE } from "../../domain/travaux/messages";
import { decisionDevisSchema } from "../../domain/travaux/schemas";
import { conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { seuilDuJour } from "./approbation";
import { partSql } from "./devis-lecture";

// The owner's side of a quote above the mandate's ceiling (issue 76, item 3; ADR 120): the orders of the owner's
// lots and their chosen quote (never the supplier's IBAN), and the owner's decision. A decision is one row per owner
// and quote (unique index, `or ignore`: twice is the first one); the order moves in the same batch when the shares
// accepting pass the threshold, or goes back to staff when the refusals make it unreachable.

const MSG_INTROUVABLE = "Cette intervention est introuvable dans votre espace.";

interface Ligne {
  id: number;
  objet: string;
  description: string;
  metier: string;
  urgence: number;
  etat: string;
  lot: string;
  fournisseur: string;
  DevisId: number;
  montantHT: number;
  tauxTVA: number;
  montantTTC: number;
  mentionTVA: string | null;
  maDecision: string | null;
  monCommentaire: string | null;
  decideLe: string | null;
  partsAcceptees: number;
}

/** The orders of `moi`'s lots with a quote chosen, newest first; `seule`: one order. */
const lignes = (ports: Ports, moi: number, seule?: number) =>
  ports.db.all<Ligne>(sql`select i."id", i."objet", i."description", i."metier", i."urgence", i."etat",
      a."adresse" || ', ' || a."codePostal" || ' ' || a."ville" as "lot", f."raisonSociale" as "fournisseur",
      d."id" as "DevisId", d."montantHT", d."tauxTVA", d."montantTTC", d."mentionTVA",
      x."decision" as "maDecision", x."commentaire" as "monCommentaire", x."at" as "decideLe",
      (select coalesce(sum(y."quotePart"), 0) from "DecisionDevis" y
        where y."DevisId" = d."id" and y."decision" = 'accepte') as "partsAcceptees"
    from "Intervention" i
      join "AppartementProprietaire" ap on ap."AppartementId" = i."AppartementId" and ap."ClientId" = ${moi}
      join "Appartement" a on a."id" = i."AppartementId"
      join "Devis" d on d."InterventionId" = i."id" and d."choisi" = 1
      join "Fournisseur" f on f."id" = d."FournisseurId"
      left join "DecisionDevis" x on x."DevisId" = d."id" and x."ClientId" = ${moi}
    where ${seule === undefined ? sql`1` : sql`i."id" = ${seule}`}
    order by i."id" desc, d."id" desc`);

const affiche = (l: Ligne) => ({
  ...l,
  urgence: Boolean(l.urgence),
  aDecider: l.etat === "attente_proprietaire" && l.maDecision === null,
});

/** GET /api/espace/proprietaire/interventions. */
export async function interventionsProprietaire(ports: Ports, moi: number) {
  return { data: (await lignes(ports, moi)).map(affiche) };
}

/** POST /api/espace/proprietaire/interventions/{id}/decision `{ decision, commentaire }` by owner `moi`. */
export async function deciderIntervention(ports: Ports, moi: number, id: number, input: unknown) {
  const d = parseWith(decisionDevisSchema, input);
  const at = ports.clock.now().toISOString();
  const seuil = seuilDuJour(ports);
  const par = `proprietaire:${moi}`;
  const devis = sql`(select d."id" from "Devis" d where d."InterventionId" = ${id} and d."choisi" = 1
    and d."refuseAt" is null)`;
  const somme = (
    decision: string,
  ) => sql`(select coalesce(sum(y."quotePart"), 0) from "DecisionDevis" y
    where y."DevisId" = ${devis} and y."decision" = ${decision})`;
  const attend = sql`i."id" = ${id} and i."etat" = 'attente_proprietaire'`;
  const accepte = sql`${somme("accepte")} > ${seuil}`;
  const refuse = sql`100 - ${somme("refuse")} <= ${seuil}`;
  const [, [n], , , , [ligne]] = await inOneTrip(ports, [
    ports.db.run(sql`insert or ignore into "DecisionDevis" ("DevisId", "ClientId", "decision", "commentaire",
        "quotePart", "at")
      select ${devis}, ap."ClientId", ${d.decision}, ${d.commentaire ?? null}, ${partSql("ap")}, ${at}
      from "Intervention" i join "AppartementProprietaire" ap on ap."AppartementId" = i."AppartementId"
      where ${attend} and ap."ClientId" = ${moi} and ${devis} is not null`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at", "commentaire")
      select i."id", i."etat", case when ${accepte} then 'commandee' else 'devis_recu' end, ${par}, ${at},
        case when ${accepte} then ${`Accepté par les propriétaires (plus de ${String(seuil).replace(".", ",")} % des parts)`}
          else 'Refusé par les propriétaires : ' || coalesce((select group_concat(
            coalesce(c."raisonSociale", trim(c."prenom" || ' ' || c."nom")) || coalesce(' (« ' || y."commentaire" || ' »)', ''),
            ', ') from "DecisionDevis" y join "Client" c on c."id" = y."ClientId"
            where y."DevisId" = ${devis} and y."decision" = 'refuse'), '') end
      from "Intervention" i where ${attend} and (${accepte} or ${refuse})`),
    // A refusal by a majority frees the order for another quote; the refused one stays, with its decisions.
    ports.db.run(sql`update "Devis" set "refuseAt" = ${at}
      where "id" = ${devis} and not ${accepte} and ${refuse}
        and exists (select 1 from "Intervention" i where ${attend})`),
    ports.db.run(sql`update "Intervention" as i
      set "etat" = case when ${accepte} then 'commandee' else 'devis_recu' end, "updatedAt" = ${at}
      where ${attend} and (${accepte} or exists (select 1 from "Devis" r where r."InterventionId" = ${id}
        and r."refuseAt" = ${at}))`),
    lignes(ports, moi, id),
  ]);
  if (!ligne) throw notFound(MSG_INTROUVABLE);
  if (Number(n?.n) !== 1 && ligne.maDecision === null) throw conflict(MSG_PAS_DE_DECISION_ATTENDUE);
  // Written now, or already written before: the first decision stands, answered the same way.
  return affiche(ligne);
}
