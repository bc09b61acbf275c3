// Every document's PDF builder, in one module that the services load on first use (services/documents/pdf.ts):
// pdf-lib, its fonts and pako are a third of the server bundle, not needed to start the server or answer the API.
export { quittancePdf } from "./quittance";
export { quittanceAnnuellePdf } from "./quittance-annuelle";
export { acteCautionnementPdf } from "./acte-cautionnement";
export { contratLocationPdf } from "./contrat-location";
export { etatLieuxPdf } from "./etat-lieux";
export { etiquetteLocatairePdf } from "./etiquette-locataire";
export { ordreMissionPdf } from "./ordre-mission";
export { inventaireMobilierPdf } from "./inventaire-mobilier";
export { ordreMissionIntendancePdf } from "./ordre-mission-intendance";
export { etiquetteCautionPdf } from "./etiquette-caution";
export { releveComptePdf } from "./releve-compte";
export { miseEnDemeurePdf } from "./mise-en-demeure";
export { lettreRelancePdf } from "./lettre-relance";
export { rapprochementBancairePdf } from "./rapprochement-bancaire";
export { regularisationChargesPdf } from "./regularisation-charges";
export { restitutionDepotPdf } from "./restitution-depot";
export { revisionLoyerPdf } from "./revision-loyer";
export { registreMandatsPdf } from "./registre-mandats";
export { facturePdf } from "./facture";
export { representationFondsPdf } from "./representation-fonds";
export { compteRenduGerancePdf } from "./compte-rendu-gerance";
export { revenusFonciersPdf } from "./revenus-fonciers";
export { mandatSepaPdf } from "./mandat-sepa";
export { attestationLoyerPdf } from "./attestation-loyer";
export { lettreReconductionPdf } from "./lettre-reconduction";
