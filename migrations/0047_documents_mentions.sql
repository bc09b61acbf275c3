ALTER TABLE `DeductionDepot` ADD `date` text;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `mentionExonerationTVA` text DEFAULT '' NOT NULL;