DROP INDEX "Client_mariage_idx";--> statement-breakpoint
DROP INDEX "Client_nom_idx";--> statement-breakpoint
DROP INDEX "Client_reference_uq";--> statement-breakpoint
DROP INDEX "IbanClient_ClientId_idx";--> statement-breakpoint
DROP INDEX "Appartement_defaultContact_idx";--> statement-breakpoint
DROP INDEX "Appartement_ville_idx";--> statement-breakpoint
DROP INDEX "Appartement_reference_uq";--> statement-breakpoint
DROP INDEX "CoproprieteAnnee_uq";--> statement-breakpoint
DROP INDEX "Locataire_nom_idx";--> statement-breakpoint
DROP INDEX "Locataire_reference_uq";--> statement-breakpoint
DROP INDEX "Dossier_AppartementId_idx";--> statement-breakpoint
DROP INDEX "Dossier_LocataireId_idx";--> statement-breakpoint
DROP INDEX "Dossier_etatIn_idx";--> statement-breakpoint
DROP INDEX "Dossier_etatOut_idx";--> statement-breakpoint
DROP INDEX "Dossier_reference_uq";--> statement-breakpoint
DROP INDEX "Dossier_ouvert_uq";--> statement-breakpoint
DROP INDEX "Caution_DossierId_idx";--> statement-breakpoint
DROP INDEX "Caution_reference_uq";--> statement-breakpoint
DROP INDEX "EtatLieux_AppartementId_idx";--> statement-breakpoint
DROP INDEX "MissionAppartement_AppartementId_idx";--> statement-breakpoint
DROP INDEX "MissionClient_ClientId_idx";--> statement-breakpoint
DROP INDEX "Accompte_MissionId_idx";--> statement-breakpoint
DROP INDEX "Accompte_AppartementId_idx";--> statement-breakpoint
DROP INDEX "Intendance_AppartementId_idx";--> statement-breakpoint
DROP INDEX "Intendance_dateFin_idx";--> statement-breakpoint
DROP INDEX "Quitance_uuid_uq";--> statement-breakpoint
DROP INDEX "Quitance_dossier_mois_uq";--> statement-breakpoint
DROP INDEX "Quitance_AppartementId_idx";--> statement-breakpoint
DROP INDEX "Quitance_ClientId_idx";--> statement-breakpoint
DROP INDEX "Quitance_LocataireId_idx";--> statement-breakpoint
DROP INDEX "Quitance_mois_idx";--> statement-breakpoint
DROP INDEX "Quitance_impaye_idx";--> statement-breakpoint
DROP INDEX "Quitance_file_idx";--> statement-breakpoint
DROP INDEX "Fichier_ClientId_idx";--> statement-breakpoint
DROP INDEX "Fichier_LocataireId_idx";--> statement-breakpoint
DROP INDEX "Fichier_AppartementId_idx";--> statement-breakpoint
DROP INDEX "Fichier_DossierId_idx";--> statement-breakpoint
DROP INDEX "Fichier_MissionId_idx";--> statement-breakpoint
DROP INDEX "Image_AppartementId_idx";--> statement-breakpoint
DROP INDEX "AppartementEquipement_EquipementId_idx";--> statement-breakpoint
DROP INDEX "AppartementProprietaire_ClientId_idx";--> statement-breakpoint
DROP INDEX "History_AppartementId_idx";--> statement-breakpoint
DROP INDEX "QuotesPartsEnAttente_ouverte_uq";--> statement-breakpoint
DROP INDEX "Variable_nom_uq";--> statement-breakpoint
DROP INDEX "CodeSecours_user_hash_uq";--> statement-breakpoint
DROP INDEX "Passkey_credentialId_uq";--> statement-breakpoint
DROP INDEX "Passkey_UserId_idx";--> statement-breakpoint
DROP INDEX "Session_UserId_idx";--> statement-breakpoint
DROP INDEX "Telechargement_at_idx";--> statement-breakpoint
DROP INDEX "User_email_uq";--> statement-breakpoint
DROP INDEX "DocumentGenere_sujet_uq";--> statement-breakpoint
DROP INDEX "DocumentGenere_cle_idx";--> statement-breakpoint
DROP INDEX "DocumentGenere_DossierId_idx";--> statement-breakpoint
DROP INDEX "DocumentGenere_CautionId_idx";--> statement-breakpoint
DROP INDEX "DocumentGenere_AppartementId_idx";--> statement-breakpoint
DROP INDEX "DocumentGenere_MissionId_idx";--> statement-breakpoint
DROP INDEX "DocumentGenere_IntendanceId_idx";--> statement-breakpoint
DROP INDEX "DocumentVersion_DocumentGenereId_idx";--> statement-breakpoint
DROP INDEX "DocumentVersion_cle_idx";--> statement-breakpoint
DROP INDEX "DocumentVersion_signe_uq";--> statement-breakpoint
DROP INDEX "Outbox_dedupeKey_uq";--> statement-breakpoint
DROP INDEX "Outbox_status_idx";--> statement-breakpoint
DROP INDEX "Outbox_QuitanceId_idx";--> statement-breakpoint
DROP INDEX "Ecriture_DossierId_idx";--> statement-breakpoint
DROP INDEX "Ecriture_QuitanceId_idx";--> statement-breakpoint
DROP INDEX "Ecriture_annulation_uq";--> statement-breakpoint
DROP INDEX "Ecriture_date_idx";--> statement-breakpoint
DROP INDEX "Paiement_DossierId_idx";--> statement-breakpoint
DROP INDEX "Paiement_date_idx";--> statement-breakpoint
DROP INDEX "Irl_trimestre_uq";--> statement-breakpoint
DROP INDEX "Mobilier_AppartementId_idx";--> statement-breakpoint
DROP INDEX "Commune_codeInsee_uq";--> statement-breakpoint
DROP INDEX "PlafondHonoraires_depuis_uq";--> statement-breakpoint
DROP INDEX "CompteBancaire_numero_uq";--> statement-breakpoint
DROP INDEX "LibelleAppris_uq";--> statement-breakpoint
DROP INDEX "LigneBancaire_empreinte_uq";--> statement-breakpoint
DROP INDEX "LigneBancaire_statut_idx";--> statement-breakpoint
DROP INDEX "LigneBancaire_releve_idx";--> statement-breakpoint
DROP INDEX "LigneBancaire_paiement_uq";--> statement-breakpoint
DROP INDEX "ReleveBancaire_compte_idx";--> statement-breakpoint
DROP INDEX "Regularisation_periode_uq";--> statement-breakpoint
DROP INDEX "RegularisationCharge_RegularisationId_idx";--> statement-breakpoint
DROP INDEX "DeductionDepot_DossierId_idx";--> statement-breakpoint
DROP INDEX "RestitutionDepot_DossierId_uq";--> statement-breakpoint
DROP INDEX "Journal_at_idx";--> statement-breakpoint
DROP INDEX "Journal_resource_idx";--> statement-breakpoint
DROP INDEX "Journal_user_idx";--> statement-breakpoint
DROP INDEX "RevisionLoyer_annee_uq";--> statement-breakpoint
DROP INDEX "RevisionLoyer_dateEffet_idx";--> statement-breakpoint
DROP INDEX "Mandat_carte_annee_sequence_uq";--> statement-breakpoint
DROP INDEX "Mandat_MissionId_uq";--> statement-breakpoint
DROP INDEX "Mandat_IntendanceId_uq";--> statement-breakpoint
DROP INDEX "Mandat_annee_idx";--> statement-breakpoint
DROP INDEX "Facture_numero_uq";--> statement-breakpoint
DROP INDEX "Facture_rang_uq";--> statement-breakpoint
DROP INDEX "Facture_avoirDe_uq";--> statement-breakpoint
DROP INDEX "Facture_ClientId_idx";--> statement-breakpoint
DROP INDEX "Facture_AccompteId_idx";--> statement-breakpoint
DROP INDEX "Facture_IntendanceId_idx";--> statement-breakpoint
DROP INDEX "Facture_DossierId_idx";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_ClientId_idx";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_date_idx";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_PaiementId_idx";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_AppartementId_idx";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_AccompteId_idx";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_DossierId_idx";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_annule_uq";--> statement-breakpoint
DROP INDEX "EcritureProprietaire_reversement_uq";--> statement-breakpoint
DROP INDEX "LigneReversement_client_date_uq";--> statement-breakpoint
DROP INDEX "LigneReversement_ReversementId_idx";--> statement-breakpoint
DROP INDEX "Reversement_cle_uq";--> statement-breakpoint
DROP INDEX "Reversement_date_idx";--> statement-breakpoint
DROP INDEX "LignePrelevement_terme_uq";--> statement-breakpoint
DROP INDEX "LignePrelevement_PrelevementId_idx";--> statement-breakpoint
DROP INDEX "LignePrelevement_MandatSepaId_idx";--> statement-breakpoint
DROP INDEX "MandatSepa_rum_uq";--> statement-breakpoint
DROP INDEX "MandatSepa_actif_uq";--> statement-breakpoint
DROP INDEX "Prelevement_cle_uq";--> statement-breakpoint
DROP INDEX "Prelevement_date_idx";--> statement-breakpoint
DROP INDEX "Import_createdAt_idx";--> statement-breakpoint
DROP INDEX "ImportElement_ImportId_idx";--> statement-breakpoint
DROP INDEX "AccesEspace_ClientId_uq";--> statement-breakpoint
DROP INDEX "AccesEspace_LocataireId_uq";--> statement-breakpoint
DROP INDEX "AccesEspace_CompteEspaceId_idx";--> statement-breakpoint
DROP INDEX "AttestationAssurance_DossierId_idx";--> statement-breakpoint
DROP INDEX "CompteEspace_email_uq";--> statement-breakpoint
DROP INDEX "Demande_statut_idx";--> statement-breakpoint
DROP INDEX "Demande_LocataireId_idx";--> statement-breakpoint
DROP INDEX "Demande_ClientId_idx";--> statement-breakpoint
DROP INDEX "DemandePhoto_DemandeId_idx";--> statement-breakpoint
DROP INDEX "DemandeReponse_DemandeId_idx";--> statement-breakpoint
DROP INDEX "JetonEspace_invitation_uq";--> statement-breakpoint
DROP INDEX "JetonEspace_CompteEspaceId_idx";--> statement-breakpoint
DROP INDEX "JetonEspace_AccesEspaceId_idx";--> statement-breakpoint
DROP INDEX "SessionEspace_AccesEspaceId_idx";--> statement-breakpoint
DROP INDEX "Diagnostic_AppartementId_type_uq";--> statement-breakpoint
DROP INDEX "Diagnostic_FichierId_idx";--> statement-breakpoint
DROP INDEX "LigneReglementation_uq";--> statement-breakpoint
ALTER TABLE `Appartement` ALTER COLUMN "periodeConstruction" TO "periodeConstruction" text DEFAULT '1971-1990';--> statement-breakpoint
CREATE INDEX `Client_mariage_idx` ON `Client` (`mariage`);--> statement-breakpoint
CREATE INDEX `Client_nom_idx` ON `Client` (`nom`);--> statement-breakpoint
CREATE UNIQUE INDEX `Client_reference_uq` ON `Client` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
CREATE INDEX `IbanClient_ClientId_idx` ON `IbanClient` (`ClientId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `Appartement_defaultContact_idx` ON `Appartement` (`defaultContact`);--> statement-breakpoint
CREATE INDEX `Appartement_ville_idx` ON `Appartement` (`ville`);--> statement-breakpoint
CREATE UNIQUE INDEX `Appartement_reference_uq` ON `Appartement` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `CoproprieteAnnee_uq` ON `CoproprieteAnnee` (`AppartementId`,`annee`);--> statement-breakpoint
CREATE INDEX `Locataire_nom_idx` ON `Locataire` (`nom`);--> statement-breakpoint
CREATE UNIQUE INDEX `Locataire_reference_uq` ON `Locataire` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
CREATE INDEX `Dossier_AppartementId_idx` ON `Dossier` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Dossier_LocataireId_idx` ON `Dossier` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Dossier_etatIn_idx` ON `Dossier` (`etatIn`);--> statement-breakpoint
CREATE INDEX `Dossier_etatOut_idx` ON `Dossier` (`etatOut`);--> statement-breakpoint
CREATE UNIQUE INDEX `Dossier_reference_uq` ON `Dossier` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `Dossier_ouvert_uq` ON `Dossier` (`AppartementId`,`LocataireId`) WHERE "clos" = 0;--> statement-breakpoint
CREATE INDEX `Caution_DossierId_idx` ON `Caution` (`DossierId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Caution_reference_uq` ON `Caution` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
CREATE INDEX `EtatLieux_AppartementId_idx` ON `EtatLieux` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `MissionAppartement_AppartementId_idx` ON `MissionAppartement` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `MissionClient_ClientId_idx` ON `MissionClient` (`ClientId`);--> statement-breakpoint
CREATE INDEX `Accompte_MissionId_idx` ON `Accompte` (`MissionId`);--> statement-breakpoint
CREATE INDEX `Accompte_AppartementId_idx` ON `Accompte` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Intendance_AppartementId_idx` ON `Intendance` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Intendance_dateFin_idx` ON `Intendance` (`dateFin`);--> statement-breakpoint
CREATE UNIQUE INDEX `Quitance_uuid_uq` ON `Quitance` (`uuid`);--> statement-breakpoint
CREATE UNIQUE INDEX `Quitance_dossier_mois_uq` ON `Quitance` (`DossierId`,`mois`);--> statement-breakpoint
CREATE INDEX `Quitance_AppartementId_idx` ON `Quitance` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Quitance_ClientId_idx` ON `Quitance` (`ClientId`);--> statement-breakpoint
CREATE INDEX `Quitance_LocataireId_idx` ON `Quitance` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Quitance_mois_idx` ON `Quitance` (`mois`,`prixHC`,`charge`);--> statement-breakpoint
CREATE INDEX `Quitance_impaye_idx` ON `Quitance` (`date`,`prixHC`,`charge`,`montantRegle`) WHERE "regle" = 0;--> statement-breakpoint
CREATE INDEX `Quitance_file_idx` ON `Quitance` (`file`);--> statement-breakpoint
CREATE INDEX `Fichier_ClientId_idx` ON `Fichier` (`ClientId`);--> statement-breakpoint
CREATE INDEX `Fichier_LocataireId_idx` ON `Fichier` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Fichier_AppartementId_idx` ON `Fichier` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Fichier_DossierId_idx` ON `Fichier` (`DossierId`);--> statement-breakpoint
CREATE INDEX `Fichier_MissionId_idx` ON `Fichier` (`MissionId`);--> statement-breakpoint
CREATE INDEX `Image_AppartementId_idx` ON `Image` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `AppartementEquipement_EquipementId_idx` ON `AppartementEquipement` (`EquipementId`);--> statement-breakpoint
CREATE INDEX `AppartementProprietaire_ClientId_idx` ON `AppartementProprietaire` (`ClientId`);--> statement-breakpoint
CREATE INDEX `History_AppartementId_idx` ON `History` (`AppartementId`);--> statement-breakpoint
CREATE UNIQUE INDEX `QuotesPartsEnAttente_ouverte_uq` ON `QuotesPartsEnAttente` (`AppartementId`) WHERE "statut" = 'a_verifier';--> statement-breakpoint
CREATE UNIQUE INDEX `Variable_nom_uq` ON `Variable` (`nom`);--> statement-breakpoint
CREATE UNIQUE INDEX `CodeSecours_user_hash_uq` ON `CodeSecours` (`UserId`,`codeHash`);--> statement-breakpoint
CREATE UNIQUE INDEX `Passkey_credentialId_uq` ON `Passkey` (`credentialId`);--> statement-breakpoint
CREATE INDEX `Passkey_UserId_idx` ON `Passkey` (`UserId`);--> statement-breakpoint
CREATE INDEX `Session_UserId_idx` ON `Session` (`UserId`);--> statement-breakpoint
CREATE INDEX `Telechargement_at_idx` ON `Telechargement` (`at`);--> statement-breakpoint
CREATE UNIQUE INDEX `User_email_uq` ON `User` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `DocumentGenere_sujet_uq` ON `DocumentGenere` (`sujet`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_cle_idx` ON `DocumentGenere` (`cle`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_DossierId_idx` ON `DocumentGenere` (`DossierId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_CautionId_idx` ON `DocumentGenere` (`CautionId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_AppartementId_idx` ON `DocumentGenere` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_MissionId_idx` ON `DocumentGenere` (`MissionId`);--> statement-breakpoint
CREATE INDEX `DocumentGenere_IntendanceId_idx` ON `DocumentGenere` (`IntendanceId`);--> statement-breakpoint
CREATE INDEX `DocumentVersion_DocumentGenereId_idx` ON `DocumentVersion` (`DocumentGenereId`);--> statement-breakpoint
CREATE INDEX `DocumentVersion_cle_idx` ON `DocumentVersion` (`cle`);--> statement-breakpoint
CREATE UNIQUE INDEX `DocumentVersion_signe_uq` ON `DocumentVersion` (`DocumentGenereId`) WHERE "signe" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `Outbox_dedupeKey_uq` ON `Outbox` (`dedupeKey`);--> statement-breakpoint
CREATE INDEX `Outbox_status_idx` ON `Outbox` (`status`);--> statement-breakpoint
CREATE INDEX `Outbox_QuitanceId_idx` ON `Outbox` (`QuitanceId`);--> statement-breakpoint
CREATE INDEX `Ecriture_DossierId_idx` ON `Ecriture` (`DossierId`,`id`);--> statement-breakpoint
CREATE INDEX `Ecriture_QuitanceId_idx` ON `Ecriture` (`QuitanceId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Ecriture_annulation_uq` ON `Ecriture` (`PaiementId`) WHERE "type" = 'annulation';--> statement-breakpoint
CREATE INDEX `Ecriture_date_idx` ON `Ecriture` (`type`,`date`);--> statement-breakpoint
CREATE INDEX `Paiement_DossierId_idx` ON `Paiement` (`DossierId`);--> statement-breakpoint
CREATE INDEX `Paiement_date_idx` ON `Paiement` (`date`,`montant`);--> statement-breakpoint
CREATE UNIQUE INDEX `Irl_trimestre_uq` ON `Irl` (`trimestre`);--> statement-breakpoint
CREATE INDEX `Mobilier_AppartementId_idx` ON `Mobilier` (`AppartementId`,`ordre`);--> statement-breakpoint
CREATE UNIQUE INDEX `Commune_codeInsee_uq` ON `Commune` (`codeInsee`);--> statement-breakpoint
CREATE UNIQUE INDEX `PlafondHonoraires_depuis_uq` ON `PlafondHonoraires` (`depuis`);--> statement-breakpoint
CREATE UNIQUE INDEX `CompteBancaire_numero_uq` ON `CompteBancaire` (`numero`);--> statement-breakpoint
CREATE UNIQUE INDEX `LibelleAppris_uq` ON `LibelleAppris` (`cle`,`DossierId`);--> statement-breakpoint
CREATE UNIQUE INDEX `LigneBancaire_empreinte_uq` ON `LigneBancaire` (`compteId`,`empreinte`);--> statement-breakpoint
CREATE INDEX `LigneBancaire_statut_idx` ON `LigneBancaire` (`statut`,`date`);--> statement-breakpoint
CREATE INDEX `LigneBancaire_releve_idx` ON `LigneBancaire` (`releveId`);--> statement-breakpoint
CREATE UNIQUE INDEX `LigneBancaire_paiement_uq` ON `LigneBancaire` (`PaiementId`) WHERE "PaiementId" is not null;--> statement-breakpoint
CREATE INDEX `ReleveBancaire_compte_idx` ON `ReleveBancaire` (`compteId`,`au`);--> statement-breakpoint
CREATE UNIQUE INDEX `Regularisation_periode_uq` ON `Regularisation` (`DossierId`,`du`,`au`);--> statement-breakpoint
CREATE INDEX `RegularisationCharge_RegularisationId_idx` ON `RegularisationCharge` (`RegularisationId`);--> statement-breakpoint
CREATE INDEX `DeductionDepot_DossierId_idx` ON `DeductionDepot` (`DossierId`,`ordre`);--> statement-breakpoint
CREATE UNIQUE INDEX `RestitutionDepot_DossierId_uq` ON `RestitutionDepot` (`DossierId`);--> statement-breakpoint
CREATE INDEX `Journal_at_idx` ON `Journal` (`at`);--> statement-breakpoint
CREATE INDEX `Journal_resource_idx` ON `Journal` (`resource`,`resourceId`,`at`);--> statement-breakpoint
CREATE INDEX `Journal_user_idx` ON `Journal` (`userEmail`,`at`);--> statement-breakpoint
CREATE UNIQUE INDEX `RevisionLoyer_annee_uq` ON `RevisionLoyer` (`DossierId`,`dateRevision`);--> statement-breakpoint
CREATE INDEX `RevisionLoyer_dateEffet_idx` ON `RevisionLoyer` (`dateEffet`);--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_carte_annee_sequence_uq` ON `Mandat` (`carte`,`annee`,`sequence`);--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_MissionId_uq` ON `Mandat` (`MissionId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Mandat_IntendanceId_uq` ON `Mandat` (`IntendanceId`);--> statement-breakpoint
CREATE INDEX `Mandat_annee_idx` ON `Mandat` (`annee`);--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_numero_uq` ON `Facture` (`numero`);--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_rang_uq` ON `Facture` (`prefixe`,`annee`,`rang`);--> statement-breakpoint
CREATE UNIQUE INDEX `Facture_avoirDe_uq` ON `Facture` (`avoirDe`) WHERE "avoirDe" is not null;--> statement-breakpoint
CREATE INDEX `Facture_ClientId_idx` ON `Facture` (`ClientId`);--> statement-breakpoint
CREATE INDEX `Facture_AccompteId_idx` ON `Facture` (`AccompteId`);--> statement-breakpoint
CREATE INDEX `Facture_IntendanceId_idx` ON `Facture` (`IntendanceId`);--> statement-breakpoint
CREATE INDEX `Facture_DossierId_idx` ON `Facture` (`DossierId`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_ClientId_idx` ON `EcritureProprietaire` (`ClientId`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_date_idx` ON `EcritureProprietaire` (`date`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_PaiementId_idx` ON `EcritureProprietaire` (`PaiementId`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_AppartementId_idx` ON `EcritureProprietaire` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_AccompteId_idx` ON `EcritureProprietaire` (`AccompteId`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_DossierId_idx` ON `EcritureProprietaire` (`DossierId`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `EcritureProprietaire_annule_uq` ON `EcritureProprietaire` (`annuleId`) WHERE "annuleId" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `EcritureProprietaire_reversement_uq` ON `EcritureProprietaire` (`ReversementId`,`ClientId`) WHERE "ReversementId" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `LigneReversement_client_date_uq` ON `LigneReversement` (`ClientId`,`date`);--> statement-breakpoint
CREATE INDEX `LigneReversement_ReversementId_idx` ON `LigneReversement` (`ReversementId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Reversement_cle_uq` ON `Reversement` (`cle`);--> statement-breakpoint
CREATE INDEX `Reversement_date_idx` ON `Reversement` (`date`);--> statement-breakpoint
CREATE UNIQUE INDEX `LignePrelevement_terme_uq` ON `LignePrelevement` (`QuitanceId`) WHERE "rejet" is null;--> statement-breakpoint
CREATE INDEX `LignePrelevement_PrelevementId_idx` ON `LignePrelevement` (`PrelevementId`);--> statement-breakpoint
CREATE INDEX `LignePrelevement_MandatSepaId_idx` ON `LignePrelevement` (`MandatSepaId`);--> statement-breakpoint
CREATE UNIQUE INDEX `MandatSepa_rum_uq` ON `MandatSepa` (`rum`);--> statement-breakpoint
CREATE UNIQUE INDEX `MandatSepa_actif_uq` ON `MandatSepa` (`DossierId`) WHERE "statut" = 'actif';--> statement-breakpoint
CREATE UNIQUE INDEX `Prelevement_cle_uq` ON `Prelevement` (`cle`);--> statement-breakpoint
CREATE INDEX `Prelevement_date_idx` ON `Prelevement` (`dateEcheance`);--> statement-breakpoint
CREATE INDEX `Import_createdAt_idx` ON `Import` (`createdAt`);--> statement-breakpoint
CREATE INDEX `ImportElement_ImportId_idx` ON `ImportElement` (`ImportId`);--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_ClientId_uq` ON `AccesEspace` (`ClientId`) WHERE "ClientId" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_LocataireId_uq` ON `AccesEspace` (`LocataireId`) WHERE "LocataireId" is not null;--> statement-breakpoint
CREATE INDEX `AccesEspace_CompteEspaceId_idx` ON `AccesEspace` (`CompteEspaceId`);--> statement-breakpoint
CREATE INDEX `AttestationAssurance_DossierId_idx` ON `AttestationAssurance` (`DossierId`,`dateFin`);--> statement-breakpoint
CREATE UNIQUE INDEX `CompteEspace_email_uq` ON `CompteEspace` (`email`);--> statement-breakpoint
CREATE INDEX `Demande_statut_idx` ON `Demande` (`statut`,`createdAt`);--> statement-breakpoint
CREATE INDEX `Demande_LocataireId_idx` ON `Demande` (`LocataireId`);--> statement-breakpoint
CREATE INDEX `Demande_ClientId_idx` ON `Demande` (`ClientId`);--> statement-breakpoint
CREATE INDEX `DemandePhoto_DemandeId_idx` ON `DemandePhoto` (`DemandeId`);--> statement-breakpoint
CREATE INDEX `DemandeReponse_DemandeId_idx` ON `DemandeReponse` (`DemandeId`);--> statement-breakpoint
CREATE UNIQUE INDEX `JetonEspace_invitation_uq` ON `JetonEspace` (`hash`) WHERE "type" = 'invitation';--> statement-breakpoint
CREATE INDEX `JetonEspace_CompteEspaceId_idx` ON `JetonEspace` (`CompteEspaceId`);--> statement-breakpoint
CREATE INDEX `JetonEspace_AccesEspaceId_idx` ON `JetonEspace` (`AccesEspaceId`);--> statement-breakpoint
CREATE INDEX `SessionEspace_AccesEspaceId_idx` ON `SessionEspace` (`AccesEspaceId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Diagnostic_AppartementId_type_uq` ON `Diagnostic` (`AppartementId`,`type`);--> statement-breakpoint
CREATE INDEX `Diagnostic_FichierId_idx` ON `Diagnostic` (`FichierId`);--> statement-breakpoint
CREATE UNIQUE INDEX `LigneReglementation_uq` ON `LigneReglementation` (`tableau`,`cle`,`debut`);--> statement-breakpoint
ALTER TABLE `Dossier` ALTER COLUMN "indice" TO "indice" real DEFAULT 135.84;