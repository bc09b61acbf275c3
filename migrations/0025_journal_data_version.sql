-- Custom migration (drizzle-kit generate --custom): the journal's version counter and its triggers (ADR 017).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Journal', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Journal_insert` AFTER INSERT ON `Journal` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Journal'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Journal_update` AFTER UPDATE ON `Journal` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Journal'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Journal_delete` AFTER DELETE ON `Journal` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Journal'; END;
