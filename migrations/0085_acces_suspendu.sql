ALTER TABLE `AccesEspace` ADD `suspenduAt` text;--> statement-breakpoint
ALTER TABLE `AccesEspace` ADD `suspenduPar` text;--> statement-breakpoint
ALTER TABLE `AccesEspace` ADD `ancienneAdresse` text;--> statement-breakpoint
ALTER TABLE `AccesEspace` ADD `nouvelleAdresse` text;--> statement-breakpoint
ALTER TABLE `AccesEspace` ADD `reorientePar` text;--> statement-breakpoint
ALTER TABLE `AccesEspace` ADD `reorienteAt` text;