import { RESUME_FICHIER_SEPA } from "../../domain/journal/regles";

// What the journal keeps of a SEPA file (ADR 137): a line saying which file it was, read from the file's header in
// SQL by the journal's triggers, never its text. Each mention of `new.x` in a trigger copies the whole value (a
// pain.008 of 2,000 debits is 880 KiB), so the file is read twice only, its head and its length, in a materialized
// subquery; the header's values are then found in the head's few hundred characters.

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The characters read from the file's start: the ISO 20022 group header (GrpHdr) comes first and is shorter. */
const DEBUT_LU = 1000;

/** In `tete`, the text between the first `ouvre` and the `ferme` after it; NULL when `ouvre` is not in it. */
function entre([ouvre, ferme]: readonly [string, string]): string {
  const debut = `instr(tete, ${lit(ouvre)})`;
  const suite = `substr(tete, ${debut} + ${ouvre.length})`;
  return `(CASE WHEN ${debut} > 0 THEN substr(${suite}, 1, instr(${suite}, ${lit(ferme)}) - 1) END)`;
}

/**
 * "Fichier pain.008.001.08 « PRL-… » : 2000 opérations, 1234,56 €, 881234 caractères"; NULL stays NULL (a batch
 * before its file).
 */
export function resumeFichierSepaSql(v: string): string {
  const { type, msgId, nombre, somme } = RESUME_FICHIER_SEPA;
  const ou = (e: string) => `coalesce(${e}, '?')`;
  const n = entre(nombre);
  // French: 0 and 1 take the singular.
  const operations = `CASE WHEN ${n} IN ('0', '1') THEN ' opération, ' ELSE ' opérations, ' END`;
  const resume = `'Fichier ' || ${ou(entre(type))} || ' « ' || ${ou(entre(msgId))} || ' » : ' || ${ou(n)} || ${operations} || replace(${ou(entre(somme))}, '.', ',') || ' €, ' || taille || ' caractères'`;
  return `(WITH f(tete, taille) AS MATERIALIZED (SELECT substr(${v}, 1, ${DEBUT_LU}), length(${v})) SELECT CASE WHEN tete IS NULL THEN NULL ELSE ${resume} END FROM f)`;
}
