import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { NAMED_OPERATIONS } from "../../worker/domain/contract";
import {
  ACCESS_ROLES,
  type Access,
  type EspaceAccess,
} from "../../worker/domain/contract/operation";
import { ROLE_LABELS, ROLES } from "../../worker/domain/roles";

// The table of who may do what (issue 59, item 6) is the contract's: docs/topics/roles.md shows it between two
// markers, and this test holds the page to the contract. After changing a route's access or a role:
// `UPDATE_ROLES_DOC=1 npx vitest run tests/architecture/roles-table.test.ts` rewrites the table.

const DOC = fileURLToPath(new URL("../../docs/topics/roles.md", import.meta.url));
const BEGIN = "<!-- table des droits : début -->";
const END = "<!-- table des droits : fin -->";

const ACCES: Record<Exclude<Access, "public" | "resource" | EspaceAccess>, string> = {
  staff: "tout le personnel",
  deleters: "qui peut supprimer",
  finance: "l'argent qui sort et les livres",
  admin: "administration",
};

function table(): string {
  const head = `| Accès | ${ROLES.map((r) => `${ROLE_LABELS[r]} (\`${r}\`)`).join(" | ")} |`;
  const sep = `|---|${ROLES.map(() => ":-:").join("|")}|`;
  const rows = (Object.keys(ACCES) as (keyof typeof ACCES)[]).map(
    (a) =>
      `| \`${a}\` : ${ACCES[a]} | ${ROLES.map((r) => (ACCESS_ROLES[a].includes(r) ? "oui" : "—")).join(" | ")} |`,
  );
  const routes = (access: Access) =>
    Object.entries(NAMED_OPERATIONS)
      .filter(([, op]) => op.access === access)
      .map(([key, op]) => `- \`${key}\` : ${op.summary}`)
      .sort();
  return [
    head,
    sep,
    ...rows,
    "",
    "Routes `finance` (administrateur et comptable) :",
    "",
    ...routes("finance"),
    "",
    "Routes `deleters` (administrateur et « Ajout / Edition / Suppression ») :",
    "",
    ...routes("deleters"),
    "",
    "Routes `admin` :",
    "",
    ...routes("admin"),
  ].join("\n");
}

describe("docs/topics/roles.md", () => {
  it("shows the contract's table of who may do what", () => {
    const doc = readFileSync(DOC, "utf8");
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(start, "the page's markers").toBeGreaterThan(-1);
    const written = doc.slice(start + BEGIN.length, end).trim();
    if (process.env.UPDATE_ROLES_DOC && written !== table())
      writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${table()}\n${doc.slice(end)}`);
    else expect(written).toBe(table());
  });
});
