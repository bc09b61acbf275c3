CREATE TABLE `TropPercuAide` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`organisme` text NOT NULL,
	`numeroAllocataire` text NOT NULL,
	`mois` text NOT NULL,
	`montant` integer NOT NULL,
	`motif` text NOT NULL,
	`statut` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`rembourseLe` text,
	`validePar` text,
	`cle` text,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `TropPercuAide_uq` ON `TropPercuAide` (`DossierId`,`organisme`,`mois`);--> statement-breakpoint
ALTER TABLE `VersementAide` ADD `LigneBancaireId` integer REFERENCES LigneBancaire(id);--> statement-breakpoint
-- hand-written:
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('TropPercuAide', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_TropPercuAide_insert` AFTER INSERT ON `TropPercuAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'TropPercuAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_TropPercuAide_update` AFTER UPDATE ON `TropPercuAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'TropPercuAide'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_TropPercuAide_delete` AFTER DELETE ON `TropPercuAide` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'TropPercuAide'; END;
