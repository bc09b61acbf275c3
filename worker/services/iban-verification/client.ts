import { sql } from "drizzle-orm";
import { introuvable } from "../../domain/labels";
import {
  type StatutHistorique,
  refusConfirmation,
  statutEffectif,
} from "../../domain/iban-verification/regles";
import { confirmerIbanSchema } from "../../domain/iban-verification/schemas";
import { ibanEnGroupes } from "../../domain/sepa/iban";
import { ApiError, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { TITULAIRE_CLIENT, type Titulaire, noms } from "./titulaire";

// An IBAN's history and its confirmation by a second person (issue 59, item 3; ADR 068): an owner's, or a
// supplier's (ADR 119), the same statements on the holder's tables.

interface Ligne {
  id: number;
  iban: string;
  bic: string | null;
  statut: StatutHistorique;
  auteur: string;
  createdAt: string;
  verifieApres: string | null;
  informeA: string | null;
  confirmePar: string | null;
  confirmeAt: string | null;
  /** The import that brought it (ADR 116): an owner's only, a supplier's is always typed. */
  ImportId: number | null;
}

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

const colonnes = (t: Titulaire) =>
  sql.raw(
    `"id", "iban", "bic", "statut", "auteur", "createdAt", "verifieApres", "informeA", "confirmePar", "confirmeAt", ${
      t.historique === "IbanClient" ? `"ImportId"` : `null as "ImportId"`
    }`,
  );

/**
 * GET /api/Client/{id}/ibans (and a supplier's): every IBAN the holder has had, newest first. An IBAN kept from
 * before the history (never changed since issue 59) shows as its one verified row, of unknown author (id 0).
 */
export async function historiqueIbans(ports: Ports, id: number, t: Titulaire = TITULAIRE_CLIENT) {
  const { table, historique, cle } = noms(t);
  const [titulaires, lignes] = await Promise.all([
    ports.db.all<{ iban: string | null; bic: string | null; createdAt: string }>(
      sql`select "iban", "bic", "createdAt" from ${table} where "id" = ${id}`,
    ),
    ports.db.all<Ligne>(
      sql`select ${colonnes(t)} from ${historique} where ${cle} = ${id} order by "id" desc`,
    ),
  ]);
  const titulaire = titulaires[0];
  if (!titulaire) throw notFound(introuvable(t.table));
  const now = ports.clock.now();
  const data = lignes.map((l) => affiche(l, now));
  if (!lignes.length && titulaire.iban)
    data.push(
      affiche(
        {
          id: 0,
          iban: titulaire.iban,
          bic: titulaire.bic,
          statut: "verifie",
          auteur: "",
          createdAt: titulaire.createdAt,
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
 * POST /api/Client/{id}/iban/confirmer (and a supplier's) by `par` (FINANCE_ROLES): the pending IBAN becomes
 * verified. One write batch whose first statement is the conditional change: only the current pending row, typed by
 * someone else, still the holder's IBAN (and the one read on the screen when `iban` is given), so that a parallel
 * change is never confirmed by mistake; `select changes()` tells this request whether it won.
 */
export async function confirmerIbanClient(
  ports: Ports,
  id: number,
  par: string,
  input: unknown,
  t: Titulaire = TITULAIRE_CLIENT,
) {
  const { iban } = parseWith(confirmerIbanSchema, input);
  const { table, historique, cle } = noms(t);
  const at = ports.clock.now().toISOString();
  const lu = iban ?? null;
  const [, [won], , [derniere], [titulaire]] = await inOneTrip(ports, [
    ports.db.run(sql`update ${historique} set "statut" = 'verifie', "confirmePar" = ${par}, "confirmeAt" = ${at}
      where "id" = (select max("id") from ${historique} where ${cle} = ${id})
        and "statut" = 'a_verifier' and lower("auteur") <> lower(${par})
        and (${lu} is null or "iban" = ${lu})
        and exists (select 1 from ${table} c where c."id" = ${id} and c."iban" = ${historique}."iban"
          and c."bic" is ${historique}."bic")`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`update ${table} set "ibanStatut" = 'verifie'
      where "id" = ${id} and "ibanStatut" = 'a_verifier'
        and not exists (select 1 from ${historique} where ${cle} = ${id} and "statut" = 'a_verifier')`),
    ports.db.all<Ligne>(
      sql`select ${colonnes(t)} from ${historique} where ${cle} = ${id} order by "id" desc limit 1`,
    ),
    ports.db.all<{ id: number }>(sql`select "id" from ${table} where "id" = ${id}`),
  ]);
  if (Number(won?.n) === 1 && derniere) return affiche(derniere, ports.clock.now());
  if (!titulaire) throw notFound(introuvable(t.table));
  const refus = refusConfirmation(
    derniere?.statut === "a_verifier" ? derniere : undefined,
    par,
    t.rien,
  );
  if (refus?.status === 403) throw new ApiError(403, "forbidden", refus.message);
  if (refus) throw conflict(refus.message);
  throw conflict(t.change);
}
