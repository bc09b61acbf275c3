ALTER TABLE `Import` ADD `soldesComptentApres` text;--> statement-breakpoint
ALTER TABLE `Import` ADD `soldesContestesAt` text;--> statement-breakpoint
ALTER TABLE `Import` ADD `soldesContestesPar` text;--> statement-breakpoint
ALTER TABLE `Import` ADD `soldesContestesMotif` text;