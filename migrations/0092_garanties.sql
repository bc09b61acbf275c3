CREATE TABLE `ContratGli` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`assureur` text NOT NULL,
	`numeroContrat` text NOT NULL,
	`taux` real NOT NULL,
	`base` text DEFAULT 'loyer_charges' NOT NULL,
	`delaiRelance` integer DEFAULT 20 NOT NULL,
	`delaiMiseEnDemeure` integer DEFAULT 35 NOT NULL,
	`delaiDeclaration` integer DEFAULT 40 NOT NULL,
	`orias` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `EtapeSinistre` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer NOT NULL,
	`etape` text NOT NULL,
	`date` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`QuitanceId`) REFERENCES `Quitance`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `EtapeSinistre_uq` ON `EtapeSinistre` (`QuitanceId`,`etape`);--> statement-breakpoint
CREATE TABLE `GarantieDossier` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`type` text NOT NULL,
	`numeroVisa` text,
	`dateVisa` text,
	`ContratGliId` integer,
	`dateAdhesion` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `GarantieDossier_DossierId_uq` ON `GarantieDossier` (`DossierId`);--> statement-breakpoint
CREATE TABLE `PrimeGli` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ContratGliId` integer NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer NOT NULL,
	`mois` text NOT NULL,
	`date` text NOT NULL,
	`base` integer NOT NULL,
	`taux` real NOT NULL,
	`prime` integer NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `PrimeGli_QuitanceId_uq` ON `PrimeGli` (`QuitanceId`);--> statement-breakpoint
CREATE INDEX `PrimeGli_contrat_idx` ON `PrimeGli` (`ContratGliId`,`date`);--> statement-breakpoint
CREATE TABLE `Subrogation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`PaiementId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`organisme` text NOT NULL,
	`periodes` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Subrogation_PaiementId_uq` ON `Subrogation` (`PaiementId`);--> statement-breakpoint
CREATE INDEX `Subrogation_DossierId_idx` ON `Subrogation` (`DossierId`);--> statement-breakpoint
ALTER TABLE `Locataire` ADD `statut` text;