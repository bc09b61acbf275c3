-- Custom migration (drizzle-kit generate --custom): the document versions' counter and its triggers (ADR 017),
-- as every table has them (tests/api/data-version.test.ts).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('DocumentVersion', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentVersion_insert` AFTER INSERT ON `DocumentVersion` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentVersion'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentVersion_update` AFTER UPDATE ON `DocumentVersion` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentVersion'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_DocumentVersion_delete` AFTER DELETE ON `DocumentVersion` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'DocumentVersion'; END;
