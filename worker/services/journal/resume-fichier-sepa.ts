import { RESUME_FICHIER_SEPA } from "../../domain/journal/regles";

// What the journal keeps of a SEPA file (ADR 137): a line saying which file it was, read from the file's header in
// SQL by the journal's triggers, never its text. Every `instr` below finds a marker in the first few hundred
// characters (the header comes first) and every `substr` copies a few dozen, so the cost is the same for a file of
// 2 or 2,000 transactions; only `length` reads the whole text, once.

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The most characters read after a marker: a header value is short (a MsgId is at most 35). */
const LONGUEUR_LUE = 80;

/** The text between the first `ouvre` and the `ferme` after it; NULL when `ouvre` is not in the text. */
function entre(v: string, [ouvre, ferme]: readonly [string, string]): string {
  const debut = `instr(${v}, ${lit(ouvre)})`;
  const suite = `substr(${v}, ${debut} + ${ouvre.length}, ${LONGUEUR_LUE})`;
  return `(CASE WHEN ${debut} > 0 THEN substr(${suite}, 1, instr(${suite}, ${lit(ferme)}) - 1) END)`;
}

/**
 * "Fichier pain.008.001.08 « PRL-… » : 2000 opérations, 1234,56 €, 881234 caractères"; NULL stays NULL (a batch
 * before its file).
 */
export function resumeFichierSepaSql(v: string): string {
  const { type, msgId, nombre, somme } = RESUME_FICHIER_SEPA;
  const ou = (e: string) => `coalesce(${e}, '?')`;
  const n = entre(v, nombre);
  // French: 0 and 1 take the singular.
  const operations = `CASE WHEN ${n} IN ('0', '1') THEN ' opération, ' ELSE ' opérations, ' END`;
  return `CASE WHEN ${v} IS NULL THEN NULL ELSE 'Fichier ' || ${ou(entre(v, type))} || ' « ' || ${ou(
    entre(v, msgId),
  )} || ' » : ' || ${ou(n)} || ${operations} || replace(${ou(entre(v, somme))}, '.', ',') || ' €, ' || length(${v}) || ' caractères' END`;
}
