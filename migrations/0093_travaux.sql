CREATE TABLE `Fournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`raisonSociale` text NOT NULL,
	`siret` text,
	`metiers` text NOT NULL,
	`contact` text,
	`tel` text,
	`mail` text,
	`adresse` text,
	`codePostal` text,
	`ville` text,
	`iban` text,
	`bic` text,
	`ibanStatut` text DEFAULT 'verifie' NOT NULL,
	`decennale` text,
	`rcPro` text,
	`archiveLe` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `Fournisseur_raisonSociale_idx` ON `Fournisseur` (`raisonSociale`);--> statement-breakpoint
CREATE UNIQUE INDEX `Fournisseur_siret_uq` ON `Fournisseur` (`siret`) WHERE "siret" is not null;--> statement-breakpoint
CREATE TABLE `IbanFournisseur` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`FournisseurId` integer NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`statut` text NOT NULL,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`verifieApres` text,
	`informeA` text,
	`confirmePar` text,
	`confirmeAt` text,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `IbanFournisseur_FournisseurId_idx` ON `IbanFournisseur` (`FournisseurId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `Intervention` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`AppartementId` integer NOT NULL,
	`DemandeId` integer,
	`FournisseurId` integer,
	`metier` text NOT NULL,
	`objet` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`urgence` integer DEFAULT false NOT NULL,
	`date` text NOT NULL,
	`datePassage` text,
	`etat` text DEFAULT 'ouverte' NOT NULL,
	`decennaleForceePar` text,
	`decennaleForceeAt` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`AppartementId`) REFERENCES `Appartement`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`DemandeId`) REFERENCES `Demande`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`FournisseurId`) REFERENCES `Fournisseur`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `Intervention_AppartementId_idx` ON `Intervention` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `Intervention_FournisseurId_idx` ON `Intervention` (`FournisseurId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Intervention_DemandeId_uq` ON `Intervention` (`DemandeId`) WHERE "DemandeId" is not null;--> statement-breakpoint
CREATE TABLE `InterventionEtat` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`InterventionId` integer NOT NULL,
	`de` text,
	`etat` text NOT NULL,
	`par` text NOT NULL,
	`at` text NOT NULL,
	`commentaire` text,
	FOREIGN KEY (`InterventionId`) REFERENCES `Intervention`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `InterventionEtat_InterventionId_idx` ON `InterventionEtat` (`InterventionId`,`id`);