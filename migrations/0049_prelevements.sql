CREATE TABLE `LignePrelevement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`PrelevementId` integer NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer NOT NULL,
	`MandatSepaId` integer NOT NULL,
	`montant` integer NOT NULL,
	`rum` text NOT NULL,
	`titulaire` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`dateSignature` text NOT NULL,
	`sequence` text NOT NULL,
	`rejet` text,
	`rejeteAt` text,
	`PaiementId` integer,
	FOREIGN KEY (`PrelevementId`) REFERENCES `Prelevement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `LignePrelevement_terme_uq` ON `LignePrelevement` (`QuitanceId`) WHERE "rejet" is null;--> statement-breakpoint
CREATE INDEX `LignePrelevement_PrelevementId_idx` ON `LignePrelevement` (`PrelevementId`);--> statement-breakpoint
CREATE INDEX `LignePrelevement_MandatSepaId_idx` ON `LignePrelevement` (`MandatSepaId`);--> statement-breakpoint
CREATE TABLE `MandatSepa` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`rum` text NOT NULL,
	`titulaire` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`dateSignature` text NOT NULL,
	`lieuSignature` text NOT NULL,
	`statut` text DEFAULT 'actif' NOT NULL,
	`revoqueAt` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `MandatSepa_rum_uq` ON `MandatSepa` (`rum`);--> statement-breakpoint
CREATE UNIQUE INDEX `MandatSepa_actif_uq` ON `MandatSepa` (`DossierId`) WHERE "statut" = 'actif';--> statement-breakpoint
CREATE TABLE `Prelevement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dateEcheance` text NOT NULL,
	`statut` text DEFAULT 'brouillon' NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`ecartes` text DEFAULT '[]' NOT NULL,
	`cle` text NOT NULL,
	`auteur` text NOT NULL,
	`valideAt` text,
	`validePar` text,
	`createdAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Prelevement_cle_uq` ON `Prelevement` (`cle`);--> statement-breakpoint
CREATE INDEX `Prelevement_date_idx` ON `Prelevement` (`dateEcheance`);--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `ics` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `delaiPrenotification` integer DEFAULT 14 NOT NULL;