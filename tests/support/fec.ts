// Reading a FEC back in tests (ADR 035): its records, each entry's balance, an account's balance.

export interface LigneFec {
  journal: string;
  num: number;
  date: string;
  compte: string;
  aux: string;
  piece: string;
  libelle: string;
  debit: number;
  credit: number;
  champs: string[];
}

const cents = (s: string) => {
  const [e, c = ""] = s.split(",");
  return Number(e) * 100 + Number(c.padEnd(2, "0"));
};

/** The header's fields and the lines (amounts in cents). */
export function lireFec(text: string) {
  const [entete = "", ...records] = text.split("\r\n");
  const lignes: LigneFec[] = records
    .filter((r) => r !== "")
    .map((r) => {
      const f = r.split("|");
      return {
        journal: f[0]!,
        num: Number(f[2]),
        date: f[3]!,
        compte: f[4]!,
        aux: f[6]!,
        piece: f[8]!,
        libelle: f[10]!,
        debit: cents(f[11]!),
        credit: cents(f[12]!),
        champs: f,
      };
    });
  return { entete: entete.split("|"), lignes, finDeLigneSeule: /[^\r]\n/.test(text) };
}

/** Debit minus credit of an account (and auxiliary account) over the lines. */
export const soldeFec = (lignes: LigneFec[], compte: string, aux?: string) =>
  lignes
    .filter((l) => l.compte === compte && (aux === undefined || l.aux === aux))
    .reduce((s, l) => s + l.debit - l.credit, 0);

/** Each EcritureNum's debits minus credits, and the numbers in the file's order. */
export function equilibres(lignes: LigneFec[]) {
  const ecarts = new Map<number, number>();
  for (const l of lignes) ecarts.set(l.num, (ecarts.get(l.num) ?? 0) + l.debit - l.credit);
  return { ecarts: [...ecarts.values()], numeros: [...ecarts.keys()] };
}
