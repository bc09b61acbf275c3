import { eq } from "drizzle-orm";
import { Appartement, Caution, Dossier, EtatLieux, Fichier, Locataire } from "../../db/schema";
import { colocatairesDuDossier } from "../colocataires/lire";
import { dossierSchema } from "../../domain/schemas/dossier";
import { corrigerEmmenagement } from "../compte/emmenagement";
import { corrigerHonorairesLocation, honorairesALaCreation } from "../honoraires-location/bail";
import { completerPreavis, encadrement, fraisDossier, loyerTTC } from "../../domain/loyer";
import { today } from "../../lib/dates";
import { dossierEnCours } from "../../domain/statut-appartement";
import { type ApiRow, defineResource } from "../resource-def";
import { linkedThrough, ref } from "../rows";
import { toApiList } from "../serialize";
import { dossierDayFlags, dossierFlags } from "./list-flags";
import { deleteStoredRowsOf } from "../files/cleanup";
import { firstRefusal, refusedWhen } from "../delete-rules";
import { archiveRule, historiqueRule } from "../archives/historique";
import { openPairConflict, recordEdit } from "../lease-end";
import { checkBail, lireLot } from "../bail-rules";
import { soumissionDuBail } from "../echeances/encadrement";
import { refusRelocationDuBail } from "../reglementation/relocation";
import { territoiresEncadrement } from "../reglementation/lignes";
import { loyerPrecedentAImprimer } from "../reglementation/loyer-precedent";
import { reglementationLue } from "../reglementation/prechargement";
import { SIGNED_FILES } from "../../domain/signed-files";
import { indiceDuBailSigne } from "../irl/bail";
import { indecenceAuDebut } from "../decence/bail";
import { energieDuLot, lotDuDossier } from "../decence/energie-du-lot";
import { mentionNonDecent } from "../../domain/bail/decence";
import { dossierPreleve, modeAStocker, modeLu } from "../prelevements/mode-paiement";
import { dossierListe } from "./liste-sql";
import { bailleurPersonneMorale, termeDuBail } from "../reconduction/terme";

export const dossierResource = defineResource({
  name: "Dossier",
  table: Dossier,
  decorate: dossierFlags,
  listeColonnes: dossierListe.colonnes,
  listeRecherche: ["appartement", "locataire"],
  listeFiltres: dossierListe.filtres,
  schema: dossierSchema,
  refs: {
    AppartementId: ref(Appartement),
    LocataireId: ref(Locataire),
    etatIn: ref(EtatLieux, "L'état des lieux d'entrée est introuvable."),
    etatOut: ref(EtatLieux, "L'état des lieux de sortie est introuvable."),
  },
  async derive(d, ports, existing) {
    // The rules that read the apartment (fee ceilings, furniture of a furnished lease): a 400 on their fields. The
    // IRL of the signature date when the lease gives none (issue 23). Their reads go together (one round trip on
    // the edge). The apartment is read once for them and for the rent-control mark (issue 63, ADR 089).
    const lot = lireLot(ports, d.AppartementId);
    const lu = reglementationLue(ports, d.AppartementId, d.dateDebutBail);
    const [, indice, appart, territoires, precedent] = await Promise.all([
      checkBail(ports, d, existing, lot),
      indiceDuBailSigne(ports, d),
      lot(),
      // Issue 73: the rent-control rows in force on the signature day, the admin's (an extension) included; in
      // zone tendue, the previous tenant's rent the new lease prints.
      lu?.territoires ?? territoiresEncadrement(ports),
      loyerPrecedentAImprimer(ports, d, existing, lu?.precedent),
    ]);
    const enc = d.encadrement;
    const row = completerPreavis({
      ...d,
      ...precedent,
      modePaiement: modeAStocker(d.modePaiement, existing?.modePaiement),
      ...indice,
      // The reason belongs to a bail mobilité only.
      motifMobilite: d.typeBail === "mobilité" ? (d.motifMobilite ?? null) : null,
      loyerTTC: loyerTTC(d.loyerHC, d.loyerCharge),
      ...fraisDossier(d.fraisDossierTTC ?? 0, d.fraisDossierTauxTVA ?? 20),
      encadrement: enc
        ? { ...enc, ...encadrement(enc.loyerReferenceMajore, enc.surface, d.loyerHC) }
        : null,
      clauses: d.clauses ?? null,
      ...soumissionDuBail(d, appart, territoires, existing),
    });
    // The stored marker of the date rule (spec 4), read by the unique index of one open dossier per pair.
    return { ...row, clos: !dossierEnCours(row, today(ports.clock)) };
  },
  // A lease taking effect on a dwelling no longer decent then (issue 63); one open dossier per apartment and tenant:
  // French 409s here, in the write's transaction (the partial unique index holds the second under parallel writes).
  // Issue 73: in zone tendue, a rent above the previous tenant's without the decree's exception. Each refusal names
  // its field, where the form shows it (issue 75 item 7).
  beforeWrite: async (ports, data, existing) => {
    const [indecent, relocation, paire] = await Promise.all([
      indecenceAuDebut(ports, data, existing),
      refusRelocationDuBail(ports, data, existing),
      openPairConflict(ports, data, existing?.id),
    ]);
    if (indecent) return { message: indecent, champ: "AppartementId" };
    if (relocation) return { message: relocation, champ: "loyerHC" };
    return paire;
  },
  // A lease made with the landlord's letting fees: its owners charged by share and invoiced, as by tenant/add (issue 60).
  async afterInsert(ports, row, user) {
    await honorairesALaCreation(ports, row, user);
    return row;
  },
  // A lease closed or reopened by its dates; its deposit or fees changed: a correcting line (issue 39 item 8).
  async afterUpdate(ports, row, existing, user) {
    await recordEdit(ports, row, existing, user);
    await corrigerEmmenagement(ports, row, existing, user);
    // The letting fees changed: the owners' debits reversed and written again, the invoices by credit note (issue 60).
    await corrigerHonorairesLocation(ports, row, existing, user);
  },
  async include(ports, id, stored) {
    const { db } = ports;
    const [
      appart,
      locataire,
      cautions,
      etatIn,
      etatOut,
      fichiers,
      preleve,
      row,
      energie,
      colocs,
      pm,
    ] = await Promise.all([
      linkedThrough(ports, Appartement, Dossier, Dossier.AppartementId, id),
      linkedThrough(ports, Locataire, Dossier, Dossier.LocataireId, id),
      db.select().from(Caution).where(eq(Caution.DossierId, id)),
      linkedThrough(ports, EtatLieux, Dossier, Dossier.etatIn, id),
      linkedThrough(ports, EtatLieux, Dossier, Dossier.etatOut, id),
      db.select().from(Fichier).where(eq(Fichier.DossierId, id)),
      dossierPreleve(ports, id),
      stored,
      energieDuLot(ports, lotDuDossier(id)),
      colocatairesDuDossier(ports, id),
      bailleurPersonneMorale(ports, id),
    ]);
    const jour = today(ports.clock);
    return {
      // "Prélèvement" while a mandate is active (issue 60), the stored mode otherwise.
      modePaiement: modeLu(row.modePaiement, preleve),
      // The flags of the Paris day, as list rows have them (the stored marker may wait for the daily job).
      ...dossierDayFlags(row, jour),
      // A running lease on a dwelling below the floor (issue 73): never ended, the works owed are said on it.
      mentionDecence: energie && dossierEnCours(row, jour) ? mentionNonDecent(energie, jour) : null,
      // The term « Donner congé » ends, computed by the law when « Fin du bail » is empty (as « Échéances »).
      termeCourant: termeDuBail(row, pm, jour),
      Appartement: appart,
      Locataire: locataire,
      // A co-tenancy's other tenants in the lease's order (ADR 134): the screen names them all.
      Colocataires: colocs,
      Cautions: toApiList("Caution", cautions),
      EtatEntrant: etatIn,
      EtatSortant: etatOut,
      Fichiers: toApiList("Fichier", fichiers),
    };
  },
  // Spec 4: deleting is offered only once the dossier is over; ADR 038: never with money history (archive it).
  deleteRule: firstRefusal<ApiRow<typeof Dossier>>(
    archiveRule("Dossier"),
    refusedWhen(
      (row, ports) => dossierEnCours(row, today(ports.clock)),
      "Ce dossier est en cours : il ne peut être supprimé qu'une fois terminé.",
    ),
    historiqueRule("Dossier"),
  ),
  async onDelete(ports, row) {
    const id = row.id;
    await ports.db.update(Caution).set({ DossierId: null }).where(eq(Caution.DossierId, id));
    await deleteStoredRowsOf(ports, Fichier, Fichier.DossierId, id);
  },
  signedFiles: SIGNED_FILES.Dossier,
});
