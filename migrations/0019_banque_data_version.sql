-- Custom migration (drizzle-kit generate --custom): the bank tables' version counters and their triggers (ADR 017).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('CompteBancaire', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteBancaire_insert` AFTER INSERT ON `CompteBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteBancaire_update` AFTER UPDATE ON `CompteBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_CompteBancaire_delete` AFTER DELETE ON `CompteBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'CompteBancaire'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('ReleveBancaire', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReleveBancaire_insert` AFTER INSERT ON `ReleveBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReleveBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReleveBancaire_update` AFTER UPDATE ON `ReleveBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReleveBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReleveBancaire_delete` AFTER DELETE ON `ReleveBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReleveBancaire'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('LigneBancaire', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneBancaire_insert` AFTER INSERT ON `LigneBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneBancaire_update` AFTER UPDATE ON `LigneBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneBancaire'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneBancaire_delete` AFTER DELETE ON `LigneBancaire` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneBancaire'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('LibelleAppris', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LibelleAppris_insert` AFTER INSERT ON `LibelleAppris` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LibelleAppris'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LibelleAppris_update` AFTER UPDATE ON `LibelleAppris` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LibelleAppris'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LibelleAppris_delete` AFTER DELETE ON `LibelleAppris` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LibelleAppris'; END;
