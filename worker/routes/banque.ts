import type { Hono } from "hono";
import type { AppEnv } from "../lib/env";
import { readSmallForm } from "../lib/small-form";
import { readJson } from "../lib/validate";
import { RELEVE_MAX_BYTES } from "../domain/banque/limites";
import type { ChoixCompte } from "../services/banque/comptes";
import { importerReleve } from "../services/banque/importer";
import { genererRapprochement } from "../services/banque/rapprochement";
import { listeComptes, listeLignes, listeReleves } from "../services/banque/listes";
import { supprimerReleve } from "../services/banque/supprimer";
import { modifierCompte } from "../services/banque/modifier-compte";
import { ignorerLigne, rapprocherLigne } from "../services/banque/rapprocher";
import { annulerLigne } from "../services/banque/annuler-ligne";
import { badRequest, forbidden, MSG_INVALID } from "../lib/errors";
import type { Role } from "../domain/roles";
import { MSG_RUPTURE_LONGUE, MSG_RUPTURE_VIDE, RUPTURE_MAX } from "../domain/banque/chaine";
import { operation } from "./operation";
import { parseId, segment } from "./params";

const MSG_FICHIER_REQUIS = "Choisissez le fichier du relevé.";

/** The import form's account: `CompteBancaireId`, `nouveauCompte` (a label), or issue 26's `compte` (id, number or label). */
function choixCompte(fields: Record<string, string | undefined>): ChoixCompte {
  const id = (fields.CompteBancaireId ?? "").trim();
  if (id && !/^\d{1,15}$/.test(id))
    throw badRequest(MSG_INVALID, { CompteBancaireId: "Identifiant invalide." });
  const nouveau = (fields.nouveauCompte ?? "").trim();
  if (nouveau.length > 200)
    throw badRequest(MSG_INVALID, { nouveauCompte: "200 caractères au plus." });
  const ancien = (fields.compte ?? "").trim();
  if (ancien.length > 200) throw badRequest(MSG_INVALID, { compte: "200 caractères au plus." });
  return { id: id ? Number(id) : null, nouveau: nouveau || null, ancien };
}

/**
 * An admin's explanation of a break in the statements' chain (ADR 067): absent, or a text of 1 to 1,000 characters;
 * any other role sending one is refused (403) before the file is read.
 */
function ruptureExpliquee(fields: Record<string, string | undefined>, role: Role): string | null {
  const brut = fields.ruptureExpliquee;
  if (brut === undefined) return null;
  if (role !== "admin") throw forbidden();
  const texte = brut.trim();
  if (!texte) throw badRequest(MSG_INVALID, { ruptureExpliquee: MSG_RUPTURE_VIDE });
  if (texte.length > RUPTURE_MAX)
    throw badRequest(MSG_INVALID, { ruptureExpliquee: MSG_RUPTURE_LONGUE });
  return texte;
}

/** Bank statements (issue 26): every staff role imports and matches, as they record payments. */
export function banqueRoutes(app: Hono<AppEnv>) {
  operation(app, "POST /banque/releves", async (c) => {
    const form = await readSmallForm(
      c.req.raw,
      RELEVE_MAX_BYTES + 64 * 1024,
      "Le relevé dépasse la taille maximale de 10 Mo.",
    );
    const file = form.files.file;
    const rupture = ruptureExpliquee(form.fields, c.var.user.role);
    if (!file) throw badRequest(MSG_INVALID, { file: MSG_FICHIER_REQUIS });
    const resultat = await importerReleve(
      c.var.ports,
      {
        bytes: file.bytes,
        nomFichier: file.filename || null,
        profil: form.fields.profil ?? "",
        compte: choixCompte(form.fields),
        rupture,
      },
      c.var.user.email,
    );
    return c.json(resultat, 201);
  });
  operation(app, "DELETE /banque/releves/:id", async (c) =>
    c.json(await supprimerReleve(c.var.ports, parseId(c.req.param("id")))),
  );
  operation(app, "GET /banque/comptes", async (c) => c.json(await listeComptes(c.var.ports)));
  // Only an admin marks (or unmarks) the trust account (ADR 067): its statements set what the guarantor is shown.
  operation(app, "PUT /banque/comptes/:id", async (c) =>
    c.json(
      await modifierCompte(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.role === "admin",
      ),
    ),
  );
  operation(app, "GET /banque/releves", async (c) =>
    c.json(await listeReleves(c.var.ports, c.req.query())),
  );
  operation(app, "GET /banque/lignes", async (c) =>
    c.json(await listeLignes(c.var.ports, c.req.query())),
  );
  operation(app, "POST /banque/lignes/:id/rapprocher", async (c) =>
    c.json(
      await rapprocherLigne(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
  operation(app, "POST /banque/lignes/:id/ignorer", async (c) =>
    c.json(
      await ignorerLigne(
        c.var.ports,
        parseId(c.req.param("id")),
        await readJson(c.req),
        c.var.user.email,
      ),
    ),
  );
  operation(app, "GET /banque/comptes/:id/rapprochement/:annee/:mois/generate", async (c) =>
    c.json(
      await genererRapprochement(
        c.var.ports,
        parseId(c.req.param("id")),
        segment(c, "annee"),
        segment(c, "mois"),
      ),
    ),
  );
  operation(app, "POST /banque/lignes/:id/annuler", async (c) =>
    c.json(await annulerLigne(c.var.ports, parseId(c.req.param("id")), c.var.user.email)),
  );
}
