CREATE TABLE `RecuperationAssureur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`organisme` text NOT NULL,
	`reference` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `RecuperationAssureur_DossierId_idx` ON `RecuperationAssureur` (`DossierId`);--> statement-breakpoint
-- hand-written:
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('RecuperationAssureur', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RecuperationAssureur_insert` AFTER INSERT ON `RecuperationAssureur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RecuperationAssureur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RecuperationAssureur_update` AFTER UPDATE ON `RecuperationAssureur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RecuperationAssureur'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_RecuperationAssureur_delete` AFTER DELETE ON `RecuperationAssureur` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'RecuperationAssureur'; END;
