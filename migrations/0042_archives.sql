ALTER TABLE `Client` ADD `archiveLe` text;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `archiveLe` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `archiveLe` text;--> statement-breakpoint
ALTER TABLE `Mission` ADD `archiveLe` text;--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_AppartementId_idx` ON `EcritureProprietaire` (`AppartementId`);--> statement-breakpoint
CREATE INDEX `EcritureProprietaire_AccompteId_idx` ON `EcritureProprietaire` (`AccompteId`);