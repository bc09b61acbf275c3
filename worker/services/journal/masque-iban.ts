import {
  IBAN_CARACTERES_GARDES,
  IBAN_PREFIXE_MASQUE,
  IBANS_DANS_COLONNE,
  estColonneFichierSepa,
  estColonneIban,
} from "../../domain/journal/regles";
import { resumeFichierSepaSql } from "./resume-fichier-sepa";

// The journal's IBANs masked by its triggers (issue 75 item 2): what is written to the journal keeps an IBAN's last
// four characters only, so that no reader, backup or export of it ever holds one whole. In SQL because the journal
// is written by triggers (ADR 029), on both entries alike.

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** An IBAN's mask: its last characters behind the prefix; a value too short to be one, as it is; NULL stays NULL. */
export const masqueIbanSql = (v: string) =>
  `CASE WHEN length(${v}) > ${IBAN_CARACTERES_GARDES} THEN ${lit(IBAN_PREFIXE_MASQUE)} || substr(${v}, -${IBAN_CARACTERES_GARDES}) ELSE ${v} END`;

/**
 * Every IBAN between `ouvre` and `ferme` in a text masked, by a recursive CTE that walks from one marker to the next:
 * `fait` is the text masked so far, `reste` what is left to read; the last row (the shortest `reste`) is the whole.
 * Quadratic in the IBANs it meets (each row copies `fait` and `reste`): for small texts only, never a SEPA file.
 */
function entreMarquesSql(v: string, ouvre: string, ferme: string): string {
  const debut = `instr(reste, ${lit(ouvre)})`;
  const apres = `substr(reste, ${debut} + ${ouvre.length})`;
  const fin = `instr(${apres}, ${lit(ferme)})`;
  const iban = `substr(${apres}, 1, ${fin} - 1)`;
  return `(WITH RECURSIVE m(fait, reste) AS (SELECT '', ${v} UNION ALL SELECT fait || substr(reste, 1, ${debut} + ${ouvre.length - 1}) || ${masqueIbanSql(iban)}, substr(${apres}, ${fin}) FROM m WHERE ${debut} > 0 AND ${fin} > 0) SELECT fait || reste FROM m ORDER BY length(reste) LIMIT 1)`;
}

/**
 * A column's value as the journal keeps it: an IBAN column masked, a SEPA file summed up (ADR 137: its thousands of
 * IBANs are never in the journal, masked or not), a small text holding IBANs with each masked.
 */
export function valeurSansIbanSql(table: string, colonne: string, v: string): string {
  if (estColonneIban(table, colonne)) return masqueIbanSql(v);
  if (estColonneFichierSepa(colonne)) return resumeFichierSepaSql(v);
  const marques = IBANS_DANS_COLONNE.get(`${table}.${colonne}`);
  if (!marques) return v;
  return marques.reduce((expr, [ouvre, ferme]) => entreMarquesSql(expr, ouvre, ferme), v);
}
