ALTER TABLE `Caution` ADD `montantMaximum` integer;--> statement-breakpoint
ALTER TABLE `Caution` ADD `dureeEngagement` integer;