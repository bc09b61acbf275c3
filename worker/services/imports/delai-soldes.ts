import { sql } from "drizzle-orm";
import {
  MSG_SOLDES_DEJA_CONTESTES,
  MSG_SOLDES_DELAI_ECOULE,
  MSG_SOLDES_PAS_A_VERIFIER,
  MSG_SOLDES_PAS_EN_DELAI,
  avisSoldeRepris,
  delaiSoldesAu,
  oppositionSoldesSchema,
  soldesComptentApres,
} from "../../domain/imports/delai-soldes";
import { adresseConnue } from "../../domain/iban-verification/regles";
import { parisDate } from "../../domain/dates";
import { MSG_INVALID, badRequest, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { ID_AGENCE, agenceDe, agenceRead } from "../mandats/agence";
import { deliverOutbox, enqueue } from "../outbox";
import { afterCommit, inTransaction } from "../transaction";
import { MSG_IMPORT_INTROUVABLE, lireImport } from "./lire";
import { autreConfirmateurSql } from "./seul-confirmateur";
import { motifImport } from "./soldes";

// The delay mode of an import's balances (issue 74, item 7; ADR 132): an agency whose importer is its only admin or
// comptable cannot have them confirmed by a second person (ADR 113), so each owner is told its opening balance and,
// without an objection within the dated delay, the balances count (reprise-en-attente.ts reads the delay at `now`).
// An owner's objection, from its space or recorded by staff, stops it: a second person must then confirm.

export const MSG_SOLDES_AUTRE_CONFIRMATEUR =
  "Un autre administrateur ou comptable que l'auteur de l'import peut confirmer ces soldes : le mode délai est réservé à l'agence qui n'en a qu'un.";
export const MSG_PAS_PROPRIETAIRE_DE_LA_REPRISE =
  "Ce propriétaire n'a pas de solde repris par cet import.";

interface Proprietaire {
  ClientId: number;
  montant: number;
  titre: string | null;
  nom: string;
  prenom: string;
  raisonSociale: string | null;
  mailDefaut: string | null;
  mailPerso: string | null;
  mailPro: string | null;
}

/** The owners of an import's opening balances, each with its balance in cents (positive: owed to the owner). */
const proprietairesSql = (importId: number) =>
  sql`select e."ClientId", sum(e."credit" - e."debit") as montant, c."titre", c."nom", c."prenom",
      c."raisonSociale", c."mailDefaut", c."mailPerso", c."mailPro"
    from "EcritureProprietaire" e join "Client" c on c."id" = e."ClientId"
    where e."type" = 'reprise' and e."motif" = ${motifImport(importId)}
    group by e."ClientId" order by c."nom", c."prenom", e."ClientId"`;

const nomDe = (p: Proprietaire) =>
  p.raisonSociale?.trim() || [p.titre, p.nom, p.prenom].filter(Boolean).join(" ");

/**
 * POST /Import/{id}/soldes/delai: the owners told, the delay started, by one conditional update (a finished import
 * whose balances wait, not yet told, not contested, in the agency's delay mode, and nobody else to confirm).
 * Again: nobody told twice (200, `prevenus: 0`).
 */
export async function prevenirSoldes(ports: Ports, importId: number) {
  const r = await inTransaction(ports, async (tx) => {
    const now = tx.clock.now();
    const comptentApres = soldesComptentApres(now, parisDate(now));
    const [gagne] = await tx.db.all<{
      id: number;
    }>(sql`update "Import" set "soldesComptentApres" = ${comptentApres}
      where "id" = ${importId} and "statut" = 'termine' and "soldes" = 'a_verifier'
        and "soldesComptentApres" is null and "soldesContestesAt" is null
        and (select "verificationIban" from "AgenceParametres" where "id" = ${ID_AGENCE}) = 'delai'
        and not ${autreConfirmateurSql(sql`"Import"."auteur"`)}
      returning "id"`);
    const [[imp], agenceRows] = await Promise.all([
      tx.db.all<{
        statut: string;
        soldes: string | null;
        dateReprise: string;
        comptentApres: string | null;
        contestesAt: string | null;
        autre: number;
      }>(sql`select "statut", "soldes", "dateReprise", "soldesComptentApres" as "comptentApres",
          "soldesContestesAt" as "contestesAt", ${autreConfirmateurSql(sql`"auteur"`)} as autre
        from "Import" where "id" = ${importId}`),
      agenceRead(tx),
    ]);
    if (!imp) throw notFound(MSG_IMPORT_INTROUVABLE);
    if (!gagne) {
      if (imp.comptentApres && !imp.contestesAt) return { ids: [], nonPrevenus: [] };
      if (imp.statut !== "termine" || imp.soldes !== "a_verifier")
        throw conflict(MSG_SOLDES_PAS_A_VERIFIER);
      if (imp.contestesAt) throw conflict(MSG_SOLDES_DEJA_CONTESTES);
      if (agenceRows[0]?.verificationIban !== "delai") throw conflict(MSG_SOLDES_PAS_EN_DELAI);
      throw conflict(MSG_SOLDES_AUTRE_CONFIRMATEUR);
    }
    const agence = agenceDe(tx, agenceRows);
    const proprietaires = await tx.db.all<Proprietaire>(proprietairesSql(importId));
    const ids: number[] = [];
    const nonPrevenus: string[] = [];
    for (const p of proprietaires) {
      const adresse = adresseConnue(p);
      if (!adresse) {
        nonPrevenus.push(nomDe(p));
        continue;
      }
      const mail = avisSoldeRepris({
        destinataire: nomDe(p),
        montant: Number(p.montant),
        dateReprise: imp.dateReprise,
        comptentApres,
        heures: delaiSoldesAu(parisDate(now)).heures,
        agence,
      });
      ids.push(
        await enqueue(tx, {
          dedupeKey: `solde-repris:${importId}:${p.ClientId}`,
          to: adresse,
          subject: mail.subject,
          body: mail.body,
        }),
      );
    }
    if (ids.length) void afterCommit(tx, async (apres) => void (await deliverOutbox(apres, ids)));
    return { ids, nonPrevenus };
  });
  return {
    prevenus: r.ids.length,
    nonPrevenus: r.nonPrevenus,
    import: await lireImport(ports, importId),
  };
}

/**
 * An owner's objection to an import's balances: the delay stops, a second person must confirm. One conditional
 * update: the balances still wait, nobody objected yet, the delay not over, and the owner has a balance in it.
 */
export async function contesterSoldes(
  ports: Ports,
  importId: number,
  a: { ClientId: number; motif: string; par: string },
) {
  const now = ports.clock.now().toISOString();
  const [gagne] = await ports.db.all<{
    id: number;
  }>(sql`update "Import" set "soldesContestesAt" = ${now},
      "soldesContestesPar" = (select trim(coalesce(nullif(trim(c."raisonSociale"), ''), c."nom" || ' ' || c."prenom"))
        from "Client" c where c."id" = ${a.ClientId}) || ${a.par},
      "soldesContestesMotif" = ${a.motif}
    where "id" = ${importId} and "statut" = 'termine' and "soldes" = 'a_verifier' and "soldesContestesAt" is null
      and ("soldesComptentApres" is null or "soldesComptentApres" > ${now})
      and exists (select 1 from "EcritureProprietaire" e where e."ClientId" = ${a.ClientId}
        and e."type" = 'reprise' and e."motif" = ${motifImport(importId)})
    returning "id"`);
  if (!gagne) {
    const [imp] = await ports.db.all<{
      soldes: string | null;
      statut: string;
      contestesAt: string | null;
      comptentApres: string | null;
      proprietaire: number;
    }>(sql`select "soldes", "statut", "soldesContestesAt" as "contestesAt",
        "soldesComptentApres" as "comptentApres",
        exists (select 1 from "EcritureProprietaire" e where e."ClientId" = ${a.ClientId}
          and e."type" = 'reprise' and e."motif" = ${motifImport(importId)}) as proprietaire
      from "Import" where "id" = ${importId}`);
    if (!imp) throw notFound(MSG_IMPORT_INTROUVABLE);
    if (!imp.proprietaire)
      throw badRequest(MSG_INVALID, { ClientId: MSG_PAS_PROPRIETAIRE_DE_LA_REPRISE });
    if (imp.contestesAt) throw conflict(MSG_SOLDES_DEJA_CONTESTES);
    if (imp.statut !== "termine" || imp.soldes !== "a_verifier")
      throw conflict(MSG_SOLDES_PAS_A_VERIFIER);
    throw conflict(MSG_SOLDES_DELAI_ECOULE);
  }
  return { import: await lireImport(ports, importId) };
}

/** POST /Import/{id}/soldes/contester: staff recording an owner's objection (by phone, by letter). */
export function contesterSoldesStaff(ports: Ports, importId: number, par: string, input: unknown) {
  const { ClientId, motif } = parseWith(oppositionSoldesSchema, input);
  return contesterSoldes(ports, importId, { ClientId, motif, par: ` (noté par ${par})` });
}
