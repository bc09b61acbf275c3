import { sql } from "drizzle-orm";
import {
  nomFichierPaiement,
  MSG_PAIEMENT_BROUILLON,
  MSG_PAIEMENT_INTROUVABLE,
} from "../../domain/travaux/paiements-fournisseurs";
import { identifiantSepa, texteSepa } from "../../domain/sepa/texte";
import { bicValide, ibanValide } from "../../domain/sepa/iban";
import { pain001 } from "../../domain/reversements/pain001";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { exigerSequestreVerifie } from "../iban-verification/sequestre";
import { agenceDe, agenceRead } from "../mandats/agence";
import { inOneTrip } from "../one-trip";
import { MSG_AGENCE_SANS_COMPTE } from "../reversements/sepa";
import { deduireCreances } from "../../domain/garanties/compensation";

// GET /api/PaiementFournisseurs/{id}/sepa (issue 76, item 5, ADR 121): the owners' payouts' pain.001 writer
// (domain/reversements/pain001.ts) with the suppliers' ids and text; the file exists once the batch is validated and
// is fixed at its first issue by a conditional write, then served byte for byte.

export async function fichierSepaFournisseurs(ports: Ports, id: number) {
  const [[p], lignes, primes, recuperations, agenceRows] = await Promise.all([
    ports.db.all<{
      date: string;
      statut: string;
      valideAt: string | null;
      createdAt: string;
      f: string | null;
    }>(
      sql`select "date", "statut", "valideAt", "createdAt", "fichierSepa" as f from "PaiementFournisseur" where "id" = ${id}`,
    ),
    ports.db.all<{
      FactureFournisseurId: number;
      FournisseurId: number;
      numero: string;
      nom: string;
      iban: string;
      bic: string | null;
      montant: number;
    }>(
      sql`select * from "LignePaiementFournisseur" where "PaiementFournisseurId" = ${id} order by "id"`,
    ),
    // The insurers' quarters of GLI premiums (ADR 128), after the invoices.
    ports.db.all<{
      ContratGliId: number;
      trimestre: string;
      numeroContrat: string;
      FournisseurId: number;
      nom: string;
      iban: string;
      bic: string | null;
      montant: number;
    }>(
      sql`select y.*, c."numeroContrat" from "LignePaiementPrime" y join "ContratGli" c on c."id" = y."ContratGliId"
        where y."PaiementFournisseurId" = ${id} order by y."id"`,
    ),
    // The tenants' payments of a GLI insurer's claim (ADR 136), after the premiums.
    ports.db.all<{
      RecuperationAssureurId: number;
      numeroContrat: string;
      FournisseurId: number;
      nom: string;
      iban: string;
      bic: string | null;
      montant: number;
    }>(
      sql`select v.*, c."numeroContrat" from "ReversementRecuperation" v join "ContratGli" c on c."id" = v."ContratGliId"
        where v."PaiementFournisseurId" = ${id} order by v."id"`,
    ),
    agenceRead(ports),
  ]);
  if (!p) throw notFound(MSG_PAIEMENT_INTROUVABLE);
  if (p.statut !== "valide") throw conflict(MSG_PAIEMENT_BROUILLON);
  const nom = nomFichierPaiement(p.date);
  if (p.f != null) return { nom, xml: p.f };
  const agence = agenceDe(ports, agenceRows);
  exigerSequestreVerifie(agenceRows);
  if (!agence.iban || !ibanValide(agence.iban) || !agence.bic || !bicValide(agence.bic))
    throw badRequest(MSG_AGENCE_SANS_COMPTE);
  const xml = pain001({
    id,
    date: p.date,
    createdAt: p.valideAt ?? p.createdAt,
    prefixe: "FOU",
    debiteur: { nom: agence.nom, iban: agence.iban, bic: agence.bic },
    virements: lignes
      .map((l) => ({
        ClientId: l.FournisseurId,
        nom: l.nom,
        iban: l.iban,
        bic: l.bic,
        montant: l.montant,
        endToEnd: identifiantSepa(`FOU${id}-F${l.FactureFournisseurId}`),
        remise: texteSepa(`Facture ${l.numero} - paiement ${id}`, 140),
      }))
      .concat(
        primes.map((l) => ({
          ClientId: l.FournisseurId,
          nom: l.nom,
          iban: l.iban,
          bic: l.bic,
          montant: l.montant,
          endToEnd: identifiantSepa(`FOU${id}-G${l.ContratGliId}-${l.trimestre}`),
          remise: texteSepa(
            `Primes GLI ${l.trimestre} contrat ${l.numeroContrat} - paiement ${id}`,
            140,
          ),
        })),
      )
      .concat(
        // ADR 166: the insurer's claims (negative lines) taken off its lines: no negative transfer is sent.
        deduireCreances(recuperations).map((l) => ({
          ClientId: l.FournisseurId,
          nom: l.nom,
          iban: l.iban,
          bic: l.bic,
          montant: l.montant,
          endToEnd: identifiantSepa(`FOU${id}-R${l.RecuperationAssureurId}`),
          remise: texteSepa(
            `Recuperation sinistre ${l.RecuperationAssureurId} contrat ${l.numeroContrat} - paiement ${id}`,
            140,
          ),
        })),
      ),
  });
  // Of parallel first downloads one stores its text; every one answers what is stored.
  const [, [stored]] = await inOneTrip(ports, [
    ports.db.run(sql`update "PaiementFournisseur" set "fichierSepa" = ${xml}
      where "id" = ${id} and "statut" = 'valide' and "fichierSepa" is null`),
    ports.db.all<{ f: string | null }>(
      sql`select "fichierSepa" as f from "PaiementFournisseur" where "id" = ${id}`,
    ),
  ]);
  return { nom, xml: stored?.f ?? xml };
}
