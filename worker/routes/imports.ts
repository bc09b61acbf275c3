import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { XLSX_MIME } from "../domain/contract/imports";
import { lireDate, LectureInvalide } from "../domain/imports/saisie";
import { badRequest, MSG_INVALID } from "../lib/errors";
import { readSmallForm } from "../lib/small-form";
import { type Correspondances, type Envoi, estCorrespondances } from "../services/imports/envoi";
import { annulerImport } from "../services/imports/annuler";
import { confirmerSoldes } from "../services/imports/confirmer";
import { IMPORT_MAX_BYTES } from "../services/imports/bornes";
import { ImportInvalide } from "../services/imports/importer";
import { ecrireImport } from "../services/imports/file-attente";
import { lireImport, listerImports } from "../services/imports/lire";
import { verifierEnvoi } from "../services/imports/verifier-envoi";
import { modeleXlsx, modeleZip } from "../services/imports/modele";
import { exporterPortefeuille } from "../services/imports/portefeuille";
import { contentDisposition } from "./files/download";
import { importSoldesRoutes } from "./imports-soldes";
import { operation } from "./operation";
import { parseId } from "./params";

/** What a request may send in all: the workbook or the CSVs, and the form's fields (ADR 081). */
const MSG_TROP_GROS = `Les fichiers dépassent la taille maximale de ${IMPORT_MAX_BYTES / 1024 / 1024} Mo.`;
const MSG_DATE_REPRISE = "Date de reprise requise (AAAA-MM-JJ ou JJ/MM/AAAA).";
const MSG_CORRESPONDANCES =
  "Correspondances illisibles : un objet JSON { Feuille: { en-tête: colonne } } est attendu.";

function correspondancesDe(texte: string | undefined): Correspondances {
  if (!texte?.trim()) return {};
  let v: unknown;
  try {
    v = JSON.parse(texte);
  } catch {
    v = null;
  }
  if (!estCorrespondances(v))
    throw badRequest(MSG_INVALID, { correspondances: MSG_CORRESPONDANCES });
  return v;
}

/** The multipart body of POST /imports as the import service takes it; French 400s on its fields. */
async function envoiDe(req: Request): Promise<Envoi> {
  const form = await readSmallForm(req, IMPORT_MAX_BYTES, MSG_TROP_GROS);
  const date = lireDate(form.fields.dateReprise ?? "");
  if (date === null || date instanceof LectureInvalide)
    throw badRequest(MSG_INVALID, { dateReprise: MSG_DATE_REPRISE });
  // Every file part, whatever its field's name: the screen repeats `fichier`, but issue 61 names no field and an API
  // client may send `file` as the bank's import does, or one field a file. Recognised by content, never by name.
  const fichiers = Object.values(form.allFiles)
    .flat()
    .map((f) => ({ nom: f.filename, bytes: f.bytes }));
  if (!fichiers.length)
    throw badRequest(MSG_INVALID, { fichier: "Choisissez le classeur ou les fichiers CSV." });
  return {
    fichiers,
    dateReprise: date,
    correspondances: correspondancesDe(form.fields.correspondances),
  };
}

/** Paramètres > Reprise de données (issue 61): the templates, the import and its dry run, the list, the undo, the portfolio out. */
export function importRoutes(app: Hono<AppEnv>) {
  importSoldesRoutes(app);
  operation(app, "GET /imports/modele.xlsx", async (c) =>
    c.body(await modeleXlsx(), 200, {
      "Content-Type": XLSX_MIME,
      "Content-Disposition": contentDisposition("modele-reprise.xlsx"),
    }),
  );
  operation(app, "GET /imports/modele.zip", (c) =>
    c.body(modeleZip(), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition("modele-reprise-csv.zip"),
    }),
  );
  operation(app, "GET /exports/portefeuille.xlsx", async (c) => {
    const { au, bytes } = await exporterPortefeuille(c.var.ports, c.req.query());
    return c.body(bytes, 200, {
      "Content-Type": XLSX_MIME,
      "Content-Disposition": contentDisposition(`portefeuille-${au}.xlsx`),
    });
  });
  operation(app, "POST /imports", async (c) => {
    const envoi = await envoiDe(c.req.raw);
    const essai = ["1", "true"].includes(c.req.query("essai") ?? "");
    if (essai)
      return c.json((await verifierEnvoi(c.var.ports, envoi, c.var.user.email)).reponse, 200);
    try {
      const auteur = { email: c.var.user.email, sessionId: c.var.token?.sid ?? undefined };
      const ecrit = await ecrireImport(c.var.ports, envoi, auteur);
      return c.json({ import: ecrit.import }, ecrit.statut);
    } catch (e) {
      if (!(e instanceof ImportInvalide)) throw e;
      return c.json({ error: { code: "validation", message: e.message }, ...e.verification }, 400);
    }
  });
  operation(app, "GET /imports", async (c) =>
    c.json({ imports: await listerImports(c.var.ports) }),
  );
  operation(app, "GET /Import/:id", async (c) =>
    c.json({ import: await lireImport(c.var.ports, parseId(c.req.param("id"))) }),
  );
  operation(app, "POST /Import/:id/confirmer", async (c) =>
    c.json({
      import: await confirmerSoldes(c.var.ports, parseId(c.req.param("id")), c.var.user.email),
    }),
  );
  operation(app, "DELETE /Import/:id", async (c) =>
    c.json({
      import: await annulerImport(c.var.ports, parseId(c.req.param("id")), c.var.user.email),
    }),
  );
}
