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
CREATE UNIQUE INDEX `FactureFournisseur_numero_uq` ON `FactureFournisseur` (`FournisseurId`,`numero`);