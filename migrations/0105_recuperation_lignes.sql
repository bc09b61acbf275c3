ALTER TABLE `RecuperationAssureur` ADD `LigneBancaireId` integer;--> statement-breakpoint
ALTER TABLE `RecuperationAssureur` ADD `LignePrelevementId` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `RecuperationAssureur_LigneBancaireId_uq` ON `RecuperationAssureur` (`LigneBancaireId`);--> statement-breakpoint
CREATE UNIQUE INDEX `RecuperationAssureur_LignePrelevementId_uq` ON `RecuperationAssureur` (`LignePrelevementId`);