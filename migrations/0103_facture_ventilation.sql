ALTER TABLE `FactureFournisseur` ADD `aVentiler` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `FactureFournisseur` ADD `ventileePar` text;--> statement-breakpoint
ALTER TABLE `FactureFournisseur` ADD `ventileeAt` text;--> statement-breakpoint
-- hand-written:
-- The supplier's invoices already sent from its space, still in their one line « à ventiler » and not paid, wait for staff's split.
UPDATE `FactureFournisseur` SET `aVentiler` = 1 WHERE `lignes` LIKE '%À ventiler par l''agence%' AND NOT EXISTS (SELECT 1 FROM `LignePaiementFournisseur` x WHERE x.`FactureFournisseurId` = `FactureFournisseur`.`id`);
