import { sql } from "drizzle-orm";
import { Client, EcritureProprietaire } from "../../db/schema";
import type { Ports } from "../../ports";
import { introuvable } from "../../domain/labels";
import { LIBELLES_NATURE_CHARGE } from "../../domain/gerance/natures";
import { depenseManuelleSchema, MSG_PAS_SON_LOT } from "../../domain/proprietaire/saisie";
import { toCents } from "../../domain/money";
import { badRequest, MSG_INVALID, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import { inOneTrip } from "../one-trip";

// An owner's charge typed by hand (issue 60, ADR 075): one conditional insert, which writes only when the owner
// exists and, a lot being named, owns it (a read before the write would let a parallel removal through). A closed
// year refuses its date by its triggers (ADR 067). The answer says which condition failed, read after a refusal only.

/** The entry written, as the owner's account lists it. */
export async function saisirDepense(
  ports: Ports,
  ClientId: number,
  input: unknown,
  auteur: string,
) {
  const d = parseWith(depenseManuelleSchema, input);
  const debit = toCents(d.montant);
  const createdAt = ports.clock.now().toISOString();
  const lot = d.AppartementId ?? null;
  const [ecrites] = await inOneTrip(ports, [
    ports.db.all<{ id: number }>(sql`insert into ${EcritureProprietaire}
        ("ClientId", "type", "date", "libelle", "debit", "credit", "tva", "natureCharge", "AppartementId", "auteur", "createdAt")
      select ${ClientId}, 'depense', ${d.date}, ${d.libelle}, ${debit}, 0, 0, ${d.natureCharge}, ${lot}, ${auteur}, ${createdAt}
      where exists (select 1 from ${Client} where "id" = ${ClientId})
        and (${lot} is null or exists (select 1 from "AppartementProprietaire"
          where "AppartementId" = ${lot} and "ClientId" = ${ClientId}))
      returning "id"`),
  ]);
  const id = ecrites[0]?.id;
  if (id === undefined) {
    const [client] = await ports.db.all<{ id: number }>(
      sql`select "id" from ${Client} where "id" = ${ClientId}`,
    );
    if (!client) throw notFound(introuvable("Client"));
    throw badRequest(MSG_INVALID, { AppartementId: MSG_PAS_SON_LOT });
  }
  return {
    ecriture: {
      id,
      date: d.date,
      type: "depense" as const,
      libelle: d.libelle,
      debit: d.montant,
      natureCharge: d.natureCharge,
      nature: LIBELLES_NATURE_CHARGE[d.natureCharge],
      AppartementId: lot,
    },
    message: "La dépense est inscrite au compte du propriétaire.",
  };
}
