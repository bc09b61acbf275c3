import type { EtatLieux } from "@/api/types";
import type { FieldDef } from "@/components/record-fields";
import { PiecesInput } from "./pieces-input";

const INFO = "Relevés et équipements";

/** Spec 3's inventory fields, spec 5's required ones; the room grid is `etatLieuxPiecesField`. */
export const etatLieuxInfoFields: FieldDef<EtatLieux>[] = [
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

export const etatLieuxPiecesField: FieldDef<EtatLieux> = {
  name: "pieces",
  label: "Pièces",
  type: "custom",
  component: PiecesInput,
  section: "État des pièces",
  initial: (r) => r?.pieces ?? [],
};

export const etatLieuxFields = [...etatLieuxInfoFields, etatLieuxPiecesField];
