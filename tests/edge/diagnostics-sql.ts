// A lot's diagnostics written straight into an edge instance's database (issue 63), as tests/support/diagnostics.ts
// does on Node: every kind made on `date`, a DPE of class D; `classe` another DPE class.
import { createClient } from "@libsql/client/web";
import { TYPES_DIAGNOSTIC } from "../../worker/domain/diagnostics/types";

export async function diagnosticsValidesEdge(
  url: string,
  appartementId: number,
  date: string,
  classe = "D",
) {
  const db = createClient({ url });
  const at = new Date().toISOString();
  try {
    // The noise notice only where a lot lies in an airport noise zone (none of these lots, issue 73).
    for (const type of TYPES_DIAGNOSTIC.filter((k) => k !== "bruit"))
      await db.execute({
        sql: `insert into "Diagnostic" ("AppartementId", "type", "dateRealisation", "classe", "positif", "createdAt", "updatedAt")
          values (?, ?, ?, ?, 0, ?, ?)
          on conflict ("AppartementId", "type") do update set "dateRealisation" = excluded."dateRealisation",
            "classe" = excluded."classe"`,
        args: [appartementId, type, date, type === "dpe" ? classe : null, at, at],
      });
  } finally {
    db.close();
  }
}
