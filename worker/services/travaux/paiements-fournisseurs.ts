import { type SQL, sql } from "drizzle-orm";
import { LignePaiementFournisseur, PaiementFournisseur } from "../../db/schema";
import { toEuros } from "../../domain/money";
import { preparerReversementSchema } from "../../domain/schemas/reversement";
import { MSG_DATE_PASSEE } from "../../domain/reversements/selection";
import { MSG_DECENNALE_NON_LEVEE } from "../../domain/travaux/messages";
import {
  MSG_AUCUNE_FACTURE,
  MSG_FONDS_INSUFFISANTS,
  MSG_FOURNISSEUR_SANS_IBAN,
  MSG_IBAN_FOURNISSEUR_A_VERIFIER,
  MSG_PAIEMENT_DEJA_VALIDE,
  MSG_PAIEMENT_INTROUVABLE,
  MSG_QUATRE_YEUX,
} from "../../domain/travaux/paiements-fournisseurs";
import { today } from "../../lib/dates";
import { ApiError, badRequest, conflict, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { repriseEnAttente } from "../imports/reprise-en-attente";
import { forme, jsonLu, tableauDe } from "../../lib/lignes-typees";
import { inOneTrip } from "../one-trip";
import { decennaleEnRegleSql } from "./sql";

// Supplier payout batches (issue 76, item 5, ADR 121), with the owners' payouts' rules (ADR 032): each write one
// batch, one round trip, its rules conditions of the statements. An invoice is in one batch at most (the unique
// index of LignePaiementFournisseur): parallel preparations never pay it twice. The preparer never validates.

/** The part of invoice `f` charged to the tenant: the agency advances it from the owners' funds until it is paid. */
const partLocataireDe = (f: string) =>
  sql.raw(`coalesce((select sum(json_extract(l.value, '$.montant')) from json_each(${f}."lignes") l
  where json_extract(l.value, '$.imputation') = 'locataire'), 0)`);
const partLocataire = partLocataireDe("f");

/** What the lot's owners hold now (the invoice's own share already debited), less the other drafts' advances. */
const disponibleLot = (
  cle: string,
  now: string,
) => sql`(coalesce((select sum(e."credit" - e."debit") from "EcritureProprietaire" e
    where e."ClientId" in (select o."ClientId" from "AppartementProprietaire" o where o."AppartementId" = f."AppartementId")
      and not ${repriseEnAttente("e", now)}), 0)
  - coalesce((select sum(${partLocataireDe("g")}) from "LignePaiementFournisseur" x
      join "PaiementFournisseur" p on p."id" = x."PaiementFournisseurId"
      join "FactureFournisseur" g on g."id" = x."FactureFournisseurId"
      where p."statut" = 'brouillon' and p."cle" <> ${cle} and g."AppartementId" = f."AppartementId"
), 0))`;

/** Every invoice still to pay, with why it waits (motif) or null when payable. */
function candidatsSql(cle: string, now: string): SQL {
  return sql`select f."id" as "FactureFournisseurId", f."numero", f."FournisseurId", f."InterventionId",
      s."raisonSociale" as nom, s."iban", s."bic", f."montant",
      case when nullif(trim(coalesce(s."iban", '')), '') is null then ${MSG_FOURNISSEUR_SANS_IBAN}
        when s."ibanStatut" <> 'verifie' then ${MSG_IBAN_FOURNISSEUR_A_VERIFIER}
        when not ${decennaleEnRegleSql("i")} then ${MSG_DECENNALE_NON_LEVEE}
        when ${disponibleLot(cle, now)} < ${partLocataire} then ${MSG_FONDS_INSUFFISANTS} end as motif
    from "FactureFournisseur" f
    join "Intervention" i on i."id" = f."InterventionId" and i."etat" = 'facturee'
    join "Fournisseur" s on s."id" = f."FournisseurId"
    where not exists (select 1 from "LignePaiementFournisseur" x where x."FactureFournisseurId" = f."id")`;
}

/** The invoices a batch left waiting, as its preparation stored them. */
const ecartesStockes = tableauDe(
  forme({ FactureFournisseurId: "nombre", numero: "texte", nom: "texte", motif: "texte" }),
);

const idDe = (cle: string) => sql`(select "id" from "PaiementFournisseur" where "cle" = ${cle})`;

function lecture(ports: Ports, id: number | SQL) {
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
  ] as const;
}
type Lu = Awaited<ReturnType<typeof lecture>[0]>;
type Lignes = Awaited<ReturnType<typeof lecture>[1]>;

function paiementDe(lus: Lu, lignes: Lignes) {
  const p = lus[0];
  if (!p) throw notFound(MSG_PAIEMENT_INTROUVABLE);
  return {
    ...p,
    total: toEuros(p.total),
    ecartes: jsonLu(p.ecartes, ecartesStockes, "PaiementFournisseur.ecartes"),
    lignes: lignes.map((l) => ({ ...l, montant: toEuros(l.montant) })),
  };
}

/** POST /api/paiementsFournisseurs { date }: 201 the draft with the invoices waiting and why; 409 when none is payable. */
export async function preparerPaiementFournisseurs(ports: Ports, input: unknown, auteur: string) {
  const { date } = parseWith(preparerReversementSchema, input);
  if (date < today(ports.clock)) throw badRequest(MSG_INVALID, { date: MSG_DATE_PASSEE });
  const cle = crypto.randomUUID();
  const now = ports.clock.now().toISOString();
  const [lus, lignes] = lecture(ports, idDe(cle));
  const [, , , l, li, motifs] = await inOneTrip(ports, [
    ports.db.run(sql`insert into "PaiementFournisseur" ("date", "statut", "total", "ecartes", "cle", "auteur", "createdAt")
      select ${date}, 'brouillon', 0, '[]', ${cle}, ${auteur}, ${now}
      where exists (select 1 from (${candidatsSql(cle, now)}) where motif is null)`),
    ports.db.run(sql`insert into "LignePaiementFournisseur" ("PaiementFournisseurId", "FactureFournisseurId",
        "FournisseurId", "InterventionId", "numero", "nom", "iban", "bic", "montant")
      select ${idDe(cle)}, "FactureFournisseurId", "FournisseurId", "InterventionId", "numero", nom, iban, bic, "montant"
      from (${candidatsSql(cle, now)}) where motif is null and ${idDe(cle)} is not null on conflict do nothing`),
    ports.db.run(sql`update "PaiementFournisseur" set
      "total" = (select coalesce(sum("montant"), 0) from "LignePaiementFournisseur" where "PaiementFournisseurId" = "PaiementFournisseur"."id"),
      "ecartes" = (select coalesce(json_group_array(json_object('FactureFournisseurId', "FactureFournisseurId",
          'numero', "numero", 'nom', nom, 'motif', motif)), '[]') from (${candidatsSql(cle, now)}) where motif is not null)
      where "cle" = ${cle}`),
    lus,
    lignes,
    ports.db.all<{
      FactureFournisseurId: number;
      numero: string;
      nom: string;
      motif: string | null;
    }>(
      sql`select "FactureFournisseurId", "numero", nom, motif from (${candidatsSql(cle, now)})
        where not exists (select 1 from "PaiementFournisseur" where "cle" = ${cle})`,
    ),
  ]);
  if (!l.length) {
    const attente = motifs.filter((m) => m.motif);
    throw new ApiError(
      409,
      "rien_a_payer",
      [
        MSG_AUCUNE_FACTURE,
        ...attente.map((m) => `${m.nom}, facture n° ${m.numero} : ${m.motif}`),
      ].join("\n"),
      Object.fromEntries(attente.map((m) => [`facture.${m.FactureFournisseurId}`, m.motif ?? ""])),
    );
  }
  return { paiement: paiementDe(l, li) };
}

/** GET /api/PaiementFournisseurs/{id}. */
export async function lirePaiementFournisseurs(ports: Ports, id: number) {
  const [lus, lignes] = await Promise.all(lecture(ports, id));
  return paiementDe(lus, lignes);
}

/**
 * POST /api/PaiementFournisseurs/{id}/valider by an admin or comptable who did not prepare it: one batch, every write
 * under the same condition (a draft, another person), the orders of its invoices then `payee` with their history row.
 */
export async function validerPaiementFournisseurs(ports: Ports, id: number, par: string) {
  const now = ports.clock.now().toISOString();
  const ok = sql`"statut" = 'brouillon' and "auteur" <> ${par}`;
  const [lus, lignes] = lecture(ports, id);
  const [, [n], , , l, li] = await inOneTrip(ports, [
    ports.db.run(sql`update "PaiementFournisseur" set "statut" = 'valide', "valideAt" = ${now}, "validePar" = ${par}
      where "id" = ${id} and ${ok}`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`insert into "InterventionEtat" ("InterventionId", "de", "etat", "par", "at", "commentaire")
      select i."id", i."etat", 'payee', ${par}, ${now}, 'Paiement des fournisseurs n° ' || ${id}
      from "Intervention" i join "LignePaiementFournisseur" x on x."InterventionId" = i."id"
      join "PaiementFournisseur" p on p."id" = x."PaiementFournisseurId"
      where p."id" = ${id} and p."valideAt" = ${now} and i."etat" = 'facturee'`),
    ports.db.run(sql`update "Intervention" set "etat" = 'payee', "updatedAt" = ${now}
      where "etat" = 'facturee' and "id" in (select x."InterventionId" from "LignePaiementFournisseur" x
        join "PaiementFournisseur" p on p."id" = x."PaiementFournisseurId" where p."id" = ${id} and p."valideAt" = ${now})`),
    lus,
    lignes,
  ]);
  if (Number(n?.n) === 1) return paiementDe(l, li);
  const p = paiementDe(l, li);
  if (p.statut === "valide") throw conflict(MSG_PAIEMENT_DEJA_VALIDE);
  throw new ApiError(403, "forbidden", MSG_QUATRE_YEUX);
}
