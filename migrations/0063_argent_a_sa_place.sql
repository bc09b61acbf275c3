CREATE TABLE `CoproprieteAnnee` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`annee` integer NOT NULL,
	`nonDeductible` integer DEFAULT 0 NOT NULL,
	`auteur` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `CoproprieteAnnee_uq` ON `CoproprieteAnnee` (`AppartementId`,`annee`);--> statement-breakpoint
CREATE TABLE `QuotesPartsEnAttente` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`parts` text NOT NULL,
	`statut` text DEFAULT 'a_verifier' NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`traitePar` text,
	`traiteAt` text,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `QuotesPartsEnAttente_ouverte_uq` ON `QuotesPartsEnAttente` (`AppartementId`) WHERE "statut" = 'a_verifier';--> statement-breakpoint
CREATE TABLE `Passkey` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`UserId` integer NOT NULL,
	`credentialId` text NOT NULL,
	`publicKey` text NOT NULL,
	`compteur` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`nom` text DEFAULT '' NOT NULL,
	`createdAt` text NOT NULL,
	`derniereUtilisation` text,
	FOREIGN KEY (`UserId`) REFERENCES `User`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `Passkey_credentialId_uq` ON `Passkey` (`credentialId`);--> statement-breakpoint
CREATE INDEX `Passkey_UserId_idx` ON `Passkey` (`UserId`);--> statement-breakpoint
ALTER TABLE `Dossier` ADD `depotConserveParProprietaire` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `modePaiement` text DEFAULT 'Virement' NOT NULL;--> statement-breakpoint
ALTER TABLE `Mission` ADD `honorairesGestionHT` real;--> statement-breakpoint
ALTER TABLE `Intendance` ADD `natureCharge` text DEFAULT 'autre' NOT NULL;--> statement-breakpoint
ALTER TABLE `Journal` ADD `sessionId` text;--> statement-breakpoint
ALTER TABLE `JournalAuteur` ADD `sessionId` text;--> statement-breakpoint
ALTER TABLE `Facture` ADD `DossierId` integer;--> statement-breakpoint
ALTER TABLE `EcritureProprietaire` ADD `natureCharge` text;