ALTER TABLE `EtatLieux` ADD `compteurs` text;--> statement-breakpoint
ALTER TABLE `EtatLieux` ADD `cles` text;--> statement-breakpoint
ALTER TABLE `EtatLieux` ADD `nouvelleAdresse` text;