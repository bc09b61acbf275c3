import type { Espace } from "../../db/schema/espace";

// Who the journal names for what a space does (issue 62, item 2): the person's address and the space, so that a
// line written from a space is never taken for staff's.

const NOM_ESPACE: Readonly<Record<Espace, string>> = {
  proprietaire: "espace propriétaire",
  locataire: "espace locataire",
  fournisseur: "espace fournisseur",
};

export const auteurEspace = (email: string, espace: Espace) => `${email} (${NOM_ESPACE[espace]})`;
