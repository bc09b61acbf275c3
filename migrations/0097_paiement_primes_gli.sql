CREATE TABLE `LignePaiementPrime` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`PaiementFournisseurId` integer NOT NULL,
	`ContratGliId` integer NOT NULL,
	`trimestre` text NOT NULL,
	`FournisseurId` integer NOT NULL,
	`nom` text NOT NULL,
	`iban` text NOT NULL,
	`bic` text,
	`montant` integer NOT NULL,
	FOREIGN KEY (`PaiementFournisseurId`) REFERENCES `PaiementFournisseur`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `LignePaiementPrime_trimestre_uq` ON `LignePaiementPrime` (`ContratGliId`,`trimestre`);--> statement-breakpoint
CREATE INDEX `LignePaiementPrime_lot_idx` ON `LignePaiementPrime` (`PaiementFournisseurId`);--> statement-breakpoint
ALTER TABLE `ContratGli` ADD `FournisseurId` integer REFERENCES Fournisseur(id);--> statement-breakpoint
ALTER TABLE `PaiementFournisseur` ADD `cleValidation` text;--> statement-breakpoint
CREATE UNIQUE INDEX `PaiementFournisseur_cleValidation_unique` ON `PaiementFournisseur` (`cleValidation`);--> statement-breakpoint
CREATE INDEX `FactureFournisseur_lot_idx` ON `FactureFournisseur` (`AppartementId`);--> statement-breakpoint
-- hand-written:
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('LignePaiementPrime', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementPrime_insert` AFTER INSERT ON `LignePaiementPrime` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementPrime'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementPrime_update` AFTER UPDATE ON `LignePaiementPrime` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementPrime'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_LignePaiementPrime_delete` AFTER DELETE ON `LignePaiementPrime` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'LignePaiementPrime'; END;
