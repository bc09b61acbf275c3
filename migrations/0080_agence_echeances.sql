ALTER TABLE `AgenceParametres` ADD `carteProfessionnelleFin` text;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `garantieFinanciereFin` text;--> statement-breakpoint
ALTER TABLE `AgenceParametres` ADD `assuranceRcpFin` text;