CREATE TABLE `InterventionPhoto` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`moment` text NOT NULL,
	`cle` text NOT NULL,
	`nom` text NOT NULL,
	`type` text NOT NULL,
	`taille` integer NOT NULL,
	`par` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `InterventionPhoto_InterventionId_idx` ON `InterventionPhoto` (`InterventionId`,`id`);--> statement-breakpoint
ALTER TABLE `AccesEspace` ADD `FournisseurId` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `AccesEspace_FournisseurId_uq` ON `AccesEspace` (`FournisseurId`) WHERE "FournisseurId" is not null;--> statement-breakpoint
ALTER TABLE `Intervention` ADD `accepteeAt` text;--> statement-breakpoint
-- hand-written:
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('InterventionPhoto', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionPhoto_insert` AFTER INSERT ON `InterventionPhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionPhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionPhoto_update` AFTER UPDATE ON `InterventionPhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionPhoto'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_InterventionPhoto_delete` AFTER DELETE ON `InterventionPhoto` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'InterventionPhoto'; END;
