CREATE TABLE `Import` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`statut` text DEFAULT 'en_cours' NOT NULL,
	`dateReprise` text NOT NULL,
	`fichiers` text DEFAULT '[]' NOT NULL,
	`crees` text DEFAULT '{}' NOT NULL,
	`misAJour` text DEFAULT '{}' NOT NULL,
	`lignesTotal` integer DEFAULT 0 NOT NULL,
	`lignesEcrites` integer DEFAULT 0 NOT NULL,
	`erreurs` text,
	`cle` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`termineAt` text,
	`annuleAt` text,
	`annulePar` text
);
--> statement-breakpoint
CREATE INDEX `Import_createdAt_idx` ON `Import` (`createdAt`);--> statement-breakpoint
CREATE TABLE `ImportElement` (
	`ImportId` integer NOT NULL,
	`entite` text NOT NULL,
	`entiteId` integer NOT NULL,
	PRIMARY KEY(`entite`, `entiteId`),
	FOREIGN KEY (`ImportId`) REFERENCES `Import`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ImportElement_ImportId_idx` ON `ImportElement` (`ImportId`);--> statement-breakpoint
ALTER TABLE `Client` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `Client_reference_uq` ON `Client` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `Appartement_reference_uq` ON `Appartement` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
ALTER TABLE `Locataire` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `Locataire_reference_uq` ON `Locataire` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `dateReprise` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `Dossier_reference_uq` ON `Dossier` (`reference`) WHERE "reference" is not null;--> statement-breakpoint
ALTER TABLE `Caution` ADD `reference` text;--> statement-breakpoint
CREATE UNIQUE INDEX `Caution_reference_uq` ON `Caution` (`reference`) WHERE "reference" is not null;