import { desc, eq } from "drizzle-orm";
import { Appartement, Dossier, Fichier, Locataire, Quitance } from "../../db/schema";
import { locataireSchema } from "../../domain/schemas/locataire";
import { defineResource } from "../resource-def";
import { toApi, toApiList } from "../serialize";
import { dossierDayFlags, locataireFlags } from "./list-flags";
import { today } from "../../lib/dates";
import { deleteStoredRowsOf } from "../files/cleanup";
import { referencedBy } from "../delete-rules";
import { locataireListe } from "./liste-sql";
import { suivreAdresseLocataire } from "../espace/suspension";

const SECOND = [
  "autreTitre",
  "autreNom",
  "autrePrenom",
  "autreNomJeuneFille",
  "autreNaissance",
  "autreLieuNaissance",
  "autreMail",
  "autreTel",
  "autreTel2",
];
const MINEUR = [
  "mineurTitre",
  "mineurNom",
  "mineurPrenom",
  "mineurNaissance",
  "mineurLieuNaissance",
  "mineurMail",
  "mineurTel",
];
const blank = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, null]));

export const locataireResource = defineResource({
  name: "Locataire",
  table: Locataire,
  decorate: locataireFlags,
  listeColonnes: locataireListe.colonnes,
  listeRecherche: ["appartement"],
  listeFiltres: locataireListe.filtres,
  schema: locataireSchema,
  // Without a second holder (or a minor) their fields are null: autreNom null means "no second holder".
  derive: (d) => ({
    ...d,
    ...(d.secondTitulaire ? {} : blank(SECOND)),
    ...(d.mineur ? {} : blank(MINEUR)),
  }),
  // A changed address suspends the tenant's space until someone else confirms it (issue 75, ADR 108).
  async afterUpdate(ports, row, existing, user) {
    await suivreAdresseLocataire(ports, row, existing, user);
    return row;
  },
  async include({ db, clock }, id) {
    const [locations, fichiers, quitances] = await Promise.all([
      db
        .select({ d: Dossier, a: Appartement })
        .from(Dossier)
        .innerJoin(Appartement, eq(Appartement.id, Dossier.AppartementId))
        .where(eq(Dossier.LocataireId, id))
        .orderBy(desc(Dossier.dateEntree)),
      db.select().from(Fichier).where(eq(Fichier.LocataireId, id)),
      db
        .select()
        .from(Quitance)
        .where(eq(Quitance.LocataireId, id))
        .orderBy(desc(Quitance.date), desc(Quitance.id)),
    ]);
    const day = today(clock);
    return {
      // Each dossier with its flags of the Paris day (current or past), as the apartment's Dossiers are.
      locations: locations.map((l) => ({
        ...toApi("Appartement", l.a),
        Dossier: { ...toApi("Dossier", l.d), ...dossierDayFlags(l.d, day) },
      })),
      Fichiers: toApiList("Fichier", fichiers),
      Quitances: toApiList("Quitance", quitances),
    };
  },
  deleteRule: referencedBy(
    Dossier,
    Dossier.LocataireId,
    "Ce locataire a des dossiers de location : supprimez-les d'abord.",
  ),
  onDelete: (ports, row) => deleteStoredRowsOf(ports, Fichier, Fichier.LocataireId, row.id),
});
