ALTER TABLE `Dossier` ADD `clos` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Backfill (added by hand to the generated file): the stored marker of the dossiers already over, by their end
-- date (UTC day; the daily job settles the Paris day). Without it, a tenant who left an apartment and came back
-- would hold two "open" rows and the unique index below could not be created.
UPDATE `Dossier` SET `clos` = 1 WHERE `dateFinBail` IS NOT NULL AND `dateFinBail` <= date('now');--> statement-breakpoint
-- Two running dossiers for one apartment and tenant could be created by POST /api/Dossier before this index: the
-- newest one stays, the older ones end today, as if the tenant had left (tenant/remove), so dates and marker agree.
UPDATE `Dossier` SET `clos` = 1, `dateFinBail` = date('now') WHERE `clos` = 0 AND EXISTS (SELECT 1 FROM `Dossier` AS `d2` WHERE `d2`.`AppartementId` = `Dossier`.`AppartementId` AND `d2`.`LocataireId` = `Dossier`.`LocataireId` AND `d2`.`clos` = 0 AND `d2`.`id` > `Dossier`.`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `Dossier_ouvert_uq` ON `Dossier` (`AppartementId`,`LocataireId`) WHERE "clos" = 0;
