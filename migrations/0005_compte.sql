CREATE TABLE `Ecriture` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`type` text NOT NULL,
	`date` text NOT NULL,
	`libelle` text NOT NULL,
	`debit` integer DEFAULT 0 NOT NULL,
	`credit` integer DEFAULT 0 NOT NULL,
	`QuitanceId` integer,
	`PaiementId` integer,
	`motif` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`PaiementId`) REFERENCES `Paiement`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `Ecriture_DossierId_idx` ON `Ecriture` (`DossierId`,`id`);--> statement-breakpoint
CREATE INDEX `Ecriture_QuitanceId_idx` ON `Ecriture` (`QuitanceId`);--> statement-breakpoint
CREATE UNIQUE INDEX `Ecriture_annulation_uq` ON `Ecriture` (`PaiementId`) WHERE "type" = 'annulation';--> statement-breakpoint
CREATE INDEX `Ecriture_date_idx` ON `Ecriture` (`type`,`date`);--> statement-breakpoint
CREATE TABLE `Paiement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`DossierId` integer NOT NULL,
	`QuitanceId` integer,
	`montant` integer NOT NULL,
	`date` text NOT NULL,
	`mode` text NOT NULL,
	`reference` text,
	`auteur` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`DossierId`) REFERENCES `Dossier`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `Paiement_DossierId_idx` ON `Paiement` (`DossierId`);--> statement-breakpoint
ALTER TABLE `Quitance` ADD `declaration` integer;--> statement-breakpoint
ALTER TABLE `Quitance` ADD `etapeRelance` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Added by hand to the generated file (ADR 007). The ledger is append-only: the database refuses to change or remove
-- an entry or a payment while its dossier exists (a correction is a new entry; a dossier deleted once over takes its
-- account with it through the cascade, which runs once the dossier row is gone).
CREATE TRIGGER `Ecriture_sans_modification` BEFORE UPDATE ON `Ecriture` BEGIN SELECT RAISE(ABORT, 'Une écriture du compte ne se modifie pas : passez une écriture de correction.'); END;--> statement-breakpoint
CREATE TRIGGER `Ecriture_sans_suppression` BEFORE DELETE ON `Ecriture` WHEN EXISTS (SELECT 1 FROM `Dossier` WHERE `id` = OLD.`DossierId`) BEGIN SELECT RAISE(ABORT, 'Une écriture du compte ne se supprime pas : passez une écriture de correction.'); END;--> statement-breakpoint
CREATE TRIGGER `Paiement_sans_modification` BEFORE UPDATE ON `Paiement` BEGIN SELECT RAISE(ABORT, 'Un paiement ne se modifie pas : annulez-le.'); END;--> statement-breakpoint
CREATE TRIGGER `Paiement_sans_suppression` BEFORE DELETE ON `Paiement` WHEN EXISTS (SELECT 1 FROM `Dossier` WHERE `id` = OLD.`DossierId`) BEGIN SELECT RAISE(ABORT, 'Un paiement ne se supprime pas : annulez-le.'); END;--> statement-breakpoint
-- Existing receipts become ledger entries, so nothing recorded before is lost: each term due, then a payment of the
-- whole amount for a paid receipt (dated dateReglement, else the receipt's date) or of montantRegle for a partly paid one.
INSERT INTO `Ecriture` (`DossierId`, `type`, `date`, `libelle`, `debit`, `credit`, `QuitanceId`, `auteur`, `createdAt`)
SELECT `DossierId`, 'echeance', `date`,
  'Loyer et charges ' || CASE substr(`mois`, 6, 2) WHEN '01' THEN 'janvier' WHEN '02' THEN 'février' WHEN '03' THEN 'mars' WHEN '04' THEN 'avril' WHEN '05' THEN 'mai' WHEN '06' THEN 'juin' WHEN '07' THEN 'juillet' WHEN '08' THEN 'août' WHEN '09' THEN 'septembre' WHEN '10' THEN 'octobre' WHEN '11' THEN 'novembre' ELSE 'décembre' END || ' ' || substr(`mois`, 1, 4),
  `prixHC` + `charge`, 0, `id`, 'système', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `Quitance` WHERE `DossierId` IS NOT NULL ORDER BY `DossierId`, `date`, `id`;--> statement-breakpoint
INSERT INTO `Paiement` (`DossierId`, `QuitanceId`, `montant`, `date`, `mode`, `auteur`, `createdAt`)
SELECT `DossierId`, `id`, CASE WHEN `regle` THEN `prixHC` + `charge` ELSE `montantRegle` END, coalesce(`dateReglement`, `date`), 'Non précisé', 'système', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `Quitance` WHERE `DossierId` IS NOT NULL AND ((`regle` AND `prixHC` + `charge` > 0) OR (NOT `regle` AND coalesce(`montantRegle`, 0) > 0)) ORDER BY `DossierId`, `date`, `id`;--> statement-breakpoint
INSERT INTO `Ecriture` (`DossierId`, `type`, `date`, `libelle`, `debit`, `credit`, `QuitanceId`, `PaiementId`, `auteur`, `createdAt`)
SELECT `DossierId`, 'paiement', `date`, 'Paiement (Non précisé)', 0, `montant`, `QuitanceId`, `id`, 'système', `createdAt` FROM `Paiement` ORDER BY `id`;--> statement-breakpoint
-- montantRegle now always says what is settled (0 when nothing), regle exactly when nothing is left.
UPDATE `Quitance` SET `montantRegle` = CASE WHEN `regle` THEN `prixHC` + `charge` ELSE coalesce(`montantRegle`, 0) END,
  `dateReglement` = CASE WHEN `regle` THEN coalesce(`dateReglement`, `date`) ELSE NULL END;
