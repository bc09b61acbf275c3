-- Custom migration (drizzle-kit generate --custom): the version counter and its triggers (ADR 017) of issue 63's Diagnostic table.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Diagnostic', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Diagnostic_insert` AFTER INSERT ON `Diagnostic` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Diagnostic'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Diagnostic_update` AFTER UPDATE ON `Diagnostic` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Diagnostic'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Diagnostic_delete` AFTER DELETE ON `Diagnostic` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Diagnostic'; END;
