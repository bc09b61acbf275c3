import { desc, eq, sql } from "drizzle-orm";
import { Client, IbanClient } from "../../db/schema";
import { introuvable } from "../../domain/labels";
import {
  MSG_IBAN_CHANGE,
  refusConfirmation,
  statutEffectif,
} from "../../domain/iban-verification/regles";
import { confirmerIbanSchema } from "../../domain/iban-verification/schemas";
import { ibanEnGroupes } from "../../domain/sepa/iban";
import { ApiError, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";

// An owner's IBAN history and its confirmation by a second person (issue 59, item 3; ADR 068).

type Ligne = typeof IbanClient.$inferSelect;

/** A row of the history as the API shows it: the IBAN whole (staff compare it), the status as reads show it. */
const affiche = (l: Ligne, now: Date) => ({
  id: l.id,
  iban: ibanEnGroupes(l.iban),
  bic: l.bic,
  statut: l.statut === "remplace" ? l.statut : statutEffectif(l.statut, l.verifieApres, now),
  auteur: l.auteur,
  createdAt: l.createdAt,
  verifieApres: l.verifieApres,
  informeA: l.informeA,
  confirmePar: l.confirmePar,
  confirmeAt: l.confirmeAt,
  ImportId: l.ImportId,
});

/**
 * GET /api/Client/{id}/ibans: every IBAN the owner has had, newest first. An IBAN kept from before the history
 * (never changed since issue 59) shows as its one verified row, of unknown author (id 0).
 */
export async function historiqueIbans(ports: Ports, ClientId: number) {
  const [clients, lignes] = await Promise.all([
    ports.db
      .select({ iban: Client.iban, bic: Client.bic, createdAt: Client.createdAt })
      .from(Client)
      .where(eq(Client.id, ClientId)),
    ports.db
      .select()
      .from(IbanClient)
      .where(eq(IbanClient.ClientId, ClientId))
      .orderBy(desc(IbanClient.id)),
  ]);
  const client = clients[0];
  if (!client) throw notFound(introuvable("Client"));
  const now = ports.clock.now();
  const data = lignes.map((l) => affiche(l, now));
  if (!lignes.length && client.iban)
    data.push(
      affiche(
        {
          id: 0,
          ClientId,
          iban: client.iban,
          bic: client.bic,
          statut: "verifie",
          auteur: "",
          createdAt: client.createdAt,
          verifieApres: null,
          informeA: null,
          confirmePar: null,
          confirmeAt: null,
          ImportId: null,
        },
        now,
      ),
    );
  return { data };
}

/**
 * POST /api/Client/{id}/iban/confirmer by `par` (FINANCE_ROLES): the pending IBAN becomes verified. One write
 * batch whose first statement is the conditional change: only the current pending row, typed by someone else, still
 * the owner's IBAN (and the one read on the screen when `iban` is given), so that a parallel change is never
 * confirmed by mistake; `select changes()` tells this request whether it won.
 */
export async function confirmerIbanClient(
  ports: Ports,
  ClientId: number,
  par: string,
  input: unknown,
) {
  const { iban } = parseWith(confirmerIbanSchema, input);
  const at = ports.clock.now().toISOString();
  const lu = iban ?? null;
  const [, [won], , [derniere], [client]] = await inOneTrip(ports, [
    ports.db.run(sql`update "IbanClient" set "statut" = 'verifie', "confirmePar" = ${par}, "confirmeAt" = ${at}
      where "id" = (select max("id") from "IbanClient" where "ClientId" = ${ClientId})
        and "statut" = 'a_verifier' and lower("auteur") <> lower(${par})
        and (${lu} is null or "iban" = ${lu})
        and exists (select 1 from "Client" c where c."id" = ${ClientId} and c."iban" = "IbanClient"."iban"
          and c."bic" is "IbanClient"."bic")`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`update "Client" set "ibanStatut" = 'verifie'
      where "id" = ${ClientId} and "ibanStatut" = 'a_verifier'
        and not exists (select 1 from "IbanClient" where "ClientId" = ${ClientId} and "statut" = 'a_verifier')`),
    ports.db
      .select()
      .from(IbanClient)
      .where(eq(IbanClient.ClientId, ClientId))
      .orderBy(desc(IbanClient.id))
      .limit(1),
    ports.db.select({ id: Client.id }).from(Client).where(eq(Client.id, ClientId)),
  ]);
  if (Number(won?.n) === 1 && derniere) return affiche(derniere, ports.clock.now());
  if (!client) throw notFound(introuvable("Client"));
  const refus = refusConfirmation(derniere?.statut === "a_verifier" ? derniere : undefined, par);
  if (refus?.status === 403) throw new ApiError(403, "forbidden", refus.message);
  if (refus) throw conflict(refus.message);
  throw conflict(MSG_IBAN_CHANGE);
}
