import type { ProfilCsv } from "./banque-api";

/**
 * The names of a CSV's columns under a profile: the cells of its header line (numbered from 1), else "Colonne n".
 * Only for showing the choices: the server reads the file itself.
 */
export function columnNames(
  text: string,
  profil: Pick<ProfilCsv, "separateur" | "entete">,
): string[] {
  const lines = text.split(/\r?\n/);
  const header = profil.entete > 0 ? (lines[profil.entete - 1] ?? "") : "";
  const sample = lines.find((l, i) => i >= profil.entete && l.trim()) ?? "";
  const cells = (l: string) =>
    l.split(profil.separateur).map((c) => c.trim().replace(/^"|"$/g, ""));
  const names = cells(header);
  const count = Math.max(names.length, cells(sample).length);
  return Array.from({ length: count }, (_, i) =>
    names[i] ? `${i + 1}. ${names[i]}` : `Colonne ${i + 1}`,
  );
}
