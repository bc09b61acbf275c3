// How each entity is named in French sentences ("L'appartement est introuvable."): written once, for every message.
export const ENTITY_LABELS: Record<string, string> = {
  Client: "Le client",
  CompteBancaire: "Le compte bancaire",
  ReleveBancaire: "Le relevé bancaire",
  LigneBancaire: "La ligne du relevé",
  Appartement: "L'appartement",
  Locataire: "Le locataire",
  Dossier: "Le dossier",
  Caution: "La caution",
  EtatLieux: "L'état des lieux",
  Mission: "La mission",
  Accompte: "L'acompte",
  Intendance: "L'intendance",
  Quitance: "La quittance",
  Fichier: "Le fichier",
  Image: "L'image",
  Variable: "La variable",
  Equipement: "L'équipement",
  User: "L'utilisateur",
  Passkey: "La clé d'accès",
  Paiement: "Le paiement",
  Regularisation: "La régularisation",
  Fournisseur: "Le fournisseur",
  Intervention: "L'intervention",
};

/** "L'appartement est introuvable." ; "Élément introuvable." for a name without a label. */
export const introuvable = (entity: string) =>
  `${ENTITY_LABELS[entity] ?? "L'élément"} est introuvable.`.replace(/^L'élément est/, "Élément");
