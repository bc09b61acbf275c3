import { sql } from "drizzle-orm";
import { delaiIbanAu } from "../../domain/iban-verification/delai";
import { parisDate } from "../../domain/dates";
import type { Ports } from "../../ports";
import type { Titulaire } from "./titulaire";

// The lone fraudster's two steps (ADR 175): the holder's e-mail changed first, the IBAN days later, so that the
// delay's notice reaches the fraudster as « the address known before ». The journal (ADR 029, written by triggers
// in each write's transaction) says when an address column last changed; the current write's own row, the newest
// of the record's, is left aside: an address changed with the IBAN in one go is told at the old one (ADR 068).

/** The record `id`'s address was changed, before this write, within the dated row's days (the journal's clock). */
export async function adresseRecente(ports: Ports, t: Titulaire, id: number, now: Date) {
  const jours = delaiIbanAu(parisDate(now)).adresseStableJours;
  if (jours <= 0) return false;
  const cle = String(id);
  const [trouve] = await ports.db.all<{ n: number }>(sql`select 1 as n from "Journal" j
    where j."resource" = ${t.table} and j."resourceId" = ${cle} and j."action" = 'update'
      and j."id" < (select max(k."id") from "Journal" k where k."resource" = ${t.table} and k."resourceId" = ${cle})
      and j."at" >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${jours} days`})
      and exists (select 1 from json_each(j."changes") c where c."key" in (${sql.join(
        t.adresses.map((a) => sql`${a}`),
        sql`, `,
      )}))
    limit 1`);
  return trouve !== undefined;
}
