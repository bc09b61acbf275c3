CREATE TABLE `ReversementRecuperation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`RecuperationAssureurId` integer NOT NULL,
	`PaiementFournisseurId` integer,
	`ContratGliId` integer,
	`FournisseurId` integer,
	`nom` text NOT NULL,
	`iban` text,
	`bic` text,
	`montant` integer NOT NULL,
	`virementLe` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`RecuperationAssureurId`) REFERENCES `RecuperationAssureur`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`PaiementFournisseurId`) REFERENCES `PaiementFournisseur`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ContratGliId`) REFERENCES `ContratGli`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ReversementRecuperation_recuperation_uq` ON `ReversementRecuperation` (`RecuperationAssureurId`);--> statement-breakpoint
CREATE INDEX `ReversementRecuperation_lot_idx` ON `ReversementRecuperation` (`PaiementFournisseurId`);--> statement-breakpoint
-- hand-written:
INSERT INTO `DataVersion` (`resource`, `n`) VALUES ('ReversementRecuperation', 0);
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReversementRecuperation_insert` AFTER INSERT ON `ReversementRecuperation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReversementRecuperation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReversementRecuperation_update` AFTER UPDATE ON `ReversementRecuperation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReversementRecuperation'; END;
--> statement-breakpoint
CREATE TRIGGER `DataVersion_ReversementRecuperation_delete` AFTER DELETE ON `ReversementRecuperation` BEGIN UPDATE `DataVersion` SET `n` = `n` + 1 WHERE `resource` = 'ReversementRecuperation'; END;
