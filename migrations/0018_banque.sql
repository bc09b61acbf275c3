CREATE TABLE `CompteBancaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`libelle` text NOT NULL,
	`numero` text,
	`profilCsv` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `CompteBancaire_numero_uq` ON `CompteBancaire` (`numero`);--> statement-breakpoint
CREATE UNIQUE INDEX `CompteBancaire_defaut_uq` ON `CompteBancaire` ((1)) WHERE "numero" is null;--> statement-breakpoint
CREATE TABLE `LibelleAppris` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`cle` text NOT NULL,
	`DossierId` integer NOT NULL,
	`fois` integer DEFAULT 1 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `LibelleAppris_uq` ON `LibelleAppris` (`cle`,`DossierId`);--> statement-breakpoint
CREATE TABLE `LigneBancaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`compteId` integer NOT NULL,
	`releveId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`libelle` text NOT NULL,
	`reference` text,
	`contrepartie` text,
	`mode` text NOT NULL,
	`empreinte` text NOT NULL,
	`statut` text DEFAULT 'à rapprocher' NOT NULL,
	`DossierId` integer,
	`QuitanceId` integer,
	`PaiementId` integer,
	`motif` text,
	`traitePar` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`compteId`) REFERENCES `CompteBancaire`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`releveId`) REFERENCES `ReleveBancaire`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`PaiementId`) REFERENCES `Paiement`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `LigneBancaire_empreinte_uq` ON `LigneBancaire` (`compteId`,`empreinte`);--> statement-breakpoint
CREATE INDEX `LigneBancaire_statut_idx` ON `LigneBancaire` (`statut`,`date`);--> statement-breakpoint
CREATE INDEX `LigneBancaire_releve_idx` ON `LigneBancaire` (`releveId`);--> statement-breakpoint
CREATE UNIQUE INDEX `LigneBancaire_paiement_uq` ON `LigneBancaire` (`PaiementId`) WHERE "PaiementId" is not null;--> statement-breakpoint
CREATE TABLE `ReleveBancaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`compteId` integer NOT NULL,
	`format` text NOT NULL,
	`nomFichier` text,
	`du` text,
	`au` text,
	`soldeInitial` integer,
	`soldeFinal` integer,
	`lignes` integer DEFAULT 0 NOT NULL,
	`doublons` integer DEFAULT 0 NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`compteId`) REFERENCES `CompteBancaire`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ReleveBancaire_compte_idx` ON `ReleveBancaire` (`compteId`,`au`);