import { eq } from "drizzle-orm";
import { Appartement, Caution, Dossier, EtatLieux, Fichier, Locataire, Quitance } from "../../db/schema";
import { dossierSchema } from "../../domain/schemas/dossier";
import { completerPreavis, encadrement, fraisDossier, loyerTTC } from "../../domain/loyer";
import { today } from "../../lib/dates";
import { dossierEnCours } from "../../domain/statut-appartement";
import type { ResourceDef } from "../crud";
import { toApi, toApiList } from "./serialize";
import { dossierFlags } from "./list-flags";
import { deleteFilesOf, deleteStored } from "../files/cleanup";

type Encadrement = Record<string, unknown> & { loyerReferenceMajore?: number | null; surface?: number | null };

export const dossierResource: ResourceDef = {
  name: "Dossier",
  table: Dossier,
  decorate: dossierFlags,
  schema: dossierSchema,
  refs: {
    AppartementId: { table: Appartement, message: "L'appartement est introuvable." },
    LocataireId: { table: Locataire, message: "Le locataire est introuvable." },
    etatIn: { table: EtatLieux, message: "L'état des lieux d'entrée est introuvable." },
    etatOut: { table: EtatLieux, message: "L'état des lieux de sortie est introuvable." },
  },
  derive(d) {
    const loyerHC = d.loyerHC as number;
    const enc = d.encadrement as Encadrement | null | undefined;
    return completerPreavis<Record<string, unknown>>({
      ...d,
      loyerTTC: loyerTTC(loyerHC, d.loyerCharge as number),
      ...fraisDossier((d.fraisDossierTTC as number) ?? 0, (d.fraisDossierTauxTVA as number) ?? 20),
      encadrement: enc ? { ...enc, ...encadrement(enc.loyerReferenceMajore, enc.surface, loyerHC) } : null,
      clauses: d.clauses ?? null,
    });
  },
  async include(ports, row) {
    const { db } = ports;
    const id = row.id as number;
    const one = async <T>(p: Promise<T[]>) => (await p)[0] ?? null;
    const [appart, locataire, cautions, etatIn, etatOut, fichiers] = await Promise.all([
      one(db.select().from(Appartement).where(eq(Appartement.id, row.AppartementId as number))),
      one(db.select().from(Locataire).where(eq(Locataire.id, row.LocataireId as number))),
      db.select().from(Caution).where(eq(Caution.DossierId, id)),
      row.etatIn ? one(db.select().from(EtatLieux).where(eq(EtatLieux.id, row.etatIn as number))) : null,
      row.etatOut ? one(db.select().from(EtatLieux).where(eq(EtatLieux.id, row.etatOut as number))) : null,
      db.select().from(Fichier).where(eq(Fichier.DossierId, id)),
    ]);
    return {
      clos: !dossierEnCours(row, today(ports.clock)),
      Appartement: appart && toApi("Appartement", appart),
      Locataire: locataire && toApi("Locataire", locataire),
      Cautions: toApiList("Caution", cautions),
      EtatEntrant: etatIn && toApi("EtatLieux", etatIn),
      EtatSortant: etatOut && toApi("EtatLieux", etatOut),
      Fichiers: toApiList("Fichier", fichiers),
    };
  },
  async beforeDelete(ports, row) {
    // Spec 4: deleting is offered only once the dossier is over.
    if (dossierEnCours(row, today(ports.clock))) return "Ce dossier est en cours : il ne peut être supprimé qu'une fois terminé.";
    return null;
  },
  async onDelete(ports, row) {
    const id = row.id as number;
    // Receipts are accounting records: they outlive the dossier (they keep apartment, tenant and owner).
    await ports.db.update(Quitance).set({ DossierId: null }).where(eq(Quitance.DossierId, id));
    await ports.db.update(Caution).set({ DossierId: null }).where(eq(Caution.DossierId, id));
    await deleteFilesOf(ports, Fichier.DossierId, id);
    for (const k of ["contratLocation", "inventaireEntree", "inventaireSortie"]) await deleteStored(ports, row[k]);
  },
};
