-- Custom migration (drizzle-kit generate --custom): version counters and their triggers (ADR 017) of issue 59's tables.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('IbanClient', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanClient_insert` AFTER INSERT ON `IbanClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanClient_update` AFTER UPDATE ON `IbanClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanClient'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_IbanClient_delete` AFTER DELETE ON `IbanClient` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'IbanClient'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('CodeSecours', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CodeSecours_insert` AFTER INSERT ON `CodeSecours` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CodeSecours'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CodeSecours_update` AFTER UPDATE ON `CodeSecours` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CodeSecours'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CodeSecours_delete` AFTER DELETE ON `CodeSecours` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CodeSecours'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Telechargement', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Telechargement_insert` AFTER INSERT ON `Telechargement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Telechargement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Telechargement_update` AFTER UPDATE ON `Telechargement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Telechargement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Telechargement_delete` AFTER DELETE ON `Telechargement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Telechargement'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('ExerciceClos', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ExerciceClos_insert` AFTER INSERT ON `ExerciceClos` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ExerciceClos'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ExerciceClos_update` AFTER UPDATE ON `ExerciceClos` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ExerciceClos'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ExerciceClos_delete` AFTER DELETE ON `ExerciceClos` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ExerciceClos'; END;
