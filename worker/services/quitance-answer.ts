import { eq, sql } from "drizzle-orm";
import { AgenceParametres, Quitance } from "../db/schema";
import type { Ports } from "../ports";
import { AGENCE_PAR_DEFAUT } from "../lib/agence";
import { moisLong } from "../domain/compte/libelles";
import { toEuros } from "../domain/money";
import { conflict } from "../lib/errors";
import { declarer } from "./compte/declarer";
import { reponseOuverte } from "./compte/termes";
import { ID_AGENCE } from "./mandats/agence";

export const ALREADY_ANSWERED = "Votre réponse a déjà été prise en compte par nos services...";

/**
 * The tenant's answer from the e-mailed link: a declaration recorded once, and only while staff have recorded
 * nothing for the term (services/compte/termes.ts). A second answer, or one after a recorded payment or state, is a
 * 409. Returns null for an unknown link.
 */
export async function answerQuitance(
  ports: Ports,
  uuid: string,
  regle: boolean,
): Promise<{ regle: boolean } | null> {
  const r = await declarer(ports, uuid, regle);
  if (r === "deja") throw conflict(ALREADY_ANSWERED);
  return r;
}

/**
 * What the tenant's page shows before the answer (GET, which answers nothing: a mail scanner opening the link must
 * not answer for the tenant): the agency, the term's period and amount, and whether an answer can still be taken.
 */
export async function quitanceForTenant(ports: Ports, uuid: string) {
  // One statement: the term and `reponseOuverte`, the rule the answer's batch and transaction write under (ADR 173),
  // so that the page offers the buttons exactly when the answer would be taken.
  const terme = sql`(select "id" from "Quitance" where "uuid" = ${uuid})`;
  const [q] = await ports.db
    .select({
      mois: Quitance.mois,
      date: Quitance.date,
      dateFin: Quitance.dateFin,
      prixHC: Quitance.prixHC,
      charge: Quitance.charge,
      ouverte: sql<boolean>`${reponseOuverte(terme)}`.mapWith(Boolean),
      // Who the tenant answers (Paramètres > Agence, as the mail that links here is signed), in the same statement.
      agenceNom: sql<
        string | null
      >`(select "nom" from ${AgenceParametres} where "id" = ${ID_AGENCE})`,
      agenceEmail: sql<
        string | null
      >`(select "email" from ${AgenceParametres} where "id" = ${ID_AGENCE})`,
    })
    .from(Quitance)
    .where(eq(Quitance.uuid, uuid));
  if (!q) return null;
  return {
    agence: q.agenceNom || (ports.config.agence?.nom ?? AGENCE_PAR_DEFAUT.nom),
    contact: q.agenceEmail || ports.config.contactEmail,
    periode: moisLong(q.mois),
    du: q.date,
    au: q.dateFin ?? q.date,
    montant: toEuros(q.prixHC + q.charge),
    // false: staff already recorded a payment or a state, or the tenant answered; the page says so, with no button.
    ouverte: q.ouverte,
  };
}
