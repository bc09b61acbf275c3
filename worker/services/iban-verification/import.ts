import { and, eq, isNull, sql } from "drizzle-orm";
import { IbanClient } from "../../db/schema";
import { ibanVerifieApres } from "../../domain/iban-verification/delai";
import {
  MSG_IMPORTEUR_NE_CONFIRME_PAS,
  MSG_LISTE_CHANGEE,
  MSG_PAS_EN_DELAI,
  avisIbanImporte,
  confirmerIbansImportSchema,
} from "../../domain/iban-verification/import";
import {
  adresseConnue,
  quatreDerniers,
  statutEffectif,
} from "../../domain/iban-verification/regles";
import { FINANCE_ROLES } from "../../domain/roles";
import { ApiError, conflict, notFound } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { MSG_IMPORT_INTROUVABLE } from "../imports/lire";
import { agenceDe, agenceRead } from "../mandats/agence";
import { deliverOutbox, enqueue } from "../outbox";
import { inOneTrip } from "../one-trip";
import { afterCommit, inTransaction } from "../transaction";

// The IBANs an import brought (issue 74, item 7; ADR 116): their list for the second person (owner, last four
// characters, status), their confirmation all at once, and, for an agency whose importer is its only admin or
// comptable, the delay mode's e-mail to each owner.

interface LigneLue {
  id: number;
  ClientId: number;
  reference: string | null;
  nom: string;
  iban: string;
  statut: "a_verifier" | "verifie" | "remplace";
  verifieApres: string | null;
  informeA: string | null;
  createdAt: string;
  courant: number;
}

const roles = sql.join(
  FINANCE_ROLES.map((r) => sql`${r}`),
  sql`, `,
);

/** GET /Import/{id}/ibans: what the second person reads, and whether anyone but the importer may confirm. */
export async function ibansImport(ports: Ports, importId: number) {
  const [lignes, [imp], [autres], agence] = await inOneTrip(ports, [
    ports.db.all<LigneLue>(sql`select i."id", i."ClientId", c."reference", trim(c."nom" || ' ' || c."prenom") as nom,
        i."iban", i."statut", i."verifieApres", i."informeA", i."createdAt", c."iban" = i."iban" as courant
      from "IbanClient" i join "Client" c on c."id" = i."ClientId"
      where i."ImportId" = ${importId} order by c."nom", c."prenom", i."id"`),
    ports.db.all<{ auteur: string }>(sql`select "auteur" from "Import" where "id" = ${importId}`),
    ports.db.all<{ n: number }>(sql`select count(*) as n from "User" u where u."role" in (${roles})
      and lower(u."email") <> (select lower("auteur") from "Import" where "id" = ${importId})`),
    agenceRead(ports),
  ]);
  if (!imp) throw notFound(MSG_IMPORT_INTROUVABLE);
  const now = ports.clock.now();
  return {
    auteur: imp.auteur,
    seulConfirmateur: Number(autres?.n ?? 0) === 0,
    modeVerification: agence[0]?.verificationIban ?? "deuxieme_personne",
    ibans: lignes.map((l) => ({
      ClientId: l.ClientId,
      reference: l.reference,
      nom: l.nom,
      fin: quatreDerniers(l.iban),
      statut:
        l.statut === "remplace" || !l.courant
          ? ("remplace" as const)
          : statutEffectif(l.statut, l.verifieApres, now),
      createdAt: l.createdAt,
      verifieApres: l.verifieApres,
      informeA: l.informeA,
    })),
  };
}

/** The import's IBANs still waiting, still their owners' current ones. */
const enAttente = (importId: number) =>
  sql`select i."id", i."ClientId", i."iban" from "IbanClient" i
    join "Client" c on c."id" = i."ClientId" and c."iban" = i."iban" and c."bic" is i."bic"
    where i."ImportId" = ${importId} and i."statut" = 'a_verifier'`;

/**
 * POST /Import/{id}/ibans/confirmer by `par` (FINANCE_ROLES): every waiting IBAN of the import verified at once, in one
 * write batch whose first statement is the conditional change: only by someone else than the importer, and only if
 * each waiting IBAN is in the list read, with the same last four characters. Again: nothing left, 0 confirmed.
 */
export async function confirmerIbansImport(
  ports: Ports,
  importId: number,
  par: string,
  input: unknown,
) {
  const { ibans } = parseWith(confirmerIbansImportSchema, input);
  const lus = JSON.stringify(
    ibans.map((i) => ({ ClientId: i.ClientId, fin: i.fin.toUpperCase() })),
  );
  const at = ports.clock.now().toISOString();
  const horsListe = sql`select 1 from (${enAttente(importId)}) p where not exists (select 1 from json_each(${lus}) j
    where json_extract(j."value", '$.ClientId') = p."ClientId" and json_extract(j."value", '$.fin') = substr(p."iban", -4))`;
  const [, [n], , [imp], [reste]] = await inOneTrip(ports, [
    ports.db.run(sql`update "IbanClient" set "statut" = 'verifie', "confirmePar" = ${par}, "confirmeAt" = ${at}
      where "id" in (select "id" from (${enAttente(importId)})) and lower("auteur") <> lower(${par})
        and not exists (${horsListe})`),
    ports.db.all<{ n: number }>(sql`select changes() as n`),
    ports.db.run(sql`update "Client" set "ibanStatut" = 'verifie' where "ibanStatut" = 'a_verifier'
      and "id" in (select "ClientId" from "IbanClient" where "ImportId" = ${importId} and "confirmeAt" = ${at}
        and "confirmePar" = ${par})
      and not exists (select 1 from "IbanClient" i where i."ClientId" = "Client"."id" and i."statut" = 'a_verifier')`),
    ports.db.all<{ auteur: string }>(sql`select "auteur" from "Import" where "id" = ${importId}`),
    ports.db.all<{ n: number }>(sql`select count(*) as n from (${horsListe})`),
  ]);
  if (!imp) throw notFound(MSG_IMPORT_INTROUVABLE);
  const confirmes = Number(n?.n ?? 0);
  if (!confirmes && imp.auteur.toLowerCase() === par.toLowerCase())
    throw new ApiError(403, "forbidden", MSG_IMPORTEUR_NE_CONFIRME_PAS);
  if (!confirmes && Number(reste?.n ?? 0) > 0) throw conflict(MSG_LISTE_CHANGEE);
  return { confirmes, ...(await ibansImport(ports, importId)) };
}

/**
 * POST /Import/{id}/ibans/delai: in the agency's delay mode, each owner of a waiting IBAN of the import told at the
 * address the record holds, the IBAN used 72 hours later without opposition. Owners without an address wait for a
 * second person. Again: nobody told twice (the conditional update, the e-mail's key).
 */
export async function prevenirProprietairesImport(ports: Ports, importId: number) {
  const prevenus = await inTransaction(ports, async (tx) => {
    const [[imp], agenceRows] = await Promise.all([
      tx.db.all<{ id: number }>(sql`select "id" from "Import" where "id" = ${importId}`),
      agenceRead(tx),
    ]);
    if (!imp) throw notFound(MSG_IMPORT_INTROUVABLE);
    if (agenceRows[0]?.verificationIban !== "delai") throw conflict(MSG_PAS_EN_DELAI);
    const agence = agenceDe(tx, agenceRows);
    const lignes = await tx.db.all<{
      id: number;
      ClientId: number;
      iban: string;
      titre: string | null;
      nom: string;
      prenom: string;
      mailDefaut: string | null;
      mailPerso: string | null;
      mailPro: string | null;
    }>(sql`select p."id", p."ClientId", p."iban", c."titre", c."nom", c."prenom", c."mailDefaut", c."mailPerso",
        c."mailPro" from (${enAttente(importId)}) p join "Client" c on c."id" = p."ClientId"
      join "IbanClient" i on i."id" = p."id" where i."verifieApres" is null`);
    const now = tx.clock.now();
    // The dated delay in force on the day the owners are told (ADR 134).
    const verifieApres = ibanVerifieApres(now);
    const ids: number[] = [];
    for (const l of lignes) {
      const informeA = adresseConnue(l);
      if (!informeA) continue;
      const [fait] = await tx.db
        .update(IbanClient)
        .set({ verifieApres, informeA })
        .where(and(eq(IbanClient.id, l.id), isNull(IbanClient.verifieApres)))
        .returning({ id: IbanClient.id });
      if (!fait) continue;
      const mail = avisIbanImporte({
        destinataire: [l.titre, l.nom, l.prenom].filter(Boolean).join(" "),
        iban: l.iban,
        verifieApres,
        agence,
      });
      ids.push(
        await enqueue(tx, {
          dedupeKey: `iban-importe:${l.ClientId}:${l.id}`,
          to: informeA,
          subject: mail.subject,
          body: mail.body,
        }),
      );
    }
    // Sent once committed: the owners' 72 hours start now.
    if (ids.length) void afterCommit(tx, async (apres) => void (await deliverOutbox(apres, ids)));
    return ids.length;
  });
  return { prevenus, ...(await ibansImport(ports, importId)) };
}
