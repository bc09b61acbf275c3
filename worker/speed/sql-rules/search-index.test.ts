import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { foldText } from "../../domain/search";
import { exotique, foldTrigger } from "./search-index";
import { foldedCtes } from "./search-sql";

// The search index folds each row's text as its scratch table's trigger receives it (search-index.ts foldTrigger): the same
// text as the plain form's fold (foldedCtes), letter by letter; and it marks `exotique` exactly the texts whose fold
// foldText would make otherwise (the global search checks those with foldText), through libSQL (FTS5 trigram).
const db = createClient({ url: ":memory:" });
afterAll(() => db.close());

/** Every character of U+0001-U+017F (Latin-1, Latin Extended-A, their punctuation), and a few beyond. */
const CHARS = [
  ...Array.from({ length: 0x17f }, (_, i) => String.fromCharCode(i + 1)),
  ..."’‘“”–—…€•\u202f\u2009\u3000ễƠơǎΣσЖж\u0301\u0300ﬁ",
];

async function scratchFold(texts: string[]) {
  await db.execute(
    `create table if not exists "pli_test" ("id" integer not null, "libelle" integer not null, "h" text, primary key ("id", "libelle"))`,
  );
  await db.execute(`delete from "pli_test"`);
  await db.batch(foldTrigger(`"pli_test"`), "write");
  // Each text as a row's, and every other one as a label too (a row of its own).
  await db.batch(
    texts.flatMap((t, i) =>
      [0, ...(i % 2 ? [1] : [])].map((libelle) => ({
        sql: `insert into "pli_test" ("id", "libelle", "h") values (?, ?, lower(?))`,
        args: [i + 1, libelle, t],
      })),
    ),
    "write",
  );
  return (
    await db.execute(
      `select p."h", (select e."h" from "pli_test" e where e."id" = p."id" and e."libelle" = 1) as "l", ${exotique(`p."h"`)} as "x" from "pli_test" p where p."libelle" = 0 order by p."id"`,
    )
  ).rows;
}

describe("the search index's fold", () => {
  it("folds every character as the plain form's fold, in its text and its label", async () => {
    const values = CHARS.map((_, i) => `(${i + 1}, ?)`).join(", ");
    const { ctes, last } = foldedCtes(`select "column1", "column2" from (values ${values})`);
    const plain = (
      await db.execute({ sql: `with ${ctes} select "h" from ${last} order by "id"`, args: CHARS })
    ).rows.map((r) => r.h);
    const rows = await scratchFold(CHARS);
    for (const [i, c] of CHARS.entries()) {
      expect(rows[i]?.h, c).toBe(plain[i]);
      if (i % 2) expect(rows[i]?.l, c).toBe(plain[i]);
    }
  });

  it("marks exotique every text foldText folds otherwise than the SQL (but for spaces), none of Latin-1 and Extended-A", async () => {
    const rows = await scratchFold(CHARS);
    for (const [i, c] of CHARS.entries()) {
      const differs = String(rows[i]?.h) !== foldText(c) && !/\s/.test(c);
      const name = `U+${c.charCodeAt(0).toString(16)} ${c}`;
      if (differs) expect(rows[i]?.x, name).toBe("oui");
      if (c.charCodeAt(0) <= 0x17f) expect(rows[i]?.x, name).toBe("");
    }
    // Beyond: « ễ », a decomposed accent, Greek and Cyrillic capitals are marked; the usual punctuation is not.
    expect(rows.slice(0x17f).map((r) => r.x)).toEqual([
      ...Array.from({ length: 12 }, () => ""),
      ...Array.from({ length: 11 }, () => "oui"),
    ]);
  });

  it("FTS5's trigram tokenizer is there, and matches a substring of 3 characters or more as instr does", async () => {
    await db.execute(
      `create virtual table "t_fts" using fts5("texte", tokenize = 'trigram case_sensitive 1')`,
    );
    await db.execute(
      `insert into "t_fts" (rowid, "texte") values (1, 'lukasz wrobel lodz'), (2, 'Σοφία')`,
    );
    const match = async (q: string) =>
      (
        await db.execute({ sql: `select rowid from "t_fts" where "t_fts" match ?`, args: [q] })
      ).rows.map((r) => r.rowid);
    expect(await match('"obel lo"')).toEqual([1]);
    expect(await match('"LODZ"')).toEqual([]);
    expect(await match('"σοφ"')).toEqual([]);
    expect(await match('"Σοφ"')).toEqual([2]);
  });
});
