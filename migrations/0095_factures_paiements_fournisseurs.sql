CREATE TABLE `FactureFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`FournisseurId` integer NOT NULL,
	`AppartementId` integer NOT NULL,
	`numero` text NOT NULL,
	`date` text NOT NULL,
	`montant` integer NOT NULL,
	`lignes` text NOT NULL,
	`fichierNom` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `FactureFournisseur_InterventionId_uq` ON `FactureFournisseur` (`InterventionId`);--> statement-breakpoint
CREATE UNIQUE INDEX `FactureFournisseur_numero_uq` ON `FactureFournisseur` (`FournisseurId`,`numero`);--> statement-breakpoint
CREATE TABLE `LignePaiementFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`PaiementFournisseurId` integer NOT NULL,
	`FactureFournisseurId` integer NOT NULL,
	`FournisseurId` integer NOT NULL,
	`InterventionId` integer NOT NULL,
	`numero` text NOT NULL,
	`nom` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`montant` integer NOT NULL,
	FOREIGN KEY (`PaiementFournisseurId`) REFERENCES `PaiementFournisseur`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`FactureFournisseurId`) REFERENCES `FactureFournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `LignePaiementFournisseur_facture_uq` ON `LignePaiementFournisseur` (`FactureFournisseurId`);--> statement-breakpoint
CREATE INDEX `LignePaiementFournisseur_lot_idx` ON `LignePaiementFournisseur` (`PaiementFournisseurId`);--> statement-breakpoint
CREATE TABLE `PaiementFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`statut` text NOT NULL,
	`total` integer NOT NULL,
	`ecartes` text DEFAULT '[]' NOT NULL,
	`cle` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`valideAt` text,
	`validePar` text,
	`fichierSepa` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `PaiementFournisseur_cle_unique` ON `PaiementFournisseur` (`cle`);