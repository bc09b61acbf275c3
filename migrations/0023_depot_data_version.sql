-- Custom migration (drizzle-kit generate --custom): the deposit return's tables' version counters and their triggers (ADR 017).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('RestitutionDepot', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RestitutionDepot_insert` AFTER INSERT ON `RestitutionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RestitutionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RestitutionDepot_update` AFTER UPDATE ON `RestitutionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RestitutionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RestitutionDepot_delete` AFTER DELETE ON `RestitutionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RestitutionDepot'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('DeductionDepot', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeductionDepot_insert` AFTER INSERT ON `DeductionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeductionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeductionDepot_update` AFTER UPDATE ON `DeductionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeductionDepot'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DeductionDepot_delete` AFTER DELETE ON `DeductionDepot` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DeductionDepot'; END;
