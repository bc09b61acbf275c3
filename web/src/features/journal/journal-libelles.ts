import type { FieldDef, FieldType } from "@/components/record-fields";
import { appartementFields } from "@/features/appartements/appartement-fields";
import { appartementRoute } from "@/features/appartements/appartement-route";
import { clientFields } from "@/features/clients/client-fields";
import { clientRoute } from "@/features/clients/client-route";
import { dossierFields } from "@/features/dossiers/dossier-fields";
import { dossierRoute } from "@/features/dossiers/dossier-route";
import { cautionFields } from "@/features/dossiers/tabs/caution-fields";
import { etatLieuxFields } from "@/features/dossiers/tabs/etat-lieux-fields";
import {
  depenseFields,
  missionFields as intendanceFields,
} from "@/features/intendance/intendance-fields";
import { locataireFields } from "@/features/locataires/locataire-fields";
import { locataireRoute } from "@/features/locataires/locataire-route";
import { accompteFields, missionFields } from "@/features/missions/mission-fields";
import { missionRoute } from "@/features/missions/mission-route";
import {
  estBooleen,
  estFichierGarde,
  libelleChamp,
  type RESSOURCES_AVEC_FICHE,
} from "@worker/domain/journal/libelles";
import { ROLE_LABELS } from "@worker/domain/roles";
import { AGENCE_CHAMPS } from "@worker/domain/mandats/agence-schema";
import { QUOI_FR } from "@worker/domain/telechargements/telechargements";

// The journal's names of fields (issue 42): the label of the record screen's form where the field is on one, so a
// field reads in the journal as it does on its screen; the domain's names for the columns no form shows.

/** What the journal needs of a field: its name, and how its values read (money, dates, options). */
export interface ChampJournal {
  label: string;
  type?: FieldType;
  options?: readonly { value: string; label: string }[];
  /** A whole file kept in the column (a batch's SEPA file): its size is said, never its text. */
  fichier?: boolean;
}

const ECRANS: Record<string, readonly FieldDef[]> = {
  Client: clientFields,
  Appartement: appartementFields,
  Locataire: locataireFields,
  Dossier: dossierFields,
  Mission: missionFields,
  Accompte: accompteFields([]),
  Caution: cautionFields,
  EtatLieux: [...etatLieuxFields.etatIn, ...etatLieuxFields.etatOut],
  Intendance: [...intendanceFields, ...depenseFields],
  AgenceParametres: AGENCE_CHAMPS.map(([name, label]) => ({ name, label })),
  User: [
    {
      name: "role",
      label: "Rôle",
      type: "select",
      options: Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label })),
    },
  ],
  Telechargement: [
    {
      name: "quoi",
      label: libelleChamp("Telechargement", "quoi"),
      type: "select",
      options: Object.entries(QUOI_FR).map(([value, label]) => ({ value, label })),
    },
  ],
};

let parEcran: Map<string, Map<string, ChampJournal>> | undefined;

/** The field `colonne` of a journaled table, by the label its screen gives it. */
export function champJournal(ressource: string, colonne: string): ChampJournal {
  parEcran ??= new Map(
    Object.entries(ECRANS).map(([r, fields]) => [
      r,
      new Map(fields.map((f) => [f.name, { label: f.label, type: f.type, options: f.options }])),
    ]),
  );
  return (
    parEcran.get(ressource)?.get(colonne) ?? {
      label: libelleChamp(ressource, colonne),
      type: estBooleen(colonne) ? "bool" : undefined,
      fichier: estFichierGarde(colonne),
    }
  );
}

const FICHES: Record<(typeof RESSOURCES_AVEC_FICHE)[number], string> = {
  Client: clientRoute.basePath,
  Appartement: appartementRoute.basePath,
  Locataire: locataireRoute.basePath,
  Dossier: dossierRoute.basePath,
  Mission: missionRoute.basePath,
};

/** The screen of a journaled record, for the resources that have one. */
export function ficheJournal(ressource: string, id: string): string | null {
  const base = (FICHES as Record<string, string | undefined>)[ressource];
  return base ? `${base}/${id}` : null;
}
