-- Custom migration (drizzle-kit generate --custom): the Irl table's version counter and its three triggers, as
-- 0009_data_version_triggers.sql gives every table (ADR 017; tests/api/data-version.test.ts checks each table).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Irl', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Irl_insert` AFTER INSERT ON `Irl` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Irl'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Irl_update` AFTER UPDATE ON `Irl` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Irl'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Irl_delete` AFTER DELETE ON `Irl` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Irl'; END;
