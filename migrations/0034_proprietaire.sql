CREATE TABLE `EcritureProprietaire` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ClientId` integer NOT NULL,
	`type` text NOT NULL,
	`date` text NOT NULL,
	`libelle` text NOT NULL,
	`debit` integer DEFAULT 0 NOT NULL,
	`credit` integer DEFAULT 0 NOT NULL,
	`tva` integer DEFAULT 0 NOT NULL,
	`AppartementId` integer,
	`DossierId` integer,
	`PaiementId` integer,
	`QuitanceId` integer,
	`IntendanceId` integer,
	`AccompteId` integer,
	`ReversementId` integer,
	`annuleId` integer,
	`motif` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_ClientId_idx` ON `EcritureProprietaire` (`ClientId`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_date_idx` ON `EcritureProprietaire` (`date`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_PaiementId_idx` ON `EcritureProprietaire` (`PaiementId`);--> statement-breakpoint
CREATE UNIQUE INDEX `EcritureProprietaire_annule_uq` ON `EcritureProprietaire` (`annuleId`) WHERE "annuleId" is not null;--> statement-breakpoint
ALTER TABLE `Client` ADD `iban` text;--> statement-breakpoint
ALTER TABLE `Client` ADD `bic` text;--> statement-breakpoint
ALTER TABLE `Client` ADD `reserve` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `Mission` ADD `honorairesGestion` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `Intendance` ADD `payeParAgence` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `AppartementProprietaire` ADD `quotePart` real;--> statement-breakpoint
ALTER TABLE `CompteBancaire` ADD `sequestre` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `iban` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `bic` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `envoiCompteRendu` integer DEFAULT false NOT NULL;