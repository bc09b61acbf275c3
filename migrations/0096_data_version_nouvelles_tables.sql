-- Custom SQL migration file, put your code below! --
-- The version counters of the tables issues 74 and 76-78 added (ADR 099's lists and caches read them): a row and
-- three triggers each, as 0083 wrote them for LigneReglementation.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Colocataire', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Colocataire_insert` AFTER INSERT ON `Colocataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Colocataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Colocataire_update` AFTER UPDATE ON `Colocataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Colocataire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Colocataire_delete` AFTER DELETE ON `Colocataire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Colocataire'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('ImportAvant', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportAvant_insert` AFTER INSERT ON `ImportAvant` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportAvant'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportAvant_update` AFTER UPDATE ON `ImportAvant` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportAvant'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ImportAvant_delete` AFTER DELETE ON `ImportAvant` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ImportAvant'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('AideLogement', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AideLogement_insert` AFTER INSERT ON `AideLogement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AideLogement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AideLogement_update` AFTER UPDATE ON `AideLogement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AideLogement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AideLogement_delete` AFTER DELETE ON `AideLogement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AideLogement'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('DeclarationImpayeCaf', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeclarationImpayeCaf_insert` AFTER INSERT ON `DeclarationImpayeCaf` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeclarationImpayeCaf'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeclarationImpayeCaf_update` AFTER UPDATE ON `DeclarationImpayeCaf` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeclarationImpayeCaf'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeclarationImpayeCaf_delete` AFTER DELETE ON `DeclarationImpayeCaf` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeclarationImpayeCaf'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('VersementAide', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_VersementAide_insert` AFTER INSERT ON `VersementAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'VersementAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_VersementAide_update` AFTER UPDATE ON `VersementAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'VersementAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_VersementAide_delete` AFTER DELETE ON `VersementAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'VersementAide'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('ContratGli', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ContratGli_insert` AFTER INSERT ON `ContratGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ContratGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ContratGli_update` AFTER UPDATE ON `ContratGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ContratGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ContratGli_delete` AFTER DELETE ON `ContratGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ContratGli'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('GarantieDossier', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_GarantieDossier_insert` AFTER INSERT ON `GarantieDossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'GarantieDossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_GarantieDossier_update` AFTER UPDATE ON `GarantieDossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'GarantieDossier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_GarantieDossier_delete` AFTER DELETE ON `GarantieDossier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'GarantieDossier'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('PrimeGli', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PrimeGli_insert` AFTER INSERT ON `PrimeGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PrimeGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PrimeGli_update` AFTER UPDATE ON `PrimeGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PrimeGli'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PrimeGli_delete` AFTER DELETE ON `PrimeGli` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PrimeGli'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('EtapeSinistre', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtapeSinistre_insert` AFTER INSERT ON `EtapeSinistre` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtapeSinistre'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtapeSinistre_update` AFTER UPDATE ON `EtapeSinistre` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtapeSinistre'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_EtapeSinistre_delete` AFTER DELETE ON `EtapeSinistre` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'EtapeSinistre'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Subrogation', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Subrogation_insert` AFTER INSERT ON `Subrogation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Subrogation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Subrogation_update` AFTER UPDATE ON `Subrogation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Subrogation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Subrogation_delete` AFTER DELETE ON `Subrogation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Subrogation'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Fournisseur', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fournisseur_insert` AFTER INSERT ON `Fournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fournisseur_update` AFTER UPDATE ON `Fournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Fournisseur_delete` AFTER DELETE ON `Fournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Fournisseur'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('IbanFournisseur', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanFournisseur_insert` AFTER INSERT ON `IbanFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanFournisseur_update` AFTER UPDATE ON `IbanFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanFournisseur_delete` AFTER DELETE ON `IbanFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanFournisseur'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Intervention', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intervention_insert` AFTER INSERT ON `Intervention` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intervention'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intervention_update` AFTER UPDATE ON `Intervention` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intervention'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Intervention_delete` AFTER DELETE ON `Intervention` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Intervention'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('InterventionEtat', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionEtat_insert` AFTER INSERT ON `InterventionEtat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionEtat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionEtat_update` AFTER UPDATE ON `InterventionEtat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionEtat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionEtat_delete` AFTER DELETE ON `InterventionEtat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionEtat'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Devis', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Devis_insert` AFTER INSERT ON `Devis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Devis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Devis_update` AFTER UPDATE ON `Devis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Devis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Devis_delete` AFTER DELETE ON `Devis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Devis'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('DecisionDevis', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DecisionDevis_insert` AFTER INSERT ON `DecisionDevis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DecisionDevis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DecisionDevis_update` AFTER UPDATE ON `DecisionDevis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DecisionDevis'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DecisionDevis_delete` AFTER DELETE ON `DecisionDevis` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DecisionDevis'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('FactureFournisseur', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_FactureFournisseur_insert` AFTER INSERT ON `FactureFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'FactureFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_FactureFournisseur_update` AFTER UPDATE ON `FactureFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'FactureFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_FactureFournisseur_delete` AFTER DELETE ON `FactureFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'FactureFournisseur'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('PaiementFournisseur', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PaiementFournisseur_insert` AFTER INSERT ON `PaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PaiementFournisseur_update` AFTER UPDATE ON `PaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PaiementFournisseur_delete` AFTER DELETE ON `PaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PaiementFournisseur'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('LignePaiementFournisseur', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementFournisseur_insert` AFTER INSERT ON `LignePaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementFournisseur_update` AFTER UPDATE ON `LignePaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementFournisseur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementFournisseur_delete` AFTER DELETE ON `LignePaiementFournisseur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementFournisseur'; END;
