import { type SQL, sql } from "drizzle-orm";
import {
  LignePaiementFournisseur,
  LignePaiementPrime,
  PaiementFournisseur,
  ReversementRecuperation,
} from "../../db/schema";
import { toEuros } from "../../domain/money";
import { preparerReversementSchema } from "../../domain/schemas/reversement";
import { MSG_DATE_PASSEE } from "../../domain/reversements/selection";
import {
  MSG_AUCUNE_FACTURE,
  MSG_PAIEMENT_INTROUVABLE,
} from "../../domain/travaux/paiements-fournisseurs";
import { today } from "../../lib/dates";
import { ApiError, badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { forme, jsonLu, tableauDe } from "../../lib/lignes-typees";
import { inOneTrip } from "../one-trip";
import {
  candidatsSql,
  primesCandidatesSql,
  recuperationsCandidatesSql,
} from "./paiements-fournisseurs-sql";

// Supplier payout batches (issue 76, item 5, ADR 121), with the owners' payouts' rules (ADR 032): each write one
// batch, one round trip, its rules conditions of the statements. An invoice is in one batch at most (the unique
// index of LignePaiementFournisseur): parallel preparations never pay it twice. The preparer never validates. An
// insurer's quarter of GLI premiums is a line of the same batch (LignePaiementPrime, once per contract and quarter).

/** The invoices a batch left waiting, as its preparation stored them. */
const ecartesStockes = tableauDe(
  forme({ FactureFournisseurId: "nombre", numero: "texte", nom: "texte", motif: "texte" }),
);

const idDe = (cle: string) => sql`(select "id" from "PaiementFournisseur" where "cle" = ${cle})`;

export function lecture(ports: Ports, id: number | SQL) {
  return [
    ports.db
      .select({
        id: PaiementFournisseur.id,
        date: PaiementFournisseur.date,
        statut: PaiementFournisseur.statut,
        total: PaiementFournisseur.total,
        ecartes: PaiementFournisseur.ecartes,
        auteur: PaiementFournisseur.auteur,
        createdAt: PaiementFournisseur.createdAt,
        valideAt: PaiementFournisseur.valideAt,
        validePar: PaiementFournisseur.validePar,
      })
      .from(PaiementFournisseur)
      .where(sql`${PaiementFournisseur.id} = ${id}`),
    ports.db
      .select()
      .from(LignePaiementFournisseur)
      .where(sql`${LignePaiementFournisseur.PaiementFournisseurId} = ${id}`),
    ports.db
      .select()
      .from(LignePaiementPrime)
      .where(sql`${LignePaiementPrime.PaiementFournisseurId} = ${id}`),
    ports.db
      .select()
      .from(ReversementRecuperation)
      .where(sql`${ReversementRecuperation.PaiementFournisseurId} = ${id}`),
  ] as const;
}
type Lu = Awaited<ReturnType<typeof lecture>[0]>;
type Lignes = Awaited<ReturnType<typeof lecture>[1]>;
type Primes = Awaited<ReturnType<typeof lecture>[2]>;
type Recuperations = Awaited<ReturnType<typeof lecture>[3]>;

export function paiementDe(lus: Lu, lignes: Lignes, primes: Primes, recuperations: Recuperations) {
  const p = lus[0];
  if (!p) throw notFound(MSG_PAIEMENT_INTROUVABLE);
  return {
    ...p,
    total: toEuros(p.total),
    ecartes: jsonLu(p.ecartes, ecartesStockes, "PaiementFournisseur.ecartes"),
    lignes: lignes.map((l) => ({ ...l, montant: toEuros(l.montant) })),
    primes: primes.map((l) => ({ ...l, montant: toEuros(l.montant) })),
    recuperations: recuperations.map((l) => ({
      id: l.id,
      RecuperationAssureurId: l.RecuperationAssureurId,
      ContratGliId: l.ContratGliId,
      FournisseurId: l.FournisseurId,
      nom: l.nom,
      iban: l.iban,
      bic: l.bic,
      montant: toEuros(l.montant),
    })),
  };
}

/** POST /api/paiementsFournisseurs { date }: 201 the draft with the invoices waiting and why; 409 when none is payable. */
export async function preparerPaiementFournisseurs(ports: Ports, input: unknown, auteur: string) {
  const { date } = parseWith(preparerReversementSchema, input);
  if (date < today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_PASSEE });
  const cle = crypto.randomUUID();
  const now = ports.clock.now().toISOString();
  const [lus, lignes, primes, recuperations] = lecture(ports, idDe(cle));
  const payables = sql`(exists (select 1 from (${candidatsSql(cle, now)}) where motif is null)
    or exists (select 1 from (${primesCandidatesSql(date)}) where motif is null)
    or exists (select 1 from (${recuperationsCandidatesSql(date)}) where motif is null))`;
  const [, , , , , l, li, lp, lr, motifs] = await inOneTrip(ports, [
    ports.db.run(sql`insert into "PaiementFournisseur" ("date", "statut", "total", "ecartes", "cle", "auteur", "createdAt")
      select ${date}, 'brouillon', 0, '[]', ${cle}, ${auteur}, ${now} where ${payables}`),
    ports.db.run(sql`insert into "LignePaiementFournisseur" ("PaiementFournisseurId", "FactureFournisseurId",
        "FournisseurId", "InterventionId", "numero", "nom", "iban", "bic", "montant")
      select ${idDe(cle)}, "FactureFournisseurId", "FournisseurId", "InterventionId", "numero", nom, iban, bic, "montant"
      from (${candidatsSql(cle, now)}) where motif is null and ${idDe(cle)} is not null on conflict do nothing`),
    ports.db.run(sql`insert into "LignePaiementPrime" ("PaiementFournisseurId", "ContratGliId", "trimestre",
        "FournisseurId", "nom", "iban", "bic", "montant")
      select ${idDe(cle)}, "ContratGliId", trimestre, "FournisseurId", nom, iban, bic, "montant"
      from (${primesCandidatesSql(date)}) where motif is null and ${idDe(cle)} is not null on conflict do nothing`),
    // The GLI recoveries (ADR 136): once each by the unique index, whatever parallel preparations do.
    ports.db.run(sql`insert into "ReversementRecuperation" ("RecuperationAssureurId", "PaiementFournisseurId",
        "ContratGliId", "FournisseurId", "nom", "iban", "bic", "montant", "auteur", "createdAt")
      select "RecuperationAssureurId", ${idDe(cle)}, "ContratGliId", "FournisseurId", nom, iban, bic, "montant",
        ${auteur}, ${now}
      from (${recuperationsCandidatesSql(date)}) where motif is null and ${idDe(cle)} is not null
      on conflict do nothing`),
    ports.db.run(sql`update "PaiementFournisseur" set
      "total" = (select coalesce(sum("montant"), 0) from "LignePaiementFournisseur" where "PaiementFournisseurId" = "PaiementFournisseur"."id")
        + (select coalesce(sum("montant"), 0) from "LignePaiementPrime" where "PaiementFournisseurId" = "PaiementFournisseur"."id")
        + (select coalesce(sum("montant"), 0) from "ReversementRecuperation" where "PaiementFournisseurId" = "PaiementFournisseur"."id"),
      "ecartes" = (select coalesce(json_group_array(json_object('FactureFournisseurId', "FactureFournisseurId",
          'numero', "numero", 'nom', nom, 'motif', motif)), '[]') from (${candidatsSql(cle, now)}) where motif is not null)
      where "cle" = ${cle}`),
    lus,
    lignes,
    primes,
    recuperations,
    ports.db.all<{ numero: string; nom: string; motif: string | null; cle: string }>(
      sql`select "numero", nom, motif, 'facture.' || "FactureFournisseurId" as cle from (${candidatsSql(cle, now)})
        where not exists (select 1 from "PaiementFournisseur" where "cle" = ${cle})
        union all select 'primes GLI ' || trimestre, nom, motif, 'prime.' || "ContratGliId" || '.' || trimestre
        from (${primesCandidatesSql(date)}) where not exists (select 1 from "PaiementFournisseur" where "cle" = ${cle})
        union all select 'récupération n° ' || "RecuperationAssureurId" || ' (contrat ' || "numeroContrat" || ')', nom,
          motif, 'recuperation.' || "RecuperationAssureurId"
        from (${recuperationsCandidatesSql(date)}) where not exists (select 1 from "PaiementFournisseur" where "cle" = ${cle})`,
    ),
  ]);
  if (!l.length) {
    const attente = motifs.filter((m) => m.motif);
    throw new ApiError(
      409,
      "rien_a_payer",
      [
        MSG_AUCUNE_FACTURE,
        ...attente.map((m) =>
          !m.cle.startsWith("facture.")
            ? `${m.nom}, ${m.numero} : ${m.motif}`
            : `${m.nom}, facture n° ${m.numero} : ${m.motif}`,
        ),
      ].join("\n"),
      Object.fromEntries(attente.map((m) => [m.cle, m.motif ?? ""])),
    );
  }
  return { paiement: paiementDe(l, li, lp, lr) };
}

/** GET /api/PaiementFournisseurs/{id}. */
export async function lirePaiementFournisseurs(ports: Ports, id: number) {
  const [lus, lignes, primes, recuperations] = await Promise.all(lecture(ports, id));
  return paiementDe(lus, lignes, primes, recuperations);
}
