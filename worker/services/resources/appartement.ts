import { eq } from "drizzle-orm";
import {
  Appartement,
  Client,
  Dossier,
  EcritureProprietaire,
  EtatLieux,
  Facture,
  Fichier,
  Image,
  Intendance,
  Mandat,
  Mission,
  MissionAppartement,
  Quitance,
} from "../../db/schema";
import { appartementSchema } from "../../domain/schemas/appartement";
import { loyerTTC } from "../../domain/loyer";
import { defineResource } from "../resource-def";
import { ref } from "../rows";
import { appartementFlags } from "./list-flags";
import { deleteStoredRowsOf } from "../files/cleanup";
import { deleteSignedFiles } from "../files/signed";
import { etatLieuxResource } from "./etat-lieux";
import { firstRefusal, referencedBy } from "../delete-rules";
import { archiveRule, historiqueRule } from "../archives/historique";
import { appartementReader } from "./appartement-read";
import { appartementListReader } from "./appartement-list";
import { zoneAppartement } from "../referentiels/zone-appartement";
import { zoneTendueDuLot } from "../reglementation/zone-tendue-lot";
import { appartementListe } from "./liste-sql";

// ADR 038: an apartment with money history (receipts, leases, owner's entries, invoiced or numbered caretaking) is
// archived, never deleted; the other rules say what to remove first.
const deleteRule = firstRefusal(
  archiveRule("Appartement"),
  historiqueRule("Appartement"),
  referencedBy(
    Dossier,
    Dossier.AppartementId,
    "Cet appartement a des dossiers de location : supprimez-les d'abord.",
  ),
  referencedBy(
    Intendance,
    Intendance.AppartementId,
    "Cet appartement a des intendances : supprimez-les d'abord.",
  ),
);

export const appartementResource = defineResource({
  name: "Appartement",
  table: Appartement,
  decorate: appartementFlags,
  // Issue 64: the status sorted, the « En gestion » switch applied, by the server before a page is cut.
  listeColonnes: appartementListe.colonnes,
  listeFiltres: appartementListe.filtres,
  schema: appartementSchema,
  refs: { defaultContact: ref(Client, "Le propriétaire de contact est introuvable.") },
  derive: async (d, ports, existing) => {
    // The zones' reads go together (one round trip on the edge).
    const [zoneLoyer, zoneTendue] = await Promise.all([
      // The lease rules' zone: staff's choice, else its commune's in the imported list, else suggested from the
      // postal code (Paris: très tendue).
      zoneAppartement(ports, d, existing),
      // Issue 73: in zone tendue by its commune (the annex of décret n° 2013-392), unless staff say otherwise.
      zoneTendueDuLot(ports, d, existing),
    ]);
    return {
      ...d,
      loyerTCC: loyerTTC(d.loyerHC, d.charge),
      // Cave number: null without a cave, 0 when the cave has no number.
      caveNum: d.cave ? (d.caveNum ?? 0) : null,
      zoneLoyer,
      zoneTendue,
    };
  },
  // The row, its nine relations and `supprimable` in one statement (appartement-read.ts).
  readOne: appartementReader(deleteRule),
  // The whole list in one statement too (appartement-list.ts); searches and pickers go through decorate.
  listAll: appartementListReader(deleteRule),
  // Its rows, their day flags (dossiers, caretaking, a management mandate: issue 60) and the delete rule's tables
  // (ADR 017; held by tests/api/data-version.test.ts against the list's statement).
  listReads: [
    Appartement,
    Dossier,
    Quitance,
    Intendance,
    EcritureProprietaire,
    Facture,
    Mandat,
    Mission,
    MissionAppartement,
  ],
  deleteRule,
  async onDelete(ports, row) {
    await deleteStoredRowsOf(ports, Fichier, Fichier.AppartementId, row.id);
    await deleteStoredRowsOf(ports, Image, Image.AppartementId, row.id);
    // Its inventories go with it (ON DELETE CASCADE): their signed copies too.
    const etats = await ports.db
      .select()
      .from(EtatLieux)
      .where(eq(EtatLieux.AppartementId, row.id));
    for (const e of etats) await deleteSignedFiles(ports, etatLieuxResource, e);
  },
});
