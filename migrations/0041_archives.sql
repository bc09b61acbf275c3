ALTER TABLE `Client` ADD `archiveLe` text;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `archiveLe` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `archiveLe` text;--> statement-breakpoint
ALTER TABLE `Mission` ADD `archiveLe` text;