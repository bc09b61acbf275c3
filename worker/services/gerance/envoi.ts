import { sql } from "drizzle-orm";
import { moisPrecedent, type PeriodeEnCours, periodeEnCours } from "../../domain/gerance/periode";
import { introuvable } from "../../domain/labels";
import { periodeRequiseSchema } from "../../domain/schemas/gerance";
import { conflict, notFound } from "../../lib/errors";
import { today } from "../../lib/dates";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { deliverOutbox, enqueue } from "../outbox";
import { lireClientGerance } from "./donnees";
import { compteRenduAttachment } from "./piece-jointe";

// The compte-rendu sent by e-mail (issue 38 part 4, ADR 033), through the outbox: from the button (each click queues
// one mail, tried at once) and by the monthly job when Paramètres > Agence says so (once per owner and month, held
// by the outbox's unique dedupeKey). The PDF is made when the mail leaves, from the account as it then stands.

export const MSG_SANS_EMAIL =
  "Ce propriétaire n'a pas d'adresse e-mail : renseignez-la sur sa fiche pour lui envoyer le compte-rendu.";

const jour = (d: string) => d.split("-").reverse().join("/");

/**
 * A period still running on `aujourdhui` (the PDF then reads « Provisoire »): the mail says so too, « (trimestre en
 * cours, provisoire) ». Without `aujourdhui` (the monthly job's month, just ended) it is a past period's mail.
 */
const enCours = (du: string, au: string, aujourdhui?: string) =>
  aujourdhui ? periodeEnCours(du, au, aujourdhui) : null;
const mention = (p: PeriodeEnCours | null) => (p ? ` (${p.mention}, provisoire)` : "");

export const sujetCompteRendu = (du: string, au: string, aujourdhui?: string) =>
  `Compte-rendu de gérance du ${jour(du)} au ${jour(au)}${mention(enCours(du, au, aujourdhui))}`;
export function texteCompteRendu(du: string, au: string, aujourdhui?: string) {
  const p = enCours(du, au, aujourdhui);
  return [
    "Madame, Monsieur,",
    "",
    `Veuillez trouver ci-joint le compte-rendu de gérance de vos biens pour la période du ${jour(du)} au ${jour(au)}${mention(p)} : loyers et charges appelés et encaissés, honoraires, dépenses, reversements et solde de votre compte.`,
    ...(p
      ? [
          "",
          `${p.pasTerminee.charAt(0).toUpperCase()}${p.pasTerminee.slice(1)} : les montants changeront.`,
        ]
      : []),
    "",
    "Cordialement,",
  ].join("\n");
}

/** POST /api/Client/{id}/compteRendu/envoyer { du, au }: queued, then one delivery tried now (202). */
export async function envoyerCompteRendu(ports: Ports, clientId: number, body: unknown) {
  const { du, au } = parseWith(periodeRequiseSchema, body);
  const client = await lireClientGerance(ports, clientId);
  if (!client) throw notFound(introuvable("Client"));
  if (!client.email) throw conflict(MSG_SANS_EMAIL);
  const aujourdhui = today(ports.clock);
  const id = await enqueue(ports, {
    dedupeKey: `compte-rendu:${clientId}:${du}:${au}:${ports.clock.now().toISOString()}`,
    to: client.email,
    subject: sujetCompteRendu(du, au, aujourdhui),
    body: texteCompteRendu(du, au, aujourdhui),
    attachment: compteRenduAttachment(clientId, du, au),
  });
  const r = await deliverOutbox(ports, [id]);
  return { id, to: client.email, statut: r.sent ? "envoyé" : "en attente" };
}

/**
 * The monthly job's step: when `envoiCompteRendu` is on, the previous month's compte-rendu queued for each owner
 * with an e-mail and entries on their account up to that month's end, in ONE statement (the setting read in it);
 * the dedupeKey "compte-rendu-mensuel:<ClientId>:<YYYY-MM>" makes a second run queue nothing. Answers the new rows.
 */
export async function planifierComptesRendus(ports: Ports, jourDuJob: string): Promise<number[]> {
  const { du, au } = moisPrecedent(jourDuJob);
  const c = comptesRendusDus(jourDuJob);
  const now = ports.clock.now().toISOString();
  const rows = await ports.db.all<{ id: number }>(sql`
    insert into "Outbox" ("dedupeKey", "to", "subject", "body", "attachment", "status", "attempts", "createdAt", "updatedAt")
    select ${c.cle}, ${c.email}, ${sujetCompteRendu(du, au)},
      ${texteCompteRendu(du, au)}, 'CompteRendu:' || c."id" || ':' || ${du} || ':' || ${au}, 'pending', 0, ${now}, ${now}
    ${c.from}
    order by c."id"
    on conflict ("dedupeKey") do nothing
    returning "id"`);
  return rows.map((r) => r.id);
}

/**
 * The owners (`c`) whose previous month's compte-rendu is due on `jourDuJob`, and their mail's address and key; with
 * `pasEncore`, only those not queued yet (what the daily job's "anything to do?" read asks, jobs/due.ts).
 */
export function comptesRendusDus(jourDuJob: string, pasEncore = false) {
  const { du, au } = moisPrecedent(jourDuJob);
  const cle = sql`'compte-rendu-mensuel:' || c."id" || ':' || ${du.slice(0, 7)}`;
  const email = sql`coalesce(nullif(case c."mailDefaut" when 'mailPro' then c."mailPro" else c."mailPerso" end, ''),
    nullif(c."mailPerso", ''), nullif(c."mailPro", ''))`;
  const from = sql`from "Client" c
    where ${email} is not null
      and exists (select 1 from "AgenceParametres" where "id" = 1 and "envoiCompteRendu" = 1)
      and exists (select 1 from "EcritureProprietaire" e where e."ClientId" = c."id" and e."date" <= ${au})
      ${pasEncore ? sql`and not exists (select 1 from "Outbox" o where o."dedupeKey" = ${cle})` : sql``}`;
  return { cle, email, from };
}
