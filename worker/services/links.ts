import { eq } from "drizzle-orm";
import {
  Accompte,
  Appartement,
  AppartementEquipement,
  AppartementProprietaire,
  Caution,
  Client,
  Dossier,
  Equipement,
  Fichier,
  Image,
  Locataire,
  Mission,
  MissionAppartement,
  MissionClient,
} from "../db/schema";
import type { Ports } from "../ports";
import { defineRelation, type Relation } from "./relations";
import { fullName, writeHistory } from "./history";
import { deleteStored } from "./files/cleanup";
import { checkAccompteJoins, checkAppartementLeaves, deleteAccompte } from "./mission-rules";
import { apresLienMission, refusFacture } from "./factures/regles";
import { conflict } from "../lib/errors";
import { tenirProprietaire } from "./quotes-parts/proposer";

// Every link of spec 7, as data; routes/links/* serve them with one route factory.

const appartement = { name: "Appartement", table: Appartement };
const mission = { name: "Mission", table: Mission };

/** Removing a stored upload from its record deletes it: the row now, its object after the commit. */
const deleteUpload =
  (table: typeof Fichier | typeof Image) =>
  async (ports: Ports, _parent: unknown, child: { id: number; cle: string }) => {
    await ports.db.delete(table).where(eq(table.id, child.id));
    await deleteStored(ports, child.cle);
  };

export const ownerRelation = defineRelation({
  parent: appartement,
  child: { name: "Client", table: Client },
  join: {
    table: AppartementProprietaire,
    parentCol: AppartementProprietaire.AppartementId,
    childCol: AppartementProprietaire.ClientId,
  },
  keys: { parent: "appartement", child: "proprietaire" },
  // Issue 59, item 4: adding or removing an owner of an apartment that has owners waits for a second person.
  hold: tenirProprietaire,
  onAdd: (ports, a, c, user) =>
    writeHistory(ports, a.id, `Ajout du propriétaire ${fullName(c)}`, user),
  async onRemove(ports, a, c, user) {
    // The contact owner must be one of the owners.
    if (a.defaultContact === c.id)
      await ports.db
        .update(Appartement)
        .set({ defaultContact: null })
        .where(eq(Appartement.id, a.id));
    await writeHistory(ports, a.id, `Retrait du propriétaire ${fullName(c)}`, user);
  },
});

export const equipementRelation = defineRelation({
  parent: appartement,
  child: { name: "Equipement", table: Equipement },
  join: {
    table: AppartementEquipement,
    parentCol: AppartementEquipement.AppartementId,
    childCol: AppartementEquipement.EquipementId,
  },
  keys: { parent: "appartement", child: "equipement" },
});

export const imageRelation = defineRelation({
  parent: appartement,
  child: { name: "Image", table: Image },
  fk: Image.AppartementId,
  keys: { parent: "appartement", child: "image" },
  removeDeletes: true,
  onRemove: deleteUpload(Image),
});

export const missionClientRelation = defineRelation({
  parent: mission,
  child: { name: "Client", table: Client },
  join: {
    table: MissionClient,
    parentCol: MissionClient.MissionId,
    childCol: MissionClient.ClientId,
  },
  keys: { parent: "mission", child: "client" },
  // ADR 028: the mission's paid instalments are invoiced once it has a client.
  onAdd: (ports, m) => apresLienMission(ports, m.id),
});

export const missionAccompteRelation = defineRelation({
  parent: mission,
  child: { name: "Accompte", table: Accompte },
  fk: Accompte.MissionId,
  keys: { parent: "mission", child: "accompte" },
  // ADR 038: an invoiced instalment neither leaves nor changes its mission (a credit note first).
  async guard(ports, _m, a) {
    const refus = await refusFacture(ports, "AccompteId", a);
    if (refus) throw conflict(refus);
  },
  async onAdd(ports, m, a) {
    await checkAccompteJoins(ports, m, a);
    await apresLienMission(ports, m.id, a);
  },
  // An instalment is its mission's: taking it off deletes it (the tab's "Supprimer l'élément ?").
  removeDeletes: true,
  onRemove: deleteAccompte,
});

export const missionAppartementRelation = defineRelation({
  parent: mission,
  child: { name: "Appartement", table: Appartement },
  join: {
    table: MissionAppartement,
    parentCol: MissionAppartement.MissionId,
    childCol: MissionAppartement.AppartementId,
  },
  keys: { parent: "mission", child: "appartement" },
  onRemove: checkAppartementLeaves,
});

export const dossierCautionRelation = defineRelation({
  parent: { name: "Dossier", table: Dossier },
  child: { name: "Caution", table: Caution },
  fk: Caution.DossierId,
  keys: { parent: "dossier", child: "caution" },
});

/** PUT /{Owner}/{id}/fichier/add|remove/{fileId} for every entity with a Fichiers tab. */
const FICHIER_OWNERS = [
  { name: "Client", table: Client, fk: Fichier.ClientId, key: "client" },
  { name: "Locataire", table: Locataire, fk: Fichier.LocataireId, key: "locataire" },
  { name: "Appartement", table: Appartement, fk: Fichier.AppartementId, key: "appartement" },
  { name: "Dossier", table: Dossier, fk: Fichier.DossierId, key: "dossier" },
  { name: "Mission", table: Mission, fk: Fichier.MissionId, key: "mission" },
] as const;

export const fichierRelations: Relation[] = FICHIER_OWNERS.map((o) =>
  defineRelation({
    parent: { name: o.name, table: o.table },
    child: { name: "Fichier", table: Fichier },
    fk: o.fk,
    keys: { parent: o.key, child: "fichier" },
    // A file belongs to one record: taking it off deletes it and its stored object (no orphans).
    removeDeletes: true,
    onRemove: deleteUpload(Fichier),
  }),
);
