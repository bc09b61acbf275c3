CREATE TABLE `LigneReversement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ReversementId` integer NOT NULL,
	`ClientId` integer NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`nom` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	FOREIGN KEY (`ReversementId`) REFERENCES `Reversement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `LigneReversement_client_date_uq` ON `LigneReversement` (`ClientId`,`date`);--> statement-breakpoint
CREATE INDEX `LigneReversement_ReversementId_idx` ON `LigneReversement` (`ReversementId`);--> statement-breakpoint
CREATE TABLE `Reversement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
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
CREATE UNIQUE INDEX `Reversement_cle_uq` ON `Reversement` (`cle`);--> statement-breakpoint
CREATE INDEX `Reversement_date_idx` ON `Reversement` (`date`);--> statement-breakpoint
CREATE UNIQUE INDEX `EcritureProprietaire_reversement_uq` ON `EcritureProprietaire` (`ReversementId`,`ClientId`) WHERE "ReversementId" is not null;