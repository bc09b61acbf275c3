ALTER TABLE `Appartement` ADD `zoneRisques` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `Appartement` ADD `zoneBruit` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `Mission` ADD `reconductionsMax` integer;--> statement-breakpoint
ALTER TABLE `Mission` ADD `reconductions` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `Diagnostic` ADD `classeApresAttestation` text;--> statement-breakpoint
ALTER TABLE `Diagnostic` ADD `dateAttestation` text;--> statement-breakpoint
ALTER TABLE `Diagnostic` ADD `sourceAttestation` text;