import { sql } from "drizzle-orm";
import { periodeRecuperationsQuery } from "../../domain/garanties/recuperation";
import { toEuros } from "../../domain/money";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { creanceSurAssureur, sansIndemnite } from "./annulation-recuperation";
import { creancesAssureursSql } from "./creances-assureurs";
import { renduAuLocataire } from "./indemnite-annulee";
import { reversementDe } from "./reversements";

// GET /sinistres/recuperations (ADR 130, 136, 166): the tenants' payments of the insurers' claims to transfer, each
// with its transfer, and what each insurer was sent beyond its due (« à réclamer à l'assureur »), one round trip.

/** « Récupérations à reverser »: the tenants' payments of the insurers' claims over the period, by insurer. */
export async function listerRecuperations(ports: Ports, query: unknown) {
  const p = parseWith(periodeRecuperationsQuery, query);
  const periode = sql`r."date" >= ${p.du ?? "0000-01-01"} and r."date" <= ${p.au ?? "9999-12-31"}`;
  const [lignes, creances] = await inOneTrip(ports, [
    ports.db.all<LigneLue>(sql`
    select r."id", r."DossierId", r."date", r."montant", r."organisme", r."reference", r."auteur", r."annuleId",
      exists (select 1 from "RecuperationAssureur" x where x."annuleId" = r."id") as "annulee",
      ${creanceSurAssureur()} as "creance", ${sansIndemnite()} as "sansIndemnite",
      ${renduAuLocataire()} as "rendue",
      trim(coalesce(l."prenom", '') || ' ' || l."nom") as "locataire",
      exists (select 1 from "GarantieDossier" g where g."DossierId" = r."DossierId" and g."type" = 'gli'
        and g."ContratGliId" is not null) as gli,
      case when v."id" is null then null when v."PaiementFournisseurId" is null then 'manuel' else 'lot' end as voie,
      v."PaiementFournisseurId", b."statut" as "statutLot", coalesce(v."virementLe", b."date") as "reverseLe"
    from "RecuperationAssureur" r
    join "Dossier" d on d."id" = r."DossierId"
    join "Locataire" l on l."id" = d."LocataireId"
    left join "ReversementRecuperation" v on v."RecuperationAssureurId" = r."id"
    left join "PaiementFournisseur" b on b."id" = v."PaiementFournisseurId"
    where ${periode}
    order by r."organisme", r."date", r."id"`),
    // ADR 166: the claims on the insurers, of every recovery (a claim stands until settled, whatever the period).
    ports.db.all<{ organisme: string; montant: number }>(
      sql`select "organisme", sum("montant") as "montant" from (${creancesAssureursSql(sql`1`)})
        group by "organisme" order by "organisme"`,
    ),
  ]);
  const vues = lignes.map(
    ({ voie, statutLot, reverseLe, gli, annulee, creance, sansIndemnite, rendue, ...l }) => ({
      ...l,
      // ADR 166: the reversal of a recovery already transferred: the insurer owes it back (deducted or repaid).
      creance: !!creance,
      // ADR 157: reversed by a rejected direct debit (the original), never transferred unless it already was.
      annulee: !!annulee,
      // ADR 166: its indemnity cancelled before its transfer, the insurer is owed it no more: not to transfer.
      sansIndemnite: !!sansIndemnite,
      // ADR 170: its indemnity cancelled before the transfer, the money went back to the tenant's account.
      rendue: !!rendue,
      // How it leaves (ADR 136): a GLI insurer's in the supplier batch, Visale's by a manual transfer.
      voie: gli ? ("lot" as const) : ("manuel" as const),
      ...reversementDe({
        voie,
        PaiementFournisseurId: l.PaiementFournisseurId,
        statutLot,
        reverseLe,
        montant: l.montant,
      }),
    }),
  );
  // A reversal of a recovery already transferred is no money to transfer but a claim (ADR 166), counted apart.
  const aReverser = (v: (typeof vues)[number], i: number) =>
    v.reversement?.fait || v.creance || v.sansIndemnite ? 0 : (lignes[i]?.montant ?? 0);
  return {
    // What is still to transfer: the recoveries no validated batch or manual transfer has taken.
    total: toEuros(vues.reduce((s, v, i) => s + aReverser(v, i), 0)),
    aReclamer: creances.map((c) => ({ organisme: c.organisme, montant: toEuros(c.montant) })),
    lignes: vues,
  };
}

interface LigneLue {
  id: number;
  DossierId: number;
  date: string;
  montant: number;
  organisme: string;
  reference: string | null;
  locataire: string;
  auteur: string;
  gli: number;
  voie: string | null;
  PaiementFournisseurId: number | null;
  statutLot: string | null;
  reverseLe: string | null;
  annuleId: number | null;
  annulee: number;
  creance: number;
  sansIndemnite: number;
  rendue: number;
}
