CREATE TABLE `DecisionDevis` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DevisId` integer NOT NULL,
	`ClientId` integer NOT NULL,
	`decision` text NOT NULL,
	`commentaire` text,
	`quotePart` real NOT NULL,
	`at` text NOT NULL,
	FOREIGN KEY (`DevisId`) REFERENCES `Devis`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ClientId`) REFERENCES `Client`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `DecisionDevis_DevisId_ClientId_uq` ON `DecisionDevis` (`DevisId`,`ClientId`);--> statement-breakpoint
CREATE TABLE `Devis` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`FournisseurId` integer NOT NULL,
	`montantHT` integer NOT NULL,
	`tauxTVA` real NOT NULL,
	`montantTTC` integer NOT NULL,
	`mentionTVA` text,
	`cle` text NOT NULL,
	`nom` text NOT NULL,
	`choisi` integer DEFAULT false NOT NULL,
	`choisiPar` text,
	`choisiAt` text,
	`refuseAt` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `Devis_InterventionId_idx` ON `Devis` (`InterventionId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Devis_choisi_uq` ON `Devis` (`InterventionId`) WHERE "choisi" = 1 and "refuseAt" is null;--> statement-breakpoint
ALTER TABLE `Mission` ADD `plafondTravauxTTC` integer;--> statement-breakpoint
ALTER TABLE `Intervention` ADD `contactLocataire` integer DEFAULT false NOT NULL;