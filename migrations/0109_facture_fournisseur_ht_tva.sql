ALTER TABLE `FactureFournisseur` ADD `montantHT` integer;--> statement-breakpoint
ALTER TABLE `FactureFournisseur` ADD `montantTVA` integer;