import { Hono } from "hono";
import { and, eq, isNull, or, gt, desc } from "drizzle-orm";
import {
  Appartement, AppartementEquipement, AppartementProprietaire, Client, Dossier, Equipement, History, Image, Locataire,
} from "../../db/schema";
import type { AppEnv } from "../../lib/env";
import { DELETE_ROLES, requireRole } from "../../auth/middleware";
import { conflict, notFound } from "../../lib/errors";
import { readJson } from "../../lib/validate";
import { today } from "../../lib/dates";
import { getOr404, parseId } from "../crud";
import { toApi, toApiList } from "../resources/serialize";
import { dossierResource } from "../resources/dossier";
import { createRow } from "../crud";
import { relationRoutes } from "./relation";
import { fullName, writeHistory } from "./history";
import { deleteStored } from "../files/cleanup";

const appart = { name: "Appartement", table: Appartement };

const owners = relationRoutes("owner", {
  parent: appart,
  child: { name: "Client", table: Client },
  join: { table: AppartementProprietaire, parentCol: AppartementProprietaire.AppartementId, childCol: AppartementProprietaire.ClientId },
  keys: { parent: "appartement", child: "proprietaire" },
  onAdd: (ports, a, c, user) => writeHistory(ports, a.id as number, `Ajout du propriétaire ${fullName(c)}`, user),
  async onRemove(ports, a, c, user) {
    // The contact owner must be one of the owners.
    if (a.defaultContact === c.id) await ports.db.update(Appartement).set({ defaultContact: null }).where(eq(Appartement.id, a.id as number));
    await writeHistory(ports, a.id as number, `Retrait du propriétaire ${fullName(c)}`, user);
  },
});

const equipements = relationRoutes("equipement", {
  parent: appart,
  child: { name: "Equipement", table: Equipement },
  join: { table: AppartementEquipement, parentCol: AppartementEquipement.AppartementId, childCol: AppartementEquipement.EquipementId },
  keys: { parent: "appartement", child: "equipement" },
});

const images = relationRoutes("image", {
  parent: appart,
  child: { name: "Image", table: Image },
  fk: Image.AppartementId,
  keys: { parent: "appartement", child: "image" },
  // An image belongs to one gallery: removing it deletes it and its stored object, so only delete roles may.
  removeDeletes: true,
  async onRemove(ports, _a, img) {
    await ports.db.delete(Image).where(eq(Image.id, img.id as number));
    await deleteStored(ports, img.cle);
  },
});

const dossierOuvert = (appartementId: number, locataireId: number, day: string) =>
  and(eq(Dossier.AppartementId, appartementId), eq(Dossier.LocataireId, locataireId), or(isNull(Dossier.dateFinBail), gt(Dossier.dateFinBail, day)));

export const appartementLinks = new Hono<AppEnv>()
  .get("/client/:clientId{[0-9]+}", async (c) => {
    const { db } = c.var.ports;
    const client = await getOr404(c.var.ports, { table: Client }, parseId(c.req.param("clientId")));
    const rows = await db.select({ a: Appartement }).from(AppartementProprietaire).innerJoin(Appartement, eq(Appartement.id, AppartementProprietaire.AppartementId)).where(eq(AppartementProprietaire.ClientId, client.id as number));
    return c.json({ data: toApiList("Appartement", rows.map((r) => r.a)) });
  })
  .get("/:id{[0-9]+}/history", async (c) => {
    const a = await getOr404(c.var.ports, appart, parseId(c.req.param("id")));
    const rows = await c.var.ports.db.select().from(History).where(eq(History.AppartementId, a.id as number)).orderBy(desc(History.createdAt), desc(History.id));
    return c.json({ data: rows });
  })
  .route("/", owners)
  .route("/", equipements)
  .route("/", images)
  // Assigning a tenant creates the dossier (the lease) and carries its rent onto the apartment.
  .put("/:id{[0-9]+}/tenant/add/:tenantId{[0-9]+}", async (c) => {
    const { ports, user } = c.var;
    const a = await getOr404(ports, appart, parseId(c.req.param("id")));
    const l = await getOr404(ports, { table: Locataire }, parseId(c.req.param("tenantId")));
    const day = today(ports.clock);
    const [open] = await ports.db.select({ id: Dossier.id }).from(Dossier).where(dossierOuvert(a.id as number, l.id as number, day));
    if (open) throw conflict("Ce locataire a déjà un dossier en cours dans cet appartement.");
    const body = await readJson(c.req);
    const defaults = { loyerHC: (a.loyerHC as number) / 100, loyerCharge: (a.charge as number) / 100, dateEntree: day, dateCreationBail: day, dateDebutBail: day };
    const dossier = await createRow(ports, dossierResource, { ...defaults, ...body, AppartementId: a.id, LocataireId: l.id });
    await ports.db.update(Appartement).set({ loyerHC: dossier.loyerHC as number, charge: dossier.loyerCharge as number, loyerTCC: dossier.loyerTTC as number }).where(eq(Appartement.id, a.id as number));
    await writeHistory(ports, a.id as number, `Entrée du locataire ${fullName(l)}`, user.email);
    const fresh = await getOr404(ports, appart, a.id as number);
    return c.json({ dossier: toApi("Dossier", dossier), appartement: toApi("Appartement", fresh), locataire: toApi("Locataire", l) });
  })
  // Removing a tenant closes the open dossier today; the dossier stays in the history.
  .delete("/:id{[0-9]+}/tenant/remove/:tenantId{[0-9]+}", requireRole(...DELETE_ROLES), async (c) => {
    const { ports, user } = c.var;
    const a = await getOr404(ports, appart, parseId(c.req.param("id")));
    const l = await getOr404(ports, { table: Locataire }, parseId(c.req.param("tenantId")));
    const day = today(ports.clock);
    const open = await ports.db.select().from(Dossier).where(dossierOuvert(a.id as number, l.id as number, day));
    if (!open.length) throw notFound("Ce locataire n'a pas de dossier en cours dans cet appartement.");
    for (const d of open)
      await ports.db.update(Dossier).set({ dateFinBail: day, dateSortie: d.dateSortie ?? day, dateFinPreavis: d.dateFinPreavis ?? day }).where(eq(Dossier.id, d.id));
    await writeHistory(ports, a.id as number, `Sortie du locataire ${fullName(l)}`, user.email);
    const history = await ports.db.select().from(History).where(eq(History.AppartementId, a.id as number)).orderBy(desc(History.createdAt), desc(History.id));
    return c.json({ locataire: toApi("Locataire", l), appartement: toApi("Appartement", a), history });
  });

