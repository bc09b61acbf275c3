-- Custom migration (drizzle-kit generate --custom): the direct debit tables' version counters and their triggers (ADR 017),
-- as every table has them (tests/api/data-version.test.ts).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('MandatSepa', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MandatSepa_insert` AFTER INSERT ON `MandatSepa` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MandatSepa'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MandatSepa_update` AFTER UPDATE ON `MandatSepa` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MandatSepa'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_MandatSepa_delete` AFTER DELETE ON `MandatSepa` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'MandatSepa'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Prelevement', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Prelevement_insert` AFTER INSERT ON `Prelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Prelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Prelevement_update` AFTER UPDATE ON `Prelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Prelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Prelevement_delete` AFTER DELETE ON `Prelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Prelevement'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('LignePrelevement', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePrelevement_insert` AFTER INSERT ON `LignePrelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePrelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePrelevement_update` AFTER UPDATE ON `LignePrelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePrelevement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePrelevement_delete` AFTER DELETE ON `LignePrelevement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePrelevement'; END;
