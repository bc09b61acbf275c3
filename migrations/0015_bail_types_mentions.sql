ALTER TABLE `Appartement` ADD `zoneLoyer` text;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `classeEnergie` text;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `classeClimat` text;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `depenseEnergieMin` integer;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `depenseEnergieMax` integer;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `anneeReferenceEnergie` integer;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `identifiantFiscal` text;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `equipementsTic` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `typeBail` text DEFAULT 'nu' NOT NULL;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `honorairesBailleurTTC` integer;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `dernierLoyerPrecedent` integer;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `dateDernierLoyerPrecedent` text;