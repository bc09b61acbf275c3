-- Custom migration (drizzle-kit generate --custom): the version counters of ADR 017. Each table a list may read
-- bumps its counter in DataVersion in the transaction of the write, whoever writes (services, jobs, restore). Not
-- counted: RateLimit and JobRun (the instance's own, never in a list) and DataVersion itself. A table added later
-- gets its three triggers in its own migration (tests/api/data-version.test.ts checks every table has them).
-- The row "" is the database's epoch: a random number, so that two databases never share a version.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('', abs(random()));
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Accompte', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Appartement', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('AppartementEquipement', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('AppartementProprietaire', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Caution', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Client', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('DocumentGenere', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Dossier', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Ecriture', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Equipement', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('EtatLieux', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Fichier', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('History', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Image', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Intendance', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Locataire', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Mission', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('MissionAppartement', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('MissionClient', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Outbox', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Paiement', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Quitance', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Setting', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('User', 0);
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Variable', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Accompte_insert` AFTER INSERT ON `Accompte` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Accompte'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Accompte_update` AFTER UPDATE ON `Accompte` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Accompte'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Accompte_delete` AFTER DELETE ON `Accompte` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Accompte'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Appartement_insert` AFTER INSERT ON `Appartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Appartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Appartement_update` AFTER UPDATE ON `Appartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Appartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Appartement_delete` AFTER DELETE ON `Appartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Appartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementEquipement_insert` AFTER INSERT ON `AppartementEquipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementEquipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementEquipement_update` AFTER UPDATE ON `AppartementEquipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementEquipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementEquipement_delete` AFTER DELETE ON `AppartementEquipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementEquipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementProprietaire_insert` AFTER INSERT ON `AppartementProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementProprietaire_update` AFTER UPDATE ON `AppartementProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AppartementProprietaire_delete` AFTER DELETE ON `AppartementProprietaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AppartementProprietaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Caution_insert` AFTER INSERT ON `Caution` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Caution'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Caution_update` AFTER UPDATE ON `Caution` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Caution'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Caution_delete` AFTER DELETE ON `Caution` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Caution'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Client_insert` AFTER INSERT ON `Client` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Client'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Client_update` AFTER UPDATE ON `Client` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Client'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Client_delete` AFTER DELETE ON `Client` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Client'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentGenere_insert` AFTER INSERT ON `DocumentGenere` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentGenere'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentGenere_update` AFTER UPDATE ON `DocumentGenere` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentGenere'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentGenere_delete` AFTER DELETE ON `DocumentGenere` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentGenere'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Dossier_insert` AFTER INSERT ON `Dossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Dossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Dossier_update` AFTER UPDATE ON `Dossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Dossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Dossier_delete` AFTER DELETE ON `Dossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Dossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Ecriture_insert` AFTER INSERT ON `Ecriture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Ecriture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Ecriture_update` AFTER UPDATE ON `Ecriture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Ecriture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Ecriture_delete` AFTER DELETE ON `Ecriture` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Ecriture'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Equipement_insert` AFTER INSERT ON `Equipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Equipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Equipement_update` AFTER UPDATE ON `Equipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Equipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Equipement_delete` AFTER DELETE ON `Equipement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Equipement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtatLieux_insert` AFTER INSERT ON `EtatLieux` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtatLieux'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtatLieux_update` AFTER UPDATE ON `EtatLieux` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtatLieux'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtatLieux_delete` AFTER DELETE ON `EtatLieux` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtatLieux'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fichier_insert` AFTER INSERT ON `Fichier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fichier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fichier_update` AFTER UPDATE ON `Fichier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fichier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fichier_delete` AFTER DELETE ON `Fichier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fichier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_History_insert` AFTER INSERT ON `History` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'History'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_History_update` AFTER UPDATE ON `History` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'History'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_History_delete` AFTER DELETE ON `History` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'History'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Image_insert` AFTER INSERT ON `Image` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Image'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Image_update` AFTER UPDATE ON `Image` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Image'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Image_delete` AFTER DELETE ON `Image` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Image'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intendance_insert` AFTER INSERT ON `Intendance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intendance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intendance_update` AFTER UPDATE ON `Intendance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intendance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intendance_delete` AFTER DELETE ON `Intendance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intendance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Locataire_insert` AFTER INSERT ON `Locataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Locataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Locataire_update` AFTER UPDATE ON `Locataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Locataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Locataire_delete` AFTER DELETE ON `Locataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Locataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mission_insert` AFTER INSERT ON `Mission` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mission'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mission_update` AFTER UPDATE ON `Mission` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mission'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mission_delete` AFTER DELETE ON `Mission` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mission'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionAppartement_insert` AFTER INSERT ON `MissionAppartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionAppartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionAppartement_update` AFTER UPDATE ON `MissionAppartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionAppartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionAppartement_delete` AFTER DELETE ON `MissionAppartement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionAppartement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionClient_insert` AFTER INSERT ON `MissionClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionClient_update` AFTER UPDATE ON `MissionClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MissionClient_delete` AFTER DELETE ON `MissionClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MissionClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Outbox_insert` AFTER INSERT ON `Outbox` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Outbox'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Outbox_update` AFTER UPDATE ON `Outbox` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Outbox'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Outbox_delete` AFTER DELETE ON `Outbox` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Outbox'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Paiement_insert` AFTER INSERT ON `Paiement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Paiement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Paiement_update` AFTER UPDATE ON `Paiement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Paiement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Paiement_delete` AFTER DELETE ON `Paiement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Paiement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Quitance_insert` AFTER INSERT ON `Quitance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Quitance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Quitance_update` AFTER UPDATE ON `Quitance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Quitance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Quitance_delete` AFTER DELETE ON `Quitance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Quitance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Setting_insert` AFTER INSERT ON `Setting` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Setting'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Setting_update` AFTER UPDATE ON `Setting` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Setting'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Setting_delete` AFTER DELETE ON `Setting` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Setting'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_User_insert` AFTER INSERT ON `User` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'User'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_User_update` AFTER UPDATE ON `User` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'User'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_User_delete` AFTER DELETE ON `User` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'User'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Variable_insert` AFTER INSERT ON `Variable` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Variable'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Variable_update` AFTER UPDATE ON `Variable` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Variable'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Variable_delete` AFTER DELETE ON `Variable` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Variable'; END;
