import { sql } from "drizzle-orm";
import {
  MSG_DEJA_ACCEPTEE,
  MSG_PAS_COMMANDEE,
  MSG_PLUS_REFUSABLE,
  ETAT_REFUSEE,
  PREFIXE_REFUS,
  realiseeSchema,
  reponseFournisseurSchema,
} from "../../domain/espace-fournisseur/schemas";
import { today } from "../../lib/dates";
import { conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { lectureUne, uneLue } from "./lecture";

// The supplier's answers from its space (issue 76 item 6, ADR 127): accept or decline an order, mark it done. Each
// one conditional batch whose condition names the supplier (`FournisseurId` = the session's): another supplier's
// order, or one staff moved meanwhile, changes nothing, and the history row (InterventionEtat) shares the condition.

/** The states a supplier may still decline from: before the work is done. */
const REFUSABLE = sql`('ouverte', 'devis_demande', 'devis_recu', 'attente_proprietaire', 'commandee')`;
/** Where a declined order goes back: a chosen or ordered one needs a new supplier, so it reopens. */
const APRES_REFUS = sql`case when i."etat" in ('attente_proprietaire', 'commandee') then 'ouverte' else i."etat" end`;

const changes = (ports: Ports) => ports.db.all<{ n: number }>(sql`select changes() as n`);

/** POST /espace/fournisseur/interventions/{id}/reponse `{ decision, motif? }` by supplier `f` (`par`: journal). */
export async function repondre(ports: Ports, f: number, par: string, id: number, input: unknown) {
  const r = parseWith(reponseFournisseurSchema, input);
  const at = ports.clock.now().toISOString();
  const sien = sql`i."id" = ${id} and i."FournisseurId" = ${f}`;
  if (r.decision === "accepte") {
    const [, [n], lignes] = await inOneTrip(ports, [
      ports.db.run(sql`update "Intervention" as i set "accepteeAt" = ${at}, "updatedAt" = ${at}
        where ${sien} and i."accepteeAt" is null and i."etat" in ${REFUSABLE}`),
      changes(ports),
      lectureUne(ports, f, id),
    ]);
    const lue = uneLue(lignes);
    if (Number(n?.n) !== 1) throw conflict(lue.acceptee ? MSG_DEJA_ACCEPTEE : MSG_PLUS_REFUSABLE);
    return lue;
  }
  const motif = sql`${PREFIXE_REFUS} || (select "raisonSociale" from "Fournisseur" where "id" = ${f}) || ' : ' || ${(r.motif ?? "").trim()}`;
  const peut = sql`${sien} and i."etat" in ${REFUSABLE}`;
  // The reason stays in the order's history, which staff read; the supplier's live quotes on it are refused, so
  // staff may choose another; then the order lets the supplier go (it leaves the supplier's list).
  const [lignes, , , , [n]] = await inOneTrip(ports, [
    lectureUne(ports, f, id),
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at", "commentaire")
      select i."id", i."etat", ${APRES_REFUS}, ${par}, ${at}, ${motif} from "Intervention" i where ${peut}`),
    ports.db.run(sql`update "Devis" set "refuseAt" = ${at}
      where "InterventionId" = ${id} and "FournisseurId" = ${f} and "refuseAt" is null
        and exists (select 1 from "Intervention" i where ${peut})`),
    ports.db.run(sql`update "Intervention" as i set "etat" = ${APRES_REFUS}, "FournisseurId" = null,
        "accepteeAt" = null, "updatedAt" = ${at} where ${peut}`),
    changes(ports),
  ]);
  const avant = uneLue(lignes);
  if (Number(n?.n) !== 1) throw conflict(MSG_PLUS_REFUSABLE);
  return { ...avant, etat: ETAT_REFUSEE, acceptee: false };
}

/** POST /espace/fournisseur/interventions/{id}/realisee `{ datePassage? }`: the ordered work done. */
export async function marquerRealisee(
  ports: Ports,
  f: number,
  par: string,
  id: number,
  input: unknown,
) {
  const d = parseWith(realiseeSchema, input);
  const at = ports.clock.now().toISOString();
  const jour = d.datePassage ?? today(ports.clock);
  const peut = sql`i."id" = ${id} and i."FournisseurId" = ${f} and i."etat" = 'commandee'`;
  const [, , [n], lignes] = await inOneTrip(ports, [
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at")
      select i."id", i."etat", 'realisee', ${par}, ${at} from "Intervention" i where ${peut}`),
    ports.db.run(sql`update "Intervention" as i set "etat" = 'realisee', "datePassage" = ${jour},
        "accepteeAt" = coalesce("accepteeAt", ${at}), "updatedAt" = ${at} where ${peut}`),
    changes(ports),
    lectureUne(ports, f, id),
  ]);
  const lue = uneLue(lignes);
  if (Number(n?.n) !== 1) throw conflict(MSG_PAS_COMMANDEE);
  return lue;
}
