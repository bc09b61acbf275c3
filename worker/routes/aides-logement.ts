import type { Hono, HonoRequest } from "hono";
import type { AppEnv } from "../lib/env";
import { contentDisposition } from "./files/download";
import { today } from "../lib/dates";
import { readJson } from "../lib/validate";
import { readSmallForm } from "../lib/small-form";
import { isMultipartForm, parseMediaType } from "../lib/media-type";
import { decoderCsv } from "../domain/imports/csv";
import {
  declarationImpayePdf,
  enregistrerDeclaration,
} from "../services/aides-logement/declaration";
import { enregistrerAide } from "../services/aides-logement/enregistrer";
import { listeImpayes } from "../services/aides-logement/impayes";
import { exportListeAnnuelle } from "../services/aides-logement/liste-annuelle";
import { situationAide } from "../services/aides-logement/situation";
import {
  enregistrerTropPercu,
  listeTropPercus,
  validerTropPercu,
} from "../services/aides-logement/trop-percus";
import { repartirVersement } from "../services/aides-logement/versements";
import { operation } from "./operation";
import { parseId } from "./params";

/** Issue 77: the housing aid paid to the agency (tiers payant). */
export function aidesLogementRoutes(app: Hono<AppEnv>) {
  operation(app, "GET /Dossier/:id/aideLogement", async (c) =>
    c.json(await situationAide(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "PUT /Dossier/:id/aideLogement", async (c) =>
    c.json(
      await enregistrerAide(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
  operation(app, "POST /aidesLogement/versements", async (c) =>
    c.json(await repartirVersement(c.var.ports, await detailEnvoye(c.req), c.var.user.email)),
  );
  operation(app, "POST /aidesLogement/tropPercus", async (c) =>
    c.json(await enregistrerTropPercu(c.var.ports, await readJson(c.req), c.var.user.email), 201),
  );
  operation(app, "GET /aidesLogement/tropPercus", async (c) =>
    c.json(await listeTropPercus(c.var.ports)),
  );
  operation(app, "POST /aidesLogement/tropPercus/:id/valider", async (c) =>
    c.json(await validerTropPercu(c.var.ports, parseId(c.req.param("id")), c.var.user.email)),
  );
  operation(app, "GET /aidesLogement/impayes", async (c) =>
    c.json(await listeImpayes(c.var.ports, today(c.var.ports.clock))),
  );
  operation(app, "GET /aidesLogement/listeAnnuelle", async (c) => {
    const { nom, texte } = await exportListeAnnuelle(c.var.ports, c.req.query());
    return c.body(texte, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(nom),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "GET /Dossier/:id/declarationImpayeCaf", async (c) => {
    const id = parseId(c.req.param("id"));
    const bytes = await declarationImpayePdf(c.var.ports, id);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(`Declaration impaye CAF - dossier ${id}.pdf`),
      "Cache-Control": "no-store",
    });
  });
  operation(app, "POST /Dossier/:id/declarationImpayeCaf", async (c) =>
    c.json(
      await enregistrerDeclaration(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
}

/**
 * The CAF's detail as JSON (`detail`: the text pasted), or as a form whose file is the CSV the partner portal
 * exports (the issue: « the pasted text or a CSV »), its other fields beside it. The CSV is read in any of the
 * encodings an export comes in (UTF-8, Windows-1252, ISO-8859-15).
 */
async function detailEnvoye(req: HonoRequest): Promise<unknown> {
  // JSON through Hono's request: the API's JSON middleware has read the body already and cached it there.
  if (!isMultipartForm(parseMediaType(req.header("content-type")))) return readJson(req);
  const form = await readSmallForm(
    req.raw,
    2 * 1024 * 1024,
    "Le détail du versement dépasse 2 Mo.",
  );
  const csv = Object.values(form.files)[0];
  return {
    ...form.fields,
    ...(csv && !form.fields.detail ? { detail: decoderCsv(csv.bytes) } : {}),
  };
}
