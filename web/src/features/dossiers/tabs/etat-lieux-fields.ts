import type { EtatSlot } from "@/api/etats-lieux";
import type { EtatLieux } from "@/api/types";
import type { FieldDef } from "@/components/record-fields";
import { ClesInput } from "./cles-input";
import { CompteursInput } from "./compteurs-input";
import { PiecesInput } from "./pieces-input";
import { ClesList, CompteursList } from "./releves-view";
import { createElement } from "react";

const INFO = "Relevés et équipements";

/** Spec 3's inventory fields, spec 5's required ones; the room grid is `etatLieuxPiecesField`. */
const infoFields: FieldDef<EtatLieux>[] = [
  { name: "date", label: "Date", type: "date", required: true, section: INFO },
  { name: "lieu", label: "Lieu", required: true, section: INFO },
  { name: "clef", label: "Clés remises", required: true, section: INFO },
  { name: "eauFroide", label: "Eau froide", required: true, section: INFO },
  { name: "eauChaude", label: "Eau chaude", required: true, section: INFO },
  { name: "chauffage", label: "Chauffage", required: true, section: INFO },
  { name: "antenne", label: "Antenne", required: true, section: INFO },
  { name: "amenagement", label: "Aménagement", required: true, section: INFO, wide: true },
  { name: "interphone", label: "Interphone", type: "bool", section: INFO },
  { name: "doubleVitrage", label: "Double vitrage", type: "bool", section: INFO },
];

// Décret n° 2016-382, art. 3: the tenant's new home, on the exit inventory only.
const nouvelleAdresse: FieldDef<EtatLieux> = {
  name: "nouvelleAdresse",
  label: "Nouvelle adresse du locataire",
  type: "textarea",
  section: "Locataire sortant",
};

// Décret n° 2016-382, art. 3: the individual meters' readings and the keys handed over.
const releveFields: FieldDef<EtatLieux>[] = [
  {
    name: "compteurs",
    label: "Relevés des compteurs",
    type: "custom",
    component: CompteursInput,
    section: "Compteurs",
    initial: (r) => r?.compteurs ?? [],
    display: (r) => createElement(CompteursList, { compteurs: r.compteurs }),
  },
  {
    name: "cles",
    label: "Clés et moyens d'accès",
    type: "custom",
    component: ClesInput,
    section: "Clés",
    initial: (r) => r?.cles ?? [],
    display: (r) => createElement(ClesList, { cles: r.cles }),
  },
];

const piecesField: FieldDef<EtatLieux> = {
  name: "pieces",
  label: "Pièces",
  type: "custom",
  component: PiecesInput,
  section: "État des pièces",
  initial: (r) => r?.pieces ?? [],
};

const detailFields = (slot: EtatSlot): FieldDef<EtatLieux>[] => [
  ...infoFields,
  ...(slot === "etatOut" ? [nouvelleAdresse] : []),
  ...releveFields,
];

/** What the inventory shows read-only above its grid, by slot: the exit adds the tenant's new address. */
export const etatLieuxDetailFields: Record<EtatSlot, FieldDef<EtatLieux>[]> = {
  etatIn: detailFields("etatIn"),
  etatOut: detailFields("etatOut"),
};

/** The inventory's form, by slot: its details, then the room grid. */
export const etatLieuxFields: Record<EtatSlot, FieldDef<EtatLieux>[]> = {
  etatIn: [...etatLieuxDetailFields.etatIn, piecesField],
  etatOut: [...etatLieuxDetailFields.etatOut, piecesField],
};
