import { asc, eq } from "drizzle-orm";
import { Client, EcritureProprietaire } from "../../db/schema";
import type { Ports } from "../../ports";
import { releve, typeLu } from "../../domain/proprietaire/compte";
import { periodeSchema } from "../../domain/schemas/proprietaire";
import { toEuros } from "../../domain/money";
import { introuvable } from "../../domain/labels";
import { notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";

// GET /api/Client/{id}/compte (issue 38, ADR 031): the owner's account, read from the append-only ledger.

/** The owner and their entries: two reads sent together (one round trip on the edge). */
export async function lireCompteProprietaire(ports: Ports, clientId: number, query: unknown) {
  const { du, au } = parseWith(periodeSchema, query);
  const [client, lignes] = await Promise.all([
    ports.db.select({ reserve: Client.reserve }).from(Client).where(eq(Client.id, clientId)),
    ports.db
      .select({
        id: EcritureProprietaire.id,
        date: EcritureProprietaire.date,
        type: EcritureProprietaire.type,
        libelle: EcritureProprietaire.libelle,
        debit: EcritureProprietaire.debit,
        credit: EcritureProprietaire.credit,
        AppartementId: EcritureProprietaire.AppartementId,
        DossierId: EcritureProprietaire.DossierId,
        natureCharge: EcritureProprietaire.natureCharge,
      })
      .from(EcritureProprietaire)
      .where(eq(EcritureProprietaire.ClientId, clientId))
      .orderBy(asc(EcritureProprietaire.date), asc(EcritureProprietaire.id)),
  ]);
  if (!client[0]) throw notFound(introuvable("Client"));
  const r = releve(lignes, client[0].reserve, du, au);
  return {
    solde: toEuros(r.solde),
    disponible: toEuros(r.disponible),
    reserve: toEuros(client[0].reserve),
    ecritures: r.ecritures.map((e) => ({
      ...e,
      type: typeLu(e.type),
      // Issue 60: an expense written before natures existed reads "autre" (ADR 075).
      natureCharge: e.natureCharge ?? (e.type === "depense" ? "autre" : null),
      debit: toEuros(e.debit),
      credit: toEuros(e.credit),
      solde: toEuros(e.solde),
    })),
  };
}
