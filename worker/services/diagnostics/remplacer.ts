import { type SQL, sql } from "drizzle-orm";
import { msgArchive } from "../../domain/archives/messages";
import { classeLue, type DiagnosticSaisi } from "../../domain/diagnostics/types";
import { diagnosticsSaisisSchema } from "../../domain/contract/echeances";
import { badRequest, conflict } from "../../lib/errors";
import { parseWith } from "../../lib/validate";
import type { Ports } from "../../ports";
import { inOneTrip } from "../one-trip";
import { forme, tableauDe, verifie } from "../../lib/lignes-typees";
import { lectures, lotOu404, luesDuLot, vue } from "./lire";

// PUT /api/Appartement/{id}/diagnostics (issue 63, ADR 087): the body is the lot's whole set. ONE batch (one round
// trip on the edge, one transaction): the kinds left out deleted, the given ones upserted through the unique
// (AppartementId, type) index, Appartement.classeEnergie set to the DPE's class (its attestation's when recorded) (the lease and the decency rules read
// it), then the reads of the answer. Every write runs only where the lot exists, is not archived and owns every
// report file named (`garde`): checked by the database in the same transaction, never by a read before the write, so
// a refused save writes nothing and a parallel archive or file move cannot slip between a check and the write.

export const MSG_DOUBLON = "Ce type de diagnostic figure deux fois.";
export const MSG_FICHIER_AUTRE_LOT = "Ce fichier n'est pas un document de cet appartement.";

const COLONNES = [
  "dateRealisation",
  "resultat",
  "classe",
  "classeApresAttestation",
  "dateAttestation",
  "sourceAttestation",
  "energieFinale",
  "positif",
  "surface",
  "FichierId",
] as const;

/** The same kind twice in one body: a 400 on the second one's type. */
function refusDoublons(diagnostics: readonly DiagnosticSaisi[]) {
  const vus = new Set<string>();
  const fields: Record<string, string> = {};
  diagnostics.forEach((d, i) => {
    if (vus.has(d.type)) fields[`diagnostics.${i}.type`] = MSG_DOUBLON;
    vus.add(d.type);
  });
  if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
}

/** One kind's upsert, guarded; an unchanged row is not rewritten (no journal line, no new updatedAt). */
function upsert(AppartementId: number, d: DiagnosticSaisi, garde: SQL, at: string) {
  const v = {
    dateRealisation: d.dateRealisation,
    resultat: d.resultat ?? null,
    classe: d.type === "dpe" ? (d.classe ?? null) : null,
    classeApresAttestation: d.type === "dpe" ? (d.classeApresAttestation ?? null) : null,
    dateAttestation: d.type === "dpe" ? (d.dateAttestation ?? null) : null,
    sourceAttestation: d.type === "dpe" ? (d.sourceAttestation ?? null) : null,
    energieFinale: d.type === "dpe" ? (d.energieFinale ?? null) : null,
    positif: d.positif == null ? null : d.positif ? 1 : 0,
    surface: d.surface ?? null,
    FichierId: d.FichierId ?? null,
  };
  const cols = sql.raw(COLONNES.map((c) => `"${c}"`).join(", "));
  const exclus = sql.raw(COLONNES.map((c) => `excluded."${c}"`).join(", "));
  const miseAJour = sql.raw(COLONNES.map((c) => `"${c}" = excluded."${c}"`).join(", "));
  const valeurs = sql.join(
    COLONNES.map((c) => sql`${v[c]}`),
    sql`, `,
  );
  return sql`insert into "Diagnostic" ("AppartementId", "type", ${cols}, "createdAt", "updatedAt")
    select ${AppartementId}, ${d.type}, ${valeurs}, ${at}, ${at} where ${garde}
    on conflict ("AppartementId", "type") do update set ${miseAJour}, "updatedAt" = excluded."updatedAt"
    where (${cols}) is not (${exclus})`;
}

/** Replaces the lot's diagnostics with `input` (validated here) and answers them as GET does at `date`. */
export async function remplacerDiagnostics(
  ports: Ports,
  AppartementId: number,
  input: unknown,
  date: string,
) {
  const { diagnostics } = parseWith(diagnosticsSaisisSchema, input);
  refusDoublons(diagnostics);
  const fichiers = [...new Set(diagnostics.flatMap((d) => (d.FichierId ? [d.FichierId] : [])))];
  const types = JSON.stringify(diagnostics.map((d) => d.type));
  const garde = sql`exists (select 1 from "Appartement" where "id" = ${AppartementId} and "archiveLe" is null)
    and (select count(*) from "Fichier" where "AppartementId" = ${AppartementId}
      and "id" in (select "value" from json_each(${JSON.stringify(fichiers)}))) = ${fichiers.length}`;
  const at = ports.clock.now().toISOString();
  const dpe = diagnostics.find((d) => d.type === "dpe");
  // The class the rules read: the attestation's when recorded (classeLue), so the lot's class follows it.
  const classe = dpe ? classeLue(dpe) : null;
  const reponses = await inOneTrip(ports, [
    ports.db.run(sql`delete from "Diagnostic" where "AppartementId" = ${AppartementId}
      and "type" not in (select "value" from json_each(${types})) and ${garde}`),
    ...diagnostics.map((d) => ports.db.run(upsert(AppartementId, d, garde, at))),
    // classeEnergie follows the DPE kept; without a DPE the lot's own class (typed on its form) stays.
    ...(dpe
      ? [
          ports.db.run(sql`update "Appartement" set "classeEnergie" = ${classe}, "updatedAt" = ${at}
            where "id" = ${AppartementId} and "classeEnergie" is not ${classe} and ${garde}`),
        ]
      : []),
    ports.db.all<{
      id: number;
    }>(sql`select "id" from "Fichier" where "AppartementId" = ${AppartementId}
      and "id" in (select "value" from json_each(${JSON.stringify(fichiers)}))`),
    ...lectures(ports, AppartementId),
  ]);
  const lues = luesDuLot(reponses);
  const lot = lotOu404(lues);
  if (lot.archiveLe) throw conflict(msgArchive("Appartement"));
  const fichiersDuLot = verifie(
    reponses.at(-3),
    tableauDe(forme({ id: "nombre" })),
    "fichiers du lot",
  );
  const duLot = new Set(fichiersDuLot.map((f) => f.id));
  const fields: Record<string, string> = {};
  diagnostics.forEach((d, i) => {
    if (d.FichierId && !duLot.has(d.FichierId))
      fields[`diagnostics.${i}.FichierId`] = MSG_FICHIER_AUTRE_LOT;
  });
  if (Object.keys(fields).length) throw badRequest("Certains champs sont invalides.", fields);
  return vue(lues, date);
}
