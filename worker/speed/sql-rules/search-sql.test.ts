import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { foldText } from "../../domain/search";
import { foldedCtes } from "./search-sql";

// The paged lists search in SQL with foldSql, the unpaged ones in JavaScript with foldText: on the names and
// addresses French people type, the two must fold alike (a paged search then finds what the whole list found).
const db = createClient({ url: ":memory:" });
afterAll(() => db.close());

const CORPUS = [
  "Éloïse LEFÈVRE",
  "Thérèse Nguyen",
  "12 rue de l'Église, 75004 PARIS",
  "Saint-Étienne",
  "Cœur d'Alène",
  "ŒUVRE ÆSOP",
  "Françoise Çelik",
  "Ÿvette Noël",
  "Hélène Müller-Lüdenscheid",
  "Àngel Òscar Ùrsula Ìñigo",
  "Ångström Øresund Þór Ðóra",
  "ÂÊÎÔÛ âêîôû ÄËÏÖÜ äëïöü",
  "Allée des Pâquerettes, 13100 Aix-en-Provence",
  "chemin du Moulin à Vent",
  "Rez-de-chaussée, bâtiment B, 3ᵉ étage",
  "José María Peña",
  "straße",
  "Łukasz Wróbel, ul. Żółkiewskiego, Łódź",
  "Antonín Dvořák, Tomáš Hruška, Jiří Šťastný",
  "Pál Erdős, Gyűrű, Ştefan Ţăran, Đurđević, Ħal Għaxaq, İstanbul ıspanak",
  "Cœur d'Alène, Łukasz",
  "sœur et cœur",
  // Every letter of Latin-1 and Latin Extended-A.
  Array.from({ length: 0x180 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i)).join(""),
  "",
  "ASCII ONLY 42",
];

/** The folded text of `text` through foldedCtes. */
async function folded(text: string) {
  const { ctes, last } = foldedCtes("select 1, ?");
  const rs = await db.execute({ sql: `with ${ctes} select "h" from ${last}`, args: [text] });
  return rs.rows[0]?.h;
}

describe("foldedCtes", () => {
  it("folds as foldText on French names and addresses (accents, case, œ and æ), through libSQL", async () => {
    // foldText also folds and trims spaces, which no searched word holds: compared without them.
    for (const text of CORPUS) expect(await folded(text), text).toBe(foldOnly(text));
  });

  it("finds every word with instr as matchesSearch finds it (crud-page.ts binds each word)", async () => {
    const { ctes, last } = foldedCtes("select 1, ?");
    const found = async (words: string[]) =>
      (
        await db.execute({
          sql: `with ${ctes} select count(*) as n from ${last} where ${words.map(() => `instr("h", ?) > 0`).join(" and ")}`,
          args: ["Mme Éloïse Lefèvre, Cœur-de-Ville", ...words],
        })
      ).rows[0]?.n;
    expect(await found(["eloise", "cœur", "lefevre"])).toBe(1);
    expect(await found(["eloise", "martin"])).toBe(0);
  });
});

/** foldText's letters without its handling of spaces (the SQL leaves them; search words have none). */
const foldOnly = (text: string) =>
  [...text].map((c) => (c === " " ? " " : c.trim() === "" ? c : foldText(c))).join("");
