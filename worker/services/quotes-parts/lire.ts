import { and, eq, sql } from "drizzle-orm";
import {
  Appartement,
  AppartementProprietaire,
  Client,
  QuotesPartsEnAttente,
} from "../../db/schema";
import { introuvable } from "../../domain/labels";
import { partsAffichees } from "../../domain/proprietaire/repartition";
import type { Part } from "../../domain/quotes-parts/regles";
import { notFound } from "../../lib/errors";
import type { Ports } from "../../ports";
import { fullName } from "../history";

// What GET /api/Appartement/{id}/quotesParts shows (issue 59, item 4; ADR 073): the owners and shares in force, and
// the change waiting for a second person, if any. Its reads are statements a write's batch can carry after its
// conditional write (confirmer.ts), so that a confirmation answers in the same round trip.

const personne = {
  id: Client.id,
  titre: Client.titre,
  prenom: Client.prenom,
  nom: Client.nom,
  mailDefaut: Client.mailDefaut,
  mailPerso: Client.mailPerso,
  mailPro: Client.mailPro,
};

/** The apartment, its owners in force with their names, its waiting change and the names that change names. */
export const lectures = (ports: Ports, AppartementId: number) =>
  [
    ports.db
      .select({ id: Appartement.id, adresse: Appartement.adresse, ville: Appartement.ville })
      .from(Appartement)
      .where(eq(Appartement.id, AppartementId)),
    ports.db
      .select({ ...personne, quotePart: AppartementProprietaire.quotePart })
      .from(AppartementProprietaire)
      .innerJoin(Client, eq(Client.id, AppartementProprietaire.ClientId))
      .where(eq(AppartementProprietaire.AppartementId, AppartementId)),
    ports.db
      .select()
      .from(QuotesPartsEnAttente)
      .where(
        and(
          eq(QuotesPartsEnAttente.AppartementId, AppartementId),
          eq(QuotesPartsEnAttente.statut, "a_verifier"),
        ),
      ),
    ports.db
      .select(personne)
      .from(Client)
      .where(
        sql`${Client.id} in (select json_extract(j."value", '$.ClientId') from "QuotesPartsEnAttente" q, json_each(q."parts") j
          where q."AppartementId" = ${AppartementId} and q."statut" = 'a_verifier')`,
      ),
  ] as const;

/** The answers of `lectures`, in its order. */
export type Lues = readonly [
  Awaited<ReturnType<typeof lectures>[0]>,
  Awaited<ReturnType<typeof lectures>[1]>,
  Awaited<ReturnType<typeof lectures>[2]>,
  Awaited<ReturnType<typeof lectures>[3]>,
];
export type Personne = Lues[3][number];
export type Attente = typeof QuotesPartsEnAttente.$inferSelect;

/** The stored list of a waiting change. */
export const partsDe = (a: Attente): Part[] => JSON.parse(a.parts);

/** A list as the API shows it: each owner's name, share as typed (null: equal shares) and share that applies. */
function liste(parts: Part[], noms: Map<number, Personne>) {
  const effectives = new Map(partsAffichees(parts).map((p) => [p.ClientId, p.part]));
  return [...parts]
    .sort((a, b) => a.ClientId - b.ClientId)
    .map((p) => {
      const c = noms.get(p.ClientId);
      return {
        ClientId: p.ClientId,
        nom: c ? fullName(c) : `Client n° ${p.ClientId}`,
        quotePart: p.quotePart ?? null,
        part: effectives.get(p.ClientId) ?? 0,
      };
    });
}

/** The answer of the reads (`lectures`), or a 404 when the apartment is unknown. */
export function vue(lues: Lues) {
  const [[appartement], proprietaires, [attente], clients] = lues;
  if (!appartement) throw notFound(introuvable("Appartement"));
  const noms = new Map<number, Personne>([...clients, ...proprietaires].map((c) => [c.id, c]));
  const enVigueur = proprietaires.map((p) => ({ ClientId: p.id, quotePart: p.quotePart }));
  return {
    AppartementId: appartement.id,
    parts: liste(enVigueur, noms),
    quotesPartsStatut: attente ? ("a_verifier" as const) : ("en_vigueur" as const),
    attente: attente
      ? {
          id: attente.id,
          parts: liste(partsDe(attente), noms),
          auteur: attente.auteur,
          createdAt: attente.createdAt,
        }
      : null,
  };
}

/** GET /api/Appartement/{id}/quotesParts: reads sent together (one round trip on the edge). */
export async function lireQuotesParts(ports: Ports, AppartementId: number) {
  return vue(await Promise.all(lectures(ports, AppartementId)));
}
