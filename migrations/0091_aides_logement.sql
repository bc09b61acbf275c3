CREATE TABLE `AideLogement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`organisme` text NOT NULL,
	`numeroAllocataire` text NOT NULL,
	`type` text NOT NULL,
	`tiersPayant` integer NOT NULL,
	`montantMensuel` integer NOT NULL,
	`depuis` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `AideLogement_dossier_depuis_uq` ON `AideLogement` (`DossierId`,`depuis`);--> statement-breakpoint
CREATE TABLE `DeclarationImpayeCaf` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`dateConstitution` text NOT NULL,
	`declareLe` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `DeclarationImpayeCaf_uq` ON `DeclarationImpayeCaf` (`DossierId`,`dateConstitution`);--> statement-breakpoint
CREATE TABLE `VersementAide` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`numeroAllocataire` text NOT NULL,
	`mois` text NOT NULL,
	`montant` integer NOT NULL,
	`virement` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `VersementAide_uq` ON `VersementAide` (`virement`,`numeroAllocataire`,`mois`);