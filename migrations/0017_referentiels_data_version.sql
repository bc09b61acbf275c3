-- Custom migration (drizzle-kit generate --custom): the version counters of Paramètres > Référentiels' tables and
-- their triggers, as 0009_data_version_triggers.sql gives every table (ADR 017; tests/api/data-version.test.ts).
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Commune', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Commune_insert` AFTER INSERT ON `Commune` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Commune'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Commune_update` AFTER UPDATE ON `Commune` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Commune'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Commune_delete` AFTER DELETE ON `Commune` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Commune'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('ListeCommunes', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ListeCommunes_insert` AFTER INSERT ON `ListeCommunes` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ListeCommunes'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ListeCommunes_update` AFTER UPDATE ON `ListeCommunes` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ListeCommunes'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ListeCommunes_delete` AFTER DELETE ON `ListeCommunes` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ListeCommunes'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('PlafondHonoraires', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PlafondHonoraires_insert` AFTER INSERT ON `PlafondHonoraires` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PlafondHonoraires'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PlafondHonoraires_update` AFTER UPDATE ON `PlafondHonoraires` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PlafondHonoraires'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_PlafondHonoraires_delete` AFTER DELETE ON `PlafondHonoraires` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'PlafondHonoraires'; END;
