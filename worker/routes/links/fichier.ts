import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { Appartement, Client, Dossier, Fichier, Locataire, Mission } from "../../db/schema";
import type { AppEnv } from "../../lib/env";
import { badRequest } from "../../lib/errors";
import { getOr404, parseId } from "../crud";
import { toApi } from "../resources/serialize";
import { relationRoutes } from "./relation";
import { storeReplacement } from "../files/upload";
import { deleteStored } from "../files/cleanup";

// PUT /{Owner}/{id}/fichier/add/{fileId} (and remove) for every entity that has a Fichiers tab.
const OWNERS = [
  { name: "Client", table: Client, fk: Fichier.ClientId, key: "client" },
  { name: "Locataire", table: Locataire, fk: Fichier.LocataireId, key: "locataire" },
  { name: "Appartement", table: Appartement, fk: Fichier.AppartementId, key: "appartement" },
  { name: "Dossier", table: Dossier, fk: Fichier.DossierId, key: "dossier" },
  { name: "Mission", table: Mission, fk: Fichier.MissionId, key: "mission" },
] as const;

export const fichierOwnerLinks = OWNERS.map((o) => ({
  name: o.name,
  routes: relationRoutes("fichier", {
    parent: { name: o.name, table: o.table },
    child: { name: "Fichier", table: Fichier },
    fk: o.fk,
    keys: { parent: o.key, child: "fichier" },
    // A file belongs to one record: taking it off deletes it and its stored object (no orphans).
    removeDeletes: true,
    async onRemove(ports, _parent, f) {
      await ports.db.delete(Fichier).where(eq(Fichier.id, f.id as number));
      await deleteStored(ports, f.cle);
    },
  }),
}));

/** PUT /Fichier/{id} with a multipart body replaces the file's content; the old stored object is deleted. */
export const fichierReplace = new Hono<AppEnv>().put("/:id{[0-9]+}", async (c, next) => {
  if (!(c.req.header("content-type") ?? "").includes("multipart/form-data")) return next();
  const { ports } = c.var;
  const row = await getOr404(ports, { table: Fichier }, parseId(c.req.param("id")));
  const form = await c.req.parseBody({ all: true }).catch(() => {
    throw badRequest("Formulaire d'envoi illisible.");
  });
  const file = [form.file ?? form.url].flat().find((v): v is File => typeof v !== "string");
  if (!file) throw badRequest("Certains champs sont invalides.", { url: "Ce champ est obligatoire." });
  const nom = typeof form.nom === "string" && form.nom.trim() ? form.nom.trim() : (row.nom as string);
  await storeReplacement(ports, row, file, nom);
  const [fresh] = await ports.db.select().from(Fichier).where(eq(Fichier.id, row.id as number));
  return c.json(toApi("Fichier", fresh!));
});
