DROP INDEX `Quitance_mois_idx`;--> statement-breakpoint
CREATE INDEX `Quitance_impaye_idx` ON `Quitance` (`date`,`prixHC`,`charge`,`montantRegle`) WHERE "regle" = 0;--> statement-breakpoint
CREATE INDEX `Quitance_mois_idx` ON `Quitance` (`mois`,`prixHC`,`charge`);--> statement-breakpoint
CREATE INDEX `Paiement_date_idx` ON `Paiement` (`date`,`montant`);