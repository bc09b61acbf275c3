import { eq, sql } from "drizzle-orm";
import { Reversement } from "../../db/schema";
import { bicValide, ibanValide } from "../../domain/sepa/iban";
import { nomFichierSepa, pain001 } from "../../domain/reversements/pain001";
import { parNom } from "../../domain/reversements/selection";
import type { Telechargeur } from "../../domain/telechargements/telechargements";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { exigerSequestreVerifie } from "../iban-verification/sequestre";
import { agenceDe, agenceRead } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { insertionTelechargement } from "../telechargements/journal";
import { lectureLot, MSG_REVERSEMENT_INTROUVABLE } from "./lire";

// GET /api/Reversement/{id}/sepa (issue 38, part 3, ADR 032; issue 59, "money leaves once"): the batch's
// pain.001.001.09 file, from the agency's trust account (Paramètres > Agence). It exists only once the batch is
// validated, and is fixed at its first issue: stored in `Reversement.fichierSepa` by a conditional write, then
// served again byte for byte, whatever the agency's settings become. Each download is journaled (Telechargement).
// Round trips: the reads (with the session check), then one write batch.

export const MSG_AGENCE_SANS_COMPTE =
  "Renseignez un IBAN et un BIC valides pour le compte séquestre de l'agence dans Paramètres > Agence avant de générer le fichier SEPA.";
export const MSG_SEPA_VIDE =
  "Ce reversement ne contient aucune ligne : il n'y a pas de virement à émettre.";
export const MSG_SEPA_BROUILLON = "Validez ce reversement avant de télécharger son fichier SEPA.";

/**
 * The months of the rents each owner of the batch is paid out (issue 60 item 9): the terms of the rents credited to
 * their account after their previous payout and up to the batch's date.
 */
async function moisPayes(ports: Ports, id: number) {
  const rows = await ports.db.all<{ ClientId: number; mois: string | null }>(sql`
    select e."ClientId", group_concat(distinct substr(q."date", 1, 7)) as "mois"
    from "LigneReversement" l
    join "Reversement" r on r."id" = l."ReversementId"
    join "EcritureProprietaire" e on e."ClientId" = l."ClientId" and e."type" = 'loyer' and e."date" <= r."date"
      and e."date" > coalesce((select max(p."date") from "EcritureProprietaire" p
        where p."ClientId" = l."ClientId" and p."type" = 'reversement' and p."ReversementId" <> r."id"
          and p."date" <= r."date"), '')
    join "Quitance" q on q."id" = e."QuitanceId"
    where l."ReversementId" = ${id}
    group by e."ClientId"`);
  return new Map(rows.map((r) => [r.ClientId, r.mois ? r.mois.split(",") : []]));
}

export async function fichierSepa(ports: Ports, id: number, qui: Telechargeur) {
  const [lot, lignes] = lectureLot(ports, id);
  const [lus, lignesLues, agenceRows, [emis], mois] = await Promise.all([
    lot,
    lignes,
    agenceRead(ports),
    ports.db.select({ f: Reversement.fichierSepa }).from(Reversement).where(eq(Reversement.id, id)),
    moisPayes(ports, id),
  ]);
  const r = lus[0];
  if (!r) throw notFound(MSG_REVERSEMENT_INTROUVABLE);
  if (r.statut !== "valide") throw conflict(MSG_SEPA_BROUILLON);
  const nom = nomFichierSepa(r.date);
  if (emis?.f != null) {
    await insertionTelechargement(ports, "sepa_reversement", id, qui);
    return { nom, xml: emis.f };
  }
  // The first issue. What must hold before a file leaves (issue 59 item 3 adds the trust account's IBAN checked by
  // a second person) is checked here, never again once the file is stored.
  const agence = agenceDe(ports, agenceRows);
  exigerSequestreVerifie(agenceRows);
  if (!agence.iban || !ibanValide(agence.iban) || !agence.bic || !bicValide(agence.bic))
    throw badRequest(MSG_AGENCE_SANS_COMPTE);
  if (!lignesLues.length) throw conflict(MSG_SEPA_VIDE);
  const xml = pain001({
    id: r.id,
    date: r.date,
    createdAt: r.valideAt ?? r.createdAt,
    debiteur: { nom: agence.nom, iban: agence.iban, bic: agence.bic },
    virements: [...lignesLues]
      .sort(parNom)
      .map((l) => ({ ...l, mois: mois.get(l.ClientId) ?? [] })),
  });
  // Of parallel first downloads one stores its text; every one answers what is stored.
  const [, , [stored]] = await inOneTrip(ports, [
    ports.db.run(sql`update "Reversement" set "fichierSepa" = ${xml}
      where "id" = ${id} and "statut" = 'valide' and "fichierSepa" is null`),
    insertionTelechargement(ports, "sepa_reversement", id, qui),
    ports.db.all<{ f: string | null }>(
      sql`select "fichierSepa" as f from "Reversement" where "id" = ${id}`,
    ),
  ]);
  return { nom, xml: stored?.f ?? xml };
}
