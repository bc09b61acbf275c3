import { desc, eq, gt, isNull, or } from "drizzle-orm";
import {
  Appartement, AppartementEquipement, AppartementProprietaire, Client, Dossier, Equipement, EtatLieux, Fichier, History,
  Image, Intendance, Locataire, Mission, MissionAppartement, Quitance,
} from "../../db/schema";
import { appartementSchema } from "../../domain/schemas/appartement";
import { statutAppartement } from "../../domain/statut-appartement";
import { loyerTTC } from "../../domain/loyer";
import { today } from "../../lib/dates";
import type { ResourceDef } from "../crud";
import { toApi, toApiList } from "./serialize";
import { appartementFlags } from "./list-flags";
import { deleteFilesOf, deleteImagesOf } from "../files/cleanup";

export const appartementResource: ResourceDef = {
  name: "Appartement",
  table: Appartement,
  decorate: appartementFlags,
  schema: appartementSchema,
  refs: { defaultContact: { table: Client, message: "Le propriétaire de contact est introuvable." } },
  derive: (d) => ({
    ...d,
    loyerTCC: loyerTTC(d.loyerHC as number, d.charge as number),
    // Cave number: null without a cave, 0 when the cave has no number.
    caveNum: d.cave ? (d.caveNum ?? 0) : null,
  }),
  async include(ports, row) {
    const { db } = ports;
    const id = row.id as number;
    const [proprietaires, equipements, images, dossiers, intendances, etats, history, missions, fichiers] = await Promise.all([
      db.select({ c: Client }).from(AppartementProprietaire).innerJoin(Client, eq(Client.id, AppartementProprietaire.ClientId)).where(eq(AppartementProprietaire.AppartementId, id)),
      db.select({ e: Equipement }).from(AppartementEquipement).innerJoin(Equipement, eq(Equipement.id, AppartementEquipement.EquipementId)).where(eq(AppartementEquipement.AppartementId, id)),
      db.select().from(Image).where(eq(Image.AppartementId, id)),
      db.select({ d: Dossier, l: Locataire }).from(Dossier).innerJoin(Locataire, eq(Locataire.id, Dossier.LocataireId)).where(eq(Dossier.AppartementId, id)).orderBy(desc(Dossier.dateEntree)),
      db.select().from(Intendance).where(eq(Intendance.AppartementId, id)).orderBy(desc(Intendance.dateDepart)),
      db.select().from(EtatLieux).where(eq(EtatLieux.AppartementId, id)).orderBy(desc(EtatLieux.date)),
      db.select().from(History).where(eq(History.AppartementId, id)).orderBy(desc(History.createdAt), desc(History.id)),
      db.select({ m: Mission }).from(MissionAppartement).innerJoin(Mission, eq(Mission.id, MissionAppartement.MissionId)).where(eq(MissionAppartement.AppartementId, id)),
      db.select().from(Fichier).where(eq(Fichier.AppartementId, id)),
    ]);
    const now = today(ports.clock);
    const enCours = dossiers.filter((x) => !x.d.dateFinBail || x.d.dateFinBail > now);
    return {
      loyer: { charge: (row.charge as number) / 100, loyerHC: (row.loyerHC as number) / 100, loyerTCC: (row.loyerTCC as number) / 100 },
      statut: statutAppartement({ wip: !!row.wip }, dossiers.map((x) => x.d), now),
      proprietaires: toApiList("Client", proprietaires.map((p) => p.c)),
      Equipements: toApiList("Equipement", equipements.map((e) => e.e)),
      Images: toApiList("Image", images),
      locataires: enCours.map((x) => ({ ...toApi("Locataire", x.l), Dossier: toApi("Dossier", x.d) })),
      Dossiers: dossiers.map((x) => ({ ...toApi("Dossier", x.d), Locataire: toApi("Locataire", x.l) })),
      Intendances: toApiList("Intendance", intendances),
      EtatLieux: toApiList("EtatLieux", etats),
      history: history.map((h) => ({ id: h.id, etat: h.etat, user: h.user, createdAt: h.createdAt })),
      Missions: toApiList("Mission", missions.map((m) => m.m)),
      Fichiers: toApiList("Fichier", fichiers),
    };
  },
  async beforeDelete({ db }, row) {
    const id = row.id as number;
    const [d] = await db.select({ id: Dossier.id }).from(Dossier).where(eq(Dossier.AppartementId, id)).limit(1);
    if (d) return "Cet appartement a des dossiers de location : supprimez-les d'abord.";
    const [q] = await db.select({ id: Quitance.id }).from(Quitance).where(eq(Quitance.AppartementId, id)).limit(1);
    if (q) return "Cet appartement a des quittances : supprimez-les d'abord.";
    return null;
  },
  async onDelete(ports, row) {
    await deleteFilesOf(ports, Fichier.AppartementId, row.id as number);
    await deleteImagesOf(ports, row.id as number);
  },
};

/** Dossiers whose lease has no end or ends after `day`: the apartment's current tenants. */
export const dossierEnCours = (day: string) => or(isNull(Dossier.dateFinBail), gt(Dossier.dateFinBail, day));
