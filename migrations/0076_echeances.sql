CREATE TABLE `Diagnostic` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`type` text NOT NULL,
	`dateRealisation` text NOT NULL,
	`resultat` text,
	`classe` text,
	`energieFinale` real,
	`positif` integer,
	`surface` real,
	`FichierId` integer,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`FichierId`) REFERENCES `Fichier`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Diagnostic_AppartementId_type_uq` ON `Diagnostic` (`AppartementId`,`type`);--> statement-breakpoint
CREATE INDEX `Diagnostic_FichierId_idx` ON `Diagnostic` (`FichierId`);--> statement-breakpoint
ALTER TABLE `Appartement` ADD `datePermisConstruire` text;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `anneeInstallationElectricite` integer;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `anneeInstallationGaz` integer;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `chaudiere` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `soumisEncadrement` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `motifHorsEncadrement` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `annexesFourniesAPart` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `entretienChaudiereDate` text;--> statement-breakpoint
ALTER TABLE `Mission` ADD `dureeMandatMois` integer;