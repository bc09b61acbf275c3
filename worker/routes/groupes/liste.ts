import type { Hono } from "hono";
import type { AppEnv } from "../../lib/env";
import { espaceConnexionRoutes, espaceStaffRoutes } from "../espace";
import { accountRoutes, accountSecuredRoutes } from "../account";
import { quitancePublicRoutes } from "../quitance-public";
import { espaceProprietaireRoutes } from "../espace/proprietaire";
import { espaceLocataireRoutes } from "../espace/locataire";
import { envoisLocataireRoutes } from "../espace/envois";
import { espaceFournisseurRoutes } from "../espace/fournisseur";
import { deuxFacteursRoutes } from "../deux-facteurs";
import { clesAccesRoutes } from "../cles-acces";
import { uploadRoutes } from "../files/upload";
import { extraRoutes } from "../extra";
import { searchRoutes } from "../search";
import { dashboardRoutes } from "../dashboard";
import { diagnosticsRoutes } from "../echeances/diagnostics";
import { renouvellementRoutes } from "../echeances/renouvellement";
import { reconductionRoutes } from "../reconduction";
import { aidesLogementRoutes } from "../aides-logement";
import { garantieRoutes } from "../garanties";
import { calendrierRoutes } from "../echeances/calendrier";
import { mandatReconductionRoutes } from "../echeances/reconduction";
import { relancesRoutes } from "../relances";
import { irlRoutes } from "../irl";
import { referentielRoutes } from "../referentiels";
import { reglementationRoutes } from "../reglementation";
import { banqueRoutes } from "../banque";
import { regularisationRoutes } from "../regularisation";
import { journalRoutes } from "../journal";
import { revisionRoutes } from "../revision";
import { mandatRoutes } from "../mandats";
import { ibanVerificationRoutes } from "../iban-verification";
import { factureRoutes } from "../factures";
import { proprietaireRoutes } from "../proprietaire";
import { quotesPartsRoutes } from "../quotes-parts";
import { travauxRoutes } from "../travaux";
import { devisEspaceRoutes, devisRoutes } from "../devis";
import { paiementsFournisseursRoutes } from "../paiements-fournisseurs";
import { sequestreRoutes } from "../sequestre";
import { geranceRoutes } from "../gerance";
import { reversementRoutes } from "../reversements";
import { prelevementRoutes } from "../prelevements";
import { comptabiliteRoutes } from "../comptabilite";
import { archiveRoutes } from "../archives";
import { lotRoutes } from "../lots";
import { backupRoutes } from "../backup";
import { importRoutes } from "../imports";
import { rgpdRoutes } from "../rgpd";
import { ressourcesRoutes } from "./ressources";

/** A group's registration: the function of a route module that registers its routes on an app. */
export type Enregistreur = (app: Hono<AppEnv>) => void;
/** Groups by name, in their order. */
export type Groupes = readonly (readonly [nom: string, enregistrer: Enregistreur])[];

/**
 * Staff's route groups, in the order app.ts registers them behind the login (order matters where two routes share a
 * path). The Node server loads this module, and with it every route of the API but GET /version and the OpenAPI
 * document's, with the first request to one of them (app.ts imports it on demand): the build records each group's
 * router entries (table.ts), app.ts registers those at start behind stand-ins (a-la-demande.ts). One module, not one
 * per group: ADR 149 says why.
 */
export const GROUPES_PERSONNEL: Groupes = [
  ["compte", accountSecuredRoutes],
  ["espace-personnel", espaceStaffRoutes],
  ["deux-facteurs", deuxFacteursRoutes],
  ["cles-acces", clesAccesRoutes],
  ["televersement", uploadRoutes],
  ["extra", extraRoutes],
  ["recherche", searchRoutes],
  ["tableau-de-bord", dashboardRoutes],
  ["diagnostics", diagnosticsRoutes],
  ["renouvellement", renouvellementRoutes],
  ["reconduction", reconductionRoutes],
  ["aides-logement", aidesLogementRoutes],
  ["garanties", garantieRoutes],
  ["calendrier", calendrierRoutes],
  ["reconduction-mandat", mandatReconductionRoutes],
  ["relances", relancesRoutes],
  ["irl", irlRoutes],
  ["referentiels", referentielRoutes],
  ["reglementation", reglementationRoutes],
  ["banque", banqueRoutes],
  ["regularisation", regularisationRoutes],
  ["journal", journalRoutes],
  ["revision", revisionRoutes],
  ["mandats", mandatRoutes],
  ["iban-verification", ibanVerificationRoutes],
  ["factures", factureRoutes],
  ["proprietaire", proprietaireRoutes],
  ["quotes-parts", quotesPartsRoutes],
  ["travaux", travauxRoutes],
  ["devis", devisRoutes],
  ["paiements-fournisseurs", paiementsFournisseursRoutes],
  ["sequestre", sequestreRoutes],
  ["gerance", geranceRoutes],
  ["reversements", reversementRoutes],
  ["prelevements", prelevementRoutes],
  ["comptabilite", comptabiliteRoutes],
  ["archives", archiveRoutes],
  ["lots", lotRoutes],
  ["sauvegarde", backupRoutes],
  ["imports", importRoutes],
  ["rgpd", rgpdRoutes],
  ["ressources", ressourcesRoutes],
];

/**
 * The routes before staff's login, in order: staff's sign-in, the tenant's answer from an e-mailed link, the
 * spaces' sign-in and sessions, then the spaces' own routes (owner, tenant, supplier), each behind its space's guard.
 */
export const GROUPES_PUBLICS: Groupes = [
  ["connexion", accountRoutes],
  ["quitance-publique", quitancePublicRoutes],
  ["espace-connexion", espaceConnexionRoutes],
  ["espace-proprietaire", espaceProprietaireRoutes],
  ["espace-locataire", espaceLocataireRoutes],
  ["envois-locataire", envoisLocataireRoutes],
  ["devis-espace", devisEspaceRoutes],
  ["espace-fournisseur", espaceFournisseurRoutes],
];
