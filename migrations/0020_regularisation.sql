CREATE TABLE `Regularisation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`du` text NOT NULL,
	`au` text NOT NULL,
	`date` text NOT NULL,
	`provisions` integer NOT NULL,
	`reel` integer NOT NULL,
	`solde` integer NOT NULL,
	`nouvelleProvision` integer NOT NULL,
	`EcritureId` integer,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`EcritureId`) REFERENCES `Ecriture`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Regularisation_periode_uq` ON `Regularisation` (`DossierId`,`du`,`au`);--> statement-breakpoint
CREATE TABLE `RegularisationCharge` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`RegularisationId` integer NOT NULL,
	`categorie` text NOT NULL,
	`montant` integer NOT NULL,
	`quotePart` text,
	FOREIGN KEY (`RegularisationId`) REFERENCES `Regularisation`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `RegularisationCharge_RegularisationId_idx` ON `RegularisationCharge` (`RegularisationId`);