import { join } from "node:path";
import { createClient } from "@libsql/client";
import { TYPES_DIAGNOSTIC } from "../../../worker/domain/diagnostics/types";
import { apiCall } from "./api";
import type { E2EServer } from "./server";

// A lot's diagnostics, all made on `date` (a DPE of class D, nothing found), for a test's setup (issue 63): through
// PUT /api/Appartement/{id}/diagnostics; while that route is not there (501), straight into the server's database.

export async function remplirDiagnostics(
  server: E2EServer,
  token: string,
  appartementId: number,
  date: string,
) {
  // The noise notice only where a lot lies in an airport noise zone (none of these lots, issue 73).
  const diagnostics = TYPES_DIAGNOSTIC.filter((k) => k !== "bruit").map((type) => ({
    type,
    dateRealisation: date,
    classe: type === "dpe" ? "D" : null,
    positif: false,
  }));
  const r = await apiCall(server, token, "PUT", `/api/Appartement/${appartementId}/diagnostics`, {
    diagnostics,
  });
  if (r.status === 200) return;
  if (r.status !== 501 && r.status !== 404)
    throw new Error(`diagnostics : ${r.status} ${JSON.stringify(r.body)}`);
  const db = createClient({ url: `file:${join(server.dataDir, "patrimoine.db")}` });
  const at = new Date().toISOString();
  try {
    await db.execute("PRAGMA busy_timeout = 5000");
    for (const d of diagnostics)
      await db.execute({
        sql: `insert into "Diagnostic" ("AppartementId", "type", "dateRealisation", "classe", "positif", "createdAt", "updatedAt")
          values (?, ?, ?, ?, 0, ?, ?) on conflict ("AppartementId", "type") do update
          set "dateRealisation" = excluded."dateRealisation", "classe" = excluded."classe"`,
        args: [appartementId, d.type, d.dateRealisation, d.classe, at, at],
      });
  } finally {
    db.close();
  }
}
