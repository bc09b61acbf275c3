CREATE TABLE `IbanClient` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ClientId` integer NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`statut` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`verifieApres` text,
	`informeA` text,
	`confirmePar` text,
	`confirmeAt` text,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `IbanClient_ClientId_idx` ON `IbanClient` (`ClientId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `CodeSecours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`codeHash` text NOT NULL,
	`utiliseAt` text,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`UserId`) REFERENCES `User`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `CodeSecours_user_hash_uq` ON `CodeSecours` (`UserId`,`codeHash`);--> statement-breakpoint
CREATE TABLE `Session` (
	`id` text PRIMARY KEY NOT NULL,
	`UserId` integer NOT NULL,
	`appareil` text DEFAULT '' NOT NULL,
	`adresse` text DEFAULT '' NOT NULL,
	`createdAt` text NOT NULL,
	`derniereUtilisation` text NOT NULL,
	`confirmeAt` text,
	`revoqueAt` text,
	FOREIGN KEY (`UserId`) REFERENCES `User`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `Session_UserId_idx` ON `Session` (`UserId`);--> statement-breakpoint
CREATE TABLE `Telechargement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quoi` text NOT NULL,
	`reference` text NOT NULL,
	`auteur` text NOT NULL,
	`sessionId` text,
	`adresse` text DEFAULT '' NOT NULL,
	`at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Telechargement_at_idx` ON `Telechargement` (`at`);--> statement-breakpoint
CREATE TABLE `ExerciceClos` (
	`exercice` integer PRIMARY KEY NOT NULL,
	`closAt` text NOT NULL,
	`closPar` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `Client` ADD `ibanStatut` text DEFAULT 'verifie' NOT NULL;--> statement-breakpoint
ALTER TABLE `User` ADD `totpSecret` text;--> statement-breakpoint
ALTER TABLE `User` ADD `totpActif` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `User` ADD `totpDernierPas` integer;--> statement-breakpoint
ALTER TABLE `ReleveBancaire` ADD `ruptureExpliquee` text;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `exigerDeuxFacteurs` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `verificationIban` text DEFAULT 'deuxieme_personne' NOT NULL;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `ibanStatut` text DEFAULT 'verifie' NOT NULL;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `ibanModifiePar` text;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `ibanModifieAt` text;--> statement-breakpoint
ALTER TABLE `Reversement` ADD `fichierSepa` text;--> statement-breakpoint
ALTER TABLE `Prelevement` ADD `fichierSepa` text;