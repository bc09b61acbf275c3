import { ACCOUNT_OPERATIONS } from "./account";
import { ARCHIVE_OPERATIONS } from "./archives";
import { ATTESTATION_OPERATIONS } from "./attestations";
import { ADMIN_OPERATIONS } from "./admin";
import { BANQUE_OPERATIONS } from "./banque";
import { COMPTABILITE_OPERATIONS } from "./comptabilite";
import { DEPOT_OPERATIONS } from "./depot";
import { DEUX_FACTEURS_OPERATIONS } from "./deux-facteurs";
import { CLES_ACCES_OPERATIONS } from "./cles-acces";
import { DOSSIER_OPERATIONS } from "./dossier";
import { ECHEANCE_OPERATIONS } from "./echeances";
import { ESPACE_OPERATIONS } from "./espace";
import { FACTURE_OPERATIONS } from "./factures";
import { FILE_OPERATIONS } from "./files";
import { GARANTIE_OPERATIONS } from "./garanties";
import { GERANCE_OPERATIONS } from "./gerance";
import { IBAN_VERIFICATION_OPERATIONS } from "./iban-verification";
import { IMPORT_OPERATIONS } from "./imports";
import { IMPORT_SOLDES_OPERATIONS } from "./imports-soldes";
import { IBAN_IMPORT_OPERATIONS } from "./iban-import";
import { IRL_OPERATIONS } from "./irl";
import { JOURNAL_OPERATIONS } from "./journal";
import { LOTS_OPERATIONS } from "./lots";
import { MANDAT_OPERATIONS } from "./mandats";
import { MOBILIER_OPERATIONS } from "./mobilier";
import type { Operation } from "./operation";
import { MANDAT_SEPA_OPERATIONS, PRELEVEMENT_OPERATIONS } from "./prelevements";
import { PROPRIETAIRE_OPERATIONS } from "./proprietaire";
import { QUITANCE_OPERATIONS } from "./quitance";
import { QUOTES_PARTS_OPERATIONS } from "./quotes-parts";
import { REFERENTIEL_OPERATIONS } from "./referentiels";
import { REGLEMENTATION_OPERATIONS } from "./reglementation";
import { REGULARISATION_OPERATIONS } from "./regularisation";
import { RECONDUCTION_OPERATIONS } from "./reconduction";
import { AIDES_LOGEMENT_OPERATIONS } from "./aides-logement";
import { RELANCE_OPERATIONS } from "./relances";
import { REVERSEMENT_OPERATIONS } from "./reversements";
import { REVISION_OPERATIONS } from "./revision";
import { RGPD_OPERATIONS } from "./rgpd";
import { SEQUESTRE_OPERATIONS } from "./sequestre";
import { CRUD_OPERATIONS, LINK_OPERATIONS } from "./resources";
import { TRAVAUX_OPERATIONS } from "./travaux";
import { DEVIS_OPERATIONS } from "./devis";
import { FACTURE_FOURNISSEUR_OPERATIONS } from "./facture-fournisseur";
import { PAIEMENTS_FOURNISSEURS_OPERATIONS } from "./paiements-fournisseurs";

// The API, declared once (ADR 014): every route under /api as "METHOD /path" (`:name` for a path segment) with
// what it takes and answers. The server registers its handlers by these keys, the OpenAPI document lists them, the
// web calls them.

/** The routes with a name of their own (the web calls them by their key). */
export const NAMED_OPERATIONS = {
  ...ACCOUNT_OPERATIONS,
  ...ESPACE_OPERATIONS,
  ...DEUX_FACTEURS_OPERATIONS,
  ...CLES_ACCES_OPERATIONS,
  ...QUITANCE_OPERATIONS,
  ...DOSSIER_OPERATIONS,
  ...ATTESTATION_OPERATIONS,
  ...ECHEANCE_OPERATIONS,
  ...RECONDUCTION_OPERATIONS,
  ...AIDES_LOGEMENT_OPERATIONS,
  ...MOBILIER_OPERATIONS,
  ...FILE_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...IRL_OPERATIONS,
  ...REFERENTIEL_OPERATIONS,
  ...REGLEMENTATION_OPERATIONS,
  ...BANQUE_OPERATIONS,
  ...REGULARISATION_OPERATIONS,
  ...DEPOT_OPERATIONS,
  ...JOURNAL_OPERATIONS,
  ...REVISION_OPERATIONS,
  ...MANDAT_OPERATIONS,
  ...RGPD_OPERATIONS,
  ...FACTURE_OPERATIONS,
  ...PROPRIETAIRE_OPERATIONS,
  ...SEQUESTRE_OPERATIONS,
  ...GERANCE_OPERATIONS,
  ...REVERSEMENT_OPERATIONS,
  ...MANDAT_SEPA_OPERATIONS,
  ...PRELEVEMENT_OPERATIONS,
  ...COMPTABILITE_OPERATIONS,
  ...ARCHIVE_OPERATIONS,
  ...LOTS_OPERATIONS,
  ...RELANCE_OPERATIONS,
  ...IBAN_VERIFICATION_OPERATIONS,
  ...IMPORT_OPERATIONS,
  ...IMPORT_SOLDES_OPERATIONS,
  ...IBAN_IMPORT_OPERATIONS,
  ...QUOTES_PARTS_OPERATIONS,
  ...GARANTIE_OPERATIONS,
  ...TRAVAUX_OPERATIONS,
  ...DEVIS_OPERATIONS,
  ...FACTURE_FOURNISSEUR_OPERATIONS,
  ...PAIEMENTS_FOURNISSEURS_OPERATIONS,
} as const satisfies Record<string, Operation>;
export type NamedRoute = keyof typeof NAMED_OPERATIONS;

/** Every route under /api: each resource's CRUD and links, and the named ones (PUT /Fichier/{id} is both). */
export const API: Readonly<Record<string, Operation>> = {
  ...CRUD_OPERATIONS,
  ...LINK_OPERATIONS,
  ...NAMED_OPERATIONS,
};

export { DOWNLOAD_OPERATION } from "./files";
export { type Operation, paramNames, splitKey } from "./operation";
export {
  RELATION_LINKS,
  RESOURCE_NAMES,
  type LinkName,
  type LinkParent,
  type ResourceName,
} from "./resources";
export { errorBody } from "./shapes";
