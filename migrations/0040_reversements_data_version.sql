-- Custom migration (drizzle-kit generate --custom): the payout tables' version counters and their triggers (ADR 017),
-- as every table has them (tests/api/data-version.test.ts).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Reversement', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Reversement_insert` AFTER INSERT ON `Reversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Reversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Reversement_update` AFTER UPDATE ON `Reversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Reversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Reversement_delete` AFTER DELETE ON `Reversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Reversement'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('LigneReversement', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReversement_insert` AFTER INSERT ON `LigneReversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReversement_update` AFTER UPDATE ON `LigneReversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReversement'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReversement_delete` AFTER DELETE ON `LigneReversement` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReversement'; END;
