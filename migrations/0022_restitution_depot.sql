CREATE TABLE `DeductionDepot` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`motif` text NOT NULL,
	`montant` integer NOT NULL,
	`piece` text,
	`ordre` integer DEFAULT 0 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `DeductionDepot_DossierId_idx` ON `DeductionDepot` (`DossierId`,`ordre`);--> statement-breakpoint
CREATE TABLE `RestitutionDepot` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`retenueSyndic` integer DEFAULT 0 NOT NULL,
	`dateRestitution` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `RestitutionDepot_DossierId_uq` ON `RestitutionDepot` (`DossierId`);--> statement-breakpoint
ALTER TABLE `Dossier` ADD `dateRestitutionCles` text;