ALTER TABLE `Client` ADD `personneMorale` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `congeMotif` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `congeDateEnvoi` text;--> statement-breakpoint
ALTER TABLE `Dossier` ADD `congeBeneficiaire` text;