// The dashboard's kept figures' triggers (ADR 099, ./kept.ts): how one is written, named apart from the others.

const PREFIX = "Tableau_";

/** A trigger dropped and made again: its statements run in the transaction of the write that fires it. */
export function trigger(
  name: string,
  when: string,
  table: string,
  body: string[],
  condition?: string,
) {
  const n = `"${PREFIX}${name}"`;
  return [
    `DROP TRIGGER IF EXISTS ${n};`,
    `CREATE TRIGGER ${n} ${when} ON "${table}"${condition ? ` WHEN ${condition}` : ""} BEGIN ${body.join(" ")} END;`,
  ];
}

/** `old.c IS NOT new.c OR ...`: an update that changes one of the columns. */
export const changed = (...columns: string[]) =>
  columns.map((c) => `old."${c}" IS NOT new."${c}"`).join(" OR ");
export const updateOf = (...columns: string[]) =>
  `AFTER UPDATE OF ${columns.map((c) => `"${c}"`).join(", ")}`;
