-- Custom migration (drizzle-kit generate --custom): the Mobilier table's version counter and its three triggers, as
-- 0009_data_version_triggers.sql gives every table (ADR 017; tests/api/data-version.test.ts checks each table).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Mobilier', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mobilier_insert` AFTER INSERT ON `Mobilier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mobilier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mobilier_update` AFTER UPDATE ON `Mobilier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mobilier'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mobilier_delete` AFTER DELETE ON `Mobilier` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mobilier'; END;
