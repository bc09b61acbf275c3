-- Custom migration (drizzle-kit generate --custom): the rent revisions' version counter and its triggers (ADR 017).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('RevisionLoyer', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RevisionLoyer_insert` AFTER INSERT ON `RevisionLoyer` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RevisionLoyer'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RevisionLoyer_update` AFTER UPDATE ON `RevisionLoyer` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RevisionLoyer'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RevisionLoyer_delete` AFTER DELETE ON `RevisionLoyer` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RevisionLoyer'; END;
