CREATE TABLE `LigneReglementation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tableau` text NOT NULL,
	`cle` text NOT NULL,
	`debut` text NOT NULL,
	`fin` text,
	`source` text NOT NULL,
	`donnees` text NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `LigneReglementation_uq` ON `LigneReglementation` (`tableau`,`cle`,`debut`);--> statement-breakpoint
ALTER TABLE `Appartement` ADD `zoneTendue` integer;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `loyerPrecedent` integer;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `dateLoyerPrecedent` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `exceptionLoyer` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `exceptionLoyerMotif` text;--> statement-breakpoint
-- hand-written:
-- The version counter and its triggers (ADR 017) of issue 73's LigneReglementation table.
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('LigneReglementation', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReglementation_insert` AFTER INSERT ON `LigneReglementation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReglementation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReglementation_update` AFTER UPDATE ON `LigneReglementation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReglementation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LigneReglementation_delete` AFTER DELETE ON `LigneReglementation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LigneReglementation'; END;
