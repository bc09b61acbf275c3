-- Custom migration (drizzle-kit generate --custom): version counters and their triggers (ADR 017) of issue 62's new tables.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('CompteEspace', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteEspace_insert` AFTER INSERT ON `CompteEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteEspace_update` AFTER UPDATE ON `CompteEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteEspace_delete` AFTER DELETE ON `CompteEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteEspace'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('AccesEspace', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AccesEspace_insert` AFTER INSERT ON `AccesEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AccesEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AccesEspace_update` AFTER UPDATE ON `AccesEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AccesEspace'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AccesEspace_delete` AFTER DELETE ON `AccesEspace` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AccesEspace'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Demande', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Demande_insert` AFTER INSERT ON `Demande` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Demande'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Demande_update` AFTER UPDATE ON `Demande` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Demande'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Demande_delete` AFTER DELETE ON `Demande` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Demande'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('DemandePhoto', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandePhoto_insert` AFTER INSERT ON `DemandePhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandePhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandePhoto_update` AFTER UPDATE ON `DemandePhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandePhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandePhoto_delete` AFTER DELETE ON `DemandePhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandePhoto'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('DemandeReponse', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandeReponse_insert` AFTER INSERT ON `DemandeReponse` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandeReponse'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandeReponse_update` AFTER UPDATE ON `DemandeReponse` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandeReponse'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DemandeReponse_delete` AFTER DELETE ON `DemandeReponse` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DemandeReponse'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('AttestationAssurance', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AttestationAssurance_insert` AFTER INSERT ON `AttestationAssurance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AttestationAssurance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AttestationAssurance_update` AFTER UPDATE ON `AttestationAssurance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AttestationAssurance'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AttestationAssurance_delete` AFTER DELETE ON `AttestationAssurance` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AttestationAssurance'; END;
