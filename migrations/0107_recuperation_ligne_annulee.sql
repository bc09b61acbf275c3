DROP INDEX `RecuperationAssureur_LigneBancaireId_uq`;--> statement-breakpoint
CREATE INDEX `RecuperationAssureur_LigneBancaireId_idx` ON `RecuperationAssureur` (`LigneBancaireId`);