-- Custom migration (drizzle-kit generate --custom): the version counters and triggers of the two new tables, as
-- 0009_data_version_triggers.sql gives every table (ADR 017), then the register's numbers of the missions that
-- existed before it (ADR 027): by year of creation, in creation order, management and caretaking missions mixed,
-- under no card (""), the sequence the service goes on from. Two triggers copy a new register row's number onto
-- its mission, in the insert's own statement: a creation costs one statement for its number, not two. Two more make
-- sure a mission gone by any path (an apartment's deletion cascading to its caretaking missions) leaves its number
-- cancelled, not open: the service's own cancellation (Paris day, copied mandants) comes first and is kept.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('Mandat', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mandat_insert` AFTER INSERT ON `Mandat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mandat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mandat_update` AFTER UPDATE ON `Mandat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mandat'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_Mandat_delete` AFTER DELETE ON `Mandat` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'Mandat'; END;
--> statement-breakpoint
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('AgenceParametres', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AgenceParametres_insert` AFTER INSERT ON `AgenceParametres` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AgenceParametres'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AgenceParametres_update` AFTER UPDATE ON `AgenceParametres` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AgenceParametres'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_AgenceParametres_delete` AFTER DELETE ON `AgenceParametres` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'AgenceParametres'; END;
--> statement-breakpoint
INSERT INTO `Mandat` (`carte`, `annee`, `sequence`, `numero`, `nature`, `MissionId`, `IntendanceId`, `date`, `dateFin`, `createdAt`, `updatedAt`)
SELECT '', `annee`, `seq`, printf('%d-%04d', `annee`, `seq`), `nature`, `MissionId`, `IntendanceId`, `jour`, `fin`, `createdAt`, `createdAt` FROM (
  SELECT *, row_number() OVER (PARTITION BY `annee` ORDER BY `createdAt`, `nature`, `rid`) AS `seq` FROM (
    SELECT CAST(substr(`createdAt`, 1, 4) AS integer) AS `annee`, substr(`createdAt`, 1, 10) AS `jour`, `createdAt`, 'gestion' AS `nature`, `id` AS `rid`, `id` AS `MissionId`, NULL AS `IntendanceId`, NULL AS `fin` FROM `Mission`
    UNION ALL
    SELECT CAST(substr(`createdAt`, 1, 4) AS integer), substr(`createdAt`, 1, 10), `createdAt`, 'intendance', `id`, NULL, `id`, `dateFin` FROM `Intendance` WHERE `nature` = 'mission'
  )
);
--> statement-breakpoint
UPDATE `Mission` SET `numeroMandat` = (SELECT `numero` FROM `Mandat` WHERE `Mandat`.`MissionId` = `Mission`.`id`);
--> statement-breakpoint
UPDATE `Intendance` SET `numeroMandat` = (SELECT `numero` FROM `Mandat` WHERE `Mandat`.`IntendanceId` = `Intendance`.`id`) WHERE `nature` = 'mission';
--> statement-breakpoint
CREATE TRIGGER `Mandat_numero_Mission` AFTER INSERT ON `Mandat` WHEN NEW.`MissionId` IS NOT NULL BEGIN UPDATE `Mission` SET `numeroMandat` = NEW.`numero` WHERE `id` = NEW.`MissionId`; END;
--> statement-breakpoint
CREATE TRIGGER `Mandat_numero_Intendance` AFTER INSERT ON `Mandat` WHEN NEW.`IntendanceId` IS NOT NULL BEGIN UPDATE `Intendance` SET `numeroMandat` = NEW.`numero` WHERE `id` = NEW.`IntendanceId`; END;
--> statement-breakpoint
CREATE TRIGGER `Mandat_annulation_Mission` AFTER DELETE ON `Mission` BEGIN UPDATE `Mandat` SET `dateAnnulation` = coalesce(`dateAnnulation`, date('now')) WHERE `MissionId` = OLD.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `Mandat_annulation_Intendance` AFTER DELETE ON `Intendance` BEGIN UPDATE `Mandat` SET `dateAnnulation` = coalesce(`dateAnnulation`, date('now')), `dateFin` = coalesce(`dateFin`, OLD.`dateFin`) WHERE `IntendanceId` = OLD.`id`; END;
